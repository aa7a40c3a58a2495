import type { CurrentSubscription, UsageCount } from '@ollida/contracts/payments';
import { planAllowances } from '@ollida/contracts/plans';
import type { Database } from '../../db/client.ts';
import { seoulMonthOf } from '../../platform/seoul-calendar.ts';
import { registrationWindowOf } from './plan-limits.ts';
import { createPlansRepo } from './plans.repo.ts';
import { subscriptionStateOf } from './subscription-state.ts';

/** Reads a seller's plan in force and its usage; the one source for `/api/subscriptions/current` and confirm. */
export interface SubscriptionReader {
  current(userId: string): Promise<CurrentSubscription>;
}

function usageOf(used: number, total: number | null): UsageCount {
  return { used, total, remaining: total === null ? null : Math.max(0, total - used) };
}

/** Counts the way the plan limits do, so the numbers shown are the numbers enforced. */
export function createSubscriptionReader(db: Database, clock: () => Date): SubscriptionReader {
  const repo = createPlansRepo(db);
  return {
    async current(userId: string): Promise<CurrentSubscription> {
      const now = clock();
      const row = await repo.findSubscription(userId);
      const { tier, status } = subscriptionStateOf(row, now);
      const allowance = planAllowances[tier];
      const window = registrationWindowOf(tier, now);
      const month = seoulMonthOf(now);
      const [registrations, stores, images] = await Promise.all([
        repo.countRegistrations(userId, window),
        repo.countStores(userId),
        repo.countHostedImages(userId, month),
      ]);
      return {
        planType: tier === 'free' ? null : tier,
        status,
        currentPeriodStart: row?.currentPeriodStart.toISOString() ?? null,
        currentPeriodEnd: row?.currentPeriodEnd.toISOString() ?? null,
        allowance: { ...allowance },
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
