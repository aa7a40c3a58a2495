import type { OrderSync } from '@ollida/contracts/orders';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { apiErrorText } from '../lib/messages';
import { relativeTimeKo } from '../lib/relative-time';

interface SyncBarProps {
  sync: OrderSync;
  onSync: () => void;
  isStarting: boolean;
  error: unknown;
}

const tickMs = 30_000;

function lastSyncedText(lastSyncedAt: string | null, now: number): string {
  const relative = lastSyncedAt ? relativeTimeKo(lastSyncedAt, now) : null;
  return relative ? `마지막 동기화 ${relative}` : '아직 동기화하지 않았습니다';
}

/** When the store's orders were last read from the market, its last failure, and 새로고침 (a new read). */
export function SyncBar({ sync, onSync, isStarting, error }: SyncBarProps) {
  const running = sync.running || isStarting;
  const [now, setNow] = useState(() => Date.now());

  // "N분 전" keeps counting while the screen stays open.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-end gap-3 text-sm text-slate-600">
        {error ? (
          <p role="alert" className="font-medium text-red-600">
            {apiErrorText(error, '동기화를 시작하지 못했습니다.')}
          </p>
        ) : null}
        <p title={sync.last_synced_at ? formatDateTime(sync.last_synced_at) : undefined}>
          {lastSyncedText(sync.last_synced_at, now)}
        </p>
        <Button variant="secondary" size="sm" onClick={onSync} disabled={running}>
          <RotateCw aria-hidden="true" className={`size-4 ${running ? 'animate-spin' : ''}`} />
          {running ? '동기화 중...' : '새로고침'}
        </Button>
      </div>
      {sync.last_error && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {`마지막 동기화 실패: ${sync.last_error}`}
        </p>
      )}
    </div>
  );
}
