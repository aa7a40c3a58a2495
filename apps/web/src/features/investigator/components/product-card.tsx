import type { ListedProduct } from '@ollida/contracts/investigator';
import { ExternalLink, FileText, Info } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ProductImage } from '../../../components/ui/product-image';
import { formatBytes, formatDateTime, formatWon } from '../../../lib/format';

interface ProductCardProps {
  product: ListedProduct;
  onOpen: (product: ListedProduct) => void;
  /** Given for stored files: opens the page itself in a new tab. */
  onView?: (product: ListedProduct) => void;
  isViewing?: boolean;
}

function FileFacts({ product }: { product: ListedProduct }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-500">
      <dt>도메인</dt>
      <dd className="truncate">{product.domain}</dd>
      {product.size !== undefined && (
        <>
          <dt>크기</dt>
          <dd>{formatBytes(product.size)}</dd>
        </>
      )}
      {product.modified && (
        <>
          <dt>수정</dt>
          <dd>{formatDateTime(product.modified)}</dd>
        </>
      )}
    </dl>
  );
}

/** One listed product (picture, title, price, date, source) or stored file; a failed parse is marked. */
export function ProductCard({ product, onOpen, onView, isViewing = false }: ProductCardProps) {
  const titleId = useId();
  const isFile = product.type === 'html_file';
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {isFile ? (
        <div className="flex aspect-[4/3] w-full items-center justify-center bg-slate-50 text-slate-400">
          <FileText aria-hidden="true" className="size-10" />
        </div>
      ) : (
        <ProductImage src={product.image_url} className="aspect-[4/3] w-full bg-slate-100" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex flex-wrap gap-1">
          <Badge tone="brand">{product.source_name}</Badge>
          {!product.parse_success && <Badge tone="warning">파싱 실패</Badge>}
        </div>
        <h3 id={titleId} className="line-clamp-2 break-all text-sm font-semibold text-slate-900">
          {isFile ? (product.filename ?? product.title) : product.title}
        </h3>
        {!isFile && (
          <p className="text-sm font-bold text-slate-900">
            {product.price === null ? '가격 정보 없음' : formatWon(product.price)}
          </p>
        )}
        <p className="text-xs text-slate-500">{product.formatted_date}</p>
        {isFile && <FileFacts product={product} />}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => onOpen(product)}>
            <Info aria-hidden="true" className="size-4" />
            상품 정보
          </Button>
          {onView && (
            <Button
              variant="ghost"
              size="sm"
              aria-describedby={titleId}
              disabled={isViewing}
              onClick={() => onView(product)}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              페이지 보기
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
