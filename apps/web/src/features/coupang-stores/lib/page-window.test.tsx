import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('gives nothing without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows every page when they all fit', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows two pages around the current one, the first and the last, with gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
  });

  it('has no gap before the window at the start', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap-after', 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
  });

  it('has no gap after the window at the end', () => {
    expect(pageWindow(20, 20)).toEqual([1, 'gap-before', 18, 19, 20]);
    expect(pageWindow(18, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 20]);
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-after', 20]);
    expect(pageWindow(17, 20)).toEqual([1, 'gap-before', 15, 16, 17, 18, 19, 20]);
  });

  it('keeps a gap of two or more pages', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap-before', 4, 5, 6, 7, 8, 'gap-after', 20]);
    expect(pageWindow(15, 20)).toEqual([1, 'gap-before', 13, 14, 15, 16, 17, 'gap-after', 20]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, 'gap-after', 10]);
    expect(pageWindow(99, 10)).toEqual([1, 'gap-before', 8, 9, 10]);
  });

  it('takes another radius', () => {
    expect(pageWindow(10, 20, 1)).toEqual([1, 'gap-before', 9, 10, 11, 'gap-after', 20]);
  });
});
