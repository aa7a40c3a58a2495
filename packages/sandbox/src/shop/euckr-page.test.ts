import type { FastifyInstance } from 'fastify';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsOfStyle } from './catalogue.ts';
import { EUCKR_SHOP_LOGO } from './product-images.ts';
import { listingPath } from './render-listing.ts';
import { buildShopTestApp, getShop, imageSources, metaContent, TEST_BASE, TEST_PREFIX } from './testing.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildShopTestApp();
});
afterAll(async () => {
  await app.close();
});

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

describe('EUC-KR pages', () => {
  it('are sent as EUC-KR bytes that decode with iconv-lite to the catalogue name and are not UTF-8', async () => {
    for (const product of productsOfStyle('euckr')) {
      const response = await getShop(app, product.path);
      expect(response.headers['content-type']).toBe('text/html; charset=euc-kr');
      const bytes = response.rawPayload;
      const html = iconv.decode(bytes, 'euc-kr');
      expect(html, product.id).toContain(`<h3 class="tit-prd" itemprop="name">${product.name}</h3>`);
      expect(bytes.includes(iconv.encode(product.name, 'euc-kr')), product.id).toBe(true);
      expect(bytes.includes(Buffer.from(product.name, 'utf8')), product.id).toBe(false);
      expect(isValidUtf8(bytes), product.id).toBe(false);
      // Round trip: everything on the page survived the encoding (no '?' replacements).
      expect(iconv.encode(html, 'euc-kr').equals(bytes), product.id).toBe(true);
    }
  });

  it('declare the charset in a <meta> within the first 1024 bytes (legacy and contradicting forms on a few pages)', async () => {
    for (const product of productsOfStyle('euckr')) {
      const head = iconv.decode((await getShop(app, product.path)).rawPayload.subarray(0, 1024), 'euc-kr');
      if (product.quirks.includes('meta-charset-mismatch')) {
        expect(head, product.id).toContain('<meta charset="utf-8">');
      } else if (product.quirks.includes('meta-charset-http-equiv')) {
        expect(head, product.id).toContain(
          '<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">',
        );
      } else {
        expect(head, product.id).toContain('<meta charset="euc-kr">');
      }
    }
  });

  it('decode a CP949-only character (똠) that strict EUC-KR lacks', async () => {
    const product = productsOfStyle('euckr').find((p) => p.quirks.includes('cp949-only-character'));
    if (product === undefined) throw new Error('no cp949 product');
    const bytes = (await getShop(app, product.path)).rawPayload;
    expect(iconv.decode(bytes, 'cp949')).toContain('똠얌꿍');
  });

  it('carry microdata, labelled price rows, root-relative images and sometimes a logo as og:image', async () => {
    for (const product of productsOfStyle('euckr')) {
      const html = iconv.decode((await getShop(app, product.path)).rawPayload, 'euc-kr');
      expect(html).toContain('itemtype="http://schema.org/Product"');
      expect(html).toContain(`<strong itemprop="price" content="${product.salePrice}">`);
      expect(html).toContain(`<meta itemprop="brand" content="${product.brand}">`);
      expect(html).toContain(`${product.salePrice.toLocaleString('en-US')}</strong>원`);
      if (product.listPrice > product.salePrice) {
        expect(html).toContain(`<strike>${product.listPrice.toLocaleString('en-US')}원</strike>`);
      }
      const images = imageSources(html);
      expect(images[0]).toBe(`${TEST_PREFIX}/${product.images.main}`);
      expect(images.some((src) => src.includes('shopimages'))).toBe(true);
      const detail = /<div class="ck-content">[\s\S]*$/.exec(html)?.[0] ?? '';
      expect(imageSources(detail)).toEqual(product.images.detail.map((p) => `${TEST_PREFIX}/${p}`));
      const ogImage = product.quirks.includes('og-image-is-logo') ? EUCKR_SHOP_LOGO : product.images.main;
      expect(metaContent(html, 'og:image')).toBe(`${TEST_BASE}/${ogImage}`);
    }
  });

  it('serves its listing pages as EUC-KR too', async () => {
    const response = await getShop(app, listingPath('euckr', 1));
    expect(response.headers['content-type']).toBe('text/html; charset=euc-kr');
    const [first] = productsOfStyle('euckr');
    expect(iconv.decode(response.rawPayload, 'euc-kr')).toContain(first?.name ?? '?');
    expect(isValidUtf8(response.rawPayload)).toBe(false);
  });
});
