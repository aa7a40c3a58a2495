import type { ConfirmPaymentResponse, CurrentSubscription, PaymentRecord } from '@ollida/contracts/payments';
import { type PlanType, planAllowances, planOf } from '@ollida/contracts/plans';
import { vi } from 'vitest';
import type { TossBillingAuthRequest, TossPaymentsFactory } from '../lib/toss-sdk';

// The Seoul calendar month the fixtures' usage is counted in (June 2026).
const monthStart = '2026-05-31T15:00:00.000Z';
const monthEnd = '2026-06-30T15:00:00.000Z';

/** The renewal fields of a subscription that charges nothing automatically and has no card. */
const notRenewing = {
  autoRenew: false,
  cancelAtPeriodEnd: false,
  nextPlanType: null,
  nextChargeAt: null,
  nextChargeAmount: null,
  retry: null,
  card: null,
} satisfies Partial<CurrentSubscription>;

/** A seller on the free tier who used `used` of the 10 free registrations and connected no store. */
export function freeSubscription(used = 2): CurrentSubscription {
  return {
    planType: null,
    status: 'none',
    currentPeriodStart: null,
    currentPeriodEnd: null,
    ...notRenewing,
    allowance: planAllowances.free,
    usage: {
      registrations: { used, total: 10, remaining: 10 - used, windowStart: null, windowEnd: null },
      stores: { used: 0, total: 1, remaining: 1 },
      images: { used: 12, total: 100, remaining: 88, windowStart: monthStart, windowEnd: monthEnd },
    },
  };
}

/** The card the renewing fixtures charge. */
export const cardFixture = {
  company: '현대',
  number: '43301234****123*',
  registeredAt: '2026-06-01T00:00:00.000Z',
};

/**
 * An active subscription to `plan`, with `used` registrations this month, renewed on the registered card at the period
 * end.
 */
export function planSubscription(plan: PlanType, used = 3): CurrentSubscription {
  const allowance = planAllowances[plan];
  const total = allowance.registrations;
  const periodEnd = '2026-07-01T00:00:00.000Z';
  return {
    planType: plan,
    status: 'active',
    currentPeriodStart: '2026-06-01T00:00:00.000Z',
    currentPeriodEnd: periodEnd,
    autoRenew: true,
    cancelAtPeriodEnd: false,
    nextPlanType: null,
    nextChargeAt: periodEnd,
    nextChargeAmount: planOf(plan)?.priceWon ?? null,
    retry: null,
    card: cardFixture,
    allowance,
    usage: {
      registrations: {
        used,
        total,
        remaining: total === null ? null : total - used,
        windowStart: monthStart,
        windowEnd: monthEnd,
      },
      stores: {
        used: 1,
        total: allowance.stores,
        remaining: allowance.stores === null ? null : allowance.stores - 1,
      },
      images: {
        used: 123,
        total: allowance.imagesPerMonth,
        remaining: allowance.imagesPerMonth === null ? null : allowance.imagesPerMonth - 123,
        windowStart: monthStart,
        windowEnd: monthEnd,
      },
    },
  };
}

export function paymentRecordFixture(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    order_id: 'order_0001',
    order_name: '올리다 프로 플랜',
    plan_type: 'pro',
    amount: 99_000,
    status: 'completed',
    kind: 'checkout',
    created_at: '2026-06-20T05:30:00.000Z',
    approved_at: '2026-06-20T05:31:00.000Z',
    cancelled_at: null,
    failure_message: null,
    receipt_url: 'https://sandbox.test/receipt/order_0001',
    ...overrides,
  };
}

export function confirmResponseFixture(orderId: string, plan: PlanType = 'pro'): ConfirmPaymentResponse {
  return {
    status: 'completed',
    orderId,
    planType: plan,
    amount: 99_000,
    subscription: planSubscription(plan, 0),
  };
}

/** The answer of `GET /api/payments/client-key` in the tests. */
export const clientKeyFixture = { clientKey: 'test_ck_demo', sdkUrl: 'https://sdk.test/v2/standard' };

/**
 * Puts a fake SDK on `window.TossPayments`, as the loaded script would; `requestBillingAuth` resolves unless told how
 * to answer, like the redirect mode that leaves the page.
 */
export function installFakeToss(
  requestBillingAuth = vi.fn(async (_request: TossBillingAuthRequest) => undefined),
) {
  const payment = vi.fn((_options: { customerKey: string }) => ({ requestBillingAuth }));
  const factory = vi.fn((_clientKey: string) => ({ payment })) satisfies TossPaymentsFactory;
  vi.stubGlobal('TossPayments', factory);
  return { factory, payment, requestBillingAuth };
}

/** A month paid once in the payment window (before card billing): nothing renews it. */
export function oneOffSubscription(plan: PlanType, used = 3): CurrentSubscription {
  return { ...planSubscription(plan, used), ...notRenewing };
}
