import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsOfStyle, shopCatalogue } from './catalogue.ts';
import { domeggookOptionCodes } from './render-domeggook.ts';
import { godoOptionValues } from './render-godo.ts';
import {
  buildShopTestApp,
  decodeEntities,
  getShop,
  hiddenInputValue,
  imageSources,
  metaContent,
  TEST_BASE,
  TEST_HOST,
  TEST_PREFIX,
} from './testing.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildShopTestApp({ now: () => Date.UTC(2025, 2, 14) });
});
afterAll(async () => {
  await app.close();
});

describe('product pages', () => {
  it('answers 200 with the right content type on every canonical and alternate product URL', async () => {
    for (const product of shopCatalogue) {
      for (const path of [product.path, ...product.alternatePaths]) {
        const response = await getShop(app, path);
        expect(response.statusCode, path).toBe(200);
        const charset = product.style === 'euckr' ? 'euc-kr' : 'utf-8';
        expect(response.headers['content-type'], path).toBe(`text/html; charset=${charset}`);
        expect(String(response.headers['content-security-policy']), path).toContain(
          "script-src 'self' 'unsafe-inline'",
        );
      }
    }
  });

  it('answers the Korean 404 page for unknown product numbers and paths', async () => {
    for (const path of [
      'domeggook/99999999',
      'cafe24/product/detail.html?product_no=1',
      'godo/goods/goods_view.php',
      'opengraph/shop_view/?idx=abc',
      'no/such/page',
    ]) {
      const response = await getShop(app, path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toContain('요청하신 페이지를 찾을 수 없습니다');
    }
  });
});

describe('도매꾹-style pages', () => {
  it('carry the l* ids, tier table, contentsBuffer, lItem state and option data with the catalogue values', async () => {
    for (const product of productsOfStyle('domeggook')) {
      const html = (await getShop(app, product.path)).body;
      expect(metaContent(html, 'og:title')).toBe(`[도매꾹] ${product.name}`);
      expect(html).toContain(`<title>${product.name} - 도매꾹</title>`);
      expect(html).toContain(`<h1 id="lInfoItemTitle">${product.name}</h1>`);
      expect(html).toMatch(new RegExp(`<div id="lInfoHeader"><span>상품번호 : ${product.siteNo}</span>`));
      expect(html).toContain(
        `<button id="lBtnShowSellerInfo" type="button">판매자 <b>${product.shopName}</b>`,
      );
      expect(html).toMatch(new RegExp(`baseAmtDome : ${product.salePrice},`));
      expect(html).toContain(`"price":"${product.salePrice}"`);
      const thumb = /<img id="lThumbImg" src="([^"]+)"/.exec(html)?.[1];
      expect(thumb).toBe(`//${TEST_HOST}${TEST_PREFIX}/${product.images.main}`);
      expect(html).toContain(`<td class="lInfoItemContent">${product.stock.toLocaleString('en-US')}개</td>`);
      expect(html).toContain(`<td class="lInfoItemCountryContent">${product.origin}</td>`);
      expect(html).toContain(product.imageReuseAllowed ? '>사용허용<' : '>사용불가<');
      const crumbs = [...html.matchAll(/<li id="lPathCat(\d+)"><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[2]);
      expect(crumbs).toEqual(['도매꾹홈', ...product.category]);

      if (product.quirks.includes('business-only-no-tier-table')) {
        expect(html).not.toContain('id="lBaseAmtTbl"');
        expect(html).not.toContain('id="lAmtSectionTbl"');
      } else if (product.quirks.includes('compact-tier-table')) {
        const table = /<table id="lAmtSectionTbl">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
        const cells = [...table.matchAll(/<td>([\d,]+)~?<\/td>/g)].map((m) =>
          Number((m[1] ?? '').replaceAll(',', '')),
        );
        const tiers = product.tiers;
        expect(cells).toEqual([...tiers.map((t) => t.minQuantity), ...tiers.map((t) => t.unitPrice)]);
      } else {
        const table = /<table id="lBaseAmtTbl">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
        const rows = [...table.matchAll(/<tr><th>([\d,]+) ~<\/th><td>([\d,]+)<\/td><\/tr>/g)].map((m) => ({
          minQuantity: Number((m[1] ?? '').replaceAll(',', '')),
          unitPrice: Number((m[2] ?? '').replaceAll(',', '')),
        }));
        expect(rows).toEqual(product.tiers);
      }

      const buffer = /<textarea id="contentsBuffer" style="display:none">([\s\S]*?)<\/textarea>/.exec(
        html,
      )?.[1];
      const detail = decodeEntities(buffer ?? '');
      const detailImages = imageSources(detail.replace(/<div class="tmpl04">[\s\S]*$/, ''));
      expect(detailImages).toEqual(product.images.detail.map((p) => `//${TEST_HOST}${TEST_PREFIX}/${p}`));
      expect(detail.includes('class="tmpl04"')).toBe(
        product.quirks.includes('recommendation-blocks-in-detail'),
      );

      const init = /new ItemOptionController\((\{.*\})\);/.exec(html)?.[1];
      if (product.options === undefined) {
        expect(init).toBeUndefined();
        continue;
      }
      const data = (
        JSON.parse(init ?? '{}') as { data: Record<string, { name: string; hid: number; qty: number }> }
      ).data;
      const codes = domeggookOptionCodes(product);
      expect(Object.keys(data)).toEqual(codes);
      product.options.variants.forEach((variant, index) => {
        expect(data[codes[index] ?? '']).toMatchObject({
          name: variant.values.join('/'),
          dom: 1,
          sup: 1,
          hid: variant.stock === 0 ? 1 : 0,
          qty: variant.stock,
        });
      });
    }
  });

  it('uses combination codes like "0_01" for two option groups', () => {
    const combo = productsOfStyle('domeggook').find((p) => p.options?.groups.length === 2);
    expect(combo === undefined ? [] : domeggookOptionCodes(combo)).toEqual([
      '0_00',
      '0_01',
      '1_00',
      '1_01',
      '2_00',
      '2_01',
    ]);
  });

  it('answers the ?no= URL form with the same item', async () => {
    const [product] = productsOfStyle('domeggook');
    if (product === undefined) throw new Error('no domeggook product');
    const byQuery = await getShop(app, `domeggook/?no=${product.siteNo}`);
    expect(metaContent(byQuery.body, 'og:url')).toBe(`${TEST_BASE}/${product.path}`);
  });
});

