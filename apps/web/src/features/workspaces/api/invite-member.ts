import type { MessageResponse } from '@ollida/contracts/auth';
import type { InviteMember } from '@ollida/contracts/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceQueryKeys } from '../../../lib/workspace-query-keys';

/** `POST /api/workspaces/{id}/members/invite`. */
export function inviteMember(workspaceId: string, input: InviteMember): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/workspaces/${encodeURIComponent(workspaceId)}/members/invite`, {
    method: 'POST',
    body: input,
  });
}

export function useInviteMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteMember) => inviteMember(workspaceId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceQueryKeys.members(workspaceId) }),
  });
}
