import { maxOrdersPerQuery, type Order, orderSummary } from '@ollida/contracts/coupang-orders';
import { formatWon } from '../../../lib/format';

const countFormatter = new Intl.NumberFormat('ko-KR');

interface OrderSummaryProps {
  orders: readonly Order[];
  truncated: boolean;
}

/** Count, total and rounded average over every fetched order, each order worth all of its items. */
export function OrderSummary({ orders, truncated }: OrderSummaryProps) {
  const { count, total, average } = orderSummary(orders);
  const cells = [
    { label: '총 주문 수', value: `${countFormatter.format(count)}건` },
    { label: '총 주문 금액', value: formatWon(total) },
    { label: '평균 주문 금액', value: formatWon(average) },
  ];

  return (
    <section aria-label="주문 요약" className="space-y-2">
      <dl className="grid gap-3 sm:grid-cols-3">
        {cells.map((cell) => (
          <div key={cell.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{cell.label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900">{cell.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">
        주문 금액은 주문의 모든 상품 금액(orderPrice) 합계입니다. 평균 주문 금액은 총 주문 금액을 주문 수로
        나눠 반올림한 값이며, 조회된 모든 주문을 기준으로 합니다.
      </p>
      {truncated && (
        <p
          role="note"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {`조회된 주문이 너무 많아 ${countFormatter.format(maxOrdersPerQuery)}건까지만 표시합니다. 기간을 좁혀 다시 조회해 주세요.`}
        </p>
      )}
    </section>
  );
}
