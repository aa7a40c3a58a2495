import type { Order } from '@ollida/contracts/coupang-orders';
import { describe, expect, it } from 'vitest';
import { newestFirst, supplierFilename } from './coupang-orders.view.ts';

describe('supplierFilename', () => {
  it('names a page by its last path segment, decoded, without the query', () => {
    expect(supplierFilename('https://supplier.example/products/chair-100?utm_source=ad')).toBe('chair-100');
    expect(supplierFilename('https://shop.example/goods/%EC%9D%98%EC%9E%90/')).toBe('의자');
    expect(supplierFilename('https://shop.example/goods/100%')).toBe('100%');
  });

  it('falls back to the host for a bare address and to nothing for no or a broken URL', () => {
    expect(supplierFilename('https://domeggook.example/')).toBe('domeggook.example');
    expect(supplierFilename('')).toBe('');
    expect(supplierFilename('not a url')).toBe('');
  });
});

describe('newestFirst', () => {
  const order = (shipmentBoxId: string, orderedAt: string | null) =>
    ({ shipmentBoxId, orderedAt }) as Pick<Order, 'shipmentBoxId' | 'orderedAt'> as Order;

  it('sorts by time across offsets, ties by the 18-digit id exactly, unreadable times last', () => {
    const sorted = newestFirst([
      order('642538970006401429', '2025-03-01T10:00:00+09:00'),
      order('642538970006401430', null),
      order('642538970006401431', '2025-03-01T10:00:00+09:00'),
      order('642538970006401428', '2025-03-01T02:00:00Z'),
      order('642538970006401427', '2025-03-02'),
    ]);
    expect(sorted.map((entry) => entry.shipmentBoxId)).toEqual([
      '642538970006401427',
      '642538970006401428',
      '642538970006401431',
      '642538970006401429',
      '642538970006401430',
    ]);
  });
});
