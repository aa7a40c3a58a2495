import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  manualClock,
  PRODUCTS_PATH,
  SECOND_VENDOR,
  validProductBody,
} from './testing.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(approvalDelayMs = 1000) {
  const clock = manualClock();
  app = await buildTestApp({ now: clock.now, rateLimitPerSecond: 0, approvalDelayMs });
  const send = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    call(app as FastifyInstance, clock, method, path, body);
  return { clock, send };
}

type Body = Record<string, unknown>;
type Send = Awaited<ReturnType<typeof start>>['send'];
const reason = "상품명에 판매 금지 표현('가품')이 포함되어 승인이 반려되었습니다.";

async function rejectedProduct(send: Send, advance: (ms: number) => void) {
  const id = (
    await send('POST', PRODUCTS_PATH, {
      ...validProductBody(),
      sellerProductName: '가품 텀블러',
      requested: true,
    })
  ).json().data;
  advance(1000);
  const product = (await send('GET', `${PRODUCTS_PATH}/${id}`)).json().data;
  expect(product.statusName).toBe('승인반려');
  return { id: id as number, itemIds: (product.items as Body[]).map((item) => item.sellerProductItemId) };
}

function modifyBody(id: number, itemIds: unknown[], overrides: Body = {}): Body {
  const body = validProductBody();
  return {
    ...body,
    sellerProductId: id,
    items: (body.items as Body[]).map((item, index) => ({ ...item, sellerProductItemId: itemIds[index] })),
    ...overrides,
  };
}

describe('coupang sandbox review histories', () => {
  it('lists the review steps newest first with the rejection reason, in the "200" envelope', async () => {
    const { clock, send } = await start();
    const { id } = await rejectedProduct(send, clock.advance);
    const response = await send('GET', `${PRODUCTS_PATH}/${id}/histories`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: '200', message: 'SUCCESS', nextToken: '' });
    expect(body.data).toEqual([
      { status: '승인반려', createdAt: '2025-07-20T12:00:01', createdBy: '쿠팡 상품검수', comment: reason },
      { status: '승인대기중', createdAt: '2025-07-20T12:00:00', createdBy: 'ollida_demo1', comment: '' },
      { status: '임시저장', createdAt: '2025-07-20T12:00:00', createdBy: 'ollida_demo1', comment: '' },
    ]);
  });

  it('pages with nextToken and refuses bad paging or unknown products', async () => {
    const { clock, send } = await start();
    const { id } = await rejectedProduct(send, clock.advance);
    const first = (await send('GET', `${PRODUCTS_PATH}/${id}/histories?maxPerPage=2`)).json();
    expect(first.data.map((entry: Body) => entry.status)).toEqual(['승인반려', '승인대기중']);
    expect(first.nextToken).toBe('2');
    const rest = (await send('GET', `${PRODUCTS_PATH}/${id}/histories?maxPerPage=2&nextToken=2`)).json();
    expect(rest.data.map((entry: Body) => entry.status)).toEqual(['임시저장']);
    expect(rest.nextToken).toBe('');
    expect((await send('GET', `${PRODUCTS_PATH}/${id}/histories?maxPerPage=0`)).statusCode).toBe(400);
    const unknown = await send('GET', `${PRODUCTS_PATH}/99999/histories`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'ERROR', message: '업체상품[99999]이 존재하지 않습니다.' });
  });
});

