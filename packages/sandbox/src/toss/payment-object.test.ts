import { describe, expect, it } from 'vitest';
import { formatWon } from './checkout-page.ts';
import type { StoredPayment } from './options.ts';
import { effectiveStatus, formatKst, splitVat, toPaymentObject } from './payment-object.ts';

const t0 = Date.parse('2024-02-13T03:18:14.512Z');

function stored(overrides: Partial<StoredPayment> = {}): StoredPayment {
  return {
    paymentKey: 'tsbx20240213121814abc',
    checkoutId: 'chk',
    mId: 'ollidasbx',
    clientKey: 'test_ck_x',
    sdk: 'v2',
    orderId: 'order_0001',
    orderName: '스타터 플랜',
    amount: 19_900,
    successUrl: 'http://localhost/s',
    failUrl: 'http://localhost/f',
    status: 'READY',
    requestedAt: t0,
    balanceAmount: 19_900,
    cancels: [],
    ...overrides,
  };
}

describe('payment object', () => {
  it('formats times in Korean time with +09:00 and no milliseconds', () => {
    expect(formatKst(t0)).toBe('2024-02-13T12:18:14+09:00');
    expect(formatKst(Date.parse('2024-12-31T15:00:00Z'))).toBe('2025-01-01T00:00:00+09:00');
  });

  it('splits VAT as a tenth of the supplied value', () => {
    expect(splitVat(19_900)).toEqual({ suppliedAmount: 18_091, vat: 1_809 });
    expect(splitVat(11_000)).toEqual({ suppliedAmount: 10_000, vat: 1_000 });
  });

  it('formats won with thousands separators', () => {
    expect(formatWon(19_900)).toBe('19,900원');
    expect(formatWon(199_000)).toBe('199,000원');
    expect(formatWon(1_234_567)).toBe('1,234,567원');
    expect(formatWon(100)).toBe('100원');
  });

  it('expires an unconfirmed authentication after 10 minutes and an unused window after 30', () => {
    const authenticated = stored({ status: 'IN_PROGRESS', authenticatedAt: t0 });
    expect(effectiveStatus(authenticated, t0 + 10 * 60_000)).toBe('IN_PROGRESS');
    expect(effectiveStatus(authenticated, t0 + 10 * 60_000 + 1)).toBe('EXPIRED');
    expect(effectiveStatus(stored(), t0 + 30 * 60_000 + 1)).toBe('EXPIRED');
  });

  it('renders an approved card payment in the 2022-11-16 shape', () => {
    const payment = stored({
      status: 'DONE',
      authenticatedAt: t0,
      approvedAt: t0 + 1000,
      approveNo: '12345678',
    });
    const object = toPaymentObject(payment, 'http://localhost:3000/sandbox/toss', t0 + 2000);
    expect(object).toMatchObject({
      version: '2022-11-16',
      status: 'DONE',
      method: '카드',
      type: 'NORMAL',
      currency: 'KRW',
      country: 'KR',
      totalAmount: 19_900,
      balanceAmount: 19_900,
      suppliedAmount: 18_091,
      vat: 1_809,
      taxFreeAmount: 0,
      requestedAt: '2024-02-13T12:18:14+09:00',
      approvedAt: '2024-02-13T12:18:15+09:00',
      card: { amount: 19_900, approveNo: '12345678', cardType: '신용', ownerType: '개인' },
      receipt: { url: 'http://localhost:3000/sandbox/toss/receipts/tsbx20240213121814abc' },
      cancels: null,
      failure: null,
      easyPay: null,
      virtualAccount: null,
    });
  });
});
