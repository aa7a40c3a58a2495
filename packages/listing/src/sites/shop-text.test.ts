import { describe, expect, it } from 'vitest';
import { parseDeliveryText } from './shop-text.ts';

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
  ])('%s', (text, expected) => {
    expect(parseDeliveryText(text)).toEqual(expected);
  });

  it('returns nothing for text without a fee or a free mark', () => {
    expect(parseDeliveryText('묶음배송 가능')).toEqual({});
    expect(parseDeliveryText(null)).toEqual({});
  });
});
