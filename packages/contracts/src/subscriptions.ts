import { z } from 'zod';
import { currentSubscriptionSchema, paymentRecordSchema, planTypeSchema } from './payments.ts';
import { planTypes } from './plans.ts';

/** The customerKey rule of both Toss SDK versions (docs/protocols/toss-billing.md §2). */
export const customerKeyPattern = /^[A-Za-z0-9\-_=.@]{2,50}$/;

/** How long a card window opened by `billing-auth` may come back to `billing-issue`. */
export const billingAuthWindowMinutes = 30;

/** Days after a failed renewal when it is tried again; after the last one fails the plan ends. */
export const renewalRetryDays = [1, 3, 7] as const;

/** Days before a renewal when the seller is told about the coming charge. */
export const renewalNoticeDays = 7;

/**
 * `POST /api/subscriptions/billing-auth`: opens a card registration. With `plan_type` the card pays that plan's first
 * month once registered (subscribe); without it the card only replaces the registered one (card change).
 */
export const billingAuthBodySchema = z.object({ plan_type: planTypeSchema.optional() });
export type BillingAuthBody = z.infer<typeof billingAuthBodySchema>;

/** What the Toss SDK's `payment({customerKey}).requestBillingAuth({method:'CARD', …})` needs. */
export const billingAuthResponseSchema = z.object({
  customerKey: z.string(),
  successUrl: z.string(),
  failUrl: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
});
export type BillingAuthResponse = z.infer<typeof billingAuthResponseSchema>;

/** `POST /api/subscriptions/billing-issue`: what the billing success page read from the URL Toss sent the user to. */
export const billingIssueBodySchema = z.object({
  authKey: z.string().trim().min(1, '카드 인증 키가 없습니다.').max(300, '카드 인증 키가 너무 깁니다.'),
  customerKey: z.string().regex(customerKeyPattern, '고객 키 형식이 올바르지 않습니다.'),
});
export type BillingIssueBody = z.infer<typeof billingIssueBodySchema>;

/** The answer of a card registration: the subscription now, the first charge (when subscribing), the bonus granted. */
export const billingIssueResponseSchema = z.object({
  subscription: currentSubscriptionSchema,
  payment: paymentRecordSchema.nullable(),
  bonusUses: z.number().int(),
});
export type BillingIssueResponse = z.infer<typeof billingIssueResponseSchema>;

/** `POST /api/subscriptions/change`: another plan. An upgrade is charged now; a downgrade waits for the period end. */
export const changePlanBodySchema = z.object({ plan_type: planTypeSchema });
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;

/** The answer of a change, a cancel or a resume. */
export const subscriptionActionResponseSchema = z.object({
  subscription: currentSubscriptionSchema,
  /** The charge an upgrade made, or the refund a cancel within the withdrawal period made. */
  payment: paymentRecordSchema.nullable(),
});
export type SubscriptionActionResponse = z.infer<typeof subscriptionActionResponseSchema>;

/** Target of a preview: a plan, or `free` for a cancellation. */
export const previewTargets = [...planTypes, 'free'] as const;

/** `GET /api/subscriptions/change-preview?plan_type=`. */
export const changePreviewQuerySchema = z.object({
  plan_type: z.enum(previewTargets, { error: '알 수 없는 요금제입니다.' }),
});

/** One allowance the seller's current use is above on the target plan, and what happens to the excess. */
export const overLimitSchema = z.object({
  kind: z.enum(['stores', 'members', 'investigatorRuns', 'registrations']),
  /** Korean name of the allowance ("스토어", "팀원" …). */
  label: z.string(),
  used: z.number().int(),
  limit: z.number().int(),
  /** What happens to the excess, in Korean (never deletion). */
  consequence: z.string(),
});
export type OverLimit = z.infer<typeof overLimitSchema>;

/** What a change or a cancel would do, shown for confirmation before it is made. */
export const changePreviewResponseSchema = z.object({
  target: z.enum(previewTargets),
  /** `now` = charged and applied at once (upgrade, or subscribing); `period_end` = applied when the paid period ends. */
  effective: z.enum(['now', 'period_end']),
  /** When it takes effect (ISO instant). */
  effectiveAt: z.string(),
  /** Won charged now (0 when nothing is charged now). */
  chargeNow: z.number().int(),
  /** A cancel within the withdrawal period with no registration since the payment: the won refunded; else 0. */
  refundNow: z.number().int(),
  overLimits: z.array(overLimitSchema),
});
export type ChangePreviewResponse = z.infer<typeof changePreviewResponseSchema>;