describe('고도몰5-style pages', () => {
  it('carry the price in hidden set_goods_* inputs and no product:price meta or JSON-LD', async () => {
    for (const product of productsOfStyle('godo')) {
      const html = (await getShop(app, product.path)).body;
      expect(hiddenInputValue(html, 'set_goods_price')).toBe(String(product.salePrice));
      expect(hiddenInputValue(html, 'set_goods_fixedPrice')).toBe(String(product.listPrice));
      expect(hiddenInputValue(html, 'set_goods_stock')).toBe(String(product.stock));
      expect(hiddenInputValue(html, 'set_total_price')).toBe(String(product.salePrice));
      expect(hiddenInputValue(html, 'goodsNo[]')).toBe(product.siteNo);
      expect(hiddenInputValue(html, 'optionFl')).toBe(product.options === undefined ? 'n' : 'y');
      expect(html).toContain("gdCurrencyCode = 'KRW'");
      expect(html).toMatch(/<form name="frmView" id="frmView"/);
      expect(html).toContain(`<div class="item_detail_tit"><h1>${product.name}</h1></div>`);
      expect(html).toContain(
        `<dd class="sale_price"><strong>${product.salePrice.toLocaleString('en-US')}</strong>원</dd>`,
      );
      expect(html).toContain(
        `<title>${product.name} | ${product.category.at(-1)} - ${product.shopName}</title>`,
      );
      expect(metaContent(html, 'og:type')).toBe('product');
      expect(metaContent(html, 'product:price:amount')).toBeUndefined();
      expect(html).not.toContain('application/ld+json');
      expect(html.includes('btn_add_soldout')).toBe(product.soldOut);

      const options = [...html.matchAll(/<option value="([^"]+)"/g)].map((m) => decodeEntities(m[1] ?? ''));
      expect(options).toEqual(godoOptionValues(product));
      product.options?.variants.forEach((variant, index) => {
        const [head, ...labels] = (options[index] ?? '').split('^|^');
        const [, delta, , stock] = (head ?? '').split('||');
        expect({ delta: Number(delta), stock: Number(stock), labels }).toEqual({
          delta: variant.priceDelta,
          stock: variant.stock,
          labels: variant.values,
        });
      });
      const images = imageSources(html);
      expect(images).toContain(`${TEST_PREFIX}/${product.images.main}`);
      for (const detail of product.images.detail) expect(images).toContain(`${TEST_PREFIX}/${detail}`);
    }
  });

  it('keeps set_goods_price filled on the sold-out page', async () => {
    const soldOut = productsOfStyle('godo').find((p) => p.soldOut);
    if (soldOut === undefined) throw new Error('no sold-out godo product');
    const html = (await getShop(app, soldOut.path)).body;
    expect(html).toContain('btn_restock_box');
    expect(hiddenInputValue(html, 'set_goods_price')).toBe(String(soldOut.salePrice));
    expect(hiddenInputValue(html, 'set_goods_stock')).toBe('0');
  });
});
