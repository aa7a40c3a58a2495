import { errorCodes } from '@ollida/contracts/errors';
import type { PaymentRecord } from '@ollida/contracts/payments';
import { cardBonusUses, type Plan, type PlanType, planOf } from '@ollida/contracts/plans';
import {
  type BillingAuthBody,
  type BillingAuthResponse,
  type BillingIssueBody,
  type BillingIssueResponse,
  billingAuthWindowMinutes,
  type ChangePreviewResponse,
  type SubscriptionActionResponse,
} from '@ollida/contracts/subscriptions';
import type { SubscriptionRow } from '../../db/schema/billing.ts';
import type { TossBilling } from '../../integrations/toss/toss-billing.ts';
import type { TossClient } from '../../integrations/toss/toss-client.ts';
import { Conflict, Invalid, NotFound, Upstream } from '../../platform/domain-errors.ts';
import { seoulDayOf } from '../../platform/seoul-calendar.ts';
import { paymentRecordOf } from '../payments/index.ts';
import { type PlansRepo, type SubscriptionReader, subscriptionStateOf } from '../plans/index.ts';
import type { BillingRepo } from './billing.repo.ts';
import type { BillingCharger } from './billing-charge.ts';
import type { BillingLedger } from './billing-ledger.ts';
import { billingOrderId, changeKeyPrefix, immediateOrderName } from './billing-orders.ts';
import type { BillingRefund } from './billing-refund.ts';
import { type CardVault, cardFingerprint } from './card-vault.ts';
import { overLimitsOn } from './over-limits.ts';
import type { RenewalSweep } from './renewal-sweep.ts';
import { withdrawalRefund } from './withdrawal.ts';

const minuteMs = 60 * 1000;

const unknownOutcome = () =>
  new Upstream('결제 결과를 아직 확인하지 못했습니다. 잠시 후 결제 내역에서 상태를 확인해 주세요.', {
    provider: 'toss',
    retryable: false,
  });
const noSubscription = () =>
  new Conflict(
    '자동 결제 구독이 없습니다. 결제 관리에서 카드를 등록해 구독해 주세요.',
    errorCodes.noSubscription,
  );

function planOrThrow(type: PlanType): Plan {
  const plan = planOf(type);
  if (plan === undefined) throw new Invalid('알 수 없는 요금제입니다.');
  return plan;
}

/** A subscription the seller can act on: auto-renewing and in force (active, or past due within its grace). */
function liveRenewing(sub: SubscriptionRow | undefined, now: Date): sub is SubscriptionRow {
  if (sub === undefined || !sub.autoRenew) return false;
  const { status } = subscriptionStateOf(sub, now);
  return status === 'active' || status === 'past_due';
}

/**
 * Subscriptions paid with a registered card (Toss 자동결제): register or change the card, subscribe, change plan,
 * cancel (or withdraw within 7 days), resume, and the preview shown before each change.
 */
