import { courierByCode, invoiceNumberFits } from './couriers.ts';
import type { InvoiceRow } from './dispatch-body.ts';
import { DAY_MS } from './kst.ts';
import type { CoupangSandboxContext } from './options.ts';
import { findVendorOrder, receiverKey } from './order-lookup.ts';

/** One entry of `responseList`. */
export interface DispatchResult {
  shipmentBoxId: bigint;
  succeed: boolean;
  resultCode: string;
  retryRequired: boolean;
  resultMessage: string;
}

/** A tracking number may be reused after this long (coupang-wing-lifecycle §5: "within 6 months"). */
const invoiceReuseMs = 183 * DAY_MS;
const statusMessage = '배송상태를 변경할 수 없습니다. 주문내역을 확인해주세요.';

const result = (shipmentBoxId: string, resultCode: string, resultMessage: string): DispatchResult => ({
  shipmentBoxId: BigInt(shipmentBoxId),
  succeed: resultCode === 'OK',
  resultCode,
  retryRequired: false,
  resultMessage,
});

/** 발주확인: ACCEPT → INSTRUCT; a box already INSTRUCT answers OK again, so a repeated call is harmless. */
export function acknowledgeRow(ctx: CoupangSandboxContext, vendorId: string, boxId: string): DispatchResult {
  const order = findVendorOrder(ctx, vendorId, boxId);
  if (!order) return result(boxId, 'NOT_FOUND_SHIPMENT_BOX', '배송번호를 찾을 수 없습니다.');
  if (order.status === 'INSTRUCT') return result(boxId, 'OK', '이미 발주확인된 주문입니다.');
  if (order.status !== 'ACCEPT') return result(boxId, 'INVALID_STATUS', statusMessage);
  ctx.dispatch.set({
    shipmentBoxId: boxId,
    vendorId,
    status: 'INSTRUCT',
    deliveryCompanyCode: '',
    invoiceNumber: '',
    receiverKey: receiverKey(order),
    changedAt: ctx.now(),
  });
  return result(boxId, 'OK', '발주확인 처리되었습니다.');
}

/**
 * 송장업로드 of one row (the courier code was checked for the whole request): INSTRUCT → DEPARTURE, or
 * NONE_TRACKING for vendor direct delivery. Uploading the same courier and number to a box it already shipped
 * answers OK, so a retry after a lost answer does no harm.
 */
export function invoiceRow(ctx: CoupangSandboxContext, vendorId: string, row: InvoiceRow): DispatchResult {
  const { shipmentBoxId: boxId, deliveryCompanyCode: code, invoiceNumber } = row;
  const order = findVendorOrder(ctx, vendorId, boxId);
  if (!order) return result(boxId, 'NOT_FOUND_SHIPMENT_BOX', '배송번호를 찾을 수 없습니다.');
  if (order.orderId.toString() !== row.orderId || String(order.item.vendorItemId) !== row.vendorItemId) {
    return result(boxId, 'NOT_FOUND_VENDOR_ITEM', '배송번호에 해당 주문번호와 옵션ID의 상품이 없습니다.');
  }
  if (order.status === 'ACCEPT') return result(boxId, 'INVALID_STATUS', statusMessage);
  if (order.status !== 'INSTRUCT') {
    if (order.courier.code === code && order.invoiceNumber === invoiceNumber) {
      return result(boxId, 'OK', '이미 같은 송장번호로 등록되어 있습니다.');
    }
    return result(
      boxId,
      'NOT_ALLOW_INVOICE_NUMBER_RE_UPLOAD',
      '이미 송장이 등록된 주문입니다. 송장 변경은 송장수정으로 요청해 주세요.',
    );
  }
  const courier = courierByCode(code);
  if (!courier || !invoiceNumberFits(courier, invoiceNumber)) {
    const digits = courier?.digits?.join('/') ?? '';
    return result(
      boxId,
      'INVALID_INVOICE_NUMBER',
      `${courier?.name ?? code} 송장번호는 ${digits}자리 숫자여야 합니다.`,
    );
  }
  const receiver = receiverKey(order);
  const now = ctx.now();
  const taken = ctx.dispatch
    .withInvoice(invoiceNumber, boxId)
    .some((other) => other.receiverKey !== receiver && now - other.changedAt < invoiceReuseMs);
  if (taken)
    return result(boxId, 'DUPLICATE_INVOICE_NUMBER', '다른 수취인의 주문에 이미 사용된 송장번호입니다.');
  ctx.dispatch.set({
    shipmentBoxId: boxId,
    vendorId,
    status: courier.code === 'DIRECT' ? 'NONE_TRACKING' : 'DEPARTURE',
    deliveryCompanyCode: courier.code,
    invoiceNumber,
    receiverKey: receiver,
    changedAt: now,
  });
  return result(boxId, 'OK', '송장이 등록되었습니다.');
}

/** `data` of the answer: responseCode 0 when every row succeeded, 99 when none did, 1 otherwise. */
export function dispatchData(results: readonly DispatchResult[]) {
  const succeeded = results.filter((entry) => entry.succeed).length;
  const [responseCode, responseMessage] =
    succeeded === results.length ? [0, 'SUCCESS'] : succeeded === 0 ? [99, 'FAILED'] : [1, 'PARTIAL_ERROR'];
  return { responseKey: null, responseCode, responseMessage, responseList: results };
}
