import { describe, expect, it } from 'vitest';
import { emptySourceFields, type OptionVariant, type SourceProduct } from '../source-product.ts';
import { buildItems, type ItemDefaults } from './items.ts';

function sourceOf(overrides: Partial<SourceProduct>): SourceProduct {
  return {
    ...emptySourceFields(),
    url: 'https://shop.example.kr/p/1',
    parser: 'generic',
    provenance: {},
    warnings: [],
    ...overrides,
  };
}

function variant(values: string[], overrides: Partial<OptionVariant> = {}): OptionVariant {
  return { values, priceDelta: 0, stock: null, soldOut: false, code: null, ...overrides };
}

const defaults: ItemDefaults = {
  productName: '린넨 셔츠',
  defaultStock: 999,
  images: [{ imageOrder: 0, imageType: 'REPRESENTATION', vendorPath: 'https://cdn.example.kr/a.jpg' }],
  searchTags: ['린넨'],
};

describe('buildItems', () => {
  it('makes one item named after the product when there are no options', () => {
    const [item, ...rest] = buildItems(
      sourceOf({ salePrice: 9900.6, originalPrice: 15000, stock: 12 }),
      defaults,
    );
    expect(rest).toEqual([]);
    expect(item).toEqual({
      itemName: '린넨 셔츠',
      salePrice: 9901,
      originalPrice: 15000,
      stock: 12,
      attributes: [],
      searchTags: ['린넨'],
      images: defaults.images,
    });
  });

  it('uses the default stock when unknown and 0 when the product is sold out', () => {
    expect(buildItems(sourceOf({ salePrice: 1000 }), defaults)[0]?.stock).toBe(999);
    expect(buildItems(sourceOf({ salePrice: 1000, stock: 5, soldOut: true }), defaults)[0]?.stock).toBe(0);
  });

  it('prices each variant as base + delta, never below 0 nor above the limit, original never below sale', () => {
    const options = {
      groups: ['색상', '사이즈'],
      variants: [
        variant(['블랙 (+2,000원)', 'L'], { priceDelta: 2000, stock: 3 }),
        variant(['화이트', 'L'], { priceDelta: -50_000 }),
        variant(['골드', 'L'], { priceDelta: 1e12 }),
        variant(['레드 [품절]', 'L'], { priceDelta: 0, stock: 7, soldOut: true }),
      ],
    };
    const items = buildItems(sourceOf({ salePrice: 10_000, originalPrice: 12_000, options }), defaults);
    expect(items.map((item) => [item.itemName, item.salePrice, item.originalPrice, item.stock])).toEqual([
      ['블랙 / L', 12_000, 14_000, 3],
      ['화이트 / L', 0, 0, 999],
      ['골드 / L', 999_999_990, 999_999_990, 999],
      ['레드 / L', 10_000, 12_000, 0],
    ]);
    expect(items[0]?.attributes).toEqual([
      { attributeTypeName: '색상', attributeValueName: '블랙' },
      { attributeTypeName: '사이즈', attributeValueName: 'L' },
    ]);
  });

  it('makes duplicate names and values unique with a numbered suffix', () => {
    const options = {
      groups: ['색상'],
      variants: [variant(['블랙']), variant(['블랙']), variant(['블랙 (2)'])],
    };
    const items = buildItems(sourceOf({ salePrice: 1000, options }), defaults);
    expect(items.map((item) => item.itemName)).toEqual(['블랙', '블랙 (2)', '블랙 (2) (2)']);
    expect(items.map((item) => item.attributes[0]?.attributeValueName)).toEqual([
      '블랙',
      '블랙 (2)',
      '블랙 (2) (2)',
    ]);
  });

  it('names empty option values and groups so the marketplace accepts them', () => {
    const options = { groups: ['★'], variants: [variant(['😀'], {}), variant(['블루', '추가'])] };
    const items = buildItems(sourceOf({ salePrice: 1000, options }), defaults);
    expect(items.map((item) => item.itemName)).toEqual(['옵션 1', '블루 / 추가']);
    expect(items[1]?.attributes).toEqual([
      { attributeTypeName: '옵션1', attributeValueName: '블루' },
      { attributeTypeName: '옵션2', attributeValueName: '추가' },
    ]);
  });

  it('keeps at most 200 items, dropping sold-out variants first and then the tail', () => {
    const variants = Array.from({ length: 260 }, (_, index) =>
      variant([`옵션값${index}`], { soldOut: index % 4 === 0 }),
    );
    const items = buildItems(
      sourceOf({ salePrice: 1000, options: { groups: ['번호'], variants } }),
      defaults,
    );
    expect(items).toHaveLength(200);
    // 195 available variants all stay; the first five sold-out ones fill the rest, in source order.
    expect(items.filter((item) => item.stock === 0).map((item) => item.itemName)).toEqual([
      '옵션값0',
      '옵션값4',
      '옵션값8',
      '옵션값12',
      '옵션값16',
    ]);
    expect(items.at(-1)?.itemName).toBe('옵션값259');
  });
});
