import type { ProductDetails } from '@ollida/contracts/product-details';
import type { UploadResponse } from '@ollida/contracts/uploads';
import { ListingReviewFailed } from '../../platform/domain-errors.ts';
import { assertComplete } from '../uploads/index.ts';
import { requireVisible } from './listing-refresh.ts';
import { canResend } from './listing-state-view.ts';
import {
  listedCategoryOf,
  modifyRejectedListing,
  type ResendDeps,
  resendNotAllowed,
} from './resend-coupang.ts';

/** `POST /api/uploaded-products/{id}/resend`: a failed upload or a rejected Coupang listing, fixed and sent again. */
export function createResendService(deps: ResendDeps) {
  /**
   * A new attempt through the whole pipeline (quota, duplicate guard). The failed row is claimed first, so two
   * resends of it make one attempt; the pipeline then points it at the new attempt, or it is given back when the
   * pipeline refused before making one.
   */
  async function resendFailed(
    row: { id: string; workspaceId: string; platform: 'coupang' | 'naver' },
    input: { userId: string; details: ProductDetails; categoryId?: string },
  ): Promise<UploadResponse> {
    if (!(await deps.repo.claimFailed(row.id))) throw resendNotAllowed();
    try {
      return await deps.uploader.uploadForMember({
        userId: input.userId,
        workspaceId: row.workspaceId,
        platform: row.platform,
        details: input.details,
        categoryId: input.categoryId,
        confirmDuplicate: false,
        channel: 'web',
        resendOf: row.id,
      });
    } catch (error) {
      await deps.repo.releaseFailed(row.id);
      throw error;
    }
  }

  return {
    async resend(input: {
      userId: string;
      id: string;
      details: ProductDetails;
      categoryId?: string;
    }): Promise<UploadResponse> {
      const [visible] = await requireVisible(deps.repo, input.userId, [input.id]);
      if (visible === undefined || !canResend(visible.product)) throw resendNotAllowed();
      const { product: row, workspace } = visible;
      if (row.status === 'failure') return resendFailed(row, input);
      if (row.sellerProductId === null) throw resendNotAllowed();
      // A modification goes through the same review as an upload (the failed-upload path above runs it itself).
      assertComplete(input.details);
      const review = await deps.uploader.reviewForMember({
        userId: input.userId,
        workspaceId: row.workspaceId,
        details: input.details,
        categoryId: input.categoryId ?? listedCategoryOf(row),
      });
      if (!review.ready) throw new ListingReviewFailed(review.checks);
      return modifyRejectedListing(deps, {
        row,
        workspace,
        sellerProductId: row.sellerProductId,
        details: input.details,
        categoryId: input.categoryId,
      });
    },
  };
}

export type ResendService = ReturnType<typeof createResendService>;
