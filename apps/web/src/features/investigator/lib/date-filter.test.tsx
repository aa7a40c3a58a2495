import { describe, expect, it } from 'vitest';
import { dateFilterError } from './date-filter';

const format = '날짜는 YYYYMMDD 형식(예: 20261120)으로 입력해 주세요.';
const notReal = '존재하지 않는 날짜입니다.';

describe('dateFilterError', () => {
  it('takes a blank filter and a real YYYYMMDD day', () => {
    expect(dateFilterError('')).toBeUndefined();
    expect(dateFilterError('  ')).toBeUndefined();
    expect(dateFilterError('20261120')).toBeUndefined();
    expect(dateFilterError(' 20280229 ')).toBeUndefined();
  });

  it('asks for YYYYMMDD when the text is not eight digits', () => {
    for (const value of ['2026-11-20', '2026112', '202611201', '2026112a'])
      expect(dateFilterError(value)).toBe(format);
  });

  it('refuses days that do not exist, without throwing', () => {
    for (const value of ['20261131', '20270229', '20261399', '20260001', '20261100', '20261132'])
      expect(dateFilterError(value)).toBe(notReal);
  });
});
