import { describe, expect, it } from 'vitest';
import { applyFix } from './review-fix.ts';
import { sampleDraft } from './sample-draft.ts';

describe('applyFix', () => {
  it("sets one option's price at its dot path and leaves the rest of the draft as it was", () => {
    const fixed = applyFix(sampleDraft, { path: 'items.1.salePrice', value: 109_010 });
    expect(fixed?.items.map((item) => item.salePrice)).toEqual([89_000, 109_010, 79_000]);
    expect(fixed?.items[1]).toEqual({ ...sampleDraft.items[1], salePrice: 109_010 });
    // A copy: the draft the popup holds is not changed behind its back.
    expect(sampleDraft.items[1]?.salePrice).toBe(109_000);
    expect(fixed?.items[0]).toBe(sampleDraft.items[0]);
  });

  it('sets top-level fields, and creates the ones the draft did not have yet', () => {
    expect(
      applyFix(sampleDraft, { path: 'displayProductName', value: '극세사 이불' })?.displayProductName,
    ).toBe('극세사 이불');
    const certified = applyFix(sampleDraft, {
      path: 'certifications',
      value: [{ kind: 'KC_CERTIFICATION', number: 'XU100123-20001' }],
    });
    expect(certified?.certifications).toEqual([{ kind: 'KC_CERTIFICATION', number: 'XU100123-20001' }]);
    expect(applyFix(sampleDraft, { path: 'delivery.fee', value: 3_000 })?.delivery).toEqual({
      payType: 'free',
      fee: 3_000,
      freeOver: null,
    });
  });

  it.each([
    ['__proto__.polluted'],
    ['items.constructor.prototype'],
    ['items..salePrice'],
    [''],
    ['items.first.salePrice'],
    ['items.9.salePrice'],
    ['price.value'],
  ])('refuses a path that does not fit the draft: %s', (path) => {
    expect(applyFix(sampleDraft, { path, value: 1 })).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
