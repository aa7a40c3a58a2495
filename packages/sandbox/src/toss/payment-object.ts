import { CHECKOUT_WINDOW_MS, CONFIRM_WINDOW_MS, type StoredPayment } from './options.ts';

/** Toss's Payment `status` values. */
export type TossPaymentStatus =
  | 'READY'
  | 'IN_PROGRESS'
  | 'WAITING_FOR_DEPOSIT'
  | 'DONE'
  | 'CANCELED'
  | 'PARTIAL_CANCELED'
  | 'ABORTED'
  | 'EXPIRED';

const kstOffsetMs = 9 * 60 * 60 * 1000;

/** Formats a millisecond time the way Toss does: ISO-8601 in Korean time, seconds precision, `+09:00`. */
export function formatKst(ms: number): string {
  return `${new Date(ms + kstOffsetMs).toISOString().slice(0, 19)}+09:00`;
}

/** The status a lookup reports now: unfinished windows lapse after their time limits. */
export function effectiveStatus(payment: StoredPayment, now: number): TossPaymentStatus {
  if (payment.status === 'READY' && now - payment.requestedAt > CHECKOUT_WINDOW_MS) return 'EXPIRED';
  if (
    payment.status === 'IN_PROGRESS' &&
    now - (payment.authenticatedAt ?? payment.requestedAt) > CONFIRM_WINDOW_MS
  ) {
    return 'EXPIRED';
  }
  return payment.status;
}

/** True when the confirm API has already settled this payment (approved, later cancelled or not). */
export function isSettled(payment: StoredPayment): boolean {
  return payment.status === 'DONE' || payment.status === 'CANCELED' || payment.status === 'PARTIAL_CANCELED';
}

/** Amounts Toss derives from a KRW total: VAT is a tenth of the supplied value, rounded. */
export function splitVat(total: number): { suppliedAmount: number; vat: number } {
  const vat = Math.round(total / 11);
  return { suppliedAmount: total - vat, vat };
}

function cardOf(payment: StoredPayment) {
  if (payment.approvedAt === undefined) return null;
  return {
    issuerCode: '11',
    acquirerCode: '11',
    number: '43301234****123*',
    installmentPlanMonths: 0,
    isInterestFree: false,
    interestPayer: null,
    approveNo: payment.approveNo ?? '00000000',
    useCardPoint: false,
    cardType: '신용',
    ownerType: '개인',
    acquireStatus: payment.status === 'CANCELED' ? 'CANCELED' : 'READY',
    amount: payment.amount,
  };
}

function cancelsOf(payment: StoredPayment) {
  if (payment.cancels.length === 0) return null;
  return payment.cancels.map((cancel) => ({
    transactionKey: cancel.transactionKey,
    cancelReason: cancel.cancelReason,
    taxExemptionAmount: 0,
    canceledAt: formatKst(cancel.canceledAt),
    easyPayDiscountAmount: 0,
    receiptKey: null,
    cancelAmount: cancel.cancelAmount,
    taxFreeAmount: 0,
    refundableAmount: cancel.refundableAmount,
    cancelStatus: 'DONE',
    cancelRequestId: null,
  }));
}

/** Renders a stored payment as Toss's Payment object (API version 2022-11-16), card fields filled in. */
export function toPaymentObject(
  payment: StoredPayment,
  baseUrl: string,
  now: number,
): Record<string, unknown> {
  const status = effectiveStatus(payment, now);
  const { suppliedAmount, vat } = splitVat(payment.balanceAmount);
  const approved = payment.approvedAt !== undefined;
  return {
    mId: payment.mId,
    lastTransactionKey: payment.lastTransactionKey ?? null,
    paymentKey: payment.paymentKey,
    orderId: payment.orderId,
    orderName: payment.orderName,
    taxExemptionAmount: 0,
    status,
    requestedAt: formatKst(payment.requestedAt),
    approvedAt: payment.approvedAt === undefined ? null : formatKst(payment.approvedAt),
    useEscrow: false,
    cultureExpense: false,
    card: cardOf(payment),
    virtualAccount: null,
    transfer: null,
    mobilePhone: null,
    giftCertificate: null,
    cashReceipt: null,
    cashReceipts: null,
    discount: null,
    cancels: cancelsOf(payment),
    secret: null,
    type: payment.type ?? 'NORMAL',
    easyPay: null,
    country: 'KR',
    failure: payment.failure ?? null,
    isPartialCancelable: true,
    receipt: approved ? { url: `${baseUrl}/receipts/${encodeURIComponent(payment.paymentKey)}` } : null,
    checkout: { url: `${baseUrl}/checkout?session=${encodeURIComponent(payment.checkoutId)}` },
    currency: 'KRW',
    totalAmount: payment.amount,
    balanceAmount: payment.balanceAmount,
    suppliedAmount,
    vat,
    taxFreeAmount: 0,
    metadata: payment.metadata ?? null,
    method: payment.status === 'READY' ? null : '카드',
    version: '2022-11-16',
  };
}
