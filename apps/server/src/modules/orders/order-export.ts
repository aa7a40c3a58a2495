import { orderLimits } from '@ollida/contracts/orders';
import type { OrderFilter, OrderQueriesRepo } from './order-queries.repo.ts';
import type { MarketOrderRow } from './order-store.repo.ts';
import { marketOrderView } from './order-view.ts';

const headers = [
  '마켓',
  '주문번호',
  '상품주문번호/묶음배송번호',
  '주문일시',
  '상태',
  '상품명',
  '옵션',
  '수량',
  '판매금액',
  '배송비',
  '수수료율(%)',
  '수수료',
  '공급가',
  '공급처 결제액',
  '마진',
  '상품 연결',
  '구매자',
  '택배사',
  '송장번호',
  '공급처 주문번호',
];

const batch = 1_000;
const seoulTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A CSV cell: quoted when needed, and a leading =, +, - or @ neutralised so a spreadsheet never runs it. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function line(row: MarketOrderRow): string {
  const view = marketOrderView(row);
  return [
    view.platform === 'coupang' ? '쿠팡' : '네이버',
    view.order_number,
    view.market_key,
    seoulTime.format(row.orderedAt),
    view.status_label,
    view.product_name,
    view.option_name,
    view.quantity,
    view.amount,
    view.shipping_fee,
    view.fee_rate_percent,
    view.fee,
    view.cost,
    view.supplier_paid,
    view.margin,
    view.match === 'matched' ? '연결됨' : '미연결',
    view.buyer_name,
    view.courier_name,
    view.tracking_number,
    view.supplier_order_number,
  ]
    .map(csvCell)
    .join(',');
}

/** The filtered orders as CSV text (BOM first, so Excel reads the Korean), newest first, at most 50,000 rows. */
export async function* exportOrdersCsv(
  queries: OrderQueriesRepo,
  filter: OrderFilter,
): AsyncGenerator<string> {
  yield `\uFEFF${headers.join(',')}\r\n`;
  let after: { orderedAt: Date; id: string } | undefined;
  let written = 0;
  while (written < orderLimits.exportMaxRows) {
    const rows = await queries.batchAfter(
      filter,
      after,
      Math.min(batch, orderLimits.exportMaxRows - written),
    );
    if (rows.length === 0) return;
    yield `${rows.map(line).join('\r\n')}\r\n`;
    written += rows.length;
    const last = rows.at(-1);
    after = last ? { orderedAt: last.orderedAt, id: last.id } : undefined;
    if (rows.length < batch) return;
  }
}
