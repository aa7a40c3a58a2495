import { describe, expect, it } from 'vitest';
import type { ProductDetails, ProductItem } from './product-details.ts';
import { applyFix } from './review-fix.ts';

function item(itemName: string, salePrice: number, originalPrice: number): ProductItem {
  return { itemName, salePrice, originalPrice, stock: 10, searchTags: ['이불'], attributes: [], images: [] };
}

/** A valid three-option draft: Q, K (+20,000원) and SS (−10,000원). */
const sampleDraft: ProductDetails = {
  sellerProductName: '극세사 이불 세트',
  displayProductName: '슬립하우스 극세사 이불 세트',
  productName: '극세사 이불 세트',
  brand: '슬립하우스',
  manufacturer: '',
  modelNo: '',
  productGroup: '',
  category: '침구 > 이불',
  price: 89_000,
  imageUrl: 'https://shop.example.kr/a.png',
  images: ['https://shop.example.kr/a.png'],
  items: [item('Q', 89_000, 129_000), item('K', 109_000, 149_000), item('SS', 79_000, 119_000)],
  detailHtml: '<p>상세</p>',
  origin: '국내산',
  notices: [],
  delivery: { payType: 'free', fee: 0, freeOver: null },
  sourceUrl: 'https://shop.example.kr/product/1287',
  supplier: { parser: 'cafe24', itemId: '1287', imageReuseAllowed: null },
};

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
