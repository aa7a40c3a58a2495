import { planOf } from '@ollida/contracts/plans';
import { renewalNoticeDays } from '@ollida/contracts/subscriptions';
import type { PaymentRow, SubscriptionRow } from '../../db/schema/billing.ts';
import { openOrderWindowMs } from '../payments/index.ts';
import { nextAttemptAfter, renewalDueAt, renewalGraceDays } from '../plans/index.ts';
import type { BillingRepo } from './billing.repo.ts';
import type { BillingCharger, Buyer, ChargeCard, ChargeResult } from './billing-charge.ts';
import type { BillingLedger } from './billing-ledger.ts';
import { billingNotices } from './billing-notices.ts';
import { billingOrderId, changeKeyPrefix, renewalOrderName } from './billing-orders.ts';
import type { CardVault } from './card-vault.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Subscriptions read per page, and pages per sweep (the rest wait for the next one). */
const pageSize = 100;
const maxPages = 50;

/**
 * An attempt a request may still be sending is left alone this long: Toss answers a charge within 60 s, and the HTTP
 * client repeats a keyed write at most twice.
 */
export const attemptInFlightMs = 5 * 60 * 1000;
/** Stale attempts settled per sweep. */
const staleBatch = 50;
/** An attempt Toss's record still does not settle after this long is failed (and logged for support). */
const unresolvedMs = 24 * 60 * 60 * 1000;

/** What one sweep did, for logs and tests. */
export interface SweepReport {
  noticed: number;
  renewed: number;
  failed: number;
  ended: number;
  expiredCheckouts: number;
}

/**
 * The renewal job: run every minute where jobs run. For each auto-renewing subscription near or past its period end:
 * the coming-renewal notice, the charge on the renewal day, retries after failures, and the end of cancelled or
 * unpaid ones; also expires checkout orders left open. Every state change is conditional on the state it was read
 * in, and every attempt is a unique row written before Toss is called, so two instances never act twice.
 */
