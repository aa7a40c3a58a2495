import type { CrawlRuns } from '@ollida/contracts/investigator';
import { planAllowances } from '@ollida/contracts/plans';
import type { Database } from '../../db/client.ts';
import { seoulMonthOf } from '../../platform/seoul-calendar.ts';
import { createPlansRepo, subscriptionStateOf } from '../plans/index.ts';

/**
 * A seller's Investigator runs this Seoul month, read the way the plan limit (`assertCanCrawl`) counts them: the tier
 * in force and the crawls started in the month, whatever became of them.
 */
export function createCrawlRuns(db: Database, clock: () => Date) {
  const plans = createPlansRepo(db);
  return async function crawlRunsOf(userId: string): Promise<CrawlRuns> {
    const now = clock();
    const { tier } = subscriptionStateOf(await plans.findSubscription(userId), now);
    const total = planAllowances[tier].investigatorRunsPerMonth;
    const used = await plans.countCrawls(userId, seoulMonthOf(now));
    return { used, total, remaining: total === null ? null : Math.max(0, total - used) };
  };
}

export type CrawlRunsOf = ReturnType<typeof createCrawlRuns>;
