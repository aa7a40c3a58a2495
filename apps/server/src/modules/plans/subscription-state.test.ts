import { describe, expect, it } from 'vitest';
import { subscriptionStateOf } from './subscription-state.ts';

const end = new Date('2025-08-01T00:00:00Z');

describe('subscriptionStateOf', () => {
  it('puts a seller who never subscribed on the free tier', () => {
    expect(subscriptionStateOf(undefined, new Date('2025-07-15T00:00:00Z'))).toEqual({
      tier: 'free',
      status: 'none',
    });
  });

  it('applies an active plan until its period end, exclusive', () => {
    const row = { planType: 'pro' as const, status: 'active' as const, currentPeriodEnd: end };
    expect(subscriptionStateOf(row, new Date(end.getTime() - 1))).toEqual({ tier: 'pro', status: 'active' });
    expect(subscriptionStateOf(row, end)).toEqual({ tier: 'free', status: 'expired' });
  });

  it('puts a cancelled subscription on the free tier, even inside its period', () => {
    const row = { planType: 'business' as const, status: 'cancelled' as const, currentPeriodEnd: end };
    expect(subscriptionStateOf(row, new Date('2025-07-15T00:00:00Z'))).toEqual({
      tier: 'free',
      status: 'cancelled',
    });
  });

  it('keeps an auto-renewing plan in force while its renewal is charged and retried, for the grace days only', () => {
    const day = 24 * 60 * 60 * 1000;
    const renewing = {
      planType: 'pro' as const,
      currentPeriodEnd: end,
      autoRenew: true,
      cancelAtPeriodEnd: false,
    };
    const active = { ...renewing, status: 'active' as const };
    const pastDue = { ...renewing, status: 'past_due' as const };
    expect(subscriptionStateOf(active, new Date(end.getTime() + day))).toEqual({
      tier: 'pro',
      status: 'active',
    });
    expect(subscriptionStateOf(pastDue, new Date(end.getTime() + 7 * day))).toEqual({
      tier: 'pro',
      status: 'past_due',
    });
    expect(subscriptionStateOf(pastDue, new Date(end.getTime() + 8 * day))).toEqual({
      tier: 'free',
      status: 'expired',
    });
  });

  it('ends a cancel-at-period-end subscription exactly at its period end, before any sweep runs', () => {
    const row = {
      planType: 'pro' as const,
      status: 'active' as const,
      currentPeriodEnd: end,
      autoRenew: true,
      cancelAtPeriodEnd: true,
    };
    expect(subscriptionStateOf(row, new Date(end.getTime() - 1)).tier).toBe('pro');
    expect(subscriptionStateOf(row, end)).toEqual({ tier: 'free', status: 'cancelled' });
  });
});
