import type { Order } from '@ollida/contracts/coupang-orders';
import { orderAmount } from '@ollida/contracts/coupang-orders';
import { ExternalLink } from 'lucide-react';
import { formatWon } from '../../../lib/format';
import { orDash, orderProductName, orderQuantity } from '../lib/order-view';
import { formatSeoulTime } from '../lib/seoul-time';
import { StatusBadge } from './status-badge';

interface OrderTableProps {
  orders: readonly Order[];
  onOpenDetail: (order: Order) => void;
  onOpenWholesale: (order: Order) => void;
}

const headers = ['주문번호', '상품명', '구매자', '수량', '주문금액(원)', '주문일시', '상태'] as const;

/** One row per order sheet: the number opens the details, the product name the supplier page. */
export function OrderTable({ orders, onOpenDetail, onOpenWholesale }: OrderTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-label="주문 목록" className="table-cards min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className="whitespace-nowrap px-4 py-3 text-left font-semibold text-slate-700"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={`${order.orderId}-${order.shipmentBoxId}`} className="hover:bg-slate-50">
              <td data-label="주문번호" className="whitespace-nowrap px-4 py-3">
                <button
                  type="button"
                  onClick={() => onOpenDetail(order)}
                  className="font-mono font-medium text-indigo-700 underline-offset-2 hover:underline"
                >
                  {order.orderId}
                </button>
              </td>
              <td data-label="상품명" className="max-w-xs px-4 py-3">
                <button
                  type="button"
                  onClick={() => onOpenWholesale(order)}
                  title="도매처 페이지 열기"
                  className="inline-flex items-start gap-1 text-left text-slate-900 underline-offset-2 hover:text-indigo-700 hover:underline"
                >
                  <span>{orderProductName(order)}</span>
                  <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                </button>
              </td>
              <td data-label="구매자" className="whitespace-nowrap px-4 py-3 text-slate-700">
                {orDash(order.orderer.name)}
              </td>
              <td data-label="수량" className="whitespace-nowrap px-4 py-3 text-right text-slate-700">
                {orderQuantity(order)}
              </td>
              <td data-label="주문금액" className="whitespace-nowrap px-4 py-3 text-right text-slate-900">
                {formatWon(orderAmount(order))}
              </td>
              <td data-label="주문일시" className="whitespace-nowrap px-4 py-3 text-slate-700">
                {formatSeoulTime(order.orderedAt)}
              </td>
              <td data-label="상태" className="whitespace-nowrap px-4 py-3">
                <StatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