export function createBillingService(deps: {
  repo: BillingRepo;
  plans: PlansRepo;
  toss: TossClient;
  vault: CardVault;
  charger: BillingCharger;
  ledger: BillingLedger;
  sweep: RenewalSweep;
  refund: BillingRefund;
  subscriptions: SubscriptionReader;
  publicUrl: string;
  clock: () => Date;
}) {
  const { repo, plans, vault, charger, ledger, clock } = deps;

  /** Charges a plan's month to the registered card now (first month or upgrade) and records what it buys. */
  async function chargeNow(
    userId: string,
    plan: Plan,
    before: SubscriptionRow | undefined,
  ): Promise<PaymentRecord> {
    const card = await vault.open(userId);
    const buyer = await repo.findUser(userId);
    if (card === undefined || buyer === undefined) {
      throw new Conflict('등록된 카드가 없습니다. 카드를 먼저 등록해 주세요.', errorCodes.noSubscription);
    }
    const now = clock();
    // Two tabs making the same change at once share this key; the second insert is refused, not charged.
    const periodKey = `${changeKeyPrefix}${seoulDayOf(now)}:${plan.type}:${before?.currentPeriodEnd.getTime() ?? 0}`;
    const row = await repo.insertAttempt({
      userId,
      orderId: billingOrderId(),
      orderName: immediateOrderName(plan),
      planType: plan.type,
      amount: plan.priceWon,
      periodKey,
      attempt: (await repo.countAttempts(userId, periodKey)) + 1,
      now,
    });
    if (row === undefined) {
      throw new Conflict(
        '같은 결제를 처리하고 있습니다. 잠시 후 결제 내역을 확인해 주세요.',
        errorCodes.paymentNotPending,
      );
    }
    const result = await charger.charge(row, card, buyer);
    if (result.outcome === 'unknown') throw unknownOutcome();
    if (result.outcome === 'declined') {
      throw new Invalid(`카드 결제에 실패했습니다: ${result.message}`, errorCodes.paymentFailed);
    }
    await ledger.recordImmediate(row, result.payment);
    const recorded = await repo.findPayment(row.id);
    return paymentRecordOf(recorded ?? row);
  }

  async function issue(body: BillingIssueBody): Promise<TossBilling> {
    try {
      return await deps.toss.issueBillingKey({ authKey: body.authKey, customerKey: body.customerKey });
    } catch (error) {
      // Toss refused the card or the authKey: its Korean message tells the seller what to fix.
      if (error instanceof Upstream && (error.info.httpStatus ?? 500) < 500) {
        throw new Invalid(error.detail, errorCodes.paymentFailed);
      }
      throw error;
    }
  }

  async function action(userId: string, payment: PaymentRecord | null): Promise<SubscriptionActionResponse> {
    return { subscription: await deps.subscriptions.current(userId), payment };
  }

  async function refundPayment(paymentId: string): Promise<PaymentRecord> {
    const refunded = await deps.refund(paymentId, '청약철회 (결제 후 7일 이내, 이용 없음)');
    if (refunded === undefined) throw unknownOutcome();
    return paymentRecordOf(refunded);
  }

  async function removeCard(userId: string): Promise<void> {
    const card = await vault.open(userId);
    if (card !== undefined) await vault.remove(userId, card);
    await repo.stopRenewing(userId, clock());
  }

  return {
    /** Opens a card window: with a plan to subscribe to it, without one to change the card. */
    async billingAuth(userId: string, body: BillingAuthBody): Promise<BillingAuthResponse> {
      const now = clock();
      const user = await repo.findUser(userId);
      if (user === undefined) throw new NotFound('사용자를 찾을 수 없습니다.');
      if (body.plan_type !== undefined) {
        planOrThrow(body.plan_type);
        if (liveRenewing(await repo.findSubscription(userId), now)) {
          throw new Conflict(
            '이미 자동 결제 구독 중입니다. 플랜 변경을 이용해 주세요.',
            errorCodes.planAlreadyActive,
          );
        }
      }
      const customer = await repo.ensureCustomer(userId, now);
      await repo.openWindow(userId, body.plan_type ?? null, now);
      return {
        customerKey: customer.customerKey,
        successUrl: `${deps.publicUrl}/billing/success`,
        failUrl: `${deps.publicUrl}/billing/fail`,
        customerName: user.name.slice(0, 100),
        customerEmail: user.email.slice(0, 100),
      };
    },

    /**
     * The card window came back: issue the billing key, keep it sealed (deleting the card it replaces at Toss), grant
     * the first-card bonus once, then charge the first month when subscribing, or retry a failed renewal at once.
     */
    async billingIssue(userId: string, body: BillingIssueBody): Promise<BillingIssueResponse> {
      const now = clock();
      const window = await repo.takeWindow(
        userId,
        body.customerKey,
        new Date(now.getTime() - billingAuthWindowMinutes * minuteMs),
        now,
      );
      if (window === undefined) {
        throw new NotFound(
          '카드 등록 요청을 찾을 수 없거나 이미 처리되었습니다. 결제 관리에서 다시 시도해 주세요.',
          errorCodes.billingAuthNotFound,
        );
      }
      const billing = await issue(body);
      if (billing.customerKey !== body.customerKey) throw unknownOutcome();
      const replaced = await repo.saveCard(userId, vault.sealed(billing), clock());
      if (replaced !== null) await vault.discard(replaced);
      const bonus = await repo.grantCardBonus(userId, cardFingerprint(billing), clock());
      let payment: PaymentRecord | null = null;
      if (window.planType !== null) {
        const sub = await repo.findSubscription(userId);
        payment = await chargeNow(userId, planOrThrow(window.planType), sub);
      } else {
        await deps.sweep.retryNow(userId);
      }
      return {
        subscription: await deps.subscriptions.current(userId),
        payment,
        bonusUses: bonus ? cardBonusUses : 0,
      };
    },

    /** An upgrade is charged and applied now; a downgrade is kept for the period end; the same plan undoes one. */
    async change(userId: string, target: PlanType): Promise<SubscriptionActionResponse> {
      const now = clock();
      const plan = planOrThrow(target);
      const sub = await repo.findSubscription(userId);
      if (!liveRenewing(sub, now)) throw noSubscription();
      if (sub.status === 'past_due') {
        throw new Conflict(
          '자동 결제에 실패한 상태입니다. 카드를 바꾸면 바로 다시 결제되고, 그다음에 플랜을 바꿀 수 있습니다.',
          errorCodes.subscriptionPastDue,
        );
      }
      const current = planOrThrow(sub.planType);
      if (plan.type === current.type) {
        if (sub.nextPlanType === null && !sub.cancelAtPeriodEnd) {
          throw new Conflict(`이미 ${plan.name} 플랜을 이용 중입니다.`, errorCodes.planAlreadyActive);
        }
        await repo.updateSubscriptionIf(
          userId,
          { periodEnd: sub.currentPeriodEnd, statuses: ['active'] },
          { nextPlanType: null, cancelAtPeriodEnd: false, updatedAt: now },
        );
        return action(userId, null);
      }
      if (plan.priceWon > current.priceWon) return action(userId, await chargeNow(userId, plan, sub));
      await repo.updateSubscriptionIf(
        userId,
        { periodEnd: sub.currentPeriodEnd, statuses: ['active'] },
        { nextPlanType: plan.type, cancelAtPeriodEnd: false, updatedAt: now },
      );
      return action(userId, null);
    },

    /**
     * Cancels: within 7 days of the payment and with nothing registered since, the payment is refunded and the plan
     * ends now (청약철회); otherwise it runs to the period end and is not renewed. A past-due one ends now.
     */
    async cancel(userId: string): Promise<SubscriptionActionResponse> {
      const now = clock();
      const sub = await repo.findSubscription(userId);
      const refund = await withdrawalRefund({ repo, plans, sub, now });
      if (refund !== undefined) {
        const refunded = await refundPayment(refund.paymentId);
        await removeCard(userId);
        return action(userId, refunded);
      }
      if (!liveRenewing(sub, now)) throw noSubscription();
      if (sub.status === 'past_due') {
        await repo.updateSubscriptionIf(
          userId,
          { periodEnd: sub.currentPeriodEnd, statuses: ['past_due'] },
          { status: 'cancelled', autoRenew: false, nextAttemptAt: null, updatedAt: now },
        );
        await removeCard(userId);
        return action(userId, null);
      }
      await repo.updateSubscriptionIf(
        userId,
        { periodEnd: sub.currentPeriodEnd, statuses: ['active'] },
        { cancelAtPeriodEnd: true, nextPlanType: null, updatedAt: now },
      );
      return action(userId, null);
    },

    /** Undoes a cancellation or a downgrade waiting for the period end. */
    async resume(userId: string): Promise<SubscriptionActionResponse> {
      const now = clock();
      const sub = await repo.findSubscription(userId);
      if (!liveRenewing(sub, now) || (!sub.cancelAtPeriodEnd && sub.nextPlanType === null)) {
        throw new Conflict('되돌릴 해지나 플랜 변경 예약이 없습니다.', errorCodes.noSubscription);
      }
      if ((await vault.open(userId)) === undefined) {
        throw new Conflict(
          '등록된 카드가 없습니다. 카드를 다시 등록해 구독해 주세요.',
          errorCodes.noSubscription,
        );
      }
      await repo.updateSubscriptionIf(
        userId,
        { periodEnd: sub.currentPeriodEnd, statuses: ['active'] },
        { cancelAtPeriodEnd: false, nextPlanType: null, updatedAt: now },
      );
      return action(userId, null);
    },

    /** What a change to `target` (or `free` = cancel) would do, for the confirmation shown before it. */
    async preview(userId: string, target: PlanType | 'free'): Promise<ChangePreviewResponse> {
      const now = clock();
      const sub = await repo.findSubscription(userId);
      const live = liveRenewing(sub, now) || subscriptionStateOf(sub, now).status === 'active';
      const endAt = sub !== undefined && live ? sub.currentPeriodEnd : now;
      if (target === 'free') {
        const refund = await withdrawalRefund({ repo, plans, sub, now });
        return {
          target,
          effective: refund !== undefined || !live ? 'now' : 'period_end',
          effectiveAt: (refund !== undefined ? now : endAt).toISOString(),
          chargeNow: 0,
          refundNow: refund?.amount ?? 0,
          overLimits: await overLimitsOn(plans, userId, 'free', now),
        };
      }
      const plan = planOrThrow(target);
      const currentPrice = sub !== undefined && live ? (planOf(sub.planType)?.priceWon ?? 0) : 0;
      const chargedNow = plan.priceWon > currentPrice || !liveRenewing(sub, now);
      return {
        target,
        effective: chargedNow ? 'now' : 'period_end',
        effectiveAt: (chargedNow ? now : endAt).toISOString(),
        chargeNow: chargedNow ? plan.priceWon : 0,
        refundNow: 0,
        overLimits: await overLimitsOn(plans, userId, plan.type, now),
      };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
