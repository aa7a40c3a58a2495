import type { ParseHtmlResponse } from '@ollida/contracts/investigator';
import { CircleCheck, CircleX, Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/format';
import { downloadJson, parsedProductFileName } from '../lib/download-json';
import { parseErrorText } from '../lib/messages';

interface ParseResultModalProps {
  isPending: boolean;
  result: ParseHtmlResponse | undefined;
  error: unknown;
  onClose: () => void;
}

function Outcome({ isSuccess, text }: { isSuccess: boolean; text: string }) {
  const Icon = isSuccess ? CircleCheck : CircleX;
  return (
    <p
      role={isSuccess ? 'status' : 'alert'}
      className={`flex items-center gap-2 rounded-lg border p-3 text-sm font-medium ${isSuccess ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900'}`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {text}
    </p>
  );
}

function ResultView({ result }: { result: ParseHtmlResponse }) {
  const { product } = result;
  const captionId = useId();
  const json = JSON.stringify(product, null, 2);
  const facts = [
    ['상품명', product.sellerProductName ?? '-'],
    ['옵션 수', `${formatCount(product.items.length)}개`],
    ['이미지 수', `${formatCount(product.items[0]?.images.length ?? 0)}개`],
    ['파서', product.parser],
  ];
  return (
    <div className="space-y-4">
      <Outcome
        isSuccess={result.success}
        text={result.success ? `파싱 성공: ${result.message}` : `파싱 실패: ${result.message}`}
      />
      {product.error && (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">{product.error}</p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {product.warnings.length > 0 && (
        <ul aria-label="확인할 점" className="list-disc pl-5 text-sm text-amber-800">
          {product.warnings.map((warning) => (
            <li key={warning.code}>{warning.message}</li>
          ))}
        </ul>
      )}
      <figure aria-labelledby={captionId} className="space-y-1">
        <figcaption id={captionId} className="text-xs font-semibold text-slate-600">
          파싱 결과 JSON
        </figcaption>
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a long JSON block scrolls, so the keyboard must reach it.
          tabIndex={0}
          className="max-h-[50vh] overflow-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100"
        >
          {json}
        </pre>
      </figure>
    </div>
  );
}

/** The parse run: loading, then success or failure with the product's name, counts and JSON (docs/product/search-and-investigator.md#parser-tab). */
export function ParseResultModal({ isPending, result, error, onClose }: ParseResultModalProps) {
  return (
    <Modal title="파싱 결과" onClose={onClose} size="4xl">
      {isPending ? (
        <Spinner label="파싱 중입니다..." className="py-10" />
      ) : result ? (
        <ResultView result={result} />
      ) : (
        <Outcome isSuccess={false} text={`파싱 실패: ${parseErrorText(error)}`} />
      )}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        {result && !isPending && (
          <Button
            variant="secondary"
            onClick={() => downloadJson(result.product, parsedProductFileName(new Date()))}
          >
            <Download aria-hidden="true" className="size-4" />
            JSON 다운로드
          </Button>
        )}
        <Button onClick={onClose}>닫기</Button>
      </div>
    </Modal>
  );
}
