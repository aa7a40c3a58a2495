import { priceDraft } from '@ollida/contracts/price-rule';
import type { ProductDetails } from '@ollida/contracts/product-details';
import type { UploadResponse } from '@ollida/contracts/uploads';
import type { Workspace } from '@ollida/contracts/workspaces';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { uploadSettingsQueryOptions } from '../api/get-upload-settings';
import { uploadProduct } from '../api/upload-product';

export interface DraftUpload {
  workspace: Workspace;
  details: ProductDetails;
  /** True when the seller already priced the draft in the editor; otherwise the workspace's rule is applied. */
  isPriced: boolean;
  categoryId?: string;
  confirmDuplicate?: boolean;
}

/** Uploads a draft to the workspace's marketplace, pricing supplier prices with the workspace's rule first. */
export function useUploadDraft() {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: DraftUpload): Promise<UploadResponse> => {
      const { workspace } = input;
      let details = input.details;
      if (!input.isPriced) {
        const settings = await queryClient.ensureQueryData(
          uploadSettingsQueryOptions(workspace.workspace_id),
        );
        details = priceDraft(details, settings.price_rule);
      }
      return uploadProduct({
        platform: workspace.platform,
        workspaceId: workspace.workspace_id,
        details,
        categoryId: input.categoryId,
        confirmDuplicate: input.confirmDuplicate,
      });
    },
    [queryClient],
  );
}
