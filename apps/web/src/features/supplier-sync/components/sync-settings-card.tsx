import {
  type SyncSettingsView,
  syncIntervalChoices,
  syncIntervalText,
} from '@ollida/contracts/supplier-sync';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatWon } from '../../../lib/format';
import { saveSyncSettings, syncQueryKeys, syncSettingsQueryOptions } from '../api/sync-api';
import { syncErrorText } from '../lib/sync-errors';

type Draft = Record<'max_change_percent' | 'min_margin_percent' | 'restock_quantity', string> &
  Pick<SyncSettingsView, 'enabled' | 'never_lower_price' | 'interval_minutes'>;

const draftOf = (settings: SyncSettingsView): Draft => ({
  enabled: settings.enabled,
  interval_minutes: settings.interval_minutes,
  never_lower_price: settings.never_lower_price,
  max_change_percent: String(settings.max_change_percent),
  min_margin_percent: String(settings.min_margin_percent),
  restock_quantity: String(settings.restock_quantity),
});

/** What the rules do to a 13,000원 listing whose supplier cost moves, so a seller sees the rule before saving it. */
function Preview({ draft }: { draft: Draft }) {
  const limit = Number(draft.max_change_percent);
  if (!Number.isFinite(limit) || limit <= 0) return null;
  const within = Math.max(1, Math.floor(limit / 2));
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
      <li>
        판매가 {formatWon(13_000)}인 상품의 공급가가 올라 새 판매가가 {within}% 바뀌면 바로 반영하고, {limit}
        %보다 많이 바뀌면 승인을 기다립니다.
      </li>
      {draft.never_lower_price && <li>공급가가 내려도 판매가는 자동으로 내리지 않고 승인을 기다립니다.</li>}
      <li>
        공급처가 품절되면 마켓 판매를 멈추고, 다시 들어오면 재고 {draft.restock_quantity}개로 판매를
        재개합니다.
      </li>
    </ul>
  );
}

/** 확인 주기: the plan's own interval, or a longer one; intervals the plan does not allow are shown but disabled. */
function IntervalField({
  value,
  planMinutes,
  onChange,
}: {
  value: number | null;
  planMinutes: number;
  onChange: (minutes: number | null) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        확인 주기
      </label>
      <select
        id={id}
        aria-describedby={hintId}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-64"
      >
        <option value="">요금제 기본 ({syncIntervalText(planMinutes)}마다)</option>
        {syncIntervalChoices.map((minutes) => (
          <option key={minutes} value={minutes} disabled={minutes < planMinutes}>
            {syncIntervalText(minutes)}마다{minutes < planMinutes ? ' (상위 요금제)' : ''}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-xs text-slate-500">
        지금 요금제에서는 {syncIntervalText(planMinutes)}마다까지 확인할 수 있습니다.
      </p>
    </div>
  );
}

/** The workspace's sync rules (owners and admins save them). */
export function SyncSettingsCard({ workspaceId }: { workspaceId: string }) {
  const queryClient = useQueryClient();
  const settings = useQuery(syncSettingsQueryOptions(workspaceId));
  const [draft, setDraft] = useState<Draft | null>(null);
  const enabledId = useId();
  const lowerId = useId();
  useEffect(() => {
    if (settings.data) setDraft(draftOf(settings.data));
  }, [settings.data]);
  const save = useMutation({
    mutationFn: (values: Draft) =>
      saveSyncSettings(workspaceId, {
        enabled: values.enabled,
        interval_minutes: values.interval_minutes,
        never_lower_price: values.never_lower_price,
        max_change_percent: Number(values.max_change_percent),
        min_margin_percent: Number(values.min_margin_percent),
        restock_quantity: Number(values.restock_quantity),
      }),
    onSuccess: (saved) => queryClient.setQueryData(syncQueryKeys.settings(workspaceId), saved),
  });

  if (settings.isError)
    return <ErrorBox title="동기화 규칙을 불러오지 못했습니다">{syncErrorText(settings.error)}</ErrorBox>;
  if (!draft || !settings.data) return <Spinner label="동기화 규칙을 불러오는 중..." className="py-6" />;
  const planMinutes = settings.data.plan_interval_minutes;
  const update = (patch: Partial<Draft>) => {
    save.reset();
    setDraft({ ...draft, ...patch });
  };

  return (
    <form
      aria-label="동기화 규칙"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <h2 className="text-base font-semibold text-slate-900">동기화 규칙</h2>
      <div className="flex items-center gap-2">
        <input
          id={enabledId}
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => update({ enabled: event.target.checked })}
        />
        <label htmlFor={enabledId} className="text-sm text-slate-800">
          정해진 주기로 자동 확인하기
        </label>
      </div>
      {draft.enabled && (
        <IntervalField
          value={draft.interval_minutes}
          planMinutes={planMinutes}
          onChange={(minutes) => update({ interval_minutes: minutes })}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="자동 반영 한도 (%)"
          inputMode="numeric"
          value={draft.max_change_percent}
          onValueChange={(value) => update({ max_change_percent: value })}
          hint="판매가가 이보다 많이 바뀌면 승인을 기다립니다 (1~100)."
        />
        <TextField
          label="최소 마진율 (%)"
          inputMode="numeric"
          value={draft.min_margin_percent}
          onValueChange={(value) => update({ min_margin_percent: value })}
          hint="새 판매가의 마진율이 이보다 낮으면 승인을 기다립니다 (0~90)."
        />
        <TextField
          label="재입고 수량 (개)"
          inputMode="numeric"
          value={draft.restock_quantity}
          onValueChange={(value) => update({ restock_quantity: value })}
          hint="판매를 재개할 때의 재고 (1~99,999)."
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={lowerId}
          type="checkbox"
          checked={draft.never_lower_price}
          onChange={(event) => update({ never_lower_price: event.target.checked })}
        />
        <label htmlFor={lowerId} className="text-sm text-slate-800">
          판매가를 자동으로 내리지 않기
        </label>
      </div>
      <Preview draft={draft} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          규칙 저장
        </Button>
        <p role="status" className="text-sm">
          {save.isSuccess && <span className="text-emerald-700">저장했습니다.</span>}
          {save.isError && <span className="text-red-700">{syncErrorText(save.error)}</span>}
        </p>
      </div>
    </form>
  );
}
