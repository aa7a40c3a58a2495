import { describe, expect, it } from 'vitest';
import { idSchema, moneySchema, optionalIdSchema, seoulDate, toSeoulTime } from './coupang-values.ts';

describe('Coupang value parsing', () => {
  it('accepts money as numbers, numeric strings and protobuf Money objects', () => {
    expect(moneySchema.parse(13670)).toBe(13670);
    expect(moneySchema.parse('13670')).toBe(13670);
    expect(moneySchema.parse({ units: 13670, nanos: 0, currencyCode: 'KRW' })).toBe(13670);
    expect(moneySchema.parse({ units: '13670', nanos: 500_000_000 })).toBe(13670.5);
    expect(moneySchema.parse(null)).toBeNull();
    expect(() => moneySchema.parse({ amount: 1 })).toThrow();
  });

  it('keeps ids as exact strings', () => {
    expect(idSchema.parse('642538970006401429')).toBe('642538970006401429');
    expect(idSchema.parse(427011919)).toBe('427011919');
    expect(idSchema.parse(642538970006401429n)).toBe('642538970006401429');
    expect(optionalIdSchema.parse(null)).toBeNull();
    expect(() => idSchema.parse('12a')).toThrow();
  });

  it('normalises every time format to Seoul ISO time', () => {
    expect(toSeoulTime('2025-01-01T10:00:00')).toBe('2025-01-01T10:00:00+09:00');
    expect(toSeoulTime('2025-01-01 10:00:00')).toBe('2025-01-01T10:00:00+09:00');
    expect(toSeoulTime('2025-01-01T10:00:00+09:00')).toBe('2025-01-01T10:00:00+09:00');
    expect(toSeoulTime('2025-01-01T01:00:00Z')).toBe('2025-01-01T10:00:00+09:00');
    expect(toSeoulTime('2025-07-29T00:01')).toBe('2025-07-29T00:01:00+09:00');
    expect(toSeoulTime('2023/01/02')).toBe('2023-01-02');
    expect(toSeoulTime(Date.UTC(2025, 0, 1, 1))).toBe('2025-01-01T10:00:00+09:00');
    expect(toSeoulTime('')).toBeNull();
    expect(toSeoulTime('어제')).toBe('어제');
  });

  it('names the Seoul day, not the UTC one', () => {
    expect(seoulDate(new Date('2025-01-31T16:00:00Z'))).toBe('2025-02-01');
    expect(seoulDate(new Date('2025-01-31T14:59:59Z'))).toBe('2025-01-31');
  });
});
