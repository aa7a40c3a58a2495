import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsOfStyle } from '../shop/catalogue.ts';
import { DOMEGGOOK_ERRORS } from './errors.ts';
import { buildDomeggookTestApp, callItemView, TEST_HOST } from './testing.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildDomeggookTestApp();
});
afterAll(async () => {
  await app.close();
});

function productNo(index: number): string {
  const product = productsOfStyle('domeggook')[index];
  if (product === undefined) throw new Error(`no domeggook product at ${index}`);
  return product.siteNo;
}

async function errorCode(overrides: Record<string, string | undefined>): Promise<unknown> {
  const response = await callItemView(app, overrides);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ errors?: { code: string; message: string; dmessage: string } }>();
  expect(body.errors?.dmessage.length).toBeGreaterThan(0);
  return body.errors?.code;
}

describe('도매꾹 Open API sandbox: errors in the standard format', () => {
  it('refuses a missing or unknown aid before looking at anything else', async () => {
    expect(await errorCode({ aid: undefined })).toBe(DOMEGGOOK_ERRORS.invalidKey.code);
    expect(await errorCode({ aid: 'not-a-key', no: 'abc' })).toBe(DOMEGGOOK_ERRORS.invalidKey.code);
  });

  it('names a missing parameter, an unknown mode, a bad version and a non-JSON output', async () => {
    expect(await errorCode({ mode: undefined })).toBe(DOMEGGOOK_ERRORS.missingParameter.code);
    expect(await errorCode({ mode: 'getItemList' })).toBe(DOMEGGOOK_ERRORS.unknownMode.code);
    expect(await errorCode({ ver: '1.0', no: productNo(0) })).toBe(DOMEGGOOK_ERRORS.invalidParameter.code);
    expect(await errorCode({ market: 'xyz', no: productNo(0) })).toBe(DOMEGGOOK_ERRORS.missingParameter.code);
    expect(await errorCode({ no: undefined })).toBe(DOMEGGOOK_ERRORS.missingParameter.code);
    expect(await errorCode({ om: 'xml', no: productNo(0) })).toBe(DOMEGGOOK_ERRORS.unsupportedOutput.code);
  });

  it('answers itemNotFound for an item number the catalogue does not have', async () => {
    expect(await errorCode({ no: '11111111' })).toBe(DOMEGGOOK_ERRORS.itemNotFound.code);
  });
});

describe('도매꾹 Open API sandbox: getItemView', () => {
  it('answers every catalogue item under the `domeggook` root with the documented groups', async () => {
    for (const product of productsOfStyle('domeggook')) {
      const response = await callItemView(app, { no: product.siteNo });
      const item = response.json<{ domeggook: Record<string, unknown> }>().domeggook;
      for (const group of [
        'basis',
        'price',
        'qty',
        'deli',
        'thumb',
        'desc',
        'seller',
        'detail',
        'category',
      ]) {
        expect(item[group], `${product.siteNo} ${group}`).toBeTypeOf('object');
      }
      expect(item.basis).toMatchObject({ no: Number(product.siteNo), title: product.name, status: '판매중' });
    }
  });

  it('writes a multi-tier dome price as the tier string and a single price as a number', async () => {
    const tiered = productsOfStyle('domeggook').find((p) => p.tiers.length > 1);
    const single = productsOfStyle('domeggook').find((p) => p.tiers.length === 1);
    if (tiered === undefined || single === undefined) throw new Error('catalogue lacks a tier case');
    const tieredItem = (await callItemView(app, { no: tiered.siteNo })).json().domeggook;
    expect(tieredItem.price.dome).toBe(tiered.tiers.map((t) => `${t.minQuantity}+${t.unitPrice}`).join('|'));
    const singleItem = (await callItemView(app, { no: single.siteNo })).json().domeggook;
    expect(singleItem.price.dome).toBe(single.salePrice);
  });

  it('serialises options as a JSON string whose data carries hid flags, incl. a fully hidden retired option', async () => {
    const product = productsOfStyle('domeggook').find((p) => p.quirks.includes('hidden-option'));
    if (product?.options === undefined) throw new Error('no product with a hidden option');
    const item = (await callItemView(app, { no: product.siteNo })).json().domeggook;
    expect(item.selectOpt).toBeTypeOf('string');
    const parsed = JSON.parse(item.selectOpt);
    const entries = Object.values(parsed.data) as Array<{ hid: string; qty: string }>;
    expect(entries).toHaveLength(product.options.variants.length + 1);
    expect(entries.filter((entry) => entry.hid === '2')).toHaveLength(1);
    expect(entries.filter((entry) => entry.hid === '1').every((entry) => entry.qty === '0')).toBe(true);
    expect(parsed.set.map((group: { name: string }) => group.name)).toEqual(product.options.groups);
  });

  it('points images at /sandbox/shop on the calling host, or at a configured shop', async () => {
    const product = productsOfStyle('domeggook')[0];
    if (product === undefined) throw new Error('empty catalogue');
    const item = (await callItemView(app, { no: product.siteNo })).json().domeggook;
    expect(item.thumb.original).toBe(`http://${TEST_HOST}/sandbox/shop/${product.images.main}`);
    expect(item.desc.contents.item).toContain(`http://${TEST_HOST}/sandbox/shop/${product.images.detail[0]}`);
    const configured = await buildDomeggookTestApp({ shopBaseUrl: 'https://shop.example/x/' });
    const other = (await callItemView(configured, { no: product.siteNo })).json().domeggook;
    expect(other.thumb.original).toBe(`https://shop.example/x/${product.images.main}`);
    await configured.close();
  });
});
