import type { PlanType } from '@ollida/contracts/plans';
import { and, count, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type PaymentRow, payments, type SubscriptionRow, subscriptions } from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** A payment that has not reached a final state yet: the only ones a Toss refusal may fail. */
const openStatuses: PaymentRow['status'][] = ['pending', 'confirming'];

/** Money Toss took must end in a plan, so its DONE also overrules a `failed` we recorded. */
const completableStatuses: PaymentRow['status'][] = [...openStatuses, 'failed'];

/** What a completed payment records from Toss. */
export interface CompletedFields {
  paymentKey: string;
  approvedAt: Date;
  method: string | null;
  receiptUrl: string | null;
}

/** The subscription row a completed payment writes. */
export interface SubscriptionWrite {
  userId: string;
  planType: PlanType;
  periodStart: Date;
  periodEnd: Date;
  paymentId: string;
  /** A charge to the registered card: the subscription renews itself at this price on this day of the month. */
  billing?: { priceWon: number; anchorDay: number };
}

/** Queries for payments and the subscriptions they buy; every write is conditional on the current status. */
export function createPaymentsRepo(db: Database) {
  return {
    /** Runs `work` in one transaction; no network calls inside. */
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async insertPending(values: {
      userId: string;
      orderId: string;
      orderName: string;
      planType: PlanType;
      amount: number;
      now: Date;
    }): Promise<PaymentRow> {
      const [row] = await db
        .insert(payments)
        .values({
          userId: values.userId,
          orderId: values.orderId,
          orderName: values.orderName,
          planType: values.planType,
          amount: values.amount,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .returning();
      if (row === undefined) throw new Error('payment insert returned nothing');
      return row;
    },

    /** Pending orders a user opened since `since`, to bound how many can be left open. */
    async countPendingSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(payments)
        .where(
          and(eq(payments.userId, userId), eq(payments.status, 'pending'), gte(payments.createdAt, since)),
        );
      return row?.value ?? 0;
    },

    async findByOrderId(orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
      return row;
    },

    /** A user's payments, newest first. */
    listForUser(userId: string, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit);
    },

    /**
     * The one atomic step that decides which confirm request may call Toss: pending -> confirming with the paymentKey.
     * Undefined when another request won, the order already holds another paymentKey (the Idempotency-Key is the
     * orderId, so it must name one payment), or the paymentKey already belongs to another payment.
     */
    async claimForConfirm(id: string, paymentKey: string, now: Date): Promise<PaymentRow | undefined> {
      const rows = await db
        .update(payments)
        .set({ status: 'confirming', paymentKey, updatedAt: now })
        .where(
          and(
            eq(payments.id, id),
            eq(payments.status, 'pending'),
            or(isNull(payments.paymentKey), eq(payments.paymentKey, paymentKey)),
          ),
        )
        .returning()
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'payments_payment_key_unique')) return [];
          throw error;
        });
      return rows[0];
    },

    /**
     * confirming -> pending, when Toss holds the payment open or does not know it, so the buyer may try again. Only the
     * claim that was read (same `updatedAt`) is released, never a newer one another request made meanwhile; the
     * paymentKey stays, so a later confirm must send the same one.
     */
    async releaseClaim(claim: Pick<PaymentRow, 'id' | 'updatedAt'>, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'pending', updatedAt: now })
        .where(
          and(
            eq(payments.id, claim.id),
            eq(payments.status, 'confirming'),
            eq(payments.updatedAt, claim.updatedAt),
          ),
        );
    },

    /** pending|confirming|failed -> completed; undefined when it was already completed or cancelled. */
    async markCompleted(
      id: string,
      fields: CompletedFields,
      now: Date,
      tx: Database = db,
    ): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .update(payments)
        .set({
          status: 'completed',
          paymentKey: fields.paymentKey,
          approvedAt: fields.approvedAt,
          method: fields.method,
          receiptUrl: fields.receiptUrl,
          failureCode: null,
          failureMessage: null,
          updatedAt: now,
        })
        .where(and(eq(payments.id, id), inArray(payments.status, completableStatuses)))
        .returning();
      return row;
    },

    /** pending|confirming -> failed with Toss's code and message; false when it was no longer open. */
    async markFailed(id: string, failure: { code: string; message: string }, now: Date): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status: 'failed', failureCode: failure.code, failureMessage: failure.message, updatedAt: now })
        .where(and(eq(payments.id, id), inArray(payments.status, openStatuses)))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /**
     * `from` -> `to` (`refunded` for an approved payment Toss cancelled, `cancelled` for one given up before approval);
     * false when the payment was not in one of those states any more.
     */
    async markCancelled(
      id: string,
      from: PaymentRow['status'][],
      to: 'cancelled' | 'refunded',
      cancelledAt: Date,
      now: Date,
      tx: Database = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(payments)
        .set({ status: to, cancelledAt, updatedAt: now })
        .where(and(eq(payments.id, id), inArray(payments.status, from)))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /** The user's subscription row, locked until the transaction ends so two completions apply one after the other. */
    async lockSubscription(userId: string, tx: Database): Promise<SubscriptionRow | undefined> {
      // The user row is the lock: it exists before the first subscription row does, so two first payments queue too.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .for('update');
      return row;
    },

    async findSubscription(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row;
    },

    /** Writes the one subscription row of a user as `active`. */
    async upsertSubscription(write: SubscriptionWrite, now: Date, tx: Database): Promise<void> {
      // A payment in the Toss window buys one month that does not renew; a card charge starts a renewing one.
      const values = {
        planType: write.planType,
        status: 'active' as const,
        currentPeriodStart: write.periodStart,
        currentPeriodEnd: write.periodEnd,
        paymentId: write.paymentId,
        autoRenew: write.billing !== undefined,
        cancelAtPeriodEnd: false,
        nextPlanType: null,
        priceWon: write.billing?.priceWon ?? null,
        anchorDay: write.billing?.anchorDay ?? null,
        renewalAttempts: 0,
        nextAttemptAt: null,
        lastFailureMessage: null,
        updatedAt: now,
      };
      await tx
        .insert(subscriptions)
        .values({ userId: write.userId, ...values })
        .onConflictDoUpdate({ target: subscriptions.userId, set: values });
    },

    /** Cancels the user's subscription only if this payment is the one that set it. */
    async cancelSubscriptionOf(paymentId: string, now: Date, tx: Database): Promise<void> {
      await tx
        .update(subscriptions)
        .set({ status: 'cancelled', updatedAt: now })
        .where(
          and(eq(subscriptions.paymentId, paymentId), inArray(subscriptions.status, ['active', 'past_due'])),
        );
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
