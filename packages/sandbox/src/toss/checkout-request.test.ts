import { describe, expect, it } from 'vitest';
import { validateCheckoutRequest } from './checkout-request.ts';
import {
  TOSS_DEMO_CLIENT_KEY,
  TOSS_DEMO_MERCHANT_KEYS,
  TOSS_DEMO_WIDGET_CLIENT_KEY,
} from './demo-accounts.ts';
import { v2Session } from './testing.ts';

function refusal(body: unknown) {
  const result = validateCheckoutRequest(body, TOSS_DEMO_MERCHANT_KEYS);
  if (result.kind !== 'error') throw new Error('expected a refusal');
  return result.error;
}

describe('validateCheckoutRequest', () => {
  it('accepts a v2 card request and reads the amount object', () => {
    const result = validateCheckoutRequest(v2Session(), TOSS_DEMO_MERCHANT_KEYS);
    expect(result.kind).toBe('ok');
    if (result.kind !== 'ok') return;
    expect(result.request).toMatchObject({
      sdk: 'v2',
      orderId: 'order_starter_0001',
      amount: 19_900,
      customerKey: '@@ANONYMOUS',
      customerName: '김셀러',
    });
  });

  it('accepts the v1 call shape: method 카드 and a plain number amount', () => {
    const v1 = {
      sdk: 'v1',
      clientKey: TOSS_DEMO_CLIENT_KEY,
      method: '카드',
      params: { ...v2Session().params, method: undefined, amount: 5000 },
    };
    const result = validateCheckoutRequest(v1, TOSS_DEMO_MERCHANT_KEYS);
    expect(result.kind === 'ok' && result.request.amount).toBe(5000);
  });

  it.each([
    ['a short orderId', { orderId: 'abc' }],
    ['punctuation in orderId', { orderId: 'order#12345' }],
    ['a 65-character orderId', { orderId: 'a'.repeat(65) }],
    ['a fractional amount', { amount: { currency: 'KRW', value: 10.5 } }],
    ['a zero amount', { amount: { currency: 'KRW', value: 0 } }],
    ['a string amount', { amount: { currency: 'KRW', value: '19900' } }],
    ['a non-KRW currency', { amount: { currency: 'USD', value: 19_900 } }],
    ['a relative successUrl', { successUrl: '/payment/success' }],
    ['a javascript: failUrl', { failUrl: 'javascript:alert(1)' }],
    ['no successUrl (promise mode)', { successUrl: undefined }],
    ['a missing orderName', { orderName: '' }],
    ['a 101-character orderName', { orderName: '가'.repeat(101) }],
    ['a bad email', { customerEmail: 'not-an-email' }],
    ['a phone with dashes', { customerMobilePhone: '010-1234-5678' }],
    ['six metadata pairs', { metadata: { a: '1', b: '2', c: '3', d: '4', e: '5', f: '6' } }],
    ['a non-card method', { method: 'TRANSFER' }],
  ])('refuses %s with INVALID_PARAMETER', (_name, params) => {
    expect(refusal(v2Session(params))).toMatchObject({ status: 400, code: 'INVALID_PARAMETER' });
  });

  it('refuses amounts below the card minimum with BELOW_MINIMUM_AMOUNT', () => {
    expect(refusal(v2Session({ amount: { currency: 'KRW', value: 99 } })).code).toBe('BELOW_MINIMUM_AMOUNT');
  });

  it('refuses an unknown client key with UNAUTHORIZED_KEY', () => {
    expect(refusal(v2Session({}, { clientKey: 'test_ck_unknown' }))).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED_KEY',
    });
  });

  it('refuses a widget client key for the payment window', () => {
    expect(refusal(v2Session({}, { clientKey: TOSS_DEMO_WIDGET_CLIENT_KEY })).code).toBe(
      'NOT_SUPPORTED_WIDGET_KEY',
    );
  });

  it('requires a well-formed customerKey in v2', () => {
    expect(refusal(v2Session({}, { customerKey: undefined })).code).toBe('INVALID_PARAMETER');
    expect(refusal(v2Session({}, { customerKey: 'a' })).code).toBe('INVALID_PARAMETER');
    const ok = validateCheckoutRequest(
      v2Session({}, { customerKey: 'user-7f3a.b@x' }),
      TOSS_DEMO_MERCHANT_KEYS,
    );
    expect(ok.kind).toBe('ok');
  });

  it('answers with Korean messages', () => {
    expect(refusal(v2Session({ orderId: 'abc' })).message).toContain('6자 이상 64자 이하');
  });
});
