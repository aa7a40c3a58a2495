import type { MessageResponse } from '@ollida/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workspaceQueryKeys } from '../../../lib/workspace-query-keys';

/** `DELETE /api/workspaces/{workspace_id}/invitations/{invitation_id}`: withdraws a pending invitation. */
export function cancelInvitation(workspaceId: string, invitationId: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/invitations/${encodeURIComponent(invitationId)}`,
    { method: 'DELETE' },
  );
}

export function useCancelInvitation(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => cancelInvitation(workspaceId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceQueryKeys.members(workspaceId) }),
  });
}
