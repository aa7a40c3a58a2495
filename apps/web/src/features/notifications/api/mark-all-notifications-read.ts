import type { NotificationReadResult } from '@ollida/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { showAllNotificationsRead } from '../lib/notification-cache';
import { notificationQueryKeys } from './notification-query-keys';

/** `POST /api/notifications/read-all`: marks every notification of the user read. */
export function postMarkAllNotificationsRead(): Promise<NotificationReadResult> {
  return apiRequest<NotificationReadResult>('/api/notifications/read-all', { method: 'POST' });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMarkAllNotificationsRead,
    onSuccess: async (result) => {
      showAllNotificationsRead(queryClient, result.unread_count);
      await queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all });
    },
  });
}
