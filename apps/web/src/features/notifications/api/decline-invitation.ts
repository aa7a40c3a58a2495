import type { MessageResponse } from '@ollida/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { showInvitationAnswered } from '../lib/notification-cache';
import { notificationQueryKeys } from './notification-query-keys';

/** `POST /api/notifications/{id}/decline`: turns the invitation down. */
export function postDeclineInvitation(notificationId: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/notifications/${encodeURIComponent(notificationId)}/decline`, {
    method: 'POST',
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeclineInvitation,
    onSuccess: async (_answer, notificationId) => {
      showInvitationAnswered(queryClient, notificationId, 'declined');
      await queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all });
    },
  });
}
