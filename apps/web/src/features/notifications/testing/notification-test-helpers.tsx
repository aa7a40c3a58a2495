import type { Notification } from '@ollida/contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { NotificationList } from '../api/get-notifications';
import { NotificationBell } from '../components/notification-bell';

let nextId = 1;

/** A notification with the given overrides; ids are unique UUID-shaped strings. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  const id = `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    type: 'info',
    message: '새 소식이 있습니다.',
    created_at: '2024-06-20T05:30:00Z',
    read: false,
    invitation: null,
    ...overrides,
  };
}

/** A pending invitation to `workspaceName`. */
export function makeInvitation(workspaceName: string, overrides: Partial<Notification> = {}): Notification {
  return makeNotification({
    type: 'workspace_invitation',
    message: `김대표님이 ${workspaceName} 워크스페이스에 멤버로 초대했습니다.`,
    invitation: { workspace_id: 'ws-1', workspace_name: workspaceName, role: 'member', status: 'pending' },
    ...overrides,
  });
}

/** The list answer for these notifications, counting the unread ones unless told. */
export function listOf(notifications: Notification[], unreadCount?: number): NotificationList {
  return {
    notifications,
    unread_count: unreadCount ?? notifications.filter((item) => !item.read).length,
  };
}

/** Renders the bell alone, next to an outside button, with its own query client (no retries). */
export function renderBell() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NotificationBell />
      <button type="button">바깥 버튼</button>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
