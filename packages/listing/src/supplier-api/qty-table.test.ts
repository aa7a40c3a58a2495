import { describe, expect, it } from 'vitest';
import { parseQtyTable, parseSignedAmount } from './qty-table.ts';

describe('parseQtyTable', () => {
  it('reads the documented tier string into rows sorted by quantity', () => {
    expect(parseQtyTable('1+3800|20+3500|50+3300')).toEqual([
      { minQuantity: 1, unitPrice: 3800 },
      { minQuantity: 20, unitPrice: 3500 },
      { minQuantity: 50, unitPrice: 3300 },
    ]);
    expect(parseQtyTable('20+2350|1+2500')?.[0]).toEqual({ minQuantity: 1, unitPrice: 2500 });
  });

  it('skips broken rows and answers null for plain numbers and non-tables', () => {
    expect(parseQtyTable('1+3800|x+1|5+')).toEqual([{ minQuantity: 1, unitPrice: 3800 }]);
    expect(parseQtyTable('3800')).toBeNull();
    expect(parseQtyTable(3800)).toBeNull();
    expect(parseQtyTable('+|+')).toBeNull();
  });
});

describe('parseSignedAmount', () => {
  it('keeps the sign of option price deltas', () => {
    expect(parseSignedAmount('-500')).toBe(-500);
    expect(parseSignedAmount('1,000')).toBe(1000);
    expect(parseSignedAmount(2000)).toBe(2000);
    expect(parseSignedAmount('')).toBeNull();
    expect(parseSignedAmount('abc')).toBeNull();
  });
});
