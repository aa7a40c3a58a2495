import { renewalRetryDays } from '@ollida/contracts/subscriptions';
import { addSeoulMonth, seoulDayOfMonth, startOfSeoulDay } from '../../platform/seoul-calendar.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When the renewal of a period ending at `periodEnd` is first charged: 00:00 Asia/Seoul of the day it ends, so the
 * seller is charged on their renewal date in the Seoul calendar and the new period follows the old without a gap.
 */
export function renewalDueAt(periodEnd: Date): Date {
  return startOfSeoulDay(periodEnd);
}

/**
 * When the next attempt follows `failedAttempts` failed ones for the renewal due at `dueAt`: 1, 3 and 7 days after
 * the renewal day; null after the last, when the plan ends.
 */
export function nextAttemptAfter(dueAt: Date, failedAttempts: number): Date | null {
  const days = renewalRetryDays[failedAttempts - 1];
  return days === undefined ? null : new Date(dueAt.getTime() + days * dayMs);
}

/** Attempts a renewal gets in all: the first charge and one per retry day. */
export const renewalAttemptLimit = renewalRetryDays.length + 1;

/** The end of the period following one that ends at `periodEnd`, on the subscription's anchor day. */
export function followingPeriodEnd(periodEnd: Date, anchorDay: number | null): Date {
  return addSeoulMonth(periodEnd, anchorDay ?? undefined);
}

/**
 * The day of the month renewals fall on for a period a charge just set: the day it started when it is exactly one
 * month (so Jan 31 stays anchored on the 31st through February), else the day it ends (carried credit moved it).
 */
export function anchorDayOf(periodStart: Date, periodEnd: Date, creditSeconds: number): number {
  return seoulDayOfMonth(creditSeconds === 0 ? periodStart : periodEnd);
}
