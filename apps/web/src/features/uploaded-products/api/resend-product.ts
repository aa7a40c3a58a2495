import type { ResendRequest } from '@ollida/contracts/uploaded-products';
import type { UploadResponse } from '@ollida/contracts/uploads';
import { apiRequest } from '../../../lib/api-client';

export interface ResendInput {
  id: string;
  request: ResendRequest;
}

/** `POST /api/uploaded-products/{id}/resend`: the fixed draft, answered like an upload. */
export function resendProduct({ id, request }: ResendInput): Promise<UploadResponse> {
  return apiRequest<UploadResponse>(`/api/uploaded-products/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
    body: request,
  });
}
