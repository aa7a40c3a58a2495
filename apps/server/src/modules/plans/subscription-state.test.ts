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
});
