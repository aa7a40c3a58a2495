import type { MarketOrder } from '@ollida/contracts/orders';
import { ExternalLink } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { formatWon } from '../../../lib/format';
import type { Selection } from '../hooks/use-selection';
import { ordersText } from '../lib/messages';
import { orDash, wonOrDash } from '../lib/money';
import { formatSeoulTime } from '../lib/seoul-time';
import { StatusBadge } from './status-badge';

interface OrderTableProps {
  orders: readonly MarketOrder[];
  selection: Selection;
  onOpenDetail: (order: MarketOrder) => void;
  onOpenSupplier: (order: MarketOrder) => void;
}

const headers = ['주문번호', '상품명', '구매자', '수량', '주문금액', '마진', '주문일시', '상태'] as const;
const cell = 'whitespace-nowrap px-4 py-3';

/** One row per order: a checkbox for the actions bar (select-all is there too, phones hide the header), the number opens the details, the name the supplier page. */
export function OrderTable({ orders, selection, onOpenDetail, onOpenSupplier }: OrderTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-label="주문 목록" className="table-cards min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <span className="sr-only">선택</span>
            </th>
            {headers.map((header) => (
              <th key={header} scope="col" className={`${cell} text-left font-semibold text-slate-700`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={order.id} className="hover:bg-slate-50">
              <td data-label="선택" className="px-4 py-3">
                <input
                  type="checkbox"
                  aria-label={`주문 ${order.order_number} 선택`}
                  checked={selection.isSelected(order.id)}
                  onChange={() => selection.toggle(order.id)}
                  className="size-4 accent-indigo-600"
                />
              </td>
              <td data-label="주문번호" className={cell}>
                <button
                  type="button"
                  onClick={() => onOpenDetail(order)}
                  className="font-mono font-medium text-indigo-700 underline-offset-2 hover:underline"
                >
                  {order.order_number}
                </button>
              </td>
              <td data-label="상품명" className="min-w-48 max-w-xs px-4 py-3">
                {order.match === 'matched' ? (
                  <button
                    type="button"
                    onClick={() => onOpenSupplier(order)}
                    title="공급처 페이지 열기"
                    className="inline-flex items-start gap-1 text-left text-slate-900 underline-offset-2 hover:text-indigo-700 hover:underline"
                  >
                    <span>{orDash(order.product_name)}</span>
                    <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                  </button>
                ) : (
                  <p className="text-slate-900">{orDash(order.product_name)}</p>
                )}
                {order.option_name && <p className="text-xs text-slate-500">{order.option_name}</p>}
                {order.match === 'unmatched' && <Badge tone="warning">{ordersText.unmatched}</Badge>}
              </td>
              <td data-label="구매자" className={`${cell} text-slate-700`}>
                {orDash(order.buyer_name)}
              </td>
              <td data-label="수량" className={`${cell} text-right text-slate-700`}>
                {order.quantity}
              </td>
              <td data-label="주문금액" className={`${cell} text-right text-slate-900`}>
                {formatWon(order.amount)}
              </td>
              <td
                data-label="마진"
                className={`${cell} text-right ${order.margin !== null && order.margin < 0 ? 'font-semibold text-red-600' : 'text-slate-900'}`}
              >
                {order.match === 'unmatched' ? '—' : wonOrDash(order.margin)}
              </td>
              <td data-label="주문일시" className={`${cell} text-slate-700`}>
                {formatSeoulTime(order.ordered_at)}
              </td>
              <td data-label="상태" className={cell}>
                <StatusBadge status={order.status} label={order.status_label} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
