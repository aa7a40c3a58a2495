import type { Notification } from '@ollida/contracts/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { NotificationList } from '../api/get-notifications';
import { notificationQueryKeys } from '../api/notification-query-keys';

type InvitationStatus = NonNullable<Notification['invitation']>['status'];

function updateList(queryClient: QueryClient, update: (list: NotificationList) => NotificationList): void {
  queryClient.setQueryData<NotificationList>(notificationQueryKeys.list(), (list) =>
    list ? update(list) : list,
  );
}

/** Shows one notification as read at once, with the unread count the server answered. */
export function showNotificationRead(queryClient: QueryClient, id: string, unreadCount: number): void {
  updateList(queryClient, (list) => ({
    notifications: list.notifications.map((item) => (item.id === id ? { ...item, read: true } : item)),
    unread_count: unreadCount,
  }));
}

/** Shows every notification as read at once, with the unread count the server answered. */
export function showAllNotificationsRead(queryClient: QueryClient, unreadCount: number): void {
  updateList(queryClient, (list) => ({
    notifications: list.notifications.map((item) => ({ ...item, read: true })),
    unread_count: unreadCount,
  }));
}

/** Shows an invitation as answered (and so read) until the list is fetched again. */
export function showInvitationAnswered(queryClient: QueryClient, id: string, status: InvitationStatus): void {
  updateList(queryClient, (list) => {
    const target = list.notifications.find((item) => item.id === id);
    const wasUnread = target !== undefined && !target.read;
    return {
      notifications: list.notifications.map((item) =>
        item.id === id && item.invitation
          ? { ...item, read: true, invitation: { ...item.invitation, status } }
          : item,
      ),
      unread_count: wasUnread ? Math.max(0, list.unread_count - 1) : list.unread_count,
    };
  });
}
