import type { SyncEvent, SyncOutcome } from '@ollida/contracts/supplier-sync';
import { formatWon } from '../../../lib/format';
import type { SyncEventFilter } from '../api/sync-api';

/** The filter chips of the history, in the order a seller looks for them. */
export const syncFilters: readonly { key: SyncEventFilter | null; label: string }[] = [
  { key: null, label: '전체' },
  { key: 'sold_out', label: '품절 처리됨' },
  { key: 'restocked', label: '재입고' },
  { key: 'price_changed', label: '가격 변경' },
  { key: 'option_changed', label: '옵션 변경' },
  { key: 'held', label: '승인 대기' },
  { key: 'unreadable', label: '읽기 실패' },
];

export const syncKindLabels: Record<SyncEvent['kind'], string> = {
  sold_out: '품절',
  restocked: '재입고',
  price_changed: '가격 변경',
  option_changed: '옵션 변경',
  unreadable: '읽기 실패',
};

export const syncOutcomeLabels: Record<
  SyncOutcome,
  { label: string; tone: 'neutral' | 'success' | 'warning' | 'brand' }
> = {
  applied: { label: '마켓에 반영', tone: 'success' },
  approved: { label: '승인 후 반영', tone: 'success' },
  held: { label: '승인 대기', tone: 'warning' },
  rejected: { label: '거절함', tone: 'neutral' },
  failed: { label: '반영 실패', tone: 'warning' },
  recorded: { label: '기록만', tone: 'neutral' },
};

function side(values: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof values.state === 'string') parts.push(values.state);
  if (typeof values.supplier_price === 'number') parts.push(`공급가 ${formatWon(values.supplier_price)}`);
  if (typeof values.sale_price === 'number') parts.push(`판매가 ${formatWon(values.sale_price)}`);
  if (typeof values.failures === 'number') parts.push(`${values.failures}번 연속 실패`);
  return parts.join(' · ');
}

/** "판매 중 → 품절", "공급가 10,000원 · 판매가 13,000원 → 공급가 11,000원 · 판매가 14,300원". */
export function changeText(event: Pick<SyncEvent, 'before' | 'after'>): string {
  const before = side(event.before);
  const after = side(event.after);
  return before === '' ? after : `${before} → ${after}`;
}
