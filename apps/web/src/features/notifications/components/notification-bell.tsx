import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { notificationsQueryOptions } from '../api/get-notifications';
import { unreadBadgeText } from '../lib/unread-badge';
import { NotificationPanel } from './notification-panel';

/**
 * The header bell: unread badge, polled list, and a dropdown that closes on Escape (focus back on the bell)
 * or on a click outside (focus stays where the user clicked).
 */
export function NotificationBell() {
  const query = useQuery(notificationsQueryOptions());
  const [isOpen, setIsOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const countId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) bellRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const wrapper = wrapperRef.current;
      if (wrapper && event.target instanceof Node && !wrapper.contains(event.target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, close]);

  const unreadCount = query.data?.unread_count ?? 0;
  const badge = unreadBadgeText(unreadCount);

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={bellRef}
        type="button"
        aria-label="알림"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-describedby={badge ? countId : undefined}
        onClick={() => {
          if (isOpen) return close(true);
          // The list is polled every 30 s; opening it reads it now, so a notice from a moment ago is there.
          void query.refetch();
          setIsOpen(true);
        }}
        className="relative inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-500 px-1 text-[10px] leading-none font-bold text-white"
          >
            {badge}
          </span>
        )}
      </button>
      {badge && (
        <span id={countId} className="sr-only">
          읽지 않은 알림 {unreadCount}개
        </span>
      )}
      {isOpen && (
        <NotificationPanel
          id={panelId}
          ref={panelRef}
          list={query.data}
          isError={query.isError}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
    </div>
  );
}
