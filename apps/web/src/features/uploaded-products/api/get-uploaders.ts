import type { Workspace } from '@ollida/contracts/workspaces';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { uploadedProductsQueryKeys } from './uploaded-products-query-keys';

/** `GET /api/uploaded-products/uploaders`: the distinct uploader emails of the whole selection, not one page. */
export async function getUploaders(workspace: Workspace | null, signal?: AbortSignal): Promise<string[]> {
  const params = new URLSearchParams();
  if (workspace) {
    params.set('workspace_id', workspace.workspace_id);
    params.set('platform', workspace.platform);
  }
  const text = params.toString();
  const query = text === '' ? '' : `?${text}`;
  const response = await apiRequest<{ data: string[] }>(`/api/uploaded-products/uploaders${query}`, {
    signal,
  });
  return Array.isArray(response?.data) ? response.data : [];
}

export function uploadersQueryOptions(workspace: Workspace | null) {
  return queryOptions({
    queryKey: uploadedProductsQueryKeys.uploaders(workspace?.workspace_id ?? null),
    queryFn: ({ signal }) => getUploaders(workspace, signal),
  });
}
