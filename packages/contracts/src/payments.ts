import { z } from 'zod';
import { type PlanAllowance, type PlanType, planTypes } from './plans.ts';

/** Toss's orderId rule, narrowed to the safe alphabet (docs/protocols/toss-payments.md §4). */
export const orderIdPattern = /^[A-Za-z0-9_-]{6,64}$/;

/**
 * Stored payment states; `confirming` is the short step while Toss is asked, shown as 처리중 like `pending`.
 * `cancelled` = the buyer gave up in the payment window (no money moved); `expired` = a checkout left open past its
 * window; `refunded` = Toss cancelled an approved payment (money returned).
 */
export const paymentStatuses = [
  'pending',
  'confirming',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The words of the payment history; it never shows `confirming` (it reads as pending). */
export const paymentStatusLabels: Readonly<Record<string, string>> = {
  completed: '결제 완료',
  pending: '처리중',
  failed: '실패',
  cancelled: '취소',
  expired: '만료',
  refunded: '환불',
};

/** Korean word of a payment status; unknown values are shown raw (docs/product/plans-and-payments.md#payment-history). */
export function paymentStatusLabel(status: string): string {
  return paymentStatusLabels[status] ?? status;
}

/** `GET /api/payments/client-key` (no auth): the public key and the SDK script the browser loads. */
export const clientKeyResponseSchema = z.object({
  clientKey: z.string(),
  /** https://js.tosspayments.com/v2/standard in production, the sandbox's shim in sandbox mode. */
  sdkUrl: z.string(),
});
export type ClientKeyResponse = z.infer<typeof clientKeyResponseSchema>;

export const planTypeSchema = z.enum(planTypes, {
  error: '알 수 없는 요금제입니다. 스타터, 프로, 비즈니스 중에서 고르세요.',
});

/** `POST /api/payments/create`: only the plan is read; a client-sent amount or order name is ignored. */
export const createPaymentBodySchema = z.object({ plan_type: planTypeSchema });
export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;

export const createPaymentResponseSchema = z.object({
  amount: z.number().int(),
  orderId: z.string(),
  orderName: z.string(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** `POST /api/payments/confirm`: what the success page read from the URL Toss sent the buyer back to. */
export const confirmPaymentBodySchema = z.object({
  payment_key: z.string().trim().min(1, '결제 키가 없습니다.').max(200, '결제 키가 너무 깁니다.'),
  order_id: z.string().regex(orderIdPattern, '주문번호 형식이 올바르지 않습니다.'),
  amount: z.coerce
    .number({ error: '결제 금액은 숫자여야 합니다.' })
    .int('결제 금액은 정수여야 합니다.')
    .positive('결제 금액이 올바르지 않습니다.')
    .max(100_000_000, '결제 금액이 올바르지 않습니다.'),
});
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBodySchema>;

/**
 * Subscription states; `none` = never subscribed. `past_due` = the renewal charge failed and is being retried (the plan
 * stays in force meanwhile); `cancelled` = ended by the seller's cancellation or a refund; `expired` = ended because it
 * was not renewed (a one-off month, or every renewal attempt failed).
 */
export const subscriptionStatuses = ['active', 'past_due', 'cancelled', 'expired', 'none'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

const allowanceSchema = z.object({
  registrations: z.number().int().nullable(),
  registrationWindow: z.enum(['month', 'total']),
  stores: z.number().int().nullable(),
  membersPerWorkspace: z.number().int().nullable(),
  investigatorRunsPerMonth: z.number().int().nullable(),
  imagesPerMonth: z.number().int().nullable(),
}) satisfies z.ZodType<PlanAllowance>;

/** Used / total / remaining of one counted allowance; `total` and `remaining` are null when unlimited. */
const usageCountSchema = z.object({
  used: z.number().int(),
  total: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});
export type UsageCount = z.infer<typeof usageCountSchema>;

/** `GET /api/subscriptions/current`: the plan in force and what of it is used; read by every usage display. */
export const currentSubscriptionSchema = z.object({
  /** The plan in force; null on the free tier (no subscription, or it was cancelled or expired). */
  planType: z.enum(planTypes).nullable(),
  status: z.enum(subscriptionStatuses),
  /** The last subscription's period (ISO instants), also after it ended; null when never subscribed. */
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** Whether the registered card is charged automatically at the period end. */
  autoRenew: z.boolean(),
  /** The seller cancelled: the plan runs to the period end, then ends without a charge. */
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade waiting for the period end (charged at that renewal); null when none. */
  nextPlanType: z.enum(planTypes).nullable(),
  /** The next automatic charge (ISO instant and won), or null when none is planned. */
  nextChargeAt: z.string().nullable(),
  nextChargeAmount: z.number().int().nullable(),
  /** While `past_due`: the failed attempts so far, Toss's reason for the last one, when the next is made (null = no more). */
  retry: z
    .object({
      attempts: z.number().int(),
      failureMessage: z.string().nullable(),
      nextAttemptAt: z.string().nullable(),
    })
    .nullable(),
  /** The registered card, masked as Toss reports it; null when none. */
  card: z.object({ company: z.string().nullable(), number: z.string(), registeredAt: z.string() }).nullable(),
  allowance: allowanceSchema,
  usage: z.object({
    /** Registrations in the window: the Seoul calendar month on a plan, all time on the free tier. */
    registrations: usageCountSchema.extend({
      windowStart: z.string().nullable(),
      windowEnd: z.string().nullable(),
    }),
    stores: usageCountSchema,
    /** Pictures hosted for the owner's stores in this Seoul calendar month (on every tier, the free one too). */
    images: usageCountSchema.extend({ windowStart: z.string(), windowEnd: z.string() }),
  }),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

/** The answer of a successful confirm: the payment and the subscription it produced. */
export const confirmPaymentResponseSchema = z.object({
  status: z.literal('completed'),
  orderId: z.string(),
  planType: z.enum(planTypes),
  amount: z.number().int(),
  subscription: currentSubscriptionSchema,
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponseSchema>;

/** One row of the payment history (docs/product/plans-and-payments.md#payment-history, plus what a seller needs to follow it up). */
export const paymentRecordSchema = z.object({
  order_id: z.string(),
  order_name: z.string(),
  plan_type: z.enum(planTypes),
  amount: z.number().int(),
  /** A `confirming` payment is reported as `pending`. */
  status: z.enum(['pending', 'completed', 'failed', 'cancelled', 'expired', 'refunded']),
  /** `checkout` = paid in the Toss window; `billing` = charged to the registered card (first month, change, renewal). */
  kind: z.enum(['checkout', 'billing']),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Toss's message when the payment failed. */
  failure_message: z.string().nullable(),
  /** Toss's receipt page of a completed payment. */
  receipt_url: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** Rows the history returns at most, newest first. */
export const paymentHistoryLimit = 100;

/** `GET /api/payments/history`. */
export const paymentHistoryResponseSchema = z.object({ data: z.array(paymentRecordSchema) });
export type PaymentHistoryResponse = z.infer<typeof paymentHistoryResponseSchema>;

/**
 * Only the paymentKey (PAYMENT_STATUS_CHANGED: which payment to fetch from Toss) and the billingKey (BILLING_DELETED:
 * which card to stop charging) of a Toss webhook body are read.
 */
export const tossWebhookBodySchema = z.object({
  eventType: z.string().max(64).optional(),
  data: z
    .object({ paymentKey: z.string().max(200).optional(), billingKey: z.string().max(200).optional() })
    .loose()
    .optional(),
});

/** `POST /api/payments/abandon`: the fail page reports the window Toss sent the buyer back from. */
export const abandonPaymentBodySchema = z.object({
  order_id: z.string().regex(orderIdPattern, '주문번호 형식이 올바르지 않습니다.'),
  code: z.string().max(64).optional(),
});
export type AbandonPaymentBody = z.infer<typeof abandonPaymentBodySchema>;

/** Display name of a plan type in the history ("Starter, Pro, Business" of docs/product/plans-and-payments.md#payment-history). */
export const planTypeLabels: Readonly<Record<PlanType, string>> = {
  starter: 'Starter',
  pro: 'Pro',
  business: 'Business',
};
