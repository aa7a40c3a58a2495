import type { Notification } from '@ollida/contracts/notifications';
import { useId } from 'react';
import { formatDateTime } from '../../../lib/format';

interface NotificationItemProps {
  notification: Notification;
  /** True while an answer or read mark for this notification is on its way. */
  isBusy: boolean;
  onMarkRead: (id: string) => void;
  onAccept: (id: string) => void;
  onDecline: (id: string) => void;
}

const answeredLabels = { accepted: '수락함', declined: '거절함' } as const;

function NotificationText({ notification, messageId }: { notification: Notification; messageId?: string }) {
  return (
    <>
      <span id={messageId} className="block text-sm text-slate-800">
        {!notification.read && <span className="sr-only">읽지 않음: </span>}
        {notification.message}
      </span>
      <time dateTime={notification.created_at} className="mt-1 block text-xs text-slate-600">
        {formatDateTime(notification.created_at)}
      </time>
    </>
  );
}

function InvitationActions({
  notification,
  messageId,
  isBusy,
  onAccept,
  onDecline,
}: Omit<NotificationItemProps, 'onMarkRead'> & { messageId: string }) {
  const { invitation } = notification;
  if (!invitation) return null;
  if (invitation.status !== 'pending') {
    return (
      <span className="mt-2 inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600">
        {answeredLabels[invitation.status]}
      </span>
    );
  }
  return (
    <div className="mt-2 flex gap-2">
      <button
        type="button"
        aria-describedby={messageId}
        disabled={isBusy}
        onClick={() => onAccept(notification.id)}
        className="rounded-md bg-indigo-600 px-3 py-1 text-xs font-semibold text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        수락
      </button>
      <button
        type="button"
        aria-describedby={messageId}
        disabled={isBusy}
        onClick={() => onDecline(notification.id)}
        className="rounded-md border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        거절
      </button>
    </div>
  );
}

/** One entry of the bell's list: unread ones are tinted; invitations carry their answer buttons or outcome. */
export function NotificationItem(props: NotificationItemProps) {
  const { notification, isBusy, onMarkRead } = props;
  const messageId = useId();
  const tint = notification.read ? 'bg-white' : 'bg-indigo-50';
  const unreadDot = !notification.read && (
    <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-indigo-500" />
  );

  if (notification.type === 'workspace_invitation' && notification.invitation) {
    return (
      <li className={`flex gap-2 px-4 py-3 ${tint}`}>
        {unreadDot}
        <div className="min-w-0 flex-1">
          <NotificationText notification={notification} messageId={messageId} />
          <InvitationActions {...props} messageId={messageId} />
        </div>
      </li>
    );
  }

  // An unread notice is itself the button that marks it read.
  if (!notification.read) {
    return (
      <li className={tint}>
        <button
          type="button"
          disabled={isBusy}
          onClick={() => onMarkRead(notification.id)}
          className="flex w-full gap-2 px-4 py-3 text-left hover:bg-indigo-100 disabled:cursor-wait"
        >
          {unreadDot}
          <span className="min-w-0 flex-1">
            <NotificationText notification={notification} />
          </span>
        </button>
      </li>
    );
  }

  return (
    <li className={`px-4 py-3 ${tint}`}>
      <NotificationText notification={notification} />
    </li>
  );
}
