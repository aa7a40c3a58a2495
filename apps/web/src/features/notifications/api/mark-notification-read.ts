import type { NotificationReadResult } from '@ollida/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { showNotificationRead } from '../lib/notification-cache';
import { notificationQueryKeys } from './notification-query-keys';

/** `POST /api/notifications/{id}/read`: marks one notification read. */
export function postMarkNotificationRead(notificationId: string): Promise<NotificationReadResult> {
  return apiRequest<NotificationReadResult>(`/api/notifications/${encodeURIComponent(notificationId)}/read`, {
    method: 'POST',
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMarkNotificationRead,
    onSuccess: async (result, notificationId) => {
      showNotificationRead(queryClient, notificationId, result.unread_count);
      await queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all });
    },
  });
}
