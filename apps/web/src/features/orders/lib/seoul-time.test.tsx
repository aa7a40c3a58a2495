import { afterEach, describe, expect, it } from 'vitest';
import { defaultOrderRange, orderRangeError } from './order-range';
import { daysBetween, formatSeoulTime, parseSeoulTime, seoulToday, shiftDay } from './seoul-time';

const initialZone = process.env.TZ;

afterEach(() => {
  if (initialZone === undefined) Reflect.deleteProperty(process.env, 'TZ');
  else process.env.TZ = initialZone;
});

describe('parseSeoulTime', () => {
  it.each(['America/New_York', 'Asia/Seoul', 'UTC'])('reads offset-less times as +09:00 in %s', (zone) => {
    process.env.TZ = zone;
    expect(parseSeoulTime('2026-11-20T14:03:11')?.toISOString()).toBe('2026-11-20T05:03:11.000Z');
    expect(parseSeoulTime('2026-11-20 14:03:11')?.toISOString()).toBe('2026-11-20T05:03:11.000Z');
    expect(parseSeoulTime('2026-11-20T00:30')?.toISOString()).toBe('2026-11-19T15:30:00.000Z');
    expect(parseSeoulTime('2026-11-20')?.toISOString()).toBe('2026-11-19T15:00:00.000Z');
  });

  it('keeps an offset the time carries', () => {
    expect(parseSeoulTime('2026-11-20T14:03:11+09:00')?.toISOString()).toBe('2026-11-20T05:03:11.000Z');
    expect(parseSeoulTime('2026-11-20T14:03:11+0900')?.toISOString()).toBe('2026-11-20T05:03:11.000Z');
    expect(parseSeoulTime('2026-11-20T05:03:11.250Z')?.toISOString()).toBe('2026-11-20T05:03:11.250Z');
  });

  it('gives null for nothing or nonsense', () => {
    expect(parseSeoulTime(null)).toBeNull();
    expect(parseSeoulTime('')).toBeNull();
    expect(parseSeoulTime('어제 오후')).toBeNull();
    expect(parseSeoulTime('2026-13-45T10:00:00')).toBeNull();
  });
});

describe('formatSeoulTime', () => {
  it('shows dates as dates, times in Korean style, a dash for nothing and the raw text when unreadable', () => {
    expect(formatSeoulTime('2026-11-20 14:03:11')).toBe('2026. 11. 20. 14:03');
    expect(formatSeoulTime('2026-11-22')).toBe('2026. 11. 22.');
    expect(formatSeoulTime(null)).toBe('-');
    expect(formatSeoulTime('  ')).toBe('-');
    expect(formatSeoulTime('곧 출고')).toBe('곧 출고');
  });
});

describe('Seoul calendar days', () => {
  it('takes today from Seoul, not from UTC', () => {
    expect(seoulToday(new Date('2026-11-20T14:59:59Z'))).toBe('2026-11-20');
    expect(seoulToday(new Date('2026-11-20T15:00:00Z'))).toBe('2026-11-21');
  });

  it('moves and counts whole days across month ends', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-11-21', -30)).toBe('2026-10-22');
    expect(daysBetween('2026-10-11', '2026-11-10')).toBe(30);
    expect(daysBetween('2026-10-11', 'soon')).toBeNull();
  });

  it('defaults to the last 30 days and refuses a start after the end or a span over 31 days', () => {
    expect(defaultOrderRange(new Date('2026-11-20T15:30:00Z'))).toEqual({
      from: '2026-10-22',
      to: '2026-11-21',
    });
    expect(orderRangeError({ from: '2026-10-11', to: '2026-11-10' })).toBeNull();
    expect(orderRangeError({ from: '2026-11-10', to: '2026-11-10' })).toBeNull();
    expect(orderRangeError({ from: '2026-10-10', to: '2026-11-10' })).toBe(
      '주문은 한 번에 최대 31일까지 조회할 수 있습니다.',
    );
    expect(orderRangeError({ from: '2026-11-11', to: '2026-11-10' })).toBe(
      '조회 시작일은 종료일보다 늦을 수 없습니다.',
    );
    expect(orderRangeError({ from: '', to: '2026-11-10' })).toBe('조회 시작일을 입력해 주세요.');
    expect(orderRangeError({ from: '2026-11-01', to: '' })).toBe('조회 종료일을 입력해 주세요.');
  });
});
