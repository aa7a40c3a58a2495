import type { CurrentSubscription, UsageCount } from '@ollida/contracts/payments';
import { planAllowances, planOf } from '@ollida/contracts/plans';
import type { Database } from '../../db/client.ts';
import type { BillingCustomerRow, SubscriptionRow } from '../../db/schema/billing.ts';
import { seoulMonthOf } from '../../platform/seoul-calendar.ts';
import { registrationLimitOf, registrationWindowOf } from './plan-limits.ts';
import { createPlansRepo } from './plans.repo.ts';
import { renewalDueAt } from './renewal-schedule.ts';
import { subscriptionStateOf } from './subscription-state.ts';

/** Reads a seller's plan in force and its usage; the one source for `/api/subscriptions/current` and confirm. */
export interface SubscriptionReader {
  current(userId: string): Promise<CurrentSubscription>;
}

function usageOf(used: number, total: number | null): UsageCount {
  return { used, total, remaining: total === null ? null : Math.max(0, total - used) };
}

type Renewal = Pick<CurrentSubscription, 'nextChargeAt' | 'nextChargeAmount' | 'retry'>;

/**
 * The next automatic charge: the renewal day of an auto-renewing plan not cancelled (the retry's time while past due),
 * for the plan it renews into; none when the price rose above what the seller agreed to (it ends instead).
 */
function renewalOf(row: SubscriptionRow | undefined, live: boolean): Renewal {
  const none = { nextChargeAt: null, nextChargeAmount: null, retry: null };
  if (row === undefined || !row.autoRenew || !live) return none;
  const retry =
    row.status === 'past_due'
      ? {
          attempts: row.renewalAttempts,
          failureMessage: row.lastFailureMessage,
          nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
        }
      : null;
  if (row.cancelAtPeriodEnd) return { ...none, retry };
  const amount = planOf(row.nextPlanType ?? row.planType)?.priceWon ?? null;
  const priceRose =
    row.nextPlanType === null && row.priceWon !== null && amount !== null && amount > row.priceWon;
  if (priceRose) return { ...none, retry };
  const at = row.status === 'past_due' ? row.nextAttemptAt : renewalDueAt(row.currentPeriodEnd);
  return { nextChargeAt: at?.toISOString() ?? null, nextChargeAmount: at === null ? null : amount, retry };
}

function cardOf(customer: BillingCustomerRow | undefined): CurrentSubscription['card'] {
  if (customer?.cardNumber == null || customer.cardRegisteredAt === null) return null;
  return {
    company: customer.cardCompany,
    number: customer.cardNumber,
    registeredAt: customer.cardRegisteredAt.toISOString(),
  };
}

/** Counts the way the plan limits do, so the numbers shown are the numbers enforced. */
export function createSubscriptionReader(db: Database, clock: () => Date): SubscriptionReader {
  const repo = createPlansRepo(db);
  return {
    async current(userId: string): Promise<CurrentSubscription> {
      const now = clock();
      const [row, customer] = await Promise.all([
        repo.findSubscription(userId),
        repo.findBillingCustomer(userId),
      ]);
      const { tier, status } = subscriptionStateOf(row, now);
      const allowance = {
        ...planAllowances[tier],
        registrations: registrationLimitOf(tier, customer?.bonusGrantedAt != null),
      };
      const window = registrationWindowOf(tier, now);
      const month = seoulMonthOf(now);
      const [registrations, stores, images] = await Promise.all([
        repo.countRegistrations(userId, window),
        repo.countStores(userId),
        repo.countHostedImages(userId, month),
      ]);
      const live = status === 'active' || status === 'past_due';
      return {
        planType: tier === 'free' ? null : tier,
        status,
        currentPeriodStart: row?.currentPeriodStart.toISOString() ?? null,
        currentPeriodEnd: row?.currentPeriodEnd.toISOString() ?? null,
        autoRenew: row?.autoRenew === true && live,
        cancelAtPeriodEnd: row?.cancelAtPeriodEnd === true && live,
        nextPlanType: live ? (row?.nextPlanType ?? null) : null,
        ...renewalOf(row, live),
        card: cardOf(customer),
        allowance,
        usage: {
          registrations: {
            ...usageOf(registrations, allowance.registrations),
            windowStart: window?.start.toISOString() ?? null,
            windowEnd: window?.end.toISOString() ?? null,
          },
          stores: usageOf(stores, allowance.stores),
          images: {
            ...usageOf(images, allowance.imagesPerMonth),
            windowStart: month.start.toISOString(),
            windowEnd: month.end.toISOString(),
          },
        },
      };
    },
  };
}
