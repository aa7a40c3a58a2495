import type { BulkBatch } from '@ollida/contracts/uploads';
import { apiRequest } from '../../../lib/api-client';
import { bulkBatchPath } from './get-bulk-batch';

/** `POST /api/product-registration/bulk/{id}/confirm-duplicates`: 그래도 등록 for the items held as duplicates. */
export function confirmBulkDuplicates(batchId: string): Promise<BulkBatch> {
  return apiRequest<BulkBatch>(`${bulkBatchPath(batchId)}/confirm-duplicates`, { method: 'POST' });
}
