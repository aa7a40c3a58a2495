import type { BulkBatch } from '@ollida/contracts/uploads';
import { apiRequest } from '../../../lib/api-client';

export function bulkBatchPath(batchId: string): string {
  return `/api/product-registration/bulk/${encodeURIComponent(batchId)}`;
}

/** `GET /api/product-registration/bulk/{id}`: the batch with every item's status so far. */
export function getBulkBatch(batchId: string, signal?: AbortSignal): Promise<BulkBatch> {
  return apiRequest<BulkBatch>(bulkBatchPath(batchId), { signal });
}
