import type { BulkBatch } from '@ollida/contracts/uploads';
import { BulkProgress, type ProgressRow } from './bulk-progress';

/** The batch's items in line order as progress rows. */
export function batchRows(batch: BulkBatch): ProgressRow[] {
  return [...batch.items]
    .sort((a, b) => a.position - b.position)
    .map((item) => ({
      key: item.id,
      url: item.url,
      status: item.status,
      message: item.message,
      checks: item.checks,
      storeUrl: item.store_url,
      adminUrl: item.admin_url,
    }));
}

/** A server batch of the bulk-text or CSV tab: what was dropped before it started, what stopped it, its progress. */
export function BulkBatchView({ batch }: { batch: BulkBatch }) {
  const stoppedBy = batch.items.find((item) => item.id === batch.stopped_by_item_id);
  return (
    <div className="space-y-3">
      {stoppedBy && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {stoppedBy.position + 1}번째 줄 <span className="break-all">{stoppedBy.url}</span>의 실패 때문에
          나머지를 중단했습니다{stoppedBy.message ? `: ${stoppedBy.message}` : '.'}
        </p>
      )}
      {batch.duplicates_skipped > 0 && (
        <p className="text-sm text-slate-600">
          중복된 URL {batch.duplicates_skipped}개는 한 번만 등록합니다.
        </p>
      )}
      <BulkProgress rows={batchRows(batch)} summary={batch} />
    </div>
  );
}
