import { describe, expect, it } from 'vitest';
import { median, percentile } from './listing-throughput.ts';

describe('percentile', () => {
  it('takes the nearest rank of sorted samples', () => {
    const samples = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.95)).toBe(95);
    expect(percentile(samples, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('gives the median of unsorted values', () => {
    expect(median([5, 1, 3])).toBe(3);
  });
});
