import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-buttons';

describe('pageWindow', () => {
  it('shows up to five pages around the current one, kept inside the range', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(8, 9)).toEqual([5, 6, 7, 8, 9]);
  });

  it('shows up to seven when asked (the admin lists)', () => {
    expect(pageWindow(1, 20, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 20, 7)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(20, 20, 7)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(2, 4, 7)).toEqual([1, 2, 3, 4]);
  });
});
