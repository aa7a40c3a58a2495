import { describe, expect, it } from 'vitest';
import { relativeTimeKo } from './relative-time';

const now = Date.parse('2026-11-20T05:00:00Z');

describe('relativeTimeKo', () => {
  it.each([
    ['2026-11-20T04:59:30Z', '방금 전'],
    ['2026-11-20T05:00:30Z', '방금 전'],
    ['2026-11-20T04:53:00Z', '7분 전'],
    ['2026-11-20T02:00:00Z', '3시간 전'],
    ['2026-11-18T04:00:00Z', '2일 전'],
  ])('%s is %s', (value, expected) => {
    expect(relativeTimeKo(value, now)).toBe(expected);
  });

  it('is null for an unreadable time', () => {
    expect(relativeTimeKo('어제', now)).toBeNull();
  });
});
