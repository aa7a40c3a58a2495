import { describe, expect, it } from 'vitest';
import { csvCell } from './order-export.ts';

describe('order CSV cells', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('머그컵, 2개')).toBe('"머그컵, 2개"');
    expect(csvCell('5" 모니터')).toBe('"5"" 모니터"');
  });

  it('keeps a spreadsheet from running a formula a buyer typed', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-12')).toBe("'-12");
    expect(csvCell(-12)).toBe('-12');
  });

  it('writes nothing for an unknown value (an unmatched margin is not 0)', () => {
    expect(csvCell(null)).toBe('');
  });
});
