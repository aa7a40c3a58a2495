import type { SyncEvent } from '@ollida/contracts/supplier-sync';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { decideSyncEvent, syncQueryKeys } from '../api/sync-api';
import { syncErrorText } from '../lib/sync-errors';
import { changeText, syncKindLabels, syncOutcomeLabels } from '../lib/sync-text';

const platformLabels = { coupang: '쿠팡', naver: '네이버' } as const;

function Decision({ event }: { event: SyncEvent }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') => decideSyncEvent(event.id, decision),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: syncQueryKeys.all }),
  });
  return (
    <div className="mt-2 space-y-1">
      <div className="flex gap-2">
        <Button size="sm" onClick={() => decide.mutate('approve')} disabled={decide.isPending}>
          승인하고 반영
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => decide.mutate('reject')}
          disabled={decide.isPending}
        >
          거절
        </Button>
      </div>
      {decide.isError && (
        <p role="alert" className="text-xs text-red-700">
          {syncErrorText(decide.error)}
        </p>
      )}
    </div>
  );
}

/** The history of supplier changes: when, which listing and option, what changed, and what was done about it. */
export function SyncEventList({ events }: { events: readonly SyncEvent[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table
        aria-label="공급처 변경 내역"
        className="table-cards min-w-full divide-y divide-slate-200 text-sm"
      >
        <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2">
              시간
            </th>
            <th scope="col" className="px-4 py-2">
              상품
            </th>
            <th scope="col" className="px-4 py-2">
              변경
            </th>
            <th scope="col" className="px-4 py-2">
              처리
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {events.map((event) => {
            const outcome = syncOutcomeLabels[event.outcome];
            const note = event.rule || event.marketplace_message;
            return (
              <tr key={event.id} className="align-top">
                <td data-label="시간" className="whitespace-nowrap px-4 py-3 text-slate-600">
                  {formatDateTime(event.created_at)}
                </td>
                <td data-label="상품" className="px-4 py-3">
                  <p className="font-medium text-slate-900">{event.product_name}</p>
                  <p className="text-xs text-slate-500">
                    {platformLabels[event.platform]}
                    {event.option_name !== null && ` · 옵션 ${event.option_name}`}
                  </p>
                </td>
                <td data-label="변경" className="px-4 py-3">
                  <p className="font-medium text-slate-800">{syncKindLabels[event.kind]}</p>
                  <p className="text-slate-600">{changeText(event)}</p>
                </td>
                <td data-label="처리" className="px-4 py-3">
                  <Badge tone={outcome.tone}>{outcome.label}</Badge>
                  {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
                  {event.outcome === 'held' && <Decision event={event} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