describe('coupang sandbox product modification', () => {
  it('takes a fixed body for a rejected product, back to 임시저장, then approves it on request', async () => {
    const { clock, send } = await start();
    const { id, itemIds } = await rejectedProduct(send, clock.advance);
    const modified = await send(
      'PUT',
      PRODUCTS_PATH,
      modifyBody(id, itemIds, { sellerProductName: '정품 텀블러' }),
    );
    expect(modified.statusCode, modified.body).toBe(200);
    expect(modified.json()).toEqual({ code: 'SUCCESS', message: '', data: id });
    const saved = (await send('GET', `${PRODUCTS_PATH}/${id}`)).json().data;
    expect(saved).toMatchObject({
      statusName: '임시저장',
      sellerProductName: '정품 텀블러',
      productId: null,
    });
    expect(saved.items.map((item: Body) => item.sellerProductItemId)).toEqual(itemIds);

    await send('PUT', `${PRODUCTS_PATH}/${id}/approvals`);
    clock.advance(1000);
    const approved = (await send('GET', `${PRODUCTS_PATH}/${id}`)).json().data;
    expect(approved.statusName).toBe('승인완료');
    const history = (await send('GET', `${PRODUCTS_PATH}/${id}/histories`)).json().data as Body[];
    expect(history.slice(0, 3).map((entry) => [entry.status, entry.comment])).toEqual([
      ['승인완료', ''],
      ['승인대기중', ''],
      ['임시저장', '상품 정보 수정'],
    ]);
  });

  it('goes straight to review with requested: true, and refuses a product under review', async () => {
    const { clock, send } = await start();
    const { id, itemIds } = await rejectedProduct(send, clock.advance);
    const body = modifyBody(id, itemIds, { requested: true, sellerProductName: '정품 텀블러' });
    expect((await send('PUT', PRODUCTS_PATH, body)).statusCode).toBe(200);
    expect((await send('GET', `${PRODUCTS_PATH}/${id}`)).json().data.statusName).toBe('승인대기중');
    const busy = await send('PUT', PRODUCTS_PATH, body);
    expect(busy.statusCode).toBe(400);
    expect(busy.json().message).toContain("'승인대기중' 상태라서 수정할 수 없습니다");
    clock.advance(1000);
    expect((await send('GET', `${PRODUCTS_PATH}/${id}`)).json().data.statusName).toBe('승인완료');
  });

  it('keeps an approved product on sale with its ids when it is modified, requested or not', async () => {
    const { clock, send } = await start();
    const id = (await send('POST', PRODUCTS_PATH, { ...validProductBody(), requested: true })).json().data;
    clock.advance(1000);
    const approved = (await send('GET', `${PRODUCTS_PATH}/${id}`)).json().data;
    const itemIds = approved.items.map((item: Body) => item.sellerProductItemId);
    for (const [requested, name] of [
      [false, '새 이름 텀블러'],
      [true, '다른 이름 텀블러'],
    ] as const) {
      const body = modifyBody(id, itemIds, { requested, displayProductName: name });
      expect((await send('PUT', PRODUCTS_PATH, body)).statusCode).toBe(200);
      const again = (await send('GET', `${PRODUCTS_PATH}/${id}`)).json().data;
      expect(again).toMatchObject({
        statusName: '승인완료',
        productId: approved.productId,
        displayProductName: name,
      });
      expect(again.items.map((item: Body) => item.vendorItemId)).toEqual(
        approved.items.map((item: Body) => item.vendorItemId),
      );
    }
    const history = (await send('GET', `${PRODUCTS_PATH}/${id}/histories`)).json().data as Body[];
    expect(history.slice(0, 3).map((entry) => [entry.status, entry.comment])).toEqual([
      ['승인완료', '상품 정보 수정'],
      ['승인완료', '상품 정보 수정'],
      ['승인완료', ''],
    ]);
    // Still 승인완료, so an approval request is refused as Coupang does.
    expect((await send('PUT', `${PRODUCTS_PATH}/${id}/approvals`)).statusCode).toBe(400);
  });

  it.each([
    ['an unknown product', (id: number, ids: unknown[]) => modifyBody(id + 50, ids), '이 존재하지 않습니다.'],
    [
      'an item of another product',
      (id: number, ids: unknown[]) => modifyBody(id, [ids[0], 123]),
      '옵션 ID(sellerProductItemId)[123]는',
    ],
    [
      'an item without its id',
      (id: number, ids: unknown[]) => modifyBody(id, [ids[0], undefined]),
      'items[1].sellerProductItemId은(는) 필수 입력 항목입니다.',
    ],
    [
      'the same item twice',
      (id: number, ids: unknown[]) => modifyBody(id, [ids[0], ids[0]]),
      '가 중복되었습니다.',
    ],
    [
      'a body failing the create checks',
      (id: number, ids: unknown[]) => modifyBody(id, ids, { returnCenterCode: '1' }),
      '반품지 코드[1]가 존재하지 않습니다.',
    ],
  ])('refuses %s with a product-family 400', async (_name, build, expected) => {
    const { clock, send } = await start();
    const { id, itemIds } = await rejectedProduct(send, clock.advance);
    const response = await send('PUT', PRODUCTS_PATH, build(id, itemIds));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'ERROR', message: expect.stringContaining(expected) });
  });

  it("cannot modify another vendor's product", async () => {
    const { clock, send } = await start();
    const { id, itemIds } = await rejectedProduct(send, clock.advance);
    const body = { ...modifyBody(id, itemIds), ...validProductBody(SECOND_VENDOR) };
    const foreign = await call(
      app as FastifyInstance,
      clock,
      'PUT',
      PRODUCTS_PATH,
      {
        ...body,
        sellerProductId: id,
        items: (body.items as Body[]).map((item, index) => ({
          ...item,
          sellerProductItemId: itemIds[index],
        })),
      },
      SECOND_VENDOR,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`업체상품[${id}]이 존재하지 않습니다.`);
  });
});
