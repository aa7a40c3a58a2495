import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One card payment for one month of a plan. Created `pending` before the Toss window opens (the server decides the
 * amount); a confirm moves it atomically to `confirming`, then `completed` or `failed` (a DONE fetched from Toss later
 * still completes a `failed` one); a Toss cancellation to `cancelled`.
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
    status: text('status', { enum: ['pending', 'confirming', 'completed', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
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
    check(
      'payments_status_check',
      sql`${table.status} in ('pending', 'confirming', 'completed', 'failed', 'cancelled')`,
    ),
    check('payments_plan_check', sql`${table.planType} in ('starter', 'pro', 'business')`),
    check('payments_amount_check', sql`${table.amount} > 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/**
 * A seller's subscription: one row per user, rewritten by each completed payment. `active` until `currentPeriodEnd`
 * (read as expired after it); `cancelled` when the payment that set it was cancelled at Toss.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type', { enum: ['starter', 'pro', 'business'] }).notNull(),
    status: text('status', { enum: ['active', 'cancelled'] }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_status_check', sql`${table.status} in ('active', 'cancelled')`),
    check('subscriptions_plan_check', sql`${table.planType} in ('starter', 'pro', 'business')`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
