import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

async function start(options: Parameters<typeof buildTestApp>[0] = {}) {
  const clock = manualClock();
  app = await buildTestApp({ now: clock.now, rateLimitPerSecond: 0, ...options });
  return { app, clock };
}

type Body = Record<string, unknown>;
const firstItem = (body: Body) => (body.items as Body[])[0] as Body;

describe('coupang sandbox product creation', () => {
  it('creates a product, saved until an approval request, then approved on the clock with ids assigned', async () => {
    const { app, clock } = await start({ approvalDelayMs: 5000 });
    const created = await call(app, clock, 'POST', PRODUCTS_PATH, validProductBody());
    expect(created.statusCode).toBe(200);
    const { code, message, data } = created.json();
    expect({ code, message }).toEqual({ code: 'SUCCESS', message: '' });
    expect(typeof data).toBe('number');

    const saved = (await call(app, clock, 'GET', `${PRODUCTS_PATH}/${data}`)).json();
    expect(saved.code).toBe('SUCCESS');
    expect(saved.data).toMatchObject({
      sellerProductId: data,
      statusName: '임시저장',
      productId: null,
      sellerProductName: '스테인리스 진공 텀블러 500ml',
    });
    expect(saved.data.items[0]).toMatchObject({ itemName: '실버', vendorItemId: null });

    const approval = await call(app, clock, 'PUT', `${PRODUCTS_PATH}/${data}/approvals`);
    expect(approval.json()).toEqual({
      code: 'SUCCESS',
      message: expect.stringContaining('승인 요청되었습니다'),
      data: String(data),
    });
    expect((await call(app, clock, 'GET', `${PRODUCTS_PATH}/${data}`)).json().data.statusName).toBe(
      '승인대기중',
    );

    clock.advance(5000);
    const approved = (await call(app, clock, 'GET', `${PRODUCTS_PATH}/${data}`)).json().data;
    expect(approved.statusName).toBe('승인완료');
    expect(approved.productId).toEqual(expect.any(Number));
    expect(approved.items[0].vendorItemId).toEqual(expect.any(Number));

    const again = await call(app, clock, 'PUT', `${PRODUCTS_PATH}/${data}/approvals`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'ERROR',
      message: expect.stringContaining("'승인완료' 상태라서 승인요청을 할 수 없습니다"),
    });
  });

  it('requested: true goes straight to 승인대기중, and with delay 0 to 승인완료', async () => {
    const { app, clock } = await start({ approvalDelayMs: 0 });
    const created = await call(app, clock, 'POST', PRODUCTS_PATH, {
      ...validProductBody(),
      requested: 'true',
    });
    const id = created.json().data;
    expect((await call(app, clock, 'GET', `${PRODUCTS_PATH}/${id}`)).json().data.statusName).toBe('승인완료');
  });

  it('denies counterfeit names at review time', async () => {
    const { app, clock } = await start({ approvalDelayMs: 10 });
    const created = await call(app, clock, 'POST', PRODUCTS_PATH, {
      ...validProductBody(),
      sellerProductName: '명품 레플리카 텀블러',
      requested: true,
    });
    clock.advance(10);
    expect(
      (await call(app, clock, 'GET', `${PRODUCTS_PATH}/${created.json().data}`)).json().data.statusName,
    ).toBe('승인반려');
  });

  it('accepts numbers and booleans sent as strings, as the official sample does', async () => {
    const { app, clock } = await start();
    const body = validProductBody();
    Object.assign(firstItem(body), { maximumBuyCount: '100', pccNeeded: 'false', salePrice: '15900' });
    body.outboundShippingPlaceCode = String(body.outboundShippingPlaceCode);
    expect((await call(app, clock, 'POST', PRODUCTS_PATH, body)).json().code).toBe('SUCCESS');
  });

  it('predicts the category when it is omitted, only for vendors who agreed to auto-matching', async () => {
    const { app, clock } = await start();
    const body = validProductBody();
    delete body.displayCategoryCode;
    expect((await call(app, clock, 'POST', PRODUCTS_PATH, body)).json().code).toBe('SUCCESS');
    const other = validProductBody(SECOND_VENDOR);
    delete other.displayCategoryCode;
    const refused = await call(app, clock, 'POST', PRODUCTS_PATH, other, SECOND_VENDOR);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('카테고리 자동매칭에 동의한 업체만');
  });

  it("refuses a body vendorId other than the key's vendor", async () => {
    const { app, clock } = await start();
    const response = await call(app, clock, 'POST', PRODUCTS_PATH, {
      ...validProductBody(),
      vendorId: SECOND_VENDOR.vendorId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'ERROR',
      message: "params's vendorId not equals gateway's vendorId",
    });
  });

  it('answers broken JSON with the line of the error', async () => {
    const { app, clock } = await start();
    const response = await call(
      app,
      clock,
      'POST',
      PRODUCTS_PATH,
      '{\n"sellerProductName": "a",\n"items": [,]\n}',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'ERROR',
      message: expect.stringMatching(/^입력값에 오류가 있습니다\. line: \d+$/),
    });
  });

  it('gives 2026-style details and errorItems for a missing mandatory option', async () => {
    const { app, clock } = await start();
    const body = validProductBody();
    firstItem(body).attributes = [{ attributeTypeName: '용량', attributeValueName: '500ml' }];
    const response = await call(app, clock, 'POST', PRODUCTS_PATH, body);
    expect(response.json()).toEqual({
      code: 'ERROR',
      message: '필수 구매 옵션이 존재하지 않습니다. Missing Attribute(s)',
      details: "'색상'은(는) 필수 구매 옵션입니다",
      errorItems: [{ itemName: '실버', attributeTypeNames: ['색상'] }],
    });
  });

  it("cannot read another vendor's product", async () => {
    const { app, clock } = await start();
    const id = (await call(app, clock, 'POST', PRODUCTS_PATH, validProductBody())).json().data;
    const response = await call(app, clock, 'GET', `${PRODUCTS_PATH}/${id}`, undefined, SECOND_VENDOR);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ERROR', message: `업체상품[${id}]이 존재하지 않습니다.` });
  });

  it('keeps products in the state file across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'coupang-sandbox-'));
    try {
      const stateFile = join(dir, 'coupang.json');
      const first = await start({ stateFile });
      const id = (await call(first.app, first.clock, 'POST', PRODUCTS_PATH, validProductBody())).json().data;
      await first.app.close();
      const second = await start({ stateFile });
      const read = await call(second.app, second.clock, 'GET', `${PRODUCTS_PATH}/${id}`);
      expect(read.json().data.sellerProductId).toBe(id);
      const next = (await call(second.app, second.clock, 'POST', PRODUCTS_PATH, validProductBody())).json()
        .data;
      expect(next).toBe(id + 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
