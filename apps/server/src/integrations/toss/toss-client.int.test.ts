import { TOSS_DEMO_CLIENT_KEY, TOSS_DEMO_SECRET_KEY } from '@ollida/sandbox/toss/demo-accounts';
import { actAsBuyer } from '@ollida/sandbox/toss/scripted-buyer';
import { type RunningTossSandbox, startTossSandbox } from '@ollida/sandbox/toss/standalone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import { createHttpClient, type HttpClient } from '../http-client.ts';
import { createTossClient } from './toss-client.ts';
import { describeTossContract, type TossContractTarget } from './toss-contract.ts';

let sandbox: RunningTossSandbox;
let offsetMs = 0;
// No real waiting between retries; the clock only moves when a case says so.
const http = createHttpClient({ baseDelayMs: 1 });
const attempts = { count: 0 };

function clientFor(secretKey: string, transport: HttpClient = http) {
  return createTossClient({ baseUrl: sandbox.baseUrl, secretKey, http: transport, timeoutMs: 5_000 });
}

/** A transport that adds the sandbox's test header to every attempt and counts the attempts. */
function forcingHttp(code: string): HttpClient {
  return createHttpClient({
    baseDelayMs: 1,
    fetch: (input, init) => {
      attempts.count += 1;
      const headers = { ...(init?.headers as Record<string, string>), 'TossPayments-Test-Code': code };
      return fetch(input, { ...init, headers });
    },
  });
}

beforeAll(async () => {
  sandbox = await startTossSandbox({ now: () => Date.now() + offsetMs });
});
afterAll(async () => {
  await sandbox.close();
});

const target = (): TossContractTarget => ({
  client: clientFor(TOSS_DEMO_SECRET_KEY),
  wrongKeyClient: clientFor('test_sk_notTheSandboxKey000000000000'),
  authorize: async (order) => {
    const success = await actAsBuyer(sandbox.baseUrl, {
      clientKey: TOSS_DEMO_CLIENT_KEY,
      ...order,
      successUrl: 'http://127.0.0.1:9/payment/success',
      failUrl: 'http://127.0.0.1:9/payment/fail',
    });
    return {
      paymentKey: success.searchParams.get('paymentKey') ?? '',
      orderId: success.searchParams.get('orderId') ?? '',
      amount: Number(success.searchParams.get('amount')),
    };
  },
  advanceClock: (ms) => {
    offsetMs += ms;
  },
  forcing: (code) => clientFor(TOSS_DEMO_SECRET_KEY, forcingHttp(code)),
});

describeTossContract(target, { buyer: true, clock: true, forcedErrors: true });

describe('Toss client against the sandbox: transport', () => {
  it('retries a 5xx confirm, which carries an Idempotency-Key, before reporting it', async () => {
    const paid = await target().authorize?.({
      orderId: 'order_retry_0001',
      orderName: '플랜',
      amount: 1_000,
    });
    if (paid === undefined) throw new Error('no buyer');
    attempts.count = 0;
    const error = await clientFor(TOSS_DEMO_SECRET_KEY, forcingHttp('FAILED_INTERNAL_SYSTEM_PROCESSING'))
      .confirmPayment({ ...paid, idempotencyKey: 'confirm-order_retry_0001' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Upstream);
    expect(attempts.count).toBe(3);
  });

  it('does not retry a refusal', async () => {
    const paid = await target().authorize?.({
      orderId: 'order_refusal_01',
      orderName: '플랜',
      amount: 1_000,
    });
    if (paid === undefined) throw new Error('no buyer');
    attempts.count = 0;
    await clientFor(TOSS_DEMO_SECRET_KEY, forcingHttp('REJECT_CARD_PAYMENT'))
      .confirmPayment({ ...paid, idempotencyKey: 'confirm-order_refusal_01' })
      .catch(() => undefined);
    expect(attempts.count).toBe(1);
  });
});
