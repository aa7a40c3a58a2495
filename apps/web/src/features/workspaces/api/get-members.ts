import type { MemberList } from '@ollida/contracts/members';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceQueryKeys } from '../../../lib/workspace-query-keys';

/** `GET /api/workspaces/{id}/members`: the members (`data`) and the pending invitations. */
export function getMembers(workspaceId: string, signal?: AbortSignal): Promise<MemberList> {
  return apiRequest<MemberList>(`/api/workspaces/${encodeURIComponent(workspaceId)}/members`, { signal });
}

export function membersQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: workspaceQueryKeys.members(workspaceId),
    queryFn: ({ signal }) => getMembers(workspaceId, signal),
  });
}
