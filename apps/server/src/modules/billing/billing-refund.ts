import type { PaymentRow } from '../../db/schema/billing.ts';
import type { TossClient } from '../../integrations/toss/toss-client.ts';
import type { PaymentSettlement } from '../payments/index.ts';
import type { BillingRepo } from './billing.repo.ts';

/**
 * Cancels an approved card charge in full at Toss (one Idempotency-Key per payment, so a repeat replays) and records
 * it as 환불 through the settlement, which also ends the subscription that payment set.
 */
export function createBillingRefund(deps: {
  repo: BillingRepo;
  toss: TossClient;
  settlement: PaymentSettlement;
}) {
  return async function refund(paymentId: string, reason: string): Promise<PaymentRow | undefined> {
    const row = await deps.repo.findPayment(paymentId);
    if (row?.paymentKey == null || row.status !== 'completed') return row;
    const cancelled = await deps.toss.cancelPayment({
      paymentKey: row.paymentKey,
      cancelReason: reason,
      idempotencyKey: `refund_${row.orderId}`,
    });
    await deps.settlement.settle(row, cancelled);
    return deps.repo.findPayment(paymentId);
  };
}

export type BillingRefund = ReturnType<typeof createBillingRefund>;
