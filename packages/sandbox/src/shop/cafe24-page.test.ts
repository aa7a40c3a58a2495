import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cafe24ItemCodes } from './cafe24-data.ts';
import { productsOfStyle } from './catalogue.ts';
import type { ShopProduct } from './catalogue-types.ts';
import {
  buildShopTestApp,
  getShop,
  imageSources,
  jsonLdBlocks,
  metaContent,
  TEST_BASE,
  TEST_HOST,
} from './testing.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildShopTestApp({ now: () => Date.UTC(2025, 2, 14) });
});
afterAll(async () => {
  await app.close();
});

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Finds the Product node whether it is a top-level block or inside @graph. */
function findProductNode(blocks: unknown[]): JsonObject | undefined {
  const nodes = blocks.flatMap((block) =>
    isObject(block) && Array.isArray(block['@graph']) ? block['@graph'] : [block],
  );
  return nodes.filter(isObject).find((node) => node['@type'] === 'Product');
}

/** The repair a parser applies: drop a scheme that is immediately followed by another. */
function repairDoubledScheme(url: string): string {
  return url.replace(/^https?:(?=https?:\/\/)/i, '');
}

async function pageOf(product: ShopProduct): Promise<string> {
  return (await getShop(app, product.path)).body;
}

describe('Cafe24-style pages', () => {
  it('embed a JSON-LD Product whose price is the catalogue list price (Offer[] or AggregateOffer)', async () => {
    for (const product of productsOfStyle('cafe24')) {
      const html = await pageOf(product);
      const node = findProductNode(jsonLdBlocks(html));
      expect(node, product.id).toBeDefined();
      expect(node?.name).toBe(product.name);
      expect(node?.brand).toEqual({ '@type': 'Brand', name: product.brand });
      const offers = node?.offers;
      const variants = product.options?.variants ?? [{ values: [], priceDelta: 0, stock: product.stock }];
      if (product.quirks.includes('jsonld-aggregate-offer')) {
        expect(isObject(offers) && offers['@type']).toBe('AggregateOffer');
        const aggregate = offers as JsonObject;
        expect(Number(aggregate.lowPrice)).toBe(product.listPrice);
        expect(Number(aggregate.highPrice)).toBe(
          product.listPrice + Math.max(...variants.map((v) => v.priceDelta)),
        );
        expect(aggregate.offerCount).toBe(variants.length);
      } else {
        expect(Array.isArray(offers)).toBe(true);
        const list = (offers as JsonObject[]).map((offer) => ({
          price: Number(offer.price),
          currency: offer.priceCurrency,
          itemCode: new URL(String(offer.url)).searchParams.get('item_code'),
        }));
        expect(list).toEqual(
          variants.map((v, index) => ({
            price: product.listPrice + v.priceDelta,
            currency: 'KRW',
            itemCode: cafe24ItemCodes(product)[index],
          })),
        );
        expect(list[0]?.price).toBe(product.listPrice);
      }
      const prices = isObject(offers) ? [offers.lowPrice] : (offers as JsonObject[]).map((o) => o.price);
      const expectedType = product.quirks.includes('jsonld-price-as-string') ? 'string' : 'number';
      for (const price of prices) expect(typeof price, product.id).toBe(expectedType);
    }
  });

  it('write JSON-LD image URLs with a doubled scheme on the pages that carry that quirk', async () => {
    for (const product of productsOfStyle('cafe24')) {
      const images = findProductNode(jsonLdBlocks(await pageOf(product)))?.image;
      expect(Array.isArray(images)).toBe(true);
      const raw = (images as string[]).map(String);
      const doubled = product.quirks.includes('doubled-scheme-images');
      for (const url of raw) expect(url.startsWith('http:http://'), product.id).toBe(doubled);
      expect(raw.map(repairDoubledScheme)).toEqual(product.expected.images.map((p) => `${TEST_BASE}/${p}`));
    }
  });

  it('carry og/product meta with list and sale prices, path_role, canonical and the xml-declaration quirk', async () => {
    for (const product of productsOfStyle('cafe24')) {
      const html = await pageOf(product);
      expect(metaContent(html, 'og:type')).toBe('product');
      expect(metaContent(html, 'product:price:amount')).toBe(String(product.listPrice));
      expect(metaContent(html, 'product:sale_price:amount')).toBe(String(product.salePrice));
      expect(metaContent(html, 'product:price:currency')).toBe('KRW');
      expect(metaContent(html, 'product:productId')).toBe(product.siteNo);
      expect(metaContent(html, 'path_role')).toBe('PRODUCT_DETAIL');
      expect(metaContent(html, 'keywords')).toBe(product.searchTags.join(','));
      const ogTitle = metaContent(html, 'og:title');
      expect(ogTitle).toBe(
        product.quirks.includes('og-title-site-suffix')
          ? `${product.name} - ${product.shopName}`
          : product.name,
      );
      expect(html).toContain(`<link rel="canonical" href="${TEST_BASE}/${product.path}">`);
      expect(html.startsWith('<?xml version="1.0" encoding="iso-8859-1"?>')).toBe(
        product.quirks.includes('xml-declaration-iso-8859-1'),
      );
      expect(html).toContain(
        `<strong id="span_product_price_text">${product.listPrice.toLocaleString('en-US')}원</strong>`,
      );
      const bigImage = /<img src="([^"]+)" class="BigImage"/.exec(html)?.[1];
      expect(bigImage).toBe(`//${TEST_HOST}/sandbox/shop/${product.images.main}`);
      const detail = /<div id="prdDetail"[\s\S]*$/.exec(html)?.[0] ?? '';
      expect(imageSources(detail)).toEqual(
        product.images.detail.map((p) => `//${TEST_HOST}/sandbox/shop/${p}`),
      );
    }
  });

  it('hold option stock in option_stock_data (escaped JSON string) and names in option_name_mapper', async () => {
    for (const product of productsOfStyle('cafe24')) {
      const html = await pageOf(product);
      expect(html).toContain(`var iProductNo = '${product.siteNo}';`);
      expect(html).toContain(`var product_price = '${product.listPrice}';`);
      const literal = /var option_stock_data = '((?:[^'\\]|\\.)*)';/.exec(html)?.[1];
      expect(literal, product.id).toBeDefined();
      // A JS single-quoted string: unescape it, then it is JSON (with \uXXXX escapes for Korean).
      const data = JSON.parse((literal ?? '').replace(/\\(.)/g, '$1')) as Record<string, JsonObject>;
      const codes = cafe24ItemCodes(product);
      expect(Object.keys(data)).toEqual(codes);
      const groups = product.options?.groups ?? [];
      const variants = product.options?.variants ?? [{ values: [], priceDelta: 0, stock: product.stock }];
      variants.forEach((variant, index) => {
        expect(data[codes[index] ?? ''], product.id).toMatchObject({
          option_name: groups.join('#$%'),
          option_value: variant.values.join('-'),
          option_price: product.listPrice + variant.priceDelta,
          stock_number: variant.stock,
          is_selling: variant.stock > 0 ? 'T' : 'F',
          is_display: 'T',
        });
      });
      expect(literal).not.toMatch(/[가-힣]/);
      expect(html).toContain(`var option_name_mapper = '${groups.join('#$%')}';`);
    }
  });

  it('serves the readable slug URL and the mobile URL with the same product', async () => {
    const [product] = productsOfStyle('cafe24');
    if (product === undefined) throw new Error('no cafe24 product');
    for (const path of product.alternatePaths) {
      const html = (await getShop(app, path)).body;
      expect(metaContent(html, 'product:productId'), path).toBe(product.siteNo);
    }
    expect(decodeURIComponent(product.alternatePaths[0] ?? '')).toContain(
      '오늘출발-프리미엄-호텔-극세사-이불-세트-Q',
    );
  });
});
