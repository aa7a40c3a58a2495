import { describe, expect, it } from 'vitest';
import {
  anchorDayOf,
  followingPeriodEnd,
  nextAttemptAfter,
  renewalAttemptLimit,
  renewalDueAt,
} from './renewal-schedule.ts';

/** An instant written as Seoul wall time. */
const kst = (wall: string) => new Date(`${wall}+09:00`);

describe('renewal schedule', () => {
  it('charges a renewal from 00:00 Seoul time of the day the period ends', () => {
    expect(renewalDueAt(kst('2026-12-27T14:30:00'))).toEqual(kst('2026-12-27T00:00:00'));
    // 08:00 KST is still the previous day in UTC: the Seoul calendar decides.
    expect(renewalDueAt(kst('2027-01-01T08:00:00'))).toEqual(kst('2027-01-01T00:00:00'));
  });

  it('retries 1, 3 and 7 days after the renewal day, then stops', () => {
    const due = kst('2026-12-27T00:00:00');
    expect(nextAttemptAfter(due, 1)).toEqual(kst('2026-12-28T00:00:00'));
    expect(nextAttemptAfter(due, 2)).toEqual(kst('2026-12-30T00:00:00'));
    expect(nextAttemptAfter(due, 3)).toEqual(kst('2027-01-03T00:00:00'));
    expect(nextAttemptAfter(due, 4)).toBeNull();
    expect(renewalAttemptLimit).toBe(4);
  });

  it('keeps a subscription anchored on the 31st on the last day of short months, then back on the 31st', () => {
    const anchor = anchorDayOf(kst('2027-01-31T10:00:00'), kst('2027-02-28T10:00:00'), 0);
    expect(anchor).toBe(31);
    const feb = followingPeriodEnd(kst('2027-01-31T10:00:00'), anchor);
    expect(feb).toEqual(kst('2027-02-28T10:00:00'));
    expect(followingPeriodEnd(feb, anchor)).toEqual(kst('2027-03-31T10:00:00'));
    expect(followingPeriodEnd(kst('2027-03-31T10:00:00'), anchor)).toEqual(kst('2027-04-30T10:00:00'));
  });

  it('anchors a period lengthened by carried credit on the day it ends', () => {
    expect(anchorDayOf(kst('2027-01-10T10:00:00'), kst('2027-02-15T10:00:00'), 5 * 86_400)).toBe(15);
  });

  it('crosses the year in Seoul time', () => {
    expect(followingPeriodEnd(kst('2026-12-15T23:30:00'), 15)).toEqual(kst('2027-01-15T23:30:00'));
  });
});
