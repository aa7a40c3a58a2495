import type { MarketOrder } from '@ollida/contracts/orders';
import { formatWon } from '../../../lib/format';
import { ordersText } from '../lib/messages';
import { DetailSection } from './detail-section';

type MarginOrder = Pick<
  MarketOrder,
  'match' | 'amount' | 'shipping_fee' | 'fee' | 'fee_rate_percent' | 'cost' | 'supplier_paid' | 'margin'
>;

const percentFormatter = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

/**
 * The server's margin, line by line (docs/orders.md): 판매금액 + 배송비 − 수수료 − 공급가 − 배송비 (the buyer's shipping
 * passed on), or, once the seller recorded what the supplier charged, − 공급처 결제액 in place of the last two.
 */
export function MarginSection({ order }: { order: MarginOrder }) {
  if (order.margin === null) {
    return (
      <DetailSection title="마진 계산">
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{ordersText.noMargin}</p>
      </DetailSection>
    );
  }
  const costs =
    order.supplier_paid !== null
      ? [{ label: '− 공급처 결제액', value: formatWon(order.supplier_paid) }]
      : [
          { label: '− 공급가', value: formatWon(order.cost ?? 0) },
          { label: '− 배송비 (판매자 부담)', value: formatWon(order.shipping_fee) },
        ];
  const lines = [
    { label: '판매금액', value: formatWon(order.amount) },
    { label: '+ 배송비 (구매자 결제)', value: formatWon(order.shipping_fee) },
    { label: `− 수수료 (${percentFormatter.format(order.fee_rate_percent)}%)`, value: formatWon(order.fee) },
    ...costs,
  ];
  return (
    <DetailSection title="마진 계산">
      <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-3">
            <dt className="text-slate-600">{line.label}</dt>
            <dd className="text-slate-900">{line.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-1 font-bold">
          <dt>= 마진</dt>
          <dd className={order.margin < 0 ? 'text-red-600' : 'text-slate-900'}>{formatWon(order.margin)}</dd>
        </div>
      </dl>
    </DetailSection>
  );
}
