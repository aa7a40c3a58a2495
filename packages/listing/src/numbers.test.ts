import { describe, expect, it } from 'vitest';
import { parseAmount, parseCount, parsePrice } from './numbers.ts';

describe('parseAmount', () => {
  it.each([
    ['12,900원', 12_900],
    ['12,900 원', 12_900],
    ['₩ 12,900', 12_900],
    ['KRW 12,900', 12_900],
    ['6500.00', 6_500],
    [658_000, 658_000],
    ['1,234,567', 1_234_567],
  ])('reads %s', (value, expected) => {
    expect(parseAmount(value)).toBe(expected);
  });

  it.each([
    ['', null],
    ['가격문의', null],
    [-5, null],
    [Number.NaN, null],
    [1e15, null],
    [null, null],
    [{}, null],
  ])('refuses %s', (value, expected) => {
    expect(parseAmount(value)).toBe(expected);
  });

  it('counts whole pieces', () => {
    expect(parseCount('982개')).toBe(982);
    expect(parseCount('2.7')).toBe(2);
  });
});

describe('parsePrice', () => {
  it('is parseAmount for positive prices only, with entities decoded', () => {
    expect(parsePrice('12,900원')).toBe(12_900);
    expect(parsePrice('&#8361;12,900')).toBe(12_900);
    expect(parsePrice(0)).toBeNull();
    expect(parsePrice('0원')).toBeNull();
    expect(parsePrice('가격문의')).toBeNull();
  });
});
