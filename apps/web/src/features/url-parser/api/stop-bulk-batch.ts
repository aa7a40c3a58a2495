import type { BulkBatch } from '@ollida/contracts/uploads';
import { apiRequest } from '../../../lib/api-client';
import { bulkBatchPath } from './get-bulk-batch';

/** `POST /api/product-registration/bulk/{id}/stop`: waiting items fail, items in flight finish. */
export function stopBulkBatch(batchId: string): Promise<BulkBatch> {
  return apiRequest<BulkBatch>(`${bulkBatchPath(batchId)}/stop`, { method: 'POST' });
}
