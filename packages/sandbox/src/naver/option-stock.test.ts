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

function send(method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) {
  return app.inject({
    method,
    url: `${TEST_PREFIX}${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function listed(withOptions: boolean): Promise<number> {
  const image = (await injectUpload(app, token, [{ name: 'a.png', bytes: pngBytes('o') }])).json().images[0]
    .url;
  const body = naverProductBody(image, 'OPT-1');
  const detailAttribute = {
    ...body.originProduct.detailAttribute,
    ...(withOptions
      ? {
          optionInfo: {
            optionCombinationGroupNames: { optionGroupName1: '색상' },
            optionCombinations: [
              { optionName1: '빨강', stockQuantity: 7, price: 0, usable: true },
              { optionName1: '파랑', stockQuantity: 3, price: 1_000, usable: true },
            ],
          },
        }
      : {}),
  };
  const created = await send('POST', '/v2/products', {
    ...body,
    originProduct: { ...body.originProduct, detailAttribute },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().originProductNo;
}

interface Row {
  id: number;
  optionName1: string;
  stockQuantity: number;
  price: number;
}

async function rowsOf(no: number): Promise<Row[]> {
  const read = await send('GET', `/v2/products/origin-products/${no}`);
  return read.json().originProduct.detailAttribute.optionInfo.optionCombinations;
}

const optionStock = (no: number, body: unknown) =>
  send('PUT', `/v1/products/origin-products/${no}/option-stock`, body);

describe('naver sandbox option-stock (lifecycle §1.2, §6.2)', () => {
  it('numbers option combinations on create and changes the rows sent, with the full product back', async () => {
    const no = await listed(true);
    const [red, blue] = await rowsOf(no);
    expect(red).toMatchObject({ id: expect.any(Number), optionName1: '빨강', stockQuantity: 7 });
    expect(blue?.id).not.toBe(red?.id);

    const changed = await optionStock(no, {
      optionInfo: {
        optionCombinations: [
          { id: red?.id, stockQuantity: 0, price: 0, usable: true },
          { id: blue?.id, stockQuantity: 3, price: 2_000, usable: true },
        ],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ originProductNo: no, originProduct: { stockQuantity: 3 } });
    expect(await rowsOf(no)).toMatchObject([
      { optionName1: '빨강', stockQuantity: 0, price: 0 },
      { optionName1: '파랑', stockQuantity: 3, price: 2_000 },
    ]);
  });

  it('stores an omitted stockQuantity or price as 0, as Naver documents, and zeroes the rows left out', async () => {
    const no = await listed(true);
    const [red, blue] = await rowsOf(no);
    const onlyId = await optionStock(no, {
      optionInfo: { optionCombinations: [{ id: red?.id }, { id: blue?.id, stockQuantity: 3, price: 1_000 }] },
    });
    expect(onlyId.statusCode, onlyId.body).toBe(200);
    expect(await rowsOf(no)).toMatchObject([
      { optionName1: '빨강', stockQuantity: 0, price: 0 },
      { optionName1: '파랑', stockQuantity: 3, price: 1_000 },
    ]);
    // Only 빨강 sent: 파랑 is not kept (Naver documents nothing for rows left out; the sandbox takes the worst case).
    await optionStock(no, {
      optionInfo: { optionCombinations: [{ id: red?.id, stockQuantity: 7, price: 0 }] },
    });
    expect(await rowsOf(no)).toMatchObject([
      { optionName1: '빨강', stockQuantity: 7, price: 0 },
      { optionName1: '파랑', stockQuantity: 0, price: 0 },
    ]);
  });

  it('refuses a missing optionInfo, a row without id, an unknown id, a price out of range and a product without options', async () => {
    const no = await listed(true);
    const [red, blue] = await rowsOf(no);
    const refused = async (body: unknown, name: string, target = no) => {
      const response = await optionStock(target, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', invalidInputs: [{ name }] });
    };
    await refused({}, 'optionInfo');
    await refused({ optionInfo: {} }, 'optionInfo.optionCombinations');
    await refused(
      { optionInfo: { optionCombinations: [{ stockQuantity: 1, price: 0 }] } },
      'optionInfo.optionCombinations[0].id',
    );
    await refused(
      { optionInfo: { optionCombinations: [{ id: 1, stockQuantity: 1, price: 0 }] } },
      'optionInfo.optionCombinations[0].id',
    );
    // 10,000원 allows −50 % … +50 %: 5,001원 is over.
    await refused(
      { optionInfo: { optionCombinations: [{ id: blue?.id, stockQuantity: 1, price: 5_010 }] } },
      'optionInfo.optionCombinations[0].price',
    );
    await refused(
      {
        productSalePrice: { salePrice: 12_345 },
        optionInfo: { optionCombinations: [{ id: red?.id, stockQuantity: 1, price: 0 }] },
      },
      'productSalePrice.salePrice',
    );
    const plain = await listed(false);
    await refused({ optionInfo: { optionCombinations: [] } }, 'optionInfo.optionCombinations', plain);
    expect((await optionStock(999, { optionInfo: { optionCombinations: [] } })).statusCode).toBe(404);
    // Nothing refused changed anything.
    expect(await rowsOf(no)).toMatchObject([
      { stockQuantity: 7, price: 0 },
      { stockQuantity: 3, price: 1_000 },
    ]);
  });
});
