import type { CurrentSubscription } from '@ollida/contracts/payments';
import type { BadgeTone } from '../../../components/ui/badge';

// Seoul keeps UTC+9 all year (no daylight saving time).
const seoulOffsetMs = 9 * 60 * 60 * 1000;

/**
 * The same day of the next Seoul calendar month (the last day when the month is shorter), at noon in Seoul: when a
 * subscription started at `from` is charged next.
 */
export function monthAfter(from: Date): Date {
  const seoul = new Date(from.getTime() + seoulOffsetMs);
  const year = seoul.getUTCFullYear();
  const month = seoul.getUTCMonth();
  const lastDayOfNext = new Date(Date.UTC(year, month + 2, 0)).getUTCDate();
  return new Date(Date.UTC(year, month + 1, Math.min(seoul.getUTCDate(), lastDayOfNext), 3));
}

/** The plan is in force: paid for this period, or its renewal is being retried. */
export function isInForce(subscription: CurrentSubscription | undefined): boolean {
  return subscription?.status === 'active' || subscription?.status === 'past_due';
}

/** A plan in force that the registered card renews: another plan is a change, not a new subscription. */
export function isRenewing(subscription: CurrentSubscription | undefined): boolean {
  return isInForce(subscription) && subscription?.autoRenew === true;
}

/** The status badge of the subscription section. */
export function subscriptionBadge(subscription: CurrentSubscription): { label: string; tone: BadgeTone } {
  switch (subscription.status) {
    case 'active':
      return subscription.cancelAtPeriodEnd
        ? { label: '해지 예정', tone: 'warning' }
        : { label: '이용 중', tone: 'success' };
    case 'past_due':
      return { label: '결제 실패 (재시도 중)', tone: 'warning' };
    case 'cancelled':
      return { label: '해지됨', tone: 'neutral' };
    case 'expired':
      return { label: '만료됨', tone: 'neutral' };
    case 'none':
      return { label: '무료 체험', tone: 'neutral' };
    default: {
      const unexpected: never = subscription.status;
      return unexpected;
    }
  }
}
