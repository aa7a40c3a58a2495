import type { ProductDetails } from '@ollida/contracts/product-details';
import type { UploadRequest, UploadResponse } from '@ollida/contracts/uploads';
import type { Platform } from '@ollida/contracts/workspaces';
import { apiRequest } from '../../../lib/api-client';

export interface UploadInput {
  platform: Platform;
  workspaceId: string;
  details: ProductDetails;
  /** A marketplace category the seller picked; otherwise the server predicts one. */
  categoryId?: string;
  /** The seller saw the duplicate warning and still wants a second listing. */
  confirmDuplicate?: boolean;
}

function uploadPath(platform: Platform): string {
  switch (platform) {
    case 'coupang':
      return '/api/upload-to-coupang';
    case 'naver':
      return '/api/upload-to-naver';
    default: {
      const unsupported: never = platform;
      throw new Error(`지원하지 않는 플랫폼입니다: ${String(unsupported)}`);
    }
  }
}

/** `POST /api/upload-to-coupang` or `/api/upload-to-naver`, chosen by the workspace's platform. */
export function uploadProduct(input: UploadInput): Promise<UploadResponse> {
  const body: UploadRequest = {
    product_details: input.details,
    workspace_id: input.workspaceId,
    confirm_duplicate: input.confirmDuplicate ?? false,
    ...(input.categoryId ? { category_id: input.categoryId } : {}),
  };
  return apiRequest<UploadResponse>(uploadPath(input.platform), { method: 'POST', body });
}
