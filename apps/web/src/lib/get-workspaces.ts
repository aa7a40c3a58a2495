import type { Workspace } from '@ollida/contracts/workspaces';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { workspaceQueryKeys } from './workspace-query-keys';

/** `GET /api/workspaces`: the signed-in user's workspaces. */
export async function getWorkspaces(signal?: AbortSignal): Promise<Workspace[]> {
  const response = await apiRequest<{ data: Workspace[] }>('/api/workspaces', { signal });
  return response.data;
}

export function workspacesQueryOptions() {
  return queryOptions({
    queryKey: workspaceQueryKeys.list(),
    queryFn: ({ signal }) => getWorkspaces(signal),
  });
}
