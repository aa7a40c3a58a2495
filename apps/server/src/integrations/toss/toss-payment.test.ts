import { describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import { parseTossDate, parseTossPayment } from './toss-payment.ts';

// Shape of a real card confirm answer (2022-11-16), trimmed of the null method blocks.
const donePayment = {
  mId: 'tosspayments',
  lastTransactionKey: '9C62B18EEF0DE3EB7F4422EB6D14BC6E',
  paymentKey: '5EnNZRJGvaBX7zk2yd8ydw26XvwXkLrx9POLqKQjmAw4b0e1',
  orderId: 'MC4wODU4ODQwMzg4NDk0',
  orderName: '토스 티셔츠 외 2건',
  taxExemptionAmount: 0,
  status: 'DONE',
  requestedAt: '2024-02-13T12:17:57+09:00',
  approvedAt: '2024-02-13T12:18:14+09:00',
  useEscrow: false,
  cultureExpense: false,
  card: {
    issuerCode: '71',
    acquirerCode: '71',
    number: '12345678****000*',
    installmentPlanMonths: 0,
    isInterestFree: false,
    interestPayer: null,
    approveNo: '00000000',
    useCardPoint: false,
    cardType: '신용',
    ownerType: '개인',
    acquireStatus: 'READY',
    amount: 1000,
  },
  cancels: null,
  secret: 'ps_a2eR4W3jN5L7M6zX8Q',
  type: 'NORMAL',
  easyPay: { provider: '토스페이', amount: 0, discountAmount: 0 },
  country: 'KR',
  failure: null,
  isPartialCancelable: true,
  receipt: { url: 'https://dashboard.tosspayments.com/receipt/redirection?transactionId=tviva&ref=PX' },
  checkout: { url: 'https://api.tosspayments.com/v1/payments/5EnN/checkout' },
  currency: 'KRW',
  totalAmount: 1000,
  balanceAmount: 1000,
  suppliedAmount: 909,
  vat: 91,
  taxFreeAmount: 0,
  metadata: null,
  method: '카드',
  version: '2022-11-16',
};

describe('parseTossDate', () => {
  it('reads +09:00 times, Z times, offsets without a colon and offset-less webhook times as Korean time', () => {
    expect(parseTossDate('2024-02-13T12:18:14+09:00')?.toISOString()).toBe('2024-02-13T03:18:14.000Z');
    expect(parseTossDate('2024-02-13T03:18:14Z')?.toISOString()).toBe('2024-02-13T03:18:14.000Z');
    expect(parseTossDate('2024-02-13T12:18:14+0900')?.toISOString()).toBe('2024-02-13T03:18:14.000Z');
    expect(parseTossDate('2022-05-12T00:00:00.000000')?.toISOString()).toBe('2022-05-11T15:00:00.000Z');
    expect(parseTossDate('2022-05-12T00:00:00.123456+09:00')?.toISOString()).toBe('2022-05-11T15:00:00.123Z');
    expect(parseTossDate('13/02/2024')).toBeUndefined();
  });
});

describe('parseTossPayment', () => {
  it('normalises a card payment', () => {
    const payment = parseTossPayment(donePayment, 200);
    expect(payment).toMatchObject({
      paymentKey: donePayment.paymentKey,
      orderId: 'MC4wODU4ODQwMzg4NDk0',
      status: 'DONE',
      method: '카드',
      totalAmount: 1000,
      balanceAmount: 1000,
      suppliedAmount: 909,
      vat: 91,
      easyPayProvider: '토스페이',
      card: { number: '12345678****000*', cardType: '신용', approveNo: '00000000', amount: 1000 },
      cancels: [],
      failure: null,
    });
    expect(payment.approvedAt?.toISOString()).toBe('2024-02-13T03:18:14.000Z');
    expect(payment.raw).toBe(donePayment);
  });

  it('accepts amounts as strings (the unofficial spec), an empty method, and missing optional blocks', () => {
    const { card: _card, easyPay: _easyPay, receipt: _receipt, ...bare } = donePayment;
    const payment = parseTossPayment({ ...bare, totalAmount: '1000', balanceAmount: '0', method: '' }, 200);
    expect(payment.totalAmount).toBe(1000);
    expect(payment.balanceAmount).toBe(0);
    expect(payment.method).toBeNull();
    expect(payment.card).toBeNull();
    expect(payment.receiptUrl).toBeNull();
  });

  it('reads cancels', () => {
    const payment = parseTossPayment(
      {
        ...donePayment,
        status: 'PARTIAL_CANCELED',
        balanceAmount: 400,
        cancels: [
          {
            cancelAmount: 600,
            cancelReason: '부분 환불',
            refundableAmount: 400,
            canceledAt: '2024-02-14T09:00:00+09:00',
            transactionKey: 'ABC',
          },
        ],
      },
      200,
    );
    expect(payment.cancels).toEqual([
      {
        cancelAmount: 600,
        cancelReason: '부분 환불',
        refundableAmount: 400,
        canceledAt: new Date('2024-02-14T00:00:00Z'),
        transactionKey: 'ABC',
      },
    ]);
  });

  it('fails with a Korean Upstream error naming the field, without echoing values', () => {
    for (const broken of [
      { ...donePayment, status: 'PAID' },
      { ...donePayment, totalAmount: 'a lot' },
      { ...donePayment, approvedAt: 'yesterday' },
      { ...donePayment, paymentKey: undefined },
      ['not', 'an', 'object'],
    ]) {
      const error = (() => {
        try {
          parseTossPayment(broken, 200);
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(Upstream);
      expect((error as Upstream).detail).toMatch(/^토스페이먼츠 결제 정보 응답 형식이 예상과 다릅니다/);
      expect((error as Upstream).detail).not.toContain('a lot');
    }
  });
});
