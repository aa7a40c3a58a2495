import type { WorkspaceStats } from '@ollida/contracts/workspaces';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceQueryKeys } from '../../../lib/workspace-query-keys';

/** `GET /api/workspaces/{id}/stats`: listings this month and in all, and the team's size. */
export function workspaceStatsQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: workspaceQueryKeys.stats(workspaceId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: WorkspaceStats }>(
          `/api/workspaces/${encodeURIComponent(workspaceId)}/stats`,
          { signal },
        )
      ).data,
  });
}
