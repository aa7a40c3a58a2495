import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { buildShopProduct, productsOfStyle, shopCatalogue, shopMemberOnlyProducts } from './catalogue.ts';
import { SHOP_STYLES, type ShopQuirk } from './catalogue-types.ts';
import { euckrSeeds } from './seeds-euckr.ts';

describe('shopCatalogue', () => {
  it('holds at least 40 products, every style present and roughly balanced', () => {
    expect(shopCatalogue.length).toBeGreaterThanOrEqual(40);
    for (const style of SHOP_STYLES) {
      expect(productsOfStyle(style).length, style).toBeGreaterThanOrEqual(8);
    }
  });

  it('gives every product a unique id, URL and image set', () => {
    const ids = shopCatalogue.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = shopCatalogue.flatMap((p) => [p.path, ...p.alternatePaths]);
    expect(new Set(paths).size).toBe(paths.length);
    const images = shopCatalogue.flatMap((p) => [p.images.main, ...p.images.extra, ...p.images.detail]);
    expect(new Set(images).size).toBe(images.length);
    expect(shopCatalogue.some((p) => shopMemberOnlyProducts.some((m) => m.id === p.id))).toBe(false);
  });

  it('is deterministic: rebuilding a product from its seed gives the same values', () => {
    const again = euckrSeeds.map((seed, index) => buildShopProduct('euckr', seed, index));
    expect(again).toEqual(productsOfStyle('euckr'));
  });

  it('keeps prices, tiers, stock and options consistent', () => {
    for (const product of shopCatalogue) {
      expect(product.salePrice, product.id).toBeLessThanOrEqual(product.listPrice);
      expect(product.tiers[0]?.unitPrice, product.id).toBe(product.salePrice);
      const tierPrices = product.tiers.map((t) => t.unitPrice);
      expect(
        [...tierPrices].sort((a, b) => b - a),
        product.id,
      ).toEqual(tierPrices);
      if (product.options !== undefined) {
        expect(product.options.variants[0]?.priceDelta, product.id).toBe(0);
        const total = product.options.variants.reduce((sum, v) => sum + v.stock, 0);
        expect(total, product.id).toBe(product.stock);
        for (const variant of product.options.variants) {
          expect(variant.values.length, product.id).toBe(product.options.groups.length);
        }
      }
      expect(product.images.detail.length, product.id).toBe(product.features.length);
      expect(product.searchTags.length, product.id).toBeGreaterThanOrEqual(3);
      expect(product.category.length, product.id).toBe(3);
    }
  });

  it('states per page only the fields that page exposes', () => {
    const og = productsOfStyle('opengraph');
    expect(og.every((p) => p.expected.brand === undefined && p.expected.images.length === 1)).toBe(true);
    const [domeggook] = productsOfStyle('domeggook');
    expect(domeggook?.expected).toMatchObject({ seller: domeggook?.shopName, imageReuseAllowed: true });
    expect(domeggook?.expected.originalPrice).toBeUndefined();
    const businessOnly = shopCatalogue.find((p) => p.quirks.includes('business-only-no-tier-table'));
    expect(businessOnly?.expected.tiers).toBeUndefined();
    const cafe24 = productsOfStyle('cafe24').find((p) => p.listPrice > p.salePrice);
    expect(cafe24?.expected).toMatchObject({
      originalPrice: cafe24?.listPrice,
      salePrice: cafe24?.salePrice,
    });
  });

  it('exercises every quirk on at least one page', () => {
    const all: ShopQuirk[] = [
      'protocol-relative-images',
      'doubled-scheme-images',
      'root-relative-images',
      'xml-declaration-iso-8859-1',
      'og-title-site-suffix',
      'og-title-site-prefix',
      'og-meta-name-attribute',
      'og-meta-content-first',
      'og-image-is-logo',
      'business-only-no-tier-table',
      'compact-tier-table',
      'recommendation-blocks-in-detail',
      'image-reuse-forbidden',
      'hidden-option',
      'sold-out',
      'jsonld-offer-array',
      'jsonld-aggregate-offer',
      'jsonld-graph',
      'jsonld-price-as-string',
      'price-text-won-suffix',
      'price-text-won-spaced',
      'price-text-won-sign',
      'price-text-krw-prefix',
      'price-text-range',
      'meta-charset-http-equiv',
      'meta-charset-mismatch',
      'cp949-only-character',
    ];
    for (const quirk of all) {
      expect(
        shopCatalogue.some((p) => p.quirks.includes(quirk)),
        quirk,
      ).toBe(true);
    }
  });

  it('keeps the EUC-KR shop text encodable in CP949, including a character outside plain EUC-KR', () => {
    for (const product of productsOfStyle('euckr')) {
      const text = JSON.stringify(product);
      expect(iconv.decode(iconv.encode(text, 'euc-kr'), 'euc-kr'), product.id).toBe(text);
    }
    const cp949Only = productsOfStyle('euckr').find((p) => p.quirks.includes('cp949-only-character'));
    expect(cp949Only?.name).toContain('똠');
  });
});
