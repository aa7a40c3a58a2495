import { describe, expect, it } from 'vitest';
import { amountsIn, inferNumberValue, numberValueOf } from './attribute-values.ts';
import { attributeOf } from './test-drafts.ts';

describe('amountsIn', () => {
  it('reads numbers with units in order', () => {
    expect(amountsIn('비닐장갑 200매 x 10팩, 1,000ml 1.7L')).toEqual([
      { value: 200, unit: '매', family: 'count' },
      { value: 10, unit: '팩', family: 'count' },
      { value: 1000, unit: 'ml', family: 'volume' },
      { value: 1.7, unit: 'l', family: 'volume' },
    ]);
  });

  it('ignores units glued to longer words', () => {
    expect(amountsIn('64gb 메모리')).toEqual([]);
  });
});

describe('inferNumberValue', () => {
  const volume = attributeOf('용량', { units: ['ml', 'l'] });
  const mlOnly = attributeOf('용량', { units: ['ml'] });
  const weight = attributeOf('중량', { units: ['g', 'kg'] });
  const count = attributeOf('수량', { units: ['개'] });

  it('keeps a usable unit and converts otherwise', () => {
    expect(inferNumberValue('스텐 전기포트 1.7L', volume)).toBe('1.7l');
    expect(inferNumberValue('스텐 전기포트 1.7L', mlOnly)).toBe('1700ml');
    expect(inferNumberValue('원두 500g', weight)).toBe('500g');
    expect(inferNumberValue('현미 1kg', attributeOf('중량', { units: ['g'] }))).toBe('1000g');
  });

  it('reads counts as 개', () => {
    expect(inferNumberValue('손수건 10매', count)).toBe('10개');
    expect(inferNumberValue('블록 100피스', count)).toBe('100개');
    expect(inferNumberValue('밀폐용기 3종 세트', count)).toBe('3개');
    expect(inferNumberValue('텀블러 500ml', count)).toBeUndefined();
  });
});

describe('numberValueOf', () => {
  it('gives a bare number the basic unit', () => {
    expect(numberValueOf('250', attributeOf('신발 사이즈', { units: ['mm'] }))).toBe('250mm');
    expect(numberValueOf('대용량 2L', attributeOf('용량', { units: ['ml'] }))).toBe('2000ml');
    expect(numberValueOf('블랙', attributeOf('용량', { units: ['ml'] }))).toBeUndefined();
  });

  it('reads the leading number of a size such as 230(XS)', () => {
    expect(numberValueOf('230(XS)', attributeOf('신발 사이즈', { units: ['mm'] }))).toBe('230mm');
    expect(numberValueOf('230 / 블랙', attributeOf('신발 사이즈', { units: ['mm'] }))).toBe('230mm');
    expect(numberValueOf('2XL', attributeOf('신발 사이즈', { units: ['mm'] }))).toBeUndefined();
  });
});
