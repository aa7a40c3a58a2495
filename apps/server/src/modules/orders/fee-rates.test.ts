import { describe, expect, it } from 'vitest';
import { coversCategory, defaultFeeRates, feeRateOf, toStored, toView } from './fee-rates.ts';

describe('fee rates', () => {
  const rates = toStored({
    default_percent: 10.8,
    categories: [
      { category: '생활용품', percent: 7.8 },
      { category: '생활용품 > 주방용품', percent: 6.5 },
    ],
  });

  it('covers a category by whole path segments only', () => {
    expect(coversCategory('생활용품 > 주방', '생활용품 > 주방 > 냄비')).toBe(true);
    expect(coversCategory('생활', '생활용품 > 주방')).toBe(false);
  });

  it('takes the most specific override, else the default', () => {
    expect(feeRateOf(rates, '생활용품 > 주방용품 > 컵')).toBe(650);
    expect(feeRateOf(rates, '생활용품 > 욕실')).toBe(780);
    expect(feeRateOf(rates, '패션의류 > 여성')).toBe(1080);
    expect(feeRateOf(rates, null)).toBe(1080);
  });

  it('keeps two decimals through storage and has a default per market', () => {
    expect(toView(toStored({ default_percent: 5.63, categories: [] })).default_percent).toBe(5.63);
    expect(defaultFeeRates('naver').defaultX100).toBe(550);
    expect(defaultFeeRates('coupang').defaultX100).toBe(1080);
  });
});
