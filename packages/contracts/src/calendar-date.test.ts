import { describe, expect, it } from 'vitest';
import { calendarDateSchema, isCalendarDate } from './calendar-date.ts';
import { exchangeRateSchema } from './exchange-rates.ts';
import { sourceDateParamsSchema } from './investigator.ts';

describe('isCalendarDate', () => {
  it('takes real days and refuses rolled-over, out-of-range and year-zero ones without throwing', () => {
    expect(['2024-02-29', '2026-11-27', '1970-01-01'].map(isCalendarDate)).toEqual([true, true, true]);
    expect(
      ['2026-02-30', '2026-13-01', '0000-01-01', '2026-00-10', '2025-02-29', '20261127', ''].map(
        isCalendarDate,
      ),
    ).toEqual([false, false, false, false, false, false, false]);
  });

  it('refuses impossible days in every schema that reads one, with a Korean message (the exchange rate once threw)', () => {
    const schema = calendarDateSchema({ format: '형식', invalid: '없는 날짜' });
    expect(schema.safeParse('2026-13-01').error?.issues[0]?.message).toBe('없는 날짜');
    expect(sourceDateParamsSchema.safeParse({ source: 'dome', date: '0000-01-01' }).success).toBe(false);
    expect(() =>
      exchangeRateSchema.safeParse({ currency: 'CNY', won_per_unit: 190, rate_date: '2026-13-01' }),
    ).not.toThrow();
  });
});
