import { randomUUID } from 'node:crypto';
import type { PlanType } from '@ollida/contracts/plans';
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type BillingCustomerRow,
  billingCustomers,
  cardBonusClaims,
  type PaymentRow,
  payments,
  type SubscriptionRow,
  subscriptions,
} from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users.ts';
import { notifications } from '../../db/schema/workspaces.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** The registered card as it is kept: the sealed billing key, its hash, and what may be shown. */
export interface StoredCard {
  billingKeySealed: string;
  billingKeyHash: string;
  company: string | null;
  number: string;
}

/** A charge to the registered card, written `confirming` before Toss is called. */
export interface BillingAttempt {
  userId: string;
  orderId: string;
  orderName: string;
  planType: PlanType;
  amount: number;
  /** Renewals only (see payments.periodKey). */
  periodKey?: string;
  attempt?: number;
  now: Date;
}

/** Where the renewal sweep reads from: auto-renewing subscriptions near or past their period end, in pages. */
export interface RenewalPage {
  before: Date;
  afterUserId: string | undefined;
  limit: number;
}

/** Queries for card registration, billing charges and the renewal sweep. */
export function createBillingRepo(db: Database) {
  return {
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async findUser(userId: string): Promise<{ name: string; email: string } | undefined> {
      const [row] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async findCustomer(userId: string): Promise<BillingCustomerRow | undefined> {
      const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
      return row;
    },

    /** The user's customer row, created with a random customerKey the first time (stable afterwards). */
    async ensureCustomer(userId: string, now: Date): Promise<BillingCustomerRow> {
      await db
        .insert(billingCustomers)
        .values({ userId, customerKey: randomUUID(), updatedAt: now })
        .onConflictDoNothing({ target: billingCustomers.userId });
      const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
      if (row === undefined) throw new Error('billing customer insert returned nothing');
      return row;
    },

    /** Records the card window just opened, and the plan it subscribes to (null = card change). */
    async openWindow(userId: string, planType: PlanType | null, now: Date): Promise<void> {
      await db
        .update(billingCustomers)
        .set({ pendingPlanType: planType, pendingSince: now, updatedAt: now })
        .where(eq(billingCustomers.userId, userId));
    },

    /**
     * Takes the open window once (a reloaded success page cannot register twice): answers its plan, or undefined when
     * no window opened after `openedAfter` is open.
     */
    async takeWindow(
      userId: string,
      customerKey: string,
      openedAfter: Date,
      now: Date,
    ): Promise<{ planType: PlanType | null } | undefined> {
      const [row] = await db
        .update(billingCustomers)
        .set({ pendingSince: null, updatedAt: now })
        .where(
          and(
            eq(billingCustomers.userId, userId),
            eq(billingCustomers.customerKey, customerKey),
            gte(billingCustomers.pendingSince, openedAfter),
          ),
        )
        .returning({ planType: billingCustomers.pendingPlanType });
      return row;
    },

    /** Keeps the new card; answers the sealed key of the card it replaced, to be deleted at Toss. */
    async saveCard(userId: string, card: StoredCard, now: Date): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .select({ sealed: billingCustomers.billingKeySealed })
          .from(billingCustomers)
          .where(eq(billingCustomers.userId, userId))
          .for('update');
        await tx
          .update(billingCustomers)
          .set({
            billingKeySealed: card.billingKeySealed,
            billingKeyHash: card.billingKeyHash,
            cardCompany: card.company,
            cardNumber: card.number,
            cardRegisteredAt: now,
            updatedAt: now,
          })
          .where(eq(billingCustomers.userId, userId));
        return old?.sealed ?? null;
      });
    },

    /** Forgets the card whose billing key is `sealed` (only if it is still the registered one). */
    async forgetCard(userId: string, sealed: string, now: Date): Promise<void> {
      await db
        .update(billingCustomers)
        .set({
          billingKeySealed: null,
          billingKeyHash: null,
          cardCompany: null,
          cardNumber: null,
          cardRegisteredAt: null,
          updatedAt: now,
        })
        .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.billingKeySealed, sealed)));
    },

    /** The user whose registered card has this billing key hash (a BILLING_DELETED webhook). */
    async findByKeyHash(hash: string): Promise<BillingCustomerRow | undefined> {
      const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.billingKeyHash, hash));
      return row;
    },

    /**
     * Grants the card bonus if neither this person nor this card has had it. The user's row is locked while it is
     * decided (two tabs queue) and the card's claim is a primary key (two accounts with one card: one wins).
     */
    async grantCardBonus(userId: string, fingerprint: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [customer] = await tx
          .select({ grantedAt: billingCustomers.bonusGrantedAt })
          .from(billingCustomers)
          .where(eq(billingCustomers.userId, userId))
          .for('update');
        if (customer === undefined || customer.grantedAt !== null) return false;
        const claimed = await tx
          .insert(cardBonusClaims)
          .values({ cardFingerprint: fingerprint, userId, claimedAt: now })
          .onConflictDoNothing()
          .returning({ userId: cardBonusClaims.userId });
        if (claimed.length === 0) return false;
        await tx
          .update(billingCustomers)
          .set({ bonusGrantedAt: now, updatedAt: now })
          .where(eq(billingCustomers.userId, userId));
        return true;
      });
    },

    /** Writes a charge attempt before Toss is asked; undefined when this renewal attempt was already written. */
    async insertAttempt(attempt: BillingAttempt): Promise<PaymentRow | undefined> {
      try {
        const [row] = await db
          .insert(payments)
          .values({
            userId: attempt.userId,
            orderId: attempt.orderId,
            orderName: attempt.orderName,
            planType: attempt.planType,
            amount: attempt.amount,
            status: 'confirming',
            kind: 'billing',
            periodKey: attempt.periodKey ?? null,
            attempt: attempt.attempt ?? null,
            createdAt: attempt.now,
            updatedAt: attempt.now,
          })
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error, 'payments_renewal_attempt_unique')) return undefined;
        throw error;
      }
    },

    /** Charge attempts already written under `periodKey` (a change retried after a decline gets the next number). */
    async countAttempts(userId: string, periodKey: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.periodKey, periodKey)));
      return row?.n ?? 0;
    },

    /** No more automatic charges for the user (after a refund or an ended subscription). */
    async stopRenewing(userId: string, now: Date): Promise<void> {
      await db
        .update(subscriptions)
        .set({ autoRenew: false, nextAttemptAt: null, updatedAt: now })
        .where(eq(subscriptions.userId, userId));
    },

    /** Card charges still `confirming` since before `before`, oldest first. */
    async staleAttempts(before: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.kind, 'billing'),
            eq(payments.status, 'confirming'),
            lt(payments.updatedAt, before),
          ),
        )
        .orderBy(asc(payments.updatedAt))
        .limit(limit);
    },

    async findSubscription(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row;
    },

    async findPayment(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    /** Auto-renewing subscriptions (active or past due) whose period ends before `before`, by user id. */
    async renewalPage(page: RenewalPage): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.autoRenew, true),
            inArray(subscriptions.status, ['active', 'past_due']),
            lt(subscriptions.currentPeriodEnd, page.before),
            page.afterUserId === undefined ? undefined : gt(subscriptions.userId, page.afterUserId),
          ),
        )
        .orderBy(asc(subscriptions.userId))
        .limit(page.limit);
    },

    /**
     * Writes `changes` to the user's subscription only while it still has `periodEnd` and one of `statuses`: the
     * sweep on two instances, or a sweep and the seller, change one state once. Answers whether it did.
     */
    async updateSubscriptionIf(
      userId: string,
      expected: { periodEnd: Date; statuses: SubscriptionRow['status'][]; attempts?: number },
      changes: Partial<Omit<SubscriptionRow, 'userId'>>,
      tx: Database = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(subscriptions)
        .set(changes)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.currentPeriodEnd, expected.periodEnd),
            inArray(subscriptions.status, expected.statuses),
            expected.attempts === undefined
              ? undefined
              : eq(subscriptions.renewalAttempts, expected.attempts),
          ),
        )
        .returning({ userId: subscriptions.userId });
      return rows.length > 0;
    },

    /**
     * Sandbox control: the subscription as if a month had passed — its period (or, while past due, its next retry)
     * ends now. The notice mark is cleared so the coming-renewal notice of the new timeline can show.
     */
    async makeDueNow(userId: string, now: Date): Promise<void> {
      const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      if (sub === undefined) return;
      if (sub.status === 'past_due') {
        const shift = (sub.nextAttemptAt ?? now).getTime() - now.getTime();
        await db
          .update(subscriptions)
          .set({
            currentPeriodStart: new Date(sub.currentPeriodStart.getTime() - shift),
            currentPeriodEnd: new Date(sub.currentPeriodEnd.getTime() - shift),
            nextAttemptAt: now,
          })
          .where(eq(subscriptions.userId, userId));
        return;
      }
      const shift = sub.currentPeriodEnd.getTime() - now.getTime();
      await db
        .update(subscriptions)
        .set({
          currentPeriodStart: new Date(sub.currentPeriodStart.getTime() - shift),
          currentPeriodEnd: now,
          noticeSentFor: null,
        })
        .where(eq(subscriptions.userId, userId));
    },

    /** Marks the coming-renewal notice sent for this period end; false when it already was. */
    async claimNotice(userId: string, periodEnd: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ noticeSentFor: periodEnd, updatedAt: now })
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.currentPeriodEnd, periodEnd),
            or(isNull(subscriptions.noticeSentFor), sql`${subscriptions.noticeSentFor} <> ${periodEnd}`),
          ),
        )
        .returning({ userId: subscriptions.userId });
      return rows.length > 0;
    },

    /** One bell notice for the user (type info). */
    async notify(userId: string, message: string, now: Date, tx: Database = db): Promise<void> {
      await tx.insert(notifications).values({ userId, type: 'info', message, createdAt: now });
    },

    /** Checkout orders still `pending` after their window: they can no longer be paid. */
    async expireCheckouts(openedBefore: Date, now: Date): Promise<number> {
      const rows = await db
        .update(payments)
        .set({ status: 'expired', failureMessage: '결제 시간이 지나 주문이 만료되었습니다.', updatedAt: now })
        .where(
          and(
            eq(payments.kind, 'checkout'),
            eq(payments.status, 'pending'),
            lte(payments.createdAt, openedBefore),
          ),
        )
        .returning({ id: payments.id });
      return rows.length;
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
