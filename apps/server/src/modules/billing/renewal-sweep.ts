import { planOf } from '@ollida/contracts/plans';
import { renewalNoticeDays } from '@ollida/contracts/subscriptions';
import type { PaymentRow, SubscriptionRow } from '../../db/schema/billing.ts';
import { openOrderWindowMs } from '../payments/payments.service.ts';
import { nextAttemptAfter, renewalDueAt } from '../plans/renewal-schedule.ts';
import { renewalGraceDays } from '../plans/subscription-state.ts';
import type { BillingRepo } from './billing.repo.ts';
import type { BillingCharger, Buyer, ChargeCard, ChargeResult } from './billing-charge.ts';
import type { BillingLedger } from './billing-ledger.ts';
import { billingNotices } from './billing-notices.ts';
import { billingOrderId, renewalOrderName } from './billing-orders.ts';
import type { CardVault } from './card-vault.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Subscriptions read per page, and pages per sweep (the rest wait for the next one). */
const pageSize = 100;
const maxPages = 50;

/** An attempt another instance may still be sending (Toss answers a charge within 60 s) is left alone this long. */
export const attemptInFlightMs = 2 * 60 * 1000;

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
      await ledger.recordRenewal(sub, row, result.payment);
      const renewed = await repo.findPayment(row.id);
      if (renewed?.status === 'completed') {
        report.renewed += 1;
        const after = await repo.findSubscription(sub.userId);
        const until = after === undefined ? now : renewalDueAt(after.currentPeriodEnd);
        await repo.notify(sub.userId, billingNotices.renewed(row.planType, row.amount, until), now);
      }
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
    const row = inserted ?? (await repo.findAttempt(sub.userId, periodKey, attempt));
    if (row === undefined) return;
    if (inserted === undefined && row.status !== 'confirming') {
      // Written and settled by another sweep whose subscription update this read missed: apply what it learned.
      if (row.status === 'failed') {
        const message = row.failureMessage ?? '결제에 실패했습니다.';
        await applyResult(
          sub,
          row,
          { outcome: 'declined', code: row.failureCode ?? 'FAILED', message, cardProblem: false },
          report,
        );
      }
      return;
    }
    if (inserted === undefined && now.getTime() - row.updatedAt.getTime() < attemptInFlightMs) return;
    const card = await vault.open(sub.userId);
    const buyer = await repo.findUser(sub.userId);
    if (card === undefined || buyer === undefined) {
      await chargeWithoutCard(sub, row, report);
      return;
    }
    const chargeCard: ChargeCard = { billingKey: card.billingKey, customerKey: card.customerKey };
    const who: Buyer = buyer;
    const result =
      inserted === undefined
        ? await charger.settleOpen(row, chargeCard, who)
        : await charger.charge(row, chargeCard, who);
    await applyResult(sub, row, result, report);
  }

  async function chargeWithoutCard(
    sub: SubscriptionRow,
    row: PaymentRow,
    report: SweepReport,
  ): Promise<void> {
    const failure = { code: 'NO_CARD', message: '등록된 카드가 없습니다' };
    await repo.failAttempt(row.id, failure, clock());
    await applyResult(sub, row, { outcome: 'declined', ...failure, cardProblem: true }, report);
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
