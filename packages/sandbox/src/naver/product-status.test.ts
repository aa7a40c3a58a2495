import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildNaverTestApp,
  injectToken,
  injectUpload,
  naverProductBody,
  pngBytes,
  TEST_PREFIX,
} from './testing.ts';

const clock = Date.UTC(2026, 0, 15, 1, 0, 0);
let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  app = await buildNaverTestApp({ now: () => clock, baseUrl: 'http://sandbox.test/sandbox/naver' });
  token = await injectToken(app, clock);
});
afterEach(async () => {
  await app.close();
});

function send(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, payload?: unknown) {
  return app.inject({
    method,
    url: `${TEST_PREFIX}${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function listed(): Promise<number> {
  const image = (await injectUpload(app, token, [{ name: 'a.png', bytes: pngBytes('s') }])).json().images[0]
    .url;
  return (await send('POST', '/v2/products', naverProductBody(image, 'SYNC-1'))).json().originProductNo;
}

const state = async (no: number) => {
  const origin = (await send('GET', `/v2/products/origin-products/${no}`)).json().originProduct;
  return { status: origin.statusType, stock: origin.stockQuantity, price: origin.salePrice };
};
const changeStatus = (no: number, body: Record<string, unknown>) =>
  send('PUT', `/v1/products/origin-products/${no}/change-status`, body);

describe('naver sandbox live-listing changes (lifecycle §1.1, §1.3, §6)', () => {
  it('follows the documented sale-status machine', async () => {
    const no = await listed();
    expect((await changeStatus(no, { statusType: 'SUSPENSION' })).json()).toMatchObject({ code: 'SUCCESS' });
    expect(await state(no)).toMatchObject({ status: 'SUSPENSION', stock: 5 });
    expect((await changeStatus(no, { statusType: 'SALE' })).statusCode).toBe(200);
    expect((await changeStatus(no, { statusType: 'OUTOFSTOCK' })).statusCode).toBe(200);
    expect(await state(no)).toMatchObject({ status: 'OUTOFSTOCK', stock: 0 });

    const noStock = await changeStatus(no, { statusType: 'SALE' });
    expect(noStock.statusCode).toBe(400);
    expect(noStock.json()).toMatchObject({ code: 'BAD_REQUEST', invalidInputs: [{ name: 'stockQuantity' }] });
    expect((await changeStatus(no, { statusType: 'SALE', stockQuantity: 0 })).statusCode).toBe(200);
    expect((await state(no)).status).toBe('OUTOFSTOCK');
    expect((await changeStatus(no, { statusType: 'SALE', stockQuantity: 30 })).statusCode).toBe(200);
    expect(await state(no)).toMatchObject({ status: 'SALE', stock: 30 });

    expect((await changeStatus(no, { statusType: 'CLOSE' })).statusCode).toBe(400);
    expect((await changeStatus(no, { statusType: 'SALE' })).statusCode).toBe(400);
    expect((await changeStatus(999, { statusType: 'SUSPENSION' })).statusCode).toBe(404);
  });

  it('multi-update changes price, stock and status, and a refused row changes nothing', async () => {
    const first = await listed();
    const second = await listed();
    const ok = await send('PATCH', '/v1/products/origin-products/multi-update', {
      multiProductUpdateRequestVos: [
        { originProductNo: first, multiUpdateTypes: ['SALE_PRICE'], productSalePrice: { salePrice: 11_000 } },
        { originProductNo: second, multiUpdateTypes: ['PRODUCT_STATUS_SUSPENSION'] },
      ],
    });
    expect(ok.json()).toMatchObject({ code: 'SUCCESS' });
    expect(await state(first)).toMatchObject({ price: 11_000, status: 'SALE' });
    expect((await state(second)).status).toBe('SUSPENSION');

    const refused = await send('PATCH', '/v1/products/origin-products/multi-update', {
      multiProductUpdateRequestVos: [
        { originProductNo: first, multiUpdateTypes: ['STOCK'], stockQuantity: 0 },
        {
          originProductNo: second,
          multiUpdateTypes: ['SALE_PRICE'],
          productSalePrice: { salePrice: 12_345 },
        },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(await state(first)).toMatchObject({ price: 11_000, stock: 5, status: 'SALE' });
  });
});
