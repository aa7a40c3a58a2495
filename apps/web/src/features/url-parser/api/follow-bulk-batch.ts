import { applyBulkBatchChange, type BulkBatchChange } from '@ollida/contracts/bulk-batch-change';
import type { BulkBatch } from '@ollida/contracts/uploads';
import { apiStream } from '../../../lib/api-client';
import { createSseParser } from '../lib/sse';
import { bulkBatchPath } from './get-bulk-batch';

/** True once the batch will not change any more. */
export function isBatchFinished(batch: BulkBatch): boolean {
  return batch.status === 'completed' || batch.status === 'stopped';
}

/**
 * `GET /api/product-registration/bulk/{id}/events`: calls `onBatch` with the whole batch for every snapshot the server
 * streams and for every change (which carries only the items that changed) applied to the batch seen so far.
 * Resolves with the last batch seen (null when none) once the stream ends; rejects when it cannot be opened.
 */
export async function followBulkBatch(
  batchId: string,
  onBatch: (batch: BulkBatch) => void,
  signal: AbortSignal,
): Promise<BulkBatch | null> {
  const response = await apiStream(`${bulkBatchPath(batchId)}/events`, { signal });
  const reader = response.body?.getReader();
  if (!reader) return null;
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let last: BulkBatch | null = null;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) {
        if (event.event === 'snapshot') last = JSON.parse(event.data) as BulkBatch;
        else if (event.event === 'change' && last) {
          last = applyBulkBatchChange(last, JSON.parse(event.data) as BulkBatchChange);
        } else continue;
        onBatch(last);
      }
      if (last && isBatchFinished(last)) break;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return last;
}
