import { describe, expect, it } from 'vitest';
import { buildSourceProduct } from './merge.ts';
import { sourceProductSchema } from './source-product.ts';

const url = 'https://shop.example.kr/p/1';

describe('buildSourceProduct', () => {
  it('takes each field from the first extractor that has it and records provenance', () => {
    const product = buildSourceProduct({
      url,
      parser: 'cafe24',
      results: [
        { extractor: 'cafe24', fields: { name: '사과', salePrice: 9_000, images: [] } },
        {
          extractor: 'jsonld',
          fields: { name: '다른 이름', brand: '농장', images: ['/a.jpg', '//x.example/b.jpg'] },
        },
        { extractor: 'opengraph', fields: { images: ['/og.jpg'], originalPrice: 12_000 } },
      ],
    });
    expect(product).toMatchObject({
      name: '사과',
      brand: '농장',
      salePrice: 9_000,
      originalPrice: 12_000,
      currency: 'KRW',
      images: ['https://shop.example.kr/a.jpg', 'https://x.example/b.jpg'],
      provenance: { name: 'cafe24', brand: 'jsonld', images: 'jsonld', originalPrice: 'opengraph' },
    });
    expect(sourceProductSchema.safeParse(product).success).toBe(true);
  });

  it('derives the sale price from tiers or a range and drops an original price that is not higher', () => {
    const tiered = buildSourceProduct({
      url,
      parser: 'domeggook',
      results: [
        {
          extractor: 'domeggook',
          fields: {
            tiers: [
              { minQuantity: 20, unitPrice: 3_500 },
              { minQuantity: 1, unitPrice: 3_800 },
            ],
            originalPrice: 3_800,
          },
        },
      ],
    });
    expect(tiered.salePrice).toBe(3_800);
    expect(tiered.originalPrice).toBeNull();
    const ranged = buildSourceProduct({
      url,
      parser: 'generic',
      results: [{ extractor: 'price-text', fields: { priceRange: { min: 87_000, max: 96_500 } } }],
    });
    expect(ranged.salePrice).toBe(87_000);
    expect(ranged.warnings.map((w) => w.code)).toContain('price_range');
  });

  it('never takes 0원 as a price: the next extractor with a real price wins', () => {
    const product = buildSourceProduct({
      url,
      parser: 'godomall',
      results: [
        { extractor: 'godomall', fields: { salePrice: 0, originalPrice: 0 } },
        { extractor: 'jsonld', fields: { salePrice: 39_000 } },
      ],
    });
    expect(product.salePrice).toBe(39_000);
    expect(product.provenance.salePrice).toBe('jsonld');
    const only = buildSourceProduct({
      url,
      parser: 'generic',
      results: [{ extractor: 'jsonld', fields: { salePrice: 0 } }],
    });
    expect(only.salePrice).toBeNull();
    expect(only.warnings.map((w) => w.code)).toContain('missing_price');
  });

  it('drops a price range the sale price lies outside (list prices of option offers)', () => {
    const product = buildSourceProduct({
      url,
      parser: 'cafe24',
      results: [
        { extractor: 'cafe24', fields: { salePrice: 89_000 } },
        { extractor: 'jsonld', fields: { priceRange: { min: 129_000, max: 149_000 } } },
      ],
    });
    expect(product.priceRange).toBeNull();
    expect(product.warnings.map((w) => w.code)).not.toContain('price_range');
  });

  it('sums option stock, marks sold out, and warns about what is missing', () => {
    const product = buildSourceProduct({
      url,
      parser: 'generic',
      results: [
        {
          extractor: 'jsonld',
          fields: {
            options: {
              groups: ['색상'],
              variants: [
                { values: ['빨강'], priceDelta: 0, stock: 0, soldOut: true, code: null },
                { values: ['파랑'], priceDelta: 500, stock: 0, soldOut: true, code: null },
              ],
            },
            imageReuseAllowed: false,
            currency: 'CNY',
          },
        },
      ],
      warnings: [{ code: 'login_required', message: '로그인 필요' }],
    });
    expect(product.stock).toBe(0);
    expect(product.soldOut).toBe(true);
    expect(product.warnings.map((w) => w.code)).toEqual([
      'login_required',
      'missing_name',
      'missing_price',
      'missing_image',
      'sold_out',
      'image_reuse_forbidden',
      'foreign_currency',
    ]);
  });
});
