import { vi } from 'vitest';
import type { TossBillingAuthRequest, TossPaymentsFactory } from '../lib/toss-sdk';

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
