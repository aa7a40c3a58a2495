import type { RefObject } from 'react';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import type { NotificationList } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from './notification-item';

export const notificationsLoadFailedMessage = '알림을 불러오지 못했습니다.';
const unknownFailureMessage = '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';

interface Feedback {
  tone: 'success' | 'error';
  text: string;
}

interface NotificationPanelProps {
  id: string;
  /** The dropdown itself; focused when it opens and when the clicked control disappears. */
  ref: RefObject<HTMLDivElement | null>;
  list: NotificationList | undefined;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => void;
}

function failureText(error: Error): string {
  return isApiError(error) ? error.detail : unknownFailureMessage;
}

function newestFirst(list: NotificationList) {
  return [...list.notifications].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/** The bell's dropdown: the list, invitation answers, mark-all-read and the outcome of the last action. */
export function NotificationPanel({ id, ref, list, isError, isRetrying, onRetry }: NotificationPanelProps) {
  const titleId = useId();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  const showError = (error: Error) => setFeedback({ tone: 'error', text: failureText(error) });
  const busyIds = new Set(
    [accept, decline, markRead].flatMap((mutation) => (mutation.isPending ? [mutation.variables] : [])),
  );

  // The answer buttons vanish once answered; keep focus in the dropdown instead of losing it to the page.
  const showAnswer = (message: string) => {
    setFeedback({ tone: 'success', text: message });
    ref.current?.focus();
  };

  const handleAccept = (notificationId: string) => {
    setFeedback(null);
    accept.mutate(notificationId, {
      onSuccess: ({ message }) => showAnswer(message),
      onError: showError,
    });
  };
  const handleDecline = (notificationId: string) => {
    setFeedback(null);
    decline.mutate(notificationId, {
      onSuccess: ({ message }) => showAnswer(message),
      onError: showError,
    });
  };
  const handleMarkRead = (notificationId: string) => {
    setFeedback(null);
    // The clicked notice stops being a button once read, so focus goes back to the dropdown.
    markRead.mutate(notificationId, { onSuccess: () => ref.current?.focus(), onError: showError });
  };
  const handleMarkAllRead = () => {
    setFeedback(null);
    markAllRead.mutate(undefined, { onError: showError });
  };

  const hasUnread = (list?.unread_count ?? 0) > 0;

  return (
    <div
      id={id}
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="absolute top-full right-0 z-50 mt-2 flex max-h-[70vh] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg outline-none"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-sm font-semibold text-slate-900">
          알림
        </h2>
        <button
          type="button"
          onClick={handleMarkAllRead}
          disabled={!hasUnread || markAllRead.isPending}
          className="rounded-md px-2 py-1 text-xs font-semibold text-indigo-700 hover:bg-indigo-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          모두 읽음
        </button>
      </div>
      {feedback && (
        <p
          role={feedback.tone === 'error' ? 'alert' : 'status'}
          className={`border-b px-4 py-2 text-sm ${
            feedback.tone === 'error'
              ? 'border-red-200 bg-red-50 text-red-800'
              : 'border-emerald-200 bg-emerald-50 text-emerald-800'
          }`}
        >
          {feedback.text}
        </p>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list ? (
          list.notifications.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-500">새 알림이 없습니다.</p>
          ) : (
            <ul aria-labelledby={titleId} className="divide-y divide-slate-100">
              {newestFirst(list).map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  isBusy={busyIds.has(notification.id)}
                  onMarkRead={handleMarkRead}
                  onAccept={handleAccept}
                  onDecline={handleDecline}
                />
              ))}
            </ul>
          )
        ) : isError ? (
          <div role="alert" className="space-y-3 px-4 py-6 text-center text-sm text-red-800">
            <p>{notificationsLoadFailedMessage}</p>
            <button
              type="button"
              onClick={onRetry}
              disabled={isRetrying}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              다시 시도
            </button>
          </div>
        ) : (
          <Spinner label="알림을 불러오는 중..." className="py-8" />
        )}
      </div>
    </div>
  );
}
