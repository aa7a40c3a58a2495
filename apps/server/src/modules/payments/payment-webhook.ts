import { errorCodes } from '@ollida/contracts/errors';
import type { TossClient } from '../../integrations/toss/toss-client.ts';
import type { TossPayment } from '../../integrations/toss/toss-payment.ts';
import { DomainError, Upstream } from '../../platform/domain-errors.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import type { PaymentsRepo } from './payments.repo.ts';

/** The parts of a Toss webhook body that are read (see tossWebhookBodySchema). */
export interface TossWebhookEvent {
  eventType?: string;
  data?: { paymentKey?: string; billingKey?: string };
}

/**
 * `BILLING_DELETED` is handed to the billing module (it can only stop charges). `PAYMENT_STATUS_CHANGED` handling. Toss does not sign these, so the body is only a hint: the paymentKey is looked up
 * at Toss and only that answer is applied, through the same settlement confirm uses. Idempotent; anything unknown is
 * acknowledged and ignored so Toss stops retrying; only a failed lookup asks Toss to send it again.
 */
export function createPaymentWebhook(deps: {
  repo: PaymentsRepo;
  toss: TossClient;
  settlement: PaymentSettlement;
  onBillingDeleted: (billingKey: string) => Promise<void>;
}) {
  async function fetchPayment(paymentKey: string): Promise<TossPayment | undefined> {
    try {
      return await deps.toss.getPayment(paymentKey);
    } catch (error) {
      // Toss does not know the key: a forged or foreign event, nothing to retry.
      if (error instanceof Upstream && error.info.httpStatus === 404) return undefined;
      throw new DomainError(
        500,
        errorCodes.upstream,
        '토스페이먼츠에서 결제를 조회하지 못했습니다. 잠시 후 다시 보내 주세요.',
      );
    }
  }

  return {
    async handle(event: TossWebhookEvent): Promise<void> {
      const billingKey = event.data?.billingKey;
      if (event.eventType === 'BILLING_DELETED' && billingKey !== undefined && billingKey !== '') {
        await deps.onBillingDeleted(billingKey);
        return;
      }
      const paymentKey = event.data?.paymentKey;
      if (event.eventType !== 'PAYMENT_STATUS_CHANGED' || paymentKey === undefined || paymentKey === '')
        return;
      const payment = await fetchPayment(paymentKey);
      if (payment === undefined) return;
      const row = await deps.repo.findByOrderId(payment.orderId);
      if (row === undefined) return;
      await deps.settlement.settle(row, payment);
    },
  };
}

export type PaymentWebhook = ReturnType<typeof createPaymentWebhook>;
