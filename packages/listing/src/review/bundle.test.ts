import { describe, expect, it } from 'vitest';
import { bundleCountOf } from './bundle.ts';

describe('bundleCountOf', () => {
  it.each([
    ['[1+1] 천연 라벤더 디퓨저 200ml', 2, '개'],
    ['2+1 기획 세트', 3, '개'],
    ['국산 순면 거즈 손수건 10매 (무형광)', 10, '매'],
    ['[도매] 일회용 위생 비닐장갑 200매 x 10팩', 10, '팩'],
    ['고무장갑 대 10켤레', 10, '켤레'],
    ['마스크 50개입', 50, '개'],
  ])('%s → %i%s', (name, count, unit) => {
    expect(bundleCountOf(name)).toEqual({ count, unit });
  });

  it('says nothing for names without a quantity (sizes and volumes are not counts)', () => {
    expect(bundleCountOf('스텐 304 전기포트 1.7L')).toBeUndefined();
    expect(bundleCountOf('욕실 규조토 발매트 40x60')).toBeUndefined();
  });
});