export function createRenewalSweep(deps: {
  repo: BillingRepo;
  charger: BillingCharger;
  ledger: BillingLedger;
  vault: CardVault;
  clock: () => Date;
  /** Refunds an approved charge that no longer buys anything (its subscription ended meanwhile). */
  refund: (paymentId: string) => Promise<void>;
  onError: (error: unknown, userId: string) => void;
}) {
  const { repo, charger, ledger, vault, clock } = deps;

  async function end(
    sub: SubscriptionRow,
    status: 'cancelled' | 'expired',
    message: string,
  ): Promise<boolean> {
    const now = clock();
    const ended = await repo.updateSubscriptionIf(
      sub.userId,
      { periodEnd: sub.currentPeriodEnd, statuses: ['active', 'past_due'], attempts: sub.renewalAttempts },
      { status, autoRenew: false, nextAttemptAt: null, updatedAt: now },
    );
    if (ended) await repo.notify(sub.userId, message, now);
    return ended;
  }

  async function applyResult(
    sub: SubscriptionRow,
    row: PaymentRow,
    result: ChargeResult,
    report: SweepReport,
  ): Promise<void> {
    const now = clock();
    if (result.outcome === 'unknown') return;
    if (result.outcome === 'approved') {
      const recorded = await ledger.recordRenewal(sub, row, result.payment);
      if (recorded === 'orphaned') {
        // Approved after the subscription ended or moved on (a cancel, a refund, the last failed retry): give it back.
        await deps.refund(row.id);
        return;
      }
      if (recorded !== 'renewed') return;
      report.renewed += 1;
      const after = await repo.findSubscription(sub.userId);
      const until = after === undefined ? now : renewalDueAt(after.currentPeriodEnd);
      await repo.notify(sub.userId, billingNotices.renewed(row.planType, row.amount, until), now);
      return;
    }
    report.failed += 1;
    const attempts = row.attempt ?? sub.renewalAttempts + 1;
    const next = nextAttemptAfter(renewalDueAt(sub.currentPeriodEnd), attempts);
    if (next === null) {
      if (await end(sub, 'expired', billingNotices.endedUnpaid(result.message))) report.ended += 1;
      return;
    }
    const marked = await repo.updateSubscriptionIf(
      sub.userId,
      { periodEnd: sub.currentPeriodEnd, statuses: ['active', 'past_due'], attempts: attempts - 1 },
      {
        status: 'past_due',
        renewalAttempts: attempts,
        nextAttemptAt: next,
        lastFailureMessage: result.message,
        updatedAt: now,
      },
    );
    if (marked) await repo.notify(sub.userId, billingNotices.renewalFailed(result.message, next), now);
  }

  /** Charges the renewal now: attempt number = failed attempts so far + 1, for the period starting at the old end. */
  async function charge(sub: SubscriptionRow, report: SweepReport): Promise<void> {
    const planType = sub.nextPlanType ?? sub.planType;
    const plan = planOf(planType);
    if (plan === undefined) return;
    const now = clock();
    // The instant the bought period starts: two periods never share one, even when a sandbox moves them within a day.
    const periodKey = sub.currentPeriodEnd.toISOString();
    const attempt = sub.renewalAttempts + 1;
    const inserted = await repo.insertAttempt({
      userId: sub.userId,
      orderId: billingOrderId(),
      orderName: renewalOrderName(plan, sub.currentPeriodEnd),
      planType,
      amount: plan.priceWon,
      periodKey,
      attempt,
      now,
    });
    // Already written: settled by another sweep (its outcome is applied by `settleStale`), or still in flight.
    if (inserted === undefined) return;
    const card = await vault.open(sub.userId);
    const buyer = await repo.findUser(sub.userId);
    if (card === undefined || buyer === undefined) {
      const result = await charger.abandon(inserted, { code: 'NO_CARD', message: '등록된 카드가 없습니다' });
      await applyResult(sub, inserted, result, report);
      return;
    }
    const chargeCard: ChargeCard = { billingKey: card.billingKey, customerKey: card.customerKey };
    const who: Buyer = buyer;
    await applyResult(sub, inserted, await charger.charge(inserted, chargeCard, who), report);
  }

  /**
   * Attempts left `confirming` by an unknown outcome, once no request can still be sending them: Toss's record of
   * the orderId decides (no card needed, nothing is sent twice). Approved renewals extend the subscription they were
   * for, or are refunded if it ended meanwhile; approved changes are recorded; an orderId Toss never received is a
   * failed attempt (the schedule's next one is a new order); one still unreadable after a day is failed and logged.
   */
  async function settleStale(report: SweepReport): Promise<void> {
    const now = clock();
    const stale = await repo.staleAttempts(new Date(now.getTime() - attemptInFlightMs), staleBatch);
    for (const row of stale) {
      try {
        const settled = await charger.settle(row);
        let result: ChargeResult;
        if (settled.outcome === 'missing') {
          result = await charger.abandon(row, {
            code: 'NO_ANSWER',
            message: '토스페이먼츠가 결제 요청을 받지 못했습니다',
          });
        } else if (settled.outcome === 'unknown' && now.getTime() - row.createdAt.getTime() > unresolvedMs) {
          deps.onError(new Error(`billing attempt ${row.orderId} unresolved after a day`), row.userId);
          result = await charger.abandon(row, {
            code: 'UNRESOLVED',
            message: '결제 결과를 확인하지 못했습니다',
          });
        } else {
          result = settled;
        }
        await applySettled(row, result, report);
      } catch (error) {
        deps.onError(error, row.userId);
      }
    }
  }

  async function applySettled(row: PaymentRow, result: ChargeResult, report: SweepReport): Promise<void> {
    if (result.outcome === 'unknown') return;
    const isRenewal = row.periodKey !== null && !row.periodKey.startsWith(changeKeyPrefix);
    if (!isRenewal) {
      if (result.outcome === 'approved') await ledger.recordImmediate(row, result.payment);
      return;
    }
    const sub = await repo.findSubscription(row.userId);
    const forThisPeriod =
      sub !== undefined &&
      sub.currentPeriodEnd.toISOString() === row.periodKey &&
      sub.renewalAttempts + 1 === row.attempt;
    if (forThisPeriod) {
      await applyResult(sub, row, result, report);
      return;
    }
    if (result.outcome === 'approved') {
      const recorded = await ledger.recordRenewal(
        { currentPeriodEnd: new Date(row.periodKey ?? 0), anchorDay: sub?.anchorDay ?? null },
        row,
        result.payment,
      );
      if (recorded === 'orphaned') await deps.refund(row.id);
    }
  }

  async function handle(sub: SubscriptionRow, report: SweepReport): Promise<void> {
    const now = clock();
    const time = now.getTime();
    const endTime = sub.currentPeriodEnd.getTime();
    if (sub.cancelAtPeriodEnd) {
      if (time >= endTime && (await end(sub, 'cancelled', billingNotices.endedCancelled(sub.planType)))) {
        report.ended += 1;
        await forgetCard(sub.userId);
      }
      return;
    }
    const due = renewalDueAt(sub.currentPeriodEnd);
    const planType = sub.nextPlanType ?? sub.planType;
    const amount = planOf(planType)?.priceWon ?? 0;
    // A price above the one the seller agreed to is never charged without new consent: the plan ends instead.
    const priceRose = sub.nextPlanType === null && sub.priceWon !== null && amount > sub.priceWon;
    if (time < due.getTime()) {
      // Read first, so a subscription already told costs no write on every sweep of its week.
      const told = sub.noticeSentFor?.getTime() === sub.currentPeriodEnd.getTime();
      const inWeek = time >= due.getTime() - renewalNoticeDays * dayMs;
      if (!told && inWeek && (await repo.claimNotice(sub.userId, sub.currentPeriodEnd, now))) {
        report.noticed += 1;
        const message = priceRose
          ? billingNotices.priceRose(planType, sub.currentPeriodEnd)
          : billingNotices.comingRenewal(planType, amount, due);
        await repo.notify(sub.userId, message, now);
      }
      return;
    }
    if (priceRose) {
      if (
        time >= endTime &&
        (await end(sub, 'expired', billingNotices.priceRose(planType, sub.currentPeriodEnd)))
      ) {
        report.ended += 1;
      }
      return;
    }
    if (sub.status === 'past_due' && (sub.nextAttemptAt === null || time < sub.nextAttemptAt.getTime())) {
      // No attempt left (a past grace the sweep missed) ends it; otherwise wait for the next attempt's day.
      if (sub.nextAttemptAt === null || time >= endTime + renewalGraceDays * dayMs) {
        if (await end(sub, 'expired', billingNotices.endedUnpaid(sub.lastFailureMessage ?? '결제 실패'))) {
          report.ended += 1;
        }
      }
      return;
    }
    await charge(sub, report);
  }

  async function forgetCard(userId: string): Promise<void> {
    const card = await vault.open(userId);
    if (card !== undefined) await vault.remove(userId, card);
  }

  return {
    /** One pass over every subscription that needs something; answers what it did. */
    async sweep(): Promise<SweepReport> {
      const now = clock();
      const report: SweepReport = { noticed: 0, renewed: 0, failed: 0, ended: 0, expiredCheckouts: 0 };
      report.expiredCheckouts = await repo.expireCheckouts(new Date(now.getTime() - openOrderWindowMs), now);
      await settleStale(report);
      const before = new Date(now.getTime() + (renewalNoticeDays + 1) * dayMs);
      let after: string | undefined;
      for (let page = 0; page < maxPages; page += 1) {
        const rows = await repo.renewalPage({ before, afterUserId: after, limit: pageSize });
        for (const sub of rows) {
          try {
            await handle(sub, report);
          } catch (error) {
            deps.onError(error, sub.userId);
          }
        }
        if (rows.length < pageSize) break;
        after = rows.at(-1)?.userId;
      }
      return report;
    },

    /** A past-due renewal charged at once (the seller just registered a new card); no-op otherwise. */
    async retryNow(userId: string, report?: SweepReport): Promise<void> {
      const sub = await repo.findSubscription(userId);
      if (sub === undefined || sub.status !== 'past_due' || !sub.autoRenew || sub.cancelAtPeriodEnd) return;
      await charge(sub, report ?? { noticed: 0, renewed: 0, failed: 0, ended: 0, expiredCheckouts: 0 });
    },
  };
}

export type RenewalSweep = ReturnType<typeof createRenewalSweep>;
