import type { BulkBatch, BulkRegistrationRequest } from '@ollida/contracts/uploads';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/product-registration/bulk`: the server parses and uploads every URL as a durable batch. */
export function createBulkBatch(input: BulkRegistrationRequest): Promise<BulkBatch> {
  return apiRequest<BulkBatch>('/api/product-registration/bulk', { method: 'POST', body: input });
}
