import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const paymentStatusValues = [
  'pending',
  'confirming',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;

/**
 * One card payment for one month of a plan.
 *
 * `checkout` (the Toss window): created `pending` before the window opens (the server decides the amount); a confirm
 * moves it atomically to `confirming`, then `completed` or `failed` (a DONE fetched from Toss later still completes a
 * `failed` one); `cancelled` when the buyer left the window, `expired` when it stayed open past the window.
 *
 * `billing` (the registered card): written `confirming` before the charge is sent (its orderId is the Idempotency-Key),
 * then `completed` or `failed`. A renewal attempt carries the instant its period starts and its attempt number; the
 * unique (user, period, attempt) index is what keeps two instances from charging one attempt twice.
 *
 * Either kind becomes `refunded` when Toss cancels its approved payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull().unique('payments_order_id_unique'),
    orderName: text('order_name').notNull(),
    planType: text('plan_type', { enum: ['starter', 'pro', 'business'] }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: paymentStatusValues }).notNull().default('pending'),
    kind: text('kind', { enum: ['checkout', 'billing'] })
      .notNull()
      .default('checkout'),
    /** Renewals: the instant (ISO) the bought period starts, and which attempt for it this is; changes: their key. */
    periodKey: text('period_key'),
    attempt: integer('attempt'),
    paymentKey: text('payment_key').unique('payments_payment_key_unique'),
    method: text('method'),
    receiptUrl: text('receipt_url'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('payments_renewal_attempt_unique').on(table.userId, table.periodKey, table.attempt),
    // The renewal sweep looks for card charges left confirming every minute.
    index('payments_confirming_idx').on(table.updatedAt).where(sql`${table.status} = 'confirming'`),
    check(
      'payments_status_check',
      sql`${table.status} in ('pending', 'confirming', 'completed', 'failed', 'cancelled', 'expired', 'refunded')`,
    ),
    check('payments_kind_check', sql`${table.kind} in ('checkout', 'billing')`),
    check('payments_plan_check', sql`${table.planType} in ('starter', 'pro', 'business')`),
    check('payments_amount_check', sql`${table.amount} > 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/**
 * A seller's subscription: one row per user, rewritten by each completed payment.
 * - `active` until `currentPeriodEnd`; a one-off month (`autoRenew` false) reads as expired after it, an auto-renewing
 *   one stays in force while its renewal is charged.
 * - `past_due` while a failed renewal is retried (`nextAttemptAt`); the plan stays in force meanwhile.
 * - `cancelled` when the seller's cancellation reached the period end, or the payment that set it was refunded.
 * - `expired` when the renewal could not be charged (every attempt failed, or the price rose without consent).
 * `priceWon` is the monthly price the seller agreed to; a renewal never charges more without new consent.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type', { enum: ['starter', 'pro', 'business'] }).notNull(),
    status: text('status', { enum: ['active', 'past_due', 'cancelled', 'expired'] }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    nextPlanType: text('next_plan_type', { enum: ['starter', 'pro', 'business'] }),
    priceWon: integer('price_won'),
    /** Day of the month (1–31, Seoul) renewals fall on; a month without it renews on its last day. */
    anchorDay: integer('anchor_day'),
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastFailureMessage: text('last_failure_message'),
    /** The period end the coming-renewal notice was sent for, so it is sent once. */
    noticeSentFor: timestamp('notice_sent_for', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_renewal_idx').on(table.autoRenew, table.status, table.currentPeriodEnd),
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('active', 'past_due', 'cancelled', 'expired')`,
    ),
    check('subscriptions_plan_check', sql`${table.planType} in ('starter', 'pro', 'business')`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * A seller's Toss billing identity: the random customerKey (stable per user, sent with every charge), the sealed
 * billing key of the registered card and its masked details, and the card window in flight (`pendingPlanType` =
 * subscribe to it once the card is registered; `pendingSince` null = no window open).
 */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull().unique('billing_customers_customer_key_unique'),
    billingKeySealed: text('billing_key_sealed'),
    /** SHA-256 of the billing key, so a BILLING_DELETED webhook finds its card without unsealing every row. */
    billingKeyHash: text('billing_key_hash'),
    cardCompany: text('card_company'),
    cardNumber: text('card_number'),
    cardRegisteredAt: timestamp('card_registered_at', { withTimezone: true }),
    pendingPlanType: text('pending_plan_type', { enum: ['starter', 'pro', 'business'] }),
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    /** When the first card registration added the free uses (once per person). */
    bonusGrantedAt: timestamp('bonus_granted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('billing_customers_key_hash_idx').on(table.billingKeyHash)],
);

export type BillingCustomerRow = typeof billingCustomers.$inferSelect;

/**
 * Cards that have already added the free uses, by issuer and masked number: the same card registered on a second
 * account adds nothing. (Masked numbers can collide between two people's cards; the second person then gets no bonus.)
 */
export const cardBonusClaims = pgTable('card_bonus_claims', {
  cardFingerprint: text('card_fingerprint').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});
