import type { PaymentRecord } from '@ollida/contracts/payments';
import type { PaymentRow } from '../../db/schema/billing.ts';

/** A payment as the history shows it: `confirming` reads as pending. */
export function paymentRecordOf(row: PaymentRow): PaymentRecord {
  return {
    order_id: row.orderId,
    order_name: row.orderName,
    plan_type: row.planType,
    amount: row.amount,
    status: row.status === 'confirming' ? 'pending' : row.status,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    approved_at: row.approvedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    failure_message: row.failureMessage,
    receipt_url: row.receiptUrl,
  };
}
