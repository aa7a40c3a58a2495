import type { ListedProduct, ParsedProductDetail } from '@ollida/contracts/investigator';
import { useQuery } from '@tanstack/react-query';
import { Copy, ExternalLink, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { parseFileQueryOptions } from '../api/get-parse-file';
import { sourcesQueryOptions } from '../api/get-sources';
import { useOpenStoredPage } from '../hooks/use-open-stored-page';
import { investigatorText } from '../lib/messages';
import { isWarningParser, parserLabel } from '../lib/parsed-detail';
import {
  BasicFacts,
  DeliverySection,
  DescriptionSection,
  ImagesSection,
  OptionsSection,
  TagsSection,
} from './parsed-detail-sections';

async function copyUrl(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    window.alert(investigatorText.urlCopied);
  } catch {
    window.alert(investigatorText.urlCopyFailed);
  }
}

function ParserState({ product }: { product: ParsedProductDetail }) {
  const sources = useQuery(sourcesQueryOptions());
  const isWarning = isWarningParser(product.parser_type) || product.warnings.length > 0;
  return (
    <div
      className={`space-y-1 rounded-lg border p-3 text-sm ${isWarning ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-slate-200 bg-slate-50 text-slate-700'}`}
    >
      <p className="flex flex-wrap items-center gap-2">
        {isWarningParser(product.parser_type) && <TriangleAlert aria-hidden="true" className="size-4" />}
        <span>파서:</span>
        <Badge tone={isWarningParser(product.parser_type) ? 'warning' : 'neutral'}>
          {parserLabel(product, sources.data?.sources)}
        </Badge>
        <span>{product.parse_message}</span>
      </p>
      {product.warnings.length > 0 && (
        <ul aria-label="확인할 점" className="list-disc pl-5">
          {product.warnings.map((warning) => (
            <li key={warning.code}>{warning.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ProductDetail({ product }: { product: ParsedProductDetail }) {
  const raw = product.raw_data;
  const view = useOpenStoredPage();
  return (
    <div className="space-y-5">
      <ParserState product={product} />
      {product.error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {product.error}
        </p>
      )}
      {raw ? (
        <BasicFacts raw={raw} />
      ) : (
        <p className="text-sm text-slate-500">이 페이지에서 상품 정보를 읽지 못했습니다.</p>
      )}
      <ImagesSection product={product} />
      <TagsSection tags={product.tags.length > 0 ? product.tags : (raw?.searchTags ?? [])} />
      {raw && <OptionsSection items={raw.items} />}
      {raw && <DeliverySection delivery={raw.delivery} />}
      <DescriptionSection description={product.description} />
      <section aria-label="원본" className="space-y-2 border-t border-slate-200 pt-4">
        <a
          href={product.url}
          target="_blank"
          rel="noopener noreferrer"
          className="block break-all text-sm text-indigo-700 hover:underline"
        >
          {product.url}
        </a>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => void copyUrl(product.url)}>
            <Copy aria-hidden="true" className="size-4" />
            URL 복사
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={view.isPending}
            onClick={() => view.mutate(product.file_path)}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            저장된 페이지 보기
          </Button>
        </div>
      </section>
    </div>
  );
}

/** The stored page read as a product (`parse-file`); when it cannot be read, an alert and the modal closes. */
export function ProductInfoModal({ product, onClose }: { product: ListedProduct; onClose: () => void }) {
  const detail = useQuery(parseFileQueryOptions(product.file_path));

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const isError = detail.isError;
  useEffect(() => {
    if (!isError) return;
    window.alert(investigatorText.productInfoFailed);
    onCloseRef.current();
  }, [isError]);

  return (
    <Modal title="상품 정보" description={product.title} onClose={onClose} size="4xl">
      {detail.isPending || detail.isError ? (
        <Spinner label="상품 정보를 불러오는 중..." className="py-10" />
      ) : (
        <ProductDetail product={detail.data.product} />
      )}
    </Modal>
  );
}
