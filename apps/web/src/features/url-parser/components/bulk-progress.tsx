import type { ListingPrice } from '@ollida/contracts/listing-price';
import type { ReviewCheck } from '@ollida/contracts/review-check';
import type { BulkItemStatus } from '@ollida/contracts/uploads';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatWon } from '../../../lib/format';
import { ReviewCheckList } from './listing-review-panel';
import { ListingLinks } from './upload-outcome';

export const bulkStatusLabels: Record<BulkItemStatus, string> = {
  waiting: '대기',
  parsing: '파싱 중',
  uploading: '업로드 중',
  success: '성공',
  failure: '실패',
};

const statusTones: Record<BulkItemStatus, BadgeTone> = {
  waiting: 'neutral',
  parsing: 'brand',
  uploading: 'brand',
  success: 'success',
  failure: 'warning',
};

export interface ProgressRow {
  key: string;
  url: string;
  status: BulkItemStatus;
  message: string | null;
  /** What the pre-upload review asks to fix, when it refused the URL. */
  checks?: readonly ReviewCheck[];
  storeUrl?: string | null;
  adminUrl?: string | null;
  /** The listed product's price once uploaded. */
  price?: ListingPrice | null;
}

export interface ProgressSummary {
  total: number;
  success: number;
  fail: number;
}

/** "판매가 25,000원 · 공급가 18,000원 · 마진 7,000원 (28%)": what the row's listing went live with. */
function ListedPrice({ price }: { price: ListingPrice }) {
  const margin =
    price.supplier_cost !== null && price.margin !== null
      ? ` · 공급가 ${formatWon(price.supplier_cost)} · 마진 ${formatWon(price.margin)}${price.margin_rate === null ? '' : ` (${price.margin_rate}%)`}`
      : '';
  return (
    <p className="text-xs text-slate-700">
      판매가 {formatWon(price.sale_price)}
      {margin}
    </p>
  );
}

/** Percent of items that reached success or failure. */
export function progressPercent({ total, success, fail }: ProgressSummary): number {
  return total === 0 ? 0 : Math.round(((success + fail) / total) * 100);
}

/** Progress bar, the total/success/fail summary and one status line per URL. */
export function BulkProgress({ rows, summary }: { rows: readonly ProgressRow[]; summary: ProgressSummary }) {
  const percent = progressPercent(summary);
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <ProgressBar percent={percent} label="진행률" />
        <p className="flex justify-between text-sm text-slate-700">
          <span>
            총 {summary.total} · 성공 {summary.success} · 실패 {summary.fail}
          </span>
          <span>{percent}%</span>
        </p>
      </div>
      <ol aria-label="URL별 진행 상황" className="max-h-96 divide-y divide-slate-100 overflow-y-auto text-sm">
        {rows.map((row) => (
          <li key={row.key} className="flex items-start gap-3 py-2">
            <Badge tone={statusTones[row.status]}>{bulkStatusLabels[row.status]}</Badge>
            <div className="min-w-0 flex-1">
              <p className="break-all text-slate-800">{row.url}</p>
              {/* A refused item's message repeats its first check; the list below says it once, with the field. */}
              {row.message && !row.checks?.length && <p className="text-xs text-slate-600">{row.message}</p>}
              {row.checks && row.checks.length > 0 && (
                <div className="mt-1 space-y-1">
                  <ReviewCheckList checks={row.checks} label={`고칠 점: ${row.url}`} />
                  <p className="text-xs text-slate-500">
                    URL 파서의 단일 URL 탭에서 이 URL을 불러와 초안을 고친 뒤 올려 주세요.
                  </p>
                </div>
              )}
              {row.price && <ListedPrice price={row.price} />}
              <span className="text-xs text-indigo-700">
                <ListingLinks storeUrl={row.storeUrl ?? null} adminUrl={row.adminUrl ?? null} />
              </span>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
