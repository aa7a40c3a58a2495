import { describe, expect, it } from 'vitest';
import { parseDeliveryText, soldOutFromLabels } from './shop-text.ts';

describe('parseDeliveryText', () => {
  it.each([
    [
      '택배 3,000원 / 주문시결제 묶음배송 가능',
      { deliveryFee: 3000, deliveryPayType: 'prepaid', deliveryMethod: '택배' },
    ],
    ['택배 무료배송', { deliveryFee: 0, deliveryPayType: 'free', deliveryMethod: '택배' }],
    ['무료', { deliveryFee: 0, deliveryPayType: 'free' }],
    ['착불 5,000원', { deliveryFee: 5000, deliveryPayType: 'cod' }],
    ['3,000원 (착불)', { deliveryFee: 3000, deliveryPayType: 'cod' }],
    [
      '3,000원 (50,000원 이상 구매 시 무료)',
      { deliveryFee: 3000, deliveryPayType: 'prepaid', deliveryFreeOver: 50000 },
    ],
    [
      '택배 3,000원 / 주문시결제 30,000원 이상 무료 묶음배송 가능 (제주/도서산간 지역 3,000원 추가, 반품 배송비 6,000원 (편도))',
      { deliveryFee: 3000, deliveryPayType: 'prepaid', deliveryFreeOver: 30000, deliveryMethod: '택배' },
    ],
    ['제주/도서산간 지역 5,000원 추가 무료', { deliveryFee: 0, deliveryPayType: 'free' }],
    ['반품배송비 6,000원 / 배송비 2,500원', { deliveryFee: 2500, deliveryPayType: 'prepaid' }],
    ['화물 배송 착불 12,000원', { deliveryFee: 12000, deliveryPayType: 'cod', deliveryMethod: '화물' }],
    // 고도몰's 금액별 배송비 table: the tier from 0원 is no threshold, the 0원 tier names it.
    [
      '3,000원 / 주문시결제(선결제) 조건별배송 금액별배송비 0원 이상 ~ 30,000원 미만 3,000원 30,000원 이상 0원',
      { deliveryFee: 3000, deliveryPayType: 'prepaid', deliveryFreeOver: 30000 },
    ],
    [
      '0원 이상 ~ 20,000원 미만 4,000원 20,000원 이상 ~ 40,000원 미만 2,000원 40,000원 이상 0원',
      { deliveryFee: 4000, deliveryPayType: 'prepaid', deliveryFreeOver: 40000 },
    ],
    // Regions listed with commas are one surcharge clause.
    [
      '배송조건 : (무료) 아래 지역에 배송비가 추가됩니다. 제주,울릉군,거제시,백령면 : 7,000원',
      { deliveryFee: 0, deliveryPayType: 'free' },
    ],
  ])('%s', (text, expected) => {
    expect(parseDeliveryText(text)).toEqual(expected);
  });

  it('reads "N원 미만" as the free-shipping threshold and the amount after it as the fee', () => {
    expect(
      parseDeliveryText('조건부 무료 : 주문금액 50,000원 미만일 때 배송비 3,000원을 추가합니다.'),
    ).toEqual({
      deliveryFee: 3000,
      deliveryFreeOver: 50000,
      deliveryPayType: 'prepaid',
    });
    expect(parseDeliveryText('배송비 50,000원 미만 구매 시 3,000원')).toEqual({
      deliveryFee: 3000,
      deliveryFreeOver: 50000,
      deliveryPayType: 'prepaid',
    });
    expect(parseDeliveryText('30,000원 미만 구매 시 2,500원 추가 (제주 3,000원 추가)')).toEqual({
      deliveryFee: 2500,
      deliveryFreeOver: 30000,
      deliveryPayType: 'prepaid',
    });
  });

  it('reads "5만원 이상 무료" as a threshold', () => {
    expect(parseDeliveryText('5만원 이상 무료')).toEqual({
      deliveryFreeOver: 50000,
      deliveryPayType: 'prepaid',
    });
    expect(parseDeliveryText('택배 3,000원 (5만원 이상 무료)')).toEqual({
      deliveryFee: 3000,
      deliveryFreeOver: 50000,
      deliveryPayType: 'prepaid',
      deliveryMethod: '택배',
    });
  });

  it('keeps prepayment when 착불 is only offered as a choice', () => {
    expect(parseDeliveryText('선결제 3,000원 (착불 선택 가능)')).toEqual({
      deliveryFee: 3000,
      deliveryPayType: 'prepaid',
    });
    expect(parseDeliveryText('3,000원 (착불도 가능)')).toEqual({
      deliveryFee: 3000,
      deliveryPayType: 'prepaid',
    });
  });

  it('reads a long run of digits in one pass', () => {
    expect(parseDeliveryText(`택배 ${'1'.repeat(40_000)}`)).toEqual({ deliveryMethod: '택배' });
    expect(parseDeliveryText(`택배 ${'1'.repeat(40_000)}원`)).toEqual({ deliveryMethod: '택배' });
  });

  it('returns nothing for text without a fee or a free mark', () => {
    expect(parseDeliveryText('묶음배송 가능')).toEqual({});
    expect(parseDeliveryText(null)).toEqual({});
  });
});

describe('soldOutFromLabels', () => {
  it.each([
    [['바로구매', '장바구니'], false],
    [['품절'], true],
    [['SOLD OUT'], true],
    // A supplier that stopped selling the product says so on the buy box instead of 품절.
    [['판매종료'], true],
    [['판매 중지된 상품입니다'], true],
    [['관심상품'], null],
  ])('%j → %s', (labels, expected) => {
    expect(soldOutFromLabels(labels)).toBe(expected);
  });
});
