import type { Notification } from '@ollida/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationQueryKeys } from './notification-query-keys';

/** Answer of `GET /api/notifications` (`notificationListSchema`). */
export interface NotificationList {
  notifications: Notification[];
  unread_count: number;
}

/** How often the bell asks for new notifications while the page is visible. */
export const notificationPollIntervalMs = 30_000;

/** `GET /api/notifications`: the user's latest notifications, newest first, and the unread count. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiRequest<NotificationList>('/api/notifications', { signal });
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationQueryKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
    // Invitations arrive from other people: poll, but only while the tab is visible
    // (refetchIntervalInBackground stays false), and look again as soon as the window regains focus.
    staleTime: 0,
    refetchInterval: notificationPollIntervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
