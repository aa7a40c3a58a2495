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

const ITEMS = '/v2/providers/seller_api/apis/api/v1/marketplace/vendor-items';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

type Body = Record<string, unknown>;

/** An approved product's first option: its vendorItemId and the create body's numbers. */
async function approvedItem() {
  const clock = manualClock();
  app = await buildTestApp({ now: clock.now, rateLimitPerSecond: 0, approvalDelayMs: 10 });
  const body = validProductBody();
  const created = (await call(app, clock, 'POST', PRODUCTS_PATH, body)).json().data;
  await call(app, clock, 'PUT', `${PRODUCTS_PATH}/${created}/approvals`);
  clock.advance(10);
  const product = (await call(app, clock, 'GET', `${PRODUCTS_PATH}/${created}`)).json().data;
  const item = (body.items as Body[])[0] as Body;
  return { app, clock, id: product.items[0].vendorItemId as number, item };
}

describe('coupang sandbox vendor-item changes (lifecycle §1, §2, §7)', () => {
  it('stops, resumes, re-prices and re-stocks one option, and the inventories read shows each change', async () => {
    const { app, clock, id, item } = await approvedItem();
    const read = async () => (await call(app, clock, 'GET', `${ITEMS}/${id}/inventories`)).json();
    expect(await read()).toEqual({
      code: 'SUCCESS',
      message: '',
      data: {
        sellerItemId: id,
        amountInStock: item.maximumBuyCount,
        salePrice: item.salePrice,
        onSale: true,
      },
    });

    const stop = await call(app, clock, 'PUT', `${ITEMS}/${id}/sales/stop`);
    expect(stop.json()).toEqual({ code: 'SUCCESS', message: '판매 중지 처리되었습니다.', data: null });
    expect((await call(app, clock, 'PUT', `${ITEMS}/${id}/sales/stop`)).statusCode).toBe(200);
    expect((await read()).data.onSale).toBe(false);
    expect((await call(app, clock, 'PUT', `${ITEMS}/${id}/sales/resume`)).json().message).toBe(
      '판매가 재개되었습니다.',
    );

    const newPrice = Math.round((Number(item.salePrice) * 1.2) / 10) * 10;
    expect((await call(app, clock, 'PUT', `${ITEMS}/${id}/prices/${newPrice}`)).json().message).toBe(
      '가격 변경을 완료했습니다.',
    );
    expect((await call(app, clock, 'PUT', `${ITEMS}/${id}/quantities/0`)).json().message).toBe(
      '재고 변경을 완료했습니다.',
    );
    // Stock 0 does not stop the sale (§1): the two are independent.
    expect((await read()).data).toMatchObject({ salePrice: newPrice, amountInStock: 0, onSale: true });
  });

  it('refuses 1-won units, jumps past −50 %/+100 % unless forced, bad stock and unknown or foreign ids', async () => {
    const { app, clock, id, item } = await approvedItem();
    const price = Number(item.salePrice);
    const odd = await call(app, clock, 'PUT', `${ITEMS}/${id}/prices/${price + 1}`);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe(
      `가격변경에 실패했습니다. [옵션ID[${id}] : 가격은 최소 10원 단위로 입력가능합니다. (1원단위 입력 불가)]`,
    );
    const triple = Math.round((price * 3) / 10) * 10;
    const jump = await call(app, clock, 'PUT', `${ITEMS}/${id}/prices/${triple}`);
    expect(jump.json().message).toContain('최대 50% 인하/최대 100%인상');
    const forced = await call(app, clock, 'PUT', `${ITEMS}/${id}/prices/${triple}?forceSalePriceUpdate=true`);
    expect(forced.json().code).toBe('SUCCESS');

    expect((await call(app, clock, 'PUT', `${ITEMS}/${id}/quantities/-1`)).json().message).toBe(
      '유효하지 않은 재고수량입니다.',
    );
    const unknown = await call(app, clock, 'PUT', `${ITEMS}/123/sales/stop`);
    expect(unknown.json().message).toBe('판매중지에 실패했습니다. [옵션ID[123] : 유효하지 않은 ID입니다.]');
    const foreign = await call(app, clock, 'PUT', `${ITEMS}/${id}/sales/stop`, undefined, SECOND_VENDOR);
    expect(foreign.statusCode).toBe(400);
    expect((await call(app, clock, 'GET', `${ITEMS}/${id}/inventories`)).json().data).toMatchObject({
      salePrice: triple,
      onSale: true,
    });
  });
});
