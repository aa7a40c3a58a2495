import { describe, expect, it } from 'vitest';
import { type OrderItem, orderAmount, orderListQuerySchema, orderSummary } from './coupang-orders.ts';

function item(orderPrice: number | null): OrderItem {
  return {
    vendorItemName: '접이식 캠핑의자, 블랙',
    vendorItemPackageName: '접이식 캠핑의자',
    sellerProductName: '접이식 캠핑의자',
    sellerProductId: '1320567890',
    shippingCount: 1,
    salesPrice: orderPrice,
    orderPrice,
    discountPrice: null,
    deliveryChargeTypeName: '유료',
    productId: '7012345678',
    vendorItemId: '80000000001',
    estimatedShippingDate: '2025-03-03',
  };
}

const order = (...prices: (number | null)[]) => ({ orderItems: prices.map(item) });

describe('orderAmount', () => {
  it('adds up every item of an order, not only the first', () => {
    expect(orderAmount(order(25_000, 12_900, 3_100))).toBe(41_000);
  });

  it('counts an unknown price as nothing and an order without items as zero', () => {
    expect(orderAmount(order(null, 12_900))).toBe(12_900);
    expect(orderAmount(order(null))).toBe(0);
    expect(orderAmount(order())).toBe(0);
  });
});

describe('orderSummary', () => {
  it('counts orders, sums their amounts and rounds the average to whole won', () => {
    expect(orderSummary([order(10_000, 5_000), order(20_000), order(null)])).toEqual({
      count: 3,
      total: 35_000,
      average: 11_667,
    });
  });

  it('rounds half up and keeps exact averages as they are', () => {
    expect(orderSummary([order(1), order(2)]).average).toBe(2);
    expect(orderSummary([order(12_900), order(12_900)])).toEqual({
      count: 2,
      total: 25_800,
      average: 12_900,
    });
  });

  it('is all zeros for no orders', () => {
    expect(orderSummary([])).toEqual({ count: 0, total: 0, average: 0 });
  });
});

describe('orderListQuerySchema', () => {
  const valid = { createdAtFrom: '2025-03-01', createdAtTo: '2025-03-31', wingAccount: 'ollida01' };

  it('defaults to the ACCEPT tab, pages of 20 and the kept answer, and allows 31 days both ends included', () => {
    expect(orderListQuerySchema.parse(valid)).toEqual({
      ...valid,
      status: 'ACCEPT',
      maxPerPage: 20,
      refresh: false,
    });
    expect(orderListQuerySchema.parse({ ...valid, refresh: 'true' }).refresh).toBe(true);
    expect(orderListQuerySchema.parse({ ...valid, createdAtFrom: '2025-03-31' }).createdAtFrom).toBe(
      '2025-03-31',
    );
  });

  it('refuses a 32-day range and a start after the end', () => {
    expect(orderListQuerySchema.safeParse({ ...valid, createdAtTo: '2025-04-01' }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ ...valid, createdAtFrom: '2025-04-01' }).success).toBe(false);
  });
});

describe('order query dates', () => {
  it('refuses a day that does not exist instead of rolling it into the next month', () => {
    const query = { createdAtFrom: '2025-02-01', createdAtTo: '2025-02-30', wingAccount: 'seller' };
    const result = orderListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(orderListQuerySchema.safeParse({ ...query, createdAtTo: '2025-02-28' }).success).toBe(true);
  });

  it('defaults to the first tab and 20 orders a page (docs/product/products-and-orders.md#limits)', () => {
    const parsed = orderListQuerySchema.parse({
      createdAtFrom: '2025-02-01',
      createdAtTo: '2025-02-28',
      wingAccount: 'seller',
    });
    expect(parsed).toMatchObject({ status: 'ACCEPT', maxPerPage: 20 });
  });
});
