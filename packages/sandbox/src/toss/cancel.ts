import type { PaymentApiScope } from './confirm.ts';
import { type TossReply, tossError } from './errors.ts';
import { readField, readWholeAmount } from './fields.ts';
import type { TossMerchantKeys } from './options.ts';
import { toPaymentObject } from './payment-object.ts';
import { findByPaymentKey, newTransactionKey } from './store.ts';

/** `POST /v1/payments/{paymentKey}/cancel`: full cancel without `cancelAmount`, partial with it. */
export function cancelPayment(
  scope: PaymentApiScope,
  merchant: TossMerchantKeys,
  paymentKey: string,
  body: unknown,
): TossReply {
  const cancelReason = readField(body, 'cancelReason');
  if (typeof cancelReason !== 'string' || cancelReason.trim() === '' || cancelReason.length > 200) {
    return tossError('INVALID_REQUEST', 'cancelReason은(는) 200자 이하의 필수 파라미터입니다.');
  }
  const rawAmount = readField(body, 'cancelAmount');
  const requested = rawAmount === undefined || rawAmount === null ? undefined : readWholeAmount(rawAmount);
  if (rawAmount !== undefined && rawAmount !== null && requested === undefined) {
    return tossError('INVALID_REQUEST', 'cancelAmount는 0보다 큰 정수여야 합니다.');
  }
  const payment = findByPaymentKey(scope.state, paymentKey);
  if (payment === undefined || payment.mId !== merchant.mId) return tossError('NOT_FOUND_PAYMENT');
  if (payment.status === 'CANCELED') return tossError('ALREADY_CANCELED_PAYMENT');
  if (payment.status !== 'DONE' && payment.status !== 'PARTIAL_CANCELED')
    return tossError('NOT_CANCELABLE_PAYMENT');
  const cancelAmount = requested ?? payment.balanceAmount;
  if (cancelAmount > payment.balanceAmount) return tossError('NOT_CANCELABLE_AMOUNT');

  const transactionKey = newTransactionKey();
  payment.balanceAmount -= cancelAmount;
  payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
  payment.lastTransactionKey = transactionKey;
  payment.cancels.push({
    transactionKey,
    cancelReason,
    cancelAmount,
    refundableAmount: payment.balanceAmount,
    canceledAt: scope.now,
  });
  return { status: 200, body: toPaymentObject(payment, scope.baseUrl, scope.now) };
}
