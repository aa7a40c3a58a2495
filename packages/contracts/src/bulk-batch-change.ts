import { z } from 'zod';
import { type BulkBatch, type BulkItem, bulkBatchSchema, bulkItemSchema } from './uploads.ts';

/**
 * What an event stream sends after its first snapshot: the batch's progress fields and only the items that changed
 * since the previous event (issue 22: a 1,000-URL batch is not re-sent for every finished item).
 */
export const bulkBatchChangeSchema = bulkBatchSchema
  .pick({
    status: true,
    stopped_by_item_id: true,
    total: true,
    success: true,
    fail: true,
    finished_at: true,
  })
  .extend({ items: z.array(bulkItemSchema) });
export type BulkBatchChange = z.infer<typeof bulkBatchChangeSchema>;

/** The `results` (successes) and `errors` (failures) lists of docs/product/listing.md#bulk-registration, derived from the items. */
export function bulkBatchLists(items: readonly BulkItem[]): Pick<BulkBatch, 'results' | 'errors'> {
  return {
    results: items.flatMap((item) =>
      item.status === 'success' && item.uploaded_product_id !== null
        ? [
            {
              url: item.url,
              uploaded_product_id: item.uploaded_product_id,
              product_name: item.product_name,
              store_url: item.store_url,
              admin_url: item.admin_url,
            },
          ]
        : [],
    ),
    errors: items.flatMap((item) =>
      item.status === 'failure' ? [{ url: item.url, message: item.message ?? '' }] : [],
    ),
  };
}

const progressOf = (batch: BulkBatch) => ({
  status: batch.status,
  stopped_by_item_id: batch.stopped_by_item_id,
  total: batch.total,
  success: batch.success,
  fail: batch.fail,
  finished_at: batch.finished_at,
});

/** The change from `before` to `after` (same batch), or undefined when nothing a reader sees differs. */
export function bulkBatchChange(before: BulkBatch, after: BulkBatch): BulkBatchChange | undefined {
  const previous = new Map(before.items.map((item) => [item.id, JSON.stringify(item)]));
  const items = after.items.filter((item) => previous.get(item.id) !== JSON.stringify(item));
  const progress = progressOf(after);
  if (items.length === 0 && JSON.stringify(progress) === JSON.stringify(progressOf(before))) return undefined;
  return { ...progress, items };
}

/** `batch` with `change` applied: items replaced by id, progress fields taken, the lists derived again. */
export function applyBulkBatchChange(batch: BulkBatch, change: BulkBatchChange): BulkBatch {
  const changed = new Map(change.items.map((item) => [item.id, item]));
  const items = batch.items.map((item) => changed.get(item.id) ?? item);
  return { ...batch, ...change, items, ...bulkBatchLists(items) };
}
