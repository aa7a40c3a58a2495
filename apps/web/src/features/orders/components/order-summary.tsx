import type { OrderListResponse } from '@ollida/contracts/orders';
import { formatCount, formatWon } from '../../../lib/format';

/** Count, total, rounded average, the margin over the orders whose margin is known, and the unmatched count. */
export function OrderSummary({ summary }: { summary: OrderListResponse['summary'] }) {
  const cells = [
    { label: '총 주문 수', value: `${formatCount(summary.count)}건`, tone: 'text-slate-900' },
    { label: '총 주문 금액', value: formatWon(summary.amount), tone: 'text-slate-900' },
    { label: '평균 주문 금액', value: formatWon(summary.average), tone: 'text-slate-900' },
    {
      label: `마진 합계 (${formatCount(summary.margin_orders)}건 기준)`,
      value: summary.margin_orders === 0 ? '—' : formatWon(summary.margin),
      tone: summary.margin < 0 ? 'text-red-600' : 'text-slate-900',
    },
    {
      label: '미연결 상품 주문',
      value: `${formatCount(summary.unmatched)}건`,
      tone: summary.unmatched > 0 ? 'text-amber-700' : 'text-slate-900',
    },
  ];

  return (
    <section aria-label="주문 요약" className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {cells.map((cell) => (
          <div key={cell.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{cell.label}</dt>
            <dd className={`mt-1 text-xl font-bold ${cell.tone}`}>{cell.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">
        조회 조건에 맞는 모든 주문 기준입니다. 평균 주문 금액은 반올림한 값이며, 마진 합계는 상품이 연결되어
        마진을 알 수 있는 주문만 더한 값입니다.
      </p>
    </section>
  );
}
