import { describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import type { HttpClient, OutboundRequest } from '../http-client.ts';
import { billingDeclineClass, parseTossBilling } from './toss-billing.ts';
import { createTossClient } from './toss-client.ts';

const secretKey = 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R';
const billingKey = 'Z_t5vOvQxrj4499PeiJcjen28-V2RyqgYTwN44Rdzk0=';

function fakeHttp(status: number, body: unknown) {
  const requests: OutboundRequest[] = [];
  const http: HttpClient = {
    async send(request) {
      requests.push(request);
      return { status, headers: new Headers(), text: typeof body === 'string' ? body : JSON.stringify(body) };
    },
  };
  return {
    http,
    requests,
    client: createTossClient({ baseUrl: 'https://api.tosspayments.com', secretKey, http }),
  };
}

const upstream = (httpStatus: number | undefined, providerCode?: string) =>
  new Upstream('x', { provider: 'toss', retryable: false, httpStatus, providerCode });

describe('parseTossBilling', () => {
  it('reads the documented Billing example (card.number first)', () => {
    const billing = parseTossBilling({
      mId: 'tosspayments',
      customerKey: 'c1a2',
      authenticatedAt: '2021-01-01T10:00:00+09:00',
      method: '카드',
      billingKey,
      card: {
        issuerCode: '61',
        acquirerCode: '31',
        number: '43301234****123*',
        cardType: '신용',
        ownerType: '개인',
      },
      cardCompany: '현대',
      cardNumber: '43301234****123*',
    });
    expect(billing).toEqual({
      billingKey,
      customerKey: 'c1a2',
      method: '카드',
      authenticatedAt: new Date('2021-01-01T01:00:00Z'),
      card: { issuerCode: '61', number: '43301234****123*', cardType: '신용', ownerType: '개인' },
    });
  });

  it('falls back to the legacy cardNumber of older API versions', () => {
    const billing = parseTossBilling({ customerKey: 'c1a2', billingKey, cardNumber: '43301234****123*' });
    expect(billing.card).toEqual({
      issuerCode: null,
      number: '43301234****123*',
      cardType: null,
      ownerType: null,
    });
  });
});

describe('billing calls', () => {
  it('charges with the key percent-encoded in the path, the attempt key, and a 60-second timeout', async () => {
    const { client, requests } = fakeHttp(200, {
      paymentKey: 'pk',
      orderId: 'ollida_b_0001',
      status: 'DONE',
      type: 'BILLING',
      totalAmount: 99_000,
      balanceAmount: 99_000,
    });
    await client.chargeBilling({
      billingKey,
      customerKey: 'c1a2',
      amount: 99_000,
      orderId: 'ollida_b_0001',
      orderName: '올리다 프로 플랜 1개월',
      idempotencyKey: 'ollida_b_0001',
    });
    const [request] = requests;
    expect(request?.url).toBe(
      'https://api.tosspayments.com/v1/billing/Z_t5vOvQxrj4499PeiJcjen28-V2RyqgYTwN44Rdzk0%3D',
    );
    expect(request?.headers?.['idempotency-key']).toBe('ollida_b_0001');
    expect(request?.timeoutMs).toBe(60_000);
    expect(JSON.parse(String(request?.body ?? '{}'))).toMatchObject({
      customerKey: 'c1a2',
      amount: 99_000,
      taxFreeAmount: 0,
    });
  });

  it('refuses an approval that is not this attempt (another amount)', async () => {
    const { client } = fakeHttp(200, {
      paymentKey: 'pk',
      orderId: 'ollida_b_0001',
      status: 'DONE',
      totalAmount: 100,
      balanceAmount: 100,
    });
    await expect(
      client.chargeBilling({
        billingKey,
        customerKey: 'c',
        amount: 99_000,
        orderId: 'ollida_b_0001',
        orderName: 'x',
        idempotencyKey: 'ollida_b_0001',
      }),
    ).rejects.toBeInstanceOf(Upstream);
  });

  it('treats deleting an already deleted key as done, and keeps the key out of error messages', async () => {
    const gone = fakeHttp(400, { code: 'ALREADY_REMOVED_BILLING_KEY', message: '이미 삭제된 빌링키입니다.' });
    await expect(gone.client.deleteBillingKey(billingKey)).resolves.toBeUndefined();
    expect(gone.requests[0]?.method).toBe('DELETE');
    const refused = fakeHttp(401, { code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 키' });
    const error = await refused.client.deleteBillingKey(billingKey).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Upstream);
    expect(String((error as Upstream).detail)).not.toContain(billingKey);
  });
});

describe('billingDeclineClass', () => {
  it('sorts Toss answers into what to do next', () => {
    expect(billingDeclineClass(upstream(undefined))).toBe('transient');
    expect(billingDeclineClass(upstream(500, 'FAILED_INTERNAL_SYSTEM_PROCESSING'))).toBe('transient');
    expect(billingDeclineClass(upstream(409, 'IDEMPOTENT_REQUEST_PROCESSING'))).toBe('transient');
    expect(billingDeclineClass(upstream(403, 'FORBIDDEN_CONSECUTIVE_REQUEST'))).toBe('transient');
    expect(billingDeclineClass(upstream(403, 'REJECT_CARD_PAYMENT'))).toBe('soft');
    expect(billingDeclineClass(upstream(400, 'INVALID_STOPPED_CARD'))).toBe('card');
    expect(billingDeclineClass(upstream(400, 'NOT_MATCHES_CUSTOMER_KEY'))).toBe('fix');
  });
});
