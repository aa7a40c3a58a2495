import type { MessageResponse } from '@ollida/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { showInvitationAnswered } from '../lib/notification-cache';
import { notificationQueryKeys, workspacesQueryPrefix } from './notification-query-keys';

/** `POST /api/notifications/{id}/accept`: joins the workspace of the invitation. */
export function postAcceptInvitation(notificationId: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/notifications/${encodeURIComponent(notificationId)}/accept`, {
    method: 'POST',
  });
}

/** Accepts an invitation; the new workspace appears in the workspace list, so that list is reloaded too. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAcceptInvitation,
    onSuccess: async (_answer, notificationId) => {
      showInvitationAnswered(queryClient, notificationId, 'accepted');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: workspacesQueryPrefix }),
      ]);
    },
  });
}
