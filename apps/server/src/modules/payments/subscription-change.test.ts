import { describe, expect, it } from 'vitest';
import { addSeoulMonth } from '../../platform/seoul-calendar.ts';
import { nextSubscription, type SubscriptionBefore } from './subscription-change.ts';

/** An instant given as Seoul wall time. */
const kst = (wall: string) => new Date(`${wall}+09:00`);
const day = 24 * 60 * 60;

describe('addSeoulMonth', () => {
  it.each([
    ['2026-11-23T10:00:00', '2026-12-23T10:00:00'],
    ['2026-12-15T09:30:00', '2027-01-15T09:30:00'],
    ['2027-01-31T10:00:00', '2027-02-28T10:00:00'],
    ['2028-01-31T10:00:00', '2028-02-29T10:00:00'],
    ['2026-08-31T23:59:59', '2026-09-30T23:59:59'],
    ['2026-10-31T00:00:00', '2026-11-30T00:00:00'],
  ])('%s KST -> %s KST', (from, to) => {
    expect(addSeoulMonth(kst(from)).toISOString()).toBe(kst(to).toISOString());
  });

  it('counts the month in Seoul, not UTC: Mar 31 02:00 KST (still Mar 30 in UTC) ends Apr 30 in Seoul', () => {
    const approved = kst('2027-03-31T02:00:00');
    expect(approved.toISOString()).toBe('2027-03-30T17:00:00.000Z');
    expect(addSeoulMonth(approved).toISOString()).toBe(kst('2027-04-30T02:00:00').toISOString());
  });
});

describe('nextSubscription', () => {
  const starter = (
    from: string,
    to: string,
    status: 'active' | 'cancelled' = 'active',
  ): SubscriptionBefore => ({
    planType: 'starter',
    status,
    periodStart: kst(from),
    periodEnd: kst(to),
    priceWon: 19_900,
  });

  it('starts one month at approval when nothing is active', () => {
    const after = nextSubscription(null, {
      planType: 'pro',
      approvedAt: kst('2026-11-23T10:00:00'),
      priceWon: 99_000,
    });
    expect(after).toEqual({
      planType: 'pro',
      periodStart: kst('2026-11-23T10:00:00'),
      periodEnd: kst('2026-12-23T10:00:00'),
      creditSeconds: 0,
    });
  });

  it('ends on the last day of February for a Jan 31 approval', () => {
    const after = nextSubscription(null, {
      planType: 'starter',
      approvedAt: kst('2027-01-31T10:00:00'),
      priceWon: 19_900,
    });
    expect(after.periodEnd).toEqual(kst('2027-02-28T10:00:00'));
  });

  it('gives an upgrade the old plan’s remaining value as a few extra days', () => {
    const before = starter('2026-11-01T10:00:00', '2026-12-01T10:00:00');
    const after = nextSubscription(before, {
      planType: 'pro',
      approvedAt: kst('2026-11-16T10:00:00'),
      priceWon: 99_000,
    });
    // 15 days left × 19,900 / 99,000 = 260,509.09 s, rounded down.
    expect(after.creditSeconds).toBe(260_509);
    expect(after.periodStart).toEqual(kst('2026-11-16T10:00:00'));
    expect(after.periodEnd).toEqual(new Date(kst('2026-12-16T10:00:00').getTime() + 260_509_000));
  });

  it('gives a downgrade more extra time, so paid value is never lost', () => {
    const before: SubscriptionBefore = {
      planType: 'pro',
      status: 'active',
      periodStart: kst('2026-11-01T10:00:00'),
      periodEnd: kst('2026-12-01T10:00:00'),
      priceWon: 99_000,
    };
    const after = nextSubscription(before, {
      planType: 'starter',
      approvedAt: kst('2026-11-16T10:00:00'),
      priceWon: 19_900,
    });
    // 15 days × 99,000 / 19,900 = 6,447,437.19 s ≈ 74.6 days.
    expect(after.creditSeconds).toBe(6_447_437);
    expect(after.periodEnd).toEqual(new Date(kst('2026-12-16T10:00:00').getTime() + 6_447_437_000));
  });

  it('extends by exactly the remaining time when the same plan is paid again', () => {
    const before = starter('2027-01-31T10:00:00', '2027-02-28T10:00:00');
    const after = nextSubscription(before, {
      planType: 'starter',
      approvedAt: kst('2027-02-18T10:00:00'),
      priceWon: 19_900,
    });
    expect(after.creditSeconds).toBe(10 * day);
    expect(after.periodEnd).toEqual(kst('2027-03-28T10:00:00'));
  });

  it('carries nothing from a period that already ended or a cancelled subscription', () => {
    const paid = { planType: 'pro' as const, approvedAt: kst('2026-12-05T10:00:00'), priceWon: 99_000 };
    const ended = nextSubscription(starter('2026-11-01T10:00:00', '2026-12-01T10:00:00'), paid);
    expect(ended).toMatchObject({ creditSeconds: 0, periodEnd: kst('2027-01-05T10:00:00') });
    const cancelled = nextSubscription(
      starter('2026-11-20T10:00:00', '2026-12-20T10:00:00', 'cancelled'),
      paid,
    );
    expect(cancelled).toMatchObject({ creditSeconds: 0, periodEnd: kst('2027-01-05T10:00:00') });
  });

  it('never credits more than the old period when the approval predates it', () => {
    const before = starter('2026-11-10T10:00:00', '2026-12-10T10:00:00');
    const after = nextSubscription(before, {
      planType: 'starter',
      approvedAt: kst('2026-11-05T10:00:00'),
      priceWon: 19_900,
    });
    expect(after.creditSeconds).toBe(30 * day);
  });
});
