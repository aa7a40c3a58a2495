import { describe, expect, it } from 'vitest';
import { pageButtons } from './order-pagination';

describe('pageButtons', () => {
  it('shows up to five pages around the current one, kept inside the range', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageButtons(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageButtons(8, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});
