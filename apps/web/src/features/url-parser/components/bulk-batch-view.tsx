import type { BulkBatch } from '@ollida/contracts/uploads';
import { Button } from '../../../components/ui/button';
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
      price: item.price,
    }));
}

interface BulkBatchViewProps {
  batch: BulkBatch;
  /** 그래도 등록 for the items the store already has (offered once the batch has finished). */
  onConfirmDuplicates: () => void;
}

/**
 * A server batch of the bulk-text or CSV tab: what was dropped before it started, what stopped it, the duplicates the
 * seller may still register, its progress.
 */
export function BulkBatchView({ batch, onConfirmDuplicates }: BulkBatchViewProps) {
  const stoppedBy = batch.items.find((item) => item.id === batch.stopped_by_item_id);
  const held = batch.items.filter((item) => item.duplicate_held).length;
  const isFinished = batch.status === 'completed' || batch.status === 'stopped';
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
      {held > 0 && isFinished && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p className="flex-1">
            {held}개는 같은 공급처 상품으로 만든 상품이 이미 이 스토어에 있어 등록하지 않았습니다. 한 번 더
            등록할까요?
          </p>
          <Button size="sm" onClick={onConfirmDuplicates}>
            그래도 등록
          </Button>
        </div>
      )}
      <BulkProgress rows={batchRows(batch)} summary={batch} />
    </div>
  );
}
