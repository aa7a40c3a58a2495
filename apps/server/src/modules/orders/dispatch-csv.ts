import { errorCodes } from '@ollida/contracts/errors';
import { orderLimits } from '@ollida/contracts/orders';
import { DomainError, Invalid } from '../../platform/domain-errors.ts';
import { parseCsvTable } from '../source-parser/index.ts';
import type { DispatchRequestItem } from './dispatch-screen.ts';
import type { OrderQueriesRepo } from './order-queries.repo.ts';

/** A file row that could not become a dispatch request, with why. */
export interface CsvRowProblem {
  row: number;
  orderNumber: string | null;
  message: string;
}

/** Orders one file sends at most (a Naver order number may stand for several product orders). */
const maxItems = orderLimits.csvMaxRows;

const compact = (text: string) => text.replace(/[\s_()-]/g, '').toLowerCase();

function columnOf(headers: readonly string[], names: readonly string[]): number {
  const wanted = names.map(compact);
  for (const name of wanted) {
    const index = headers.findIndex((header) => compact(header) === name);
    if (index >= 0) return index;
  }
  return headers.findIndex((header) => wanted.some((name) => compact(header).includes(name)));
}

/** The columns of a tracking file: 주문번호 (상품주문번호 preferred for Naver), 택배사, 송장번호, in any order. */
function columnsOf(headers: readonly string[]) {
  const order = columnOf(headers, [
    '상품주문번호',
    '묶음배송번호',
    'shipmentBoxId',
    'productOrderId',
    '주문번호',
    'orderId',
    'order number',
  ]);
  const courier = columnOf(headers, ['택배사', '택배사코드', '배송사', 'courier', 'deliveryCompanyCode']);
  const tracking = columnOf(headers, [
    '송장번호',
    '운송장번호',
    '운송장',
    'trackingNumber',
    'invoiceNumber',
    'tracking',
  ]);
  const missing = [
    order < 0 ? '주문번호' : '',
    courier < 0 ? '택배사' : '',
    tracking < 0 ? '송장번호' : '',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Invalid(
      `CSV에 ${missing.join(', ')} 열이 없습니다. 첫 줄에 주문번호, 택배사, 송장번호 열 이름을 넣어 주세요.`,
      errorCodes.validation,
    );
  }
  return { order, courier, tracking };
}

/**
 * Turns a tracking file into dispatch requests: each row's order number is looked up among the store's orders (by
 * buyer order number or by the market's shipping key; an order number of several shipments applies to each).
 */
export async function readDispatchCsv(
  bytes: Uint8Array,
  workspaceId: string,
  queries: OrderQueriesRepo,
): Promise<{ items: DispatchRequestItem[]; problems: CsvRowProblem[] }> {
  if (bytes.byteLength > orderLimits.csvMaxBytes) {
    throw new DomainError(
      413,
      errorCodes.csvTooLarge,
      'CSV 파일이 너무 큽니다. 1MB 이하 파일만 올릴 수 있습니다.',
    );
  }
  const table = parseCsvTable(bytes);
  if (table.rows.length > orderLimits.csvMaxRows) {
    throw new DomainError(
      413,
      errorCodes.csvTooManyRows,
      `송장 CSV는 한 번에 ${orderLimits.csvMaxRows.toLocaleString('ko-KR')}줄까지 올릴 수 있습니다.`,
    );
  }
  const columns = columnsOf(table.headers);
  const cell = (row: readonly string[], index: number) => (row[index] ?? '').trim();
  const numbers = table.rows.map((row) => cell(row, columns.order).replace(/\.0+$/, '').slice(0, 40));
  const orders = await queries.byNumbers(workspaceId, numbers.filter(Boolean));
  const items: DispatchRequestItem[] = [];
  const problems: CsvRowProblem[] = [];
  table.rows.forEach((row, index) => {
    const number = numbers[index] ?? '';
    const line = index + 1;
    if (number === '') {
      problems.push({ row: line, orderNumber: null, message: '주문번호가 비어 있습니다.' });
      return;
    }
    const matches = orders.filter((order) => order.marketKey === number || order.orderNumber === number);
    if (matches.length === 0) {
      problems.push({
        row: line,
        orderNumber: number,
        message: '이 스토어에서 찾을 수 없는 주문번호입니다.',
      });
      return;
    }
    if (items.length + matches.length > maxItems) {
      problems.push({
        row: line,
        orderNumber: number,
        message: `한 번에 ${maxItems.toLocaleString('ko-KR')}건까지 보낼 수 있어 보내지 않았습니다. 이 줄부터 다시 올려 주세요.`,
      });
      return;
    }
    for (const order of matches) {
      items.push({
        orderId: order.id,
        courier: cell(row, columns.courier),
        trackingNumber: cell(row, columns.tracking).slice(0, 40),
        row: line,
      });
    }
  });
  return { items, problems };
}
