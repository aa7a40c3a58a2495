import type { FastifyInstance } from 'fastify';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopCatalogue } from './catalogue.ts';
import { ShopImageRegistry } from './image-registry.ts';
import { crc32 } from './png.ts';
import {
  buildShopTestApp,
  getShop,
  hrefs,
  imageSources,
  metaContent,
  TEST_BASE,
  TEST_HOST,
} from './testing.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildShopTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Turns a page's image reference into a request path the way a parser's URL repair would. */
function requestPath(src: string, pageUrl: string): string {
  const repaired = src.replace(/^https?:(?=https?:\/\/)/i, '');
  const url = new URL(repaired, pageUrl);
  expect(url.host).toBe(TEST_HOST);
  return url.pathname;
}

describe('shop images', () => {
  it('answers every image a product page references with an image content type', async () => {
    const checked = new Set<string>();
    for (const product of shopCatalogue) {
      const pageUrl = `${TEST_BASE}/${product.path}`;
      const response = await getShop(app, product.path);
      const html = product.style === 'euckr' ? iconv.decode(response.rawPayload, 'euc-kr') : response.body;
      const jsonLdImages = [...html.matchAll(/"(https?:[^"]+\.png)"/g)].map((m) => m[1] ?? '');
      const textarea = /<textarea id="contentsBuffer"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? '';
      const buffered = [...textarea.matchAll(/img src=&quot;([^&]+)&quot;/g)].map((m) => m[1] ?? '');
      const linked = hrefs(html).filter((href) => href.endsWith('.png'));
      const sources = [
        ...imageSources(html),
        ...jsonLdImages,
        ...buffered,
        ...linked,
        metaContent(html, 'og:image') ?? '',
      ];
      for (const path of [...product.expected.images, ...product.expected.detailImages]) {
        expect(
          sources.map((s) => requestPath(s, pageUrl)),
          `${product.id} ${path}`,
        ).toContain(`/sandbox/shop/${path}`);
      }
      for (const src of sources) {
        const path = requestPath(src, pageUrl);
        if (checked.has(path)) continue;
        checked.add(path);
        const image = await getShop(app, path);
        expect(image.statusCode, path).toBe(200);
        expect(String(image.headers['content-type']), path).toMatch(/^image\/(png|svg\+xml)$/);
      }
    }
    expect(checked.size).toBeGreaterThan(shopCatalogue.length * 5);
    // Draws a few hundred PNGs; the default 5 s is too tight when the whole unit tier runs in parallel.
  }, 30_000);

  it('draws valid PNGs (signature, IHDR size, chunk CRCs) for representative and thumbnail images', async () => {
    const [product] = shopCatalogue;
    if (product === undefined) throw new Error('empty catalogue');
    for (const [path, size] of [
      [product.images.main, 600],
      [product.images.thumbs[0] ?? '', 150],
    ] as const) {
      const body = (await getShop(app, path)).rawPayload;
      expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect(body.readUInt32BE(16)).toBe(size);
      expect(body.readUInt32BE(20)).toBe(size);
      expect(body.readUInt32BE(29)).toBe(crc32(body.subarray(12, 29)));
      expect(body.subarray(-8, -4).toString('ascii')).toBe('IEND');
    }
  });

  it('draws detail SVGs with the Korean product name as text', async () => {
    for (const product of shopCatalogue.slice(0, 10)) {
      const response = await getShop(app, product.images.detail[0] ?? '');
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
      expect(response.body).toContain(product.name.replaceAll('&', '&amp;'));
    }
  });

  it('returns identical bytes on every start and 404 for unknown image paths', async () => {
    const [product] = shopCatalogue;
    const path = product?.images.main ?? '';
    const first = new ShopImageRegistry().get(path)?.body;
    const second = new ShopImageRegistry().get(path)?.body;
    expect(first?.equals(second ?? Buffer.alloc(0))).toBe(true);
    expect((await getShop(app, 'images/domeggook/nope.png')).statusCode).toBe(404);
  });

  it('computes the standard CRC-32 check value', () => {
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
  });
});
