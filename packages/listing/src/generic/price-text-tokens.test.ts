import { describe, expect, it } from 'vitest';
import { amountsIn, tokenise } from './price-text-tokens.ts';

describe('amountsIn', () => {
  it('reads comma, plain and 만원 amounts', () => {
    expect(amountsIn('12,900원 ~ 3만원, ₩ 500')).toEqual([12900, 30000, 500]);
  });
});

describe('tokenise', () => {
  it('recognises every Korean amount form', () => {
    for (const text of [
      '판매가 12,900원',
      '판매가 12,900 원',
      '판매가 ₩12,900',
      '판매가 KRW 12,900',
      '판매가 ￦ 12900',
    ]) {
      expect(tokenise(text), text).toEqual([
        { kind: 'label', label: 'sale', method: null },
        { kind: 'money', amount: 12900 },
      ]);
    }
  });

  it('does not read 원산지, 원료 or a longer number as won', () => {
    expect(tokenise('100 원산지 국내산, 2 원료')).toEqual([]);
    expect(tokenise('주문번호 1234567890123456원')).toEqual([]);
  });

  it('reads ranges, free-over conditions and delivery terms', () => {
    expect(tokenise('87,000원 ~ 96,500원')).toEqual([{ kind: 'range', min: 87000, max: 96500 }]);
    expect(tokenise('배송비 3,000원 (5만원 이상 구매 시 무료)')).toEqual([
      { kind: 'label', label: 'delivery', method: null },
      { kind: 'money', amount: 3000 },
      { kind: 'freeOver', amount: 50000 },
    ]);
    expect(tokenise('배송비 50,000원 미만 3,000원')).toEqual([
      { kind: 'label', label: 'delivery', method: null },
      { kind: 'below', amount: 50000 },
      { kind: 'money', amount: 3000 },
    ]);
    expect(tokenise('착불 선택 가능')).toEqual([]);
    expect(tokenise('택배 착불')).toEqual([
      { kind: 'label', label: 'delivery', method: '택배' },
      { kind: 'cod' },
    ]);
  });

  it('marks return, exchange and remote-area fees as excluded', () => {
    const labels = tokenise('반품 배송비 3,000원 교환배송비 6,000원 제주/도서산간 추가 배송비 5,000원')
      .filter((token) => token.kind === 'label')
      .map((token) => token.label);
    expect(labels).toEqual(['excluded', 'excluded', 'excluded', 'excluded', 'excluded']);
  });

  it('tells a [무료배송] name tag from a delivery statement', () => {
    expect(tokenise('[무료배송] 에코백')).toEqual([{ kind: 'free', explicit: true, promo: true }]);
    expect(tokenise('조건부 무료배송')).toEqual([{ kind: 'free', explicit: true, promo: true }]);
    expect(tokenise('무료배송')).toEqual([{ kind: 'free', explicit: true, promo: false }]);
  });
});
