import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsOfStyle } from './catalogue.ts';
import { buildShopTestApp, getShop, metaContent, TEST_BASE } from './testing.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildShopTestApp();
});
afterAll(async () => {
  await app.close();
});

/** The §8 price-text rule: the first amount in "12,900원", "12,900 원", "₩12,900" or "KRW 12,900" form. */
function parseKoreanPrice(text: string): number | undefined {
  const match = /(?:₩|KRW\s*)?(\d{1,3}(?:,\d{3})+|\d+)\s*원?/.exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1].replaceAll(',', ''));
}

describe('OpenGraph-only pages', () => {
  it('carry og:title, og:image and og:description but no JSON-LD, product meta or microdata', async () => {
    for (const product of productsOfStyle('opengraph')) {
      const html = (await getShop(app, product.path)).body;
      const title = metaContent(html, 'og:title');
      expect(title).toBe(
        product.quirks.includes('og-title-site-suffix')
          ? `${product.name} - ${product.shopName}`
          : product.name,
      );
      expect(metaContent(html, 'og:image')).toBe(`${TEST_BASE}/${product.images.main}`);
      expect(metaContent(html, 'og:description')?.length).toBeGreaterThan(5);
      expect(metaContent(html, 'og:type')).toBe('website');
      expect(html).not.toContain('application/ld+json');
      expect(html).not.toContain('product:price');
      expect(html).not.toContain('itemprop');
      const usesName = product.quirks.includes('og-meta-name-attribute');
      expect(html.includes('<meta name="og:title"') || html.includes('name="og:title">'), product.id).toBe(
        usesName,
      );
      expect(/<meta content="[^"]*" (?:property|name)="og:title">/.test(html), product.id).toBe(
        product.quirks.includes('og-meta-content-first'),
      );
    }
  });

  it('print the sale price only as Korean text, in the form the quirk names', async () => {
    const forms: Array<[string, RegExp]> = [
      ['price-text-won-spaced', /^[\d,]+ 원$/],
      ['price-text-won-sign', /^₩[\d,]+$/],
      ['price-text-krw-prefix', /^KRW [\d,]+$/],
      ['price-text-range', /^[\d,]+원 ~ [\d,]+원$/],
      ['price-text-won-suffix', /^[\d,]+원$/],
    ];
    for (const product of productsOfStyle('opengraph')) {
      const html = (await getShop(app, product.path)).body;
      const text = /<p class="price">판매가 <span class="real_price">([^<]+)<\/span>/.exec(html)?.[1] ?? '';
      const form = forms.find(([quirk]) => product.quirks.some((q) => q === quirk));
      expect(form, product.id).toBeDefined();
      expect(text, product.id).toMatch(form?.[1] ?? /$^/);
      expect(parseKoreanPrice(text), product.id).toBe(product.salePrice);
      if (product.listPrice > product.salePrice) {
        expect(html).toContain(`소비자가 <del>${product.listPrice.toLocaleString('en-US')}원</del>`);
      }
    }
  });

  it('state the base shipping fee apart from remote-area, return and exchange amounts', async () => {
    for (const product of productsOfStyle('opengraph')) {
      const html = (await getShop(app, product.path)).body;
      const delivery = /<p class="delivery">([^<]+)<\/p>/.exec(html)?.[1] ?? '';
      const { delivery: d } = product;
      if (d.payType === 'free') expect(delivery).toBe('무료배송');
      else expect(delivery).toContain(`${d.fee.toLocaleString('en-US')}원`);
      if (d.returnFee !== undefined)
        expect(html).toContain(`반품 배송비 ${d.returnFee.toLocaleString('en-US')}원`);
      expect(html).toContain('교환 배송비');
    }
  });
});
