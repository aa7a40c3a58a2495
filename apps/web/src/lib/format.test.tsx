import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCount,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatFileTimestamp,
  formatHour,
  formatWon,
} from './format';

describe('formatWon', () => {
  it('groups thousands and appends 원', () => {
    expect(formatWon(12900)).toBe('12,900원');
    expect(formatWon(199_000)).toBe('199,000원');
    expect(formatWon(0)).toBe('0원');
  });
});

describe('formatDateTime', () => {
  it('shows the time in Seoul in the Korean style', () => {
    expect(formatDateTime('2024-06-20T05:30:00Z')).toBe('2024. 06. 20. 14:30');
  });

  it('moves to the next day in Seoul when UTC is still on the previous one', () => {
    expect(formatDateTime('2024-06-19T15:00:00Z')).toBe('2024. 06. 20. 00:00');
  });

  it('shows a dash for an unreadable value', () => {
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('formatDate', () => {
  it('shows the calendar date in Seoul', () => {
    expect(formatDate('2024-06-19T15:00:00Z')).toBe('2024. 06. 20.');
    expect(formatDate('')).toBe('-');
  });
});

describe('formatHour and formatDateTimeSeconds', () => {
  it('name the Seoul clock hour, with the date when asked, and the second of a request', () => {
    expect(formatHour('2026-11-20T05:00:00Z', false)).toBe('14시');
    expect(formatHour('2026-11-19T15:00:00Z', true)).toBe('11/20 0시');
    expect(formatDateTimeSeconds('2026-11-20T05:30:07Z')).toBe('2026. 11. 20. 14:30:07');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('formatBytes and formatFileTimestamp', () => {
  it('name a file size in B, KB or MB', () => {
    expect(formatBytes(512)).toBe('512B');
    expect(formatBytes(12_800)).toBe('12.5KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0MB');
  });

  it('stamp a file name with the Seoul time to the second, 00 at midnight', () => {
    expect(formatFileTimestamp('2026-11-20T05:30:05Z')).toBe('20261120T143005');
    expect(formatFileTimestamp('2026-11-19T15:00:00Z')).toBe('20261120T000000');
    expect(formatFileTimestamp('nope')).toBe('-');
  });
});
