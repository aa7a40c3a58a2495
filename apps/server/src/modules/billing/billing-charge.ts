import type { PaymentRow } from '../../db/schema/billing.ts';
import { billingDeclineClass } from '../../integrations/toss/toss-billing.ts';
import type { TossClient } from '../../integrations/toss/toss-client.ts';
import type { TossPayment } from '../../integrations/toss/toss-payment.ts';
import { Upstream } from '../../platform/domain-errors.ts';
import type { PaymentsRepo } from '../payments/index.ts';

/** The registered card a charge goes to, opened from its sealed form just for the call. */
export interface ChargeCard {
  billingKey: string;
  customerKey: string;
}

/** Who is charged, sent to Toss for its fraud checks and receipts. */
export interface Buyer {
  name: string;
  email: string;
}

/**
 * What became of a charge attempt. `approved`: Toss took the money (the caller records it with the subscription).
 * `declined`: Toss refused it for good (the attempt is now `failed`). `unknown`: no answer we can trust (timeout,
 * 5xx, 409); the attempt stays `confirming` until the renewal sweep's `settle` learns Toss's word on its orderId.
 */
export type ChargeResult =
  | { outcome: 'approved'; payment: TossPayment }
  | { outcome: 'declined'; code: string; message: string; cardProblem: boolean }
  | { outcome: 'unknown' };

function isUnknownOrder(error: unknown): boolean {
  return (
    error instanceof Upstream &&
    error.info.httpStatus === 404 &&
    error.info.providerCode === 'NOT_FOUND_PAYMENT'
  );
}

/** Toss's payment is this attempt's: approved, same orderId and amount. */
function approves(row: PaymentRow, payment: TossPayment): boolean {
  return payment.status === 'DONE' && payment.orderId === row.orderId && payment.totalAmount === row.amount;
}

/**
 * Charges the registered card for one attempt (a `billing` payment row written `confirming` before). One attempt =
 * one orderId = one Idempotency-Key, so sending it again can never charge twice (docs/protocols/toss-billing.md §6).
 */
export function createBillingCharger(deps: { toss: TossClient; payments: PaymentsRepo; clock: () => Date }) {
  const { toss, payments, clock } = deps;

  async function send(row: PaymentRow, card: ChargeCard, buyer: Buyer): Promise<ChargeResult> {
    try {
      const payment = await toss.chargeBilling({
        billingKey: card.billingKey,
        customerKey: card.customerKey,
        amount: row.amount,
        orderId: row.orderId,
        orderName: row.orderName,
        customerName: buyer.name,
        customerEmail: buyer.email,
        idempotencyKey: row.orderId,
      });
      return approves(row, payment) ? { outcome: 'approved', payment } : { outcome: 'unknown' };
    } catch (error) {
      if (!(error instanceof Upstream) || error.info.provider !== 'toss') throw error;
      const kind = billingDeclineClass(error);
      if (kind === 'transient') return lookUp(row);
      const failure = { code: error.info.providerCode ?? 'REJECTED', message: error.detail };
      await payments.markFailed(row.id, failure, clock());
      return { outcome: 'declined', ...failure, cardProblem: kind === 'card' };
    }
  }

  /**
   * After an answer we cannot trust: Toss's record of the orderId decides. Approved = approved; a record that ended
   * without approval = declined (the attempt is failed); none, or a failed look-up = still unknown.
   */
  async function lookUp(row: PaymentRow): Promise<ChargeResult> {
    const result = await settle(row);
    return result.outcome === 'missing' ? { outcome: 'unknown' } : result;
  }

  /** Toss's word on an attempt, without charging: also `missing` when Toss never received its orderId. */
  async function settle(row: PaymentRow): Promise<ChargeResult | { outcome: 'missing' }> {
    let found: TossPayment;
    try {
      found = await toss.getPaymentByOrderId(row.orderId);
    } catch (error) {
      return isUnknownOrder(error) ? { outcome: 'missing' } : { outcome: 'unknown' };
    }
    if (approves(row, found)) return { outcome: 'approved', payment: found };
    if (found.status === 'ABORTED' || found.status === 'EXPIRED') {
      const failure = found.failure ?? { code: found.status, message: '결제가 승인되지 않았습니다.' };
      await payments.markFailed(row.id, failure, clock());
      return { outcome: 'declined', ...failure, cardProblem: false };
    }
    return { outcome: 'unknown' };
  }

  return {
    charge: send,
    /**
     * Settles an attempt left `confirming` by an unknown outcome, from Toss's record alone (no card needed, nothing
     * is sent again): see `settle`.
     */
    settle,
    /** Marks an attempt Toss never received as failed, so the schedule moves on (the next attempt is a new order). */
    async abandon(row: PaymentRow, failure: { code: string; message: string }): Promise<ChargeResult> {
      await payments.markFailed(row.id, failure, clock());
      return { outcome: 'declined', ...failure, cardProblem: false };
    },
  };
}

export type BillingCharger = ReturnType<typeof createBillingCharger>;
