import { doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One token bucket per marketplace budget (a Coupang vendor, a Naver application and API), shared by every process
 * on the database: each call reserves its slot with one atomic update (issue 22 §4).
 */
export const rateBudgets = pgTable('rate_budgets', {
  key: text('key').primaryKey(),
  /** Tokens left after the last reservation; negative while calls are queued for later slots. */
  tokens: doublePrecision('tokens').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** When the last calls of this budget left (epoch ms on the database's clock, newest last), for the send window. */
  sentAt: doublePrecision('sent_at').array(),
});
