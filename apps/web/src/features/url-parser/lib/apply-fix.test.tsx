import { describe, expect, it } from 'vitest';
import { productDetailsFixture, productItemFixture } from '../testing/url-parser-fixtures';
import { applyFix } from './apply-fix';

const draft = productDetailsFixture({
  items: [
    productItemFixture({ salePrice: 13_005 }),
    productItemFixture({ itemName: '블랙', salePrice: 2_995 }),
  ],
});

describe('applyFix', () => {
  it('sets an item field by its dot path and leaves the draft it was given unchanged', () => {
    const fixed = applyFix(draft, { label: '3,000원으로 고치기', path: 'items.1.salePrice', value: 3_000 });
    expect(fixed.items.map((item) => item.salePrice)).toEqual([13_005, 3_000]);
    expect(fixed.items[0]).toBe(draft.items[0]);
    expect(draft.items[1]?.salePrice).toBe(2_995);
  });

  it('sets a top-level field, and adds one the draft did not have yet', () => {
    expect(
      applyFix(draft, { label: '금지어 지우기', path: 'displayProductName', value: '텀블러' })
        .displayProductName,
    ).toBe('텀블러');
    const value = [{ kind: 'KC_ELECTRONICS_CONFIRM', number: 'XU100123-20001' }];
    expect(applyFix(draft, { label: '인증번호 넣기', path: 'certifications', value }).certifications).toEqual(
      value,
    );
  });

  it('refuses paths the draft does not have and prototype keys', () => {
    expect(() => applyFix(draft, { label: 'x', path: 'items.5.salePrice', value: 1 })).toThrow();
    expect(() => applyFix(draft, { label: 'x', path: 'nothing.here', value: 1 })).toThrow();
    expect(() => applyFix(draft, { label: 'x', path: '__proto__.polluted', value: 1 })).toThrow();
    expect(() => applyFix(draft, { label: 'x', path: '', value: 1 })).toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
