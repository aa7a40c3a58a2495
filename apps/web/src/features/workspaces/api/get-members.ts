import type { Member } from '@ollida/contracts/members';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceQueryKeys } from './workspace-query-keys';

/** `GET /api/workspaces/{id}/members`. */
export async function getMembers(workspaceId: string, signal?: AbortSignal): Promise<Member[]> {
  const response = await apiRequest<{ data: Member[] }>(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/members`,
    { signal },
  );
  return response.data;
}

export function membersQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: workspaceQueryKeys.members(workspaceId),
    queryFn: ({ signal }) => getMembers(workspaceId, signal),
  });
}
