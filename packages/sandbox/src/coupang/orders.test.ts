import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { kstDate } from './kst.ts';
import { ORDER_STATUSES } from './order-generator.ts';
import {
  buildTestApp,
  call,
  FIRST_VENDOR,
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

const DAY = 86_400_000;
const sheetsPath = (version = 'v5', vendorId = FIRST_VENDOR.vendorId) =>
  `/v2/providers/openapi/apis/api/${version}/vendors/${vendorId}/ordersheets`;

function lastMonth(now: number, version: 'v4' | 'v5' = 'v5') {
  const suffix = version === 'v5' ? '%2B09:00' : '';
  return `createdAtFrom=${kstDate(now - 30 * DAY)}${suffix}&createdAtTo=${kstDate(now)}${suffix}`;
}

describe('coupang sandbox order sheets', () => {
  it('has orders in every status over the last 30 days, with 18-digit ids on the wire', async () => {
    const { app, clock } = await start();
    for (const status of ORDER_STATUSES) {
      const response = await call(
        app,
        clock,
        'GET',
        `${sheetsPath()}?${lastMonth(clock.ms)}&status=${status}&maxPerPage=50`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.code).toBe(200);
      expect(body.message).toBe('OK');
      expect(body.data.length, status).toBeGreaterThan(0);
      for (const sheet of body.data) expect(sheet.status).toBe(status);
      // JSON.parse has already rounded them; the raw text must carry all 18 digits as bare numbers.
      const ids = [...response.body.matchAll(/"shipmentBoxId":(\d+),"orderId":(\d+)/g)];
      expect(ids.length).toBe(body.data.length);
      for (const [, box, order] of ids) {
        expect(box).toHaveLength(18);
        expect(order).toHaveLength(18);
        expect(BigInt(box ?? '0') > 2n ** 53n).toBe(true);
      }
    }
  });

  it('fills sheets with Korean names, safe numbers, addresses and v5 Money objects', async () => {
    const { app, clock } = await start();
    const body = (
      await call(app, clock, 'GET', `${sheetsPath()}?${lastMonth(clock.ms)}&status=FINAL_DELIVERY`)
    ).json();
    const sheet = body.data[0];
    expect(sheet.orderer.name).toMatch(/^[가-힣]\*+[가-힣]$/);
    expect(sheet.orderer.email).toBe('');
    expect(sheet.orderer.safeNumber).toMatch(/^050\d?-\d{4}-\d{4}$/);
    expect(sheet.receiver.name).toMatch(/^[가-힣]{2,4}$/);
    expect(sheet.receiver.postCode).toMatch(/^\d{5}$/);
    expect(sheet.receiver.addr1).toMatch(/[시도] /);
    expect(sheet.orderedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    expect(sheet.deliveredDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(sheet.invoiceNumber).toMatch(/^\d{12}$/);
    const item = sheet.orderItems[0];
    expect(item.salesPrice).toEqual({ units: expect.any(Number), nanos: 0, currencyCode: 'KRW' });
    expect(item.orderPrice.units).toBe(item.salesPrice.units * item.shippingCount);
    expect(['무료', '유료']).toContain(item.deliveryChargeTypeName);
  });

  it('answers v4 with plain numbers and zone-less times, the same orders as v5', async () => {
    const { app, clock } = await start();
    const v4 = (
      await call(app, clock, 'GET', `${sheetsPath('v4')}?${lastMonth(clock.ms, 'v4')}&status=FINAL_DELIVERY`)
    ).json();
    const v5 = (
      await call(app, clock, 'GET', `${sheetsPath()}?${lastMonth(clock.ms)}&status=FINAL_DELIVERY`)
    ).json();
    expect(v4.data.length).toBe(v5.data.length);
    expect(typeof v4.data[0].orderItems[0].salesPrice).toBe('number');
    expect(v4.data[0].orderedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('pages with an opaque nextToken, empty on the last page, and is deterministic', async () => {
    const { app, clock } = await start();
    const base = `${sheetsPath()}?${lastMonth(clock.ms)}&status=FINAL_DELIVERY&maxPerPage=50`;
    const all = (await call(app, clock, 'GET', base)).json();
    expect(all.data.length).toBe(50);
    const seen: string[] = [];
    let token = '';
    let pages = 0;
    do {
      const page = (
        await call(
          app,
          clock,
          'GET',
          `${sheetsPath()}?${lastMonth(clock.ms)}&status=FINAL_DELIVERY&maxPerPage=40${token ? `&nextToken=${token}` : ''}`,
        )
      ).json();
      seen.push(
        ...page.data.map(
          (sheet: { orderedAt: string; receiver: { name: string } }) =>
            `${sheet.orderedAt}|${sheet.receiver.name}`,
        ),
      );
      token = page.nextToken;
      pages += 1;
    } while (token !== '' && pages < 20);
    expect(pages).toBeGreaterThan(2);
    expect(new Set(seen).size).toBe(seen.length);
    const again = (await call(app, clock, 'GET', base)).json();
    expect(again.data).toEqual(all.data);
  });

  it('gives each vendor its own orders', async () => {
    const { app, clock } = await start();
    const mine = await call(
      app,
      clock,
      'GET',
      `${sheetsPath()}?${lastMonth(clock.ms)}&status=FINAL_DELIVERY`,
    );
    const theirs = await call(
      app,
      clock,
      'GET',
      `${sheetsPath('v5', SECOND_VENDOR.vendorId)}?${lastMonth(clock.ms)}&status=FINAL_DELIVERY`,
      undefined,
      SECOND_VENDOR,
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toBe(mine.body);
  });

  it('sells approved sandbox products after their approval', async () => {
    const { app, clock } = await start({ approvalDelayMs: 0 });
    const id = (
      await call(app, clock, 'POST', PRODUCTS_PATH, { ...validProductBody(), requested: true })
    ).json().data;
    clock.advance(3 * DAY);
    const found: unknown[] = [];
    for (const status of ORDER_STATUSES) {
      const body = (
        await call(app, clock, 'GET', `${sheetsPath()}?${lastMonth(clock.ms)}&status=${status}`)
      ).json();
      found.push(
        ...body.data.filter(
          (sheet: { orderItems: { sellerProductId: number }[] }) =>
            sheet.orderItems[0]?.sellerProductId === id,
        ),
      );
    }
    expect(found.length).toBeGreaterThan(0);
  });

  it('gives a product its first order one second after approval, ACCEPT while under a day old', async () => {
    const { app, clock } = await start({ approvalDelayMs: 0 });
    const id = (
      await call(app, clock, 'POST', PRODUCTS_PATH, { ...validProductBody(), requested: true })
    ).json().data;
    const approvedAt = clock.ms;
    const mine = async (status: string) => {
      const body = (
        await call(app, clock, 'GET', `${sheetsPath()}?${lastMonth(clock.ms)}&status=${status}`)
      ).json();
      return body.data.filter(
        (sheet: { orderItems: { sellerProductId: number }[] }) => sheet.orderItems[0]?.sellerProductId === id,
      );
    };
    expect(await mine('ACCEPT')).toEqual([]);
    clock.advance(1000);
    const [first, ...others] = await mine('ACCEPT');
    expect(others).toEqual([]);
    expect(first.orderedAt).toBe(`${kstDate(approvedAt)}T12:00:01+09:00`);
    const again = await mine('ACCEPT');
    expect(again).toEqual([first]);
    clock.advance(DAY);
    const later = [];
    for (const status of ORDER_STATUSES) later.push(...(await mine(status)));
    expect(later.map((sheet) => sheet.shipmentBoxId)).toContain(first.shipmentBoxId);
  });

  it('supports the minute window (searchType=timeFrame)', async () => {
    const { app, clock } = await start();
    const day = kstDate(clock.ms - 10 * DAY);
    const response = await call(
      app,
      clock,
      'GET',
      `${sheetsPath()}?createdAtFrom=${day}T00:00%2B09:00&createdAtTo=${day}T23:59%2B09:00&status=FINAL_DELIVERY&searchType=timeFrame`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().nextToken).toBe('');
  });

  it.each([
    ['no status', (q: string) => q.replace('&status=ACCEPT', ''), 'status은(는) 필수 파라미터입니다.'],
    ['unknown status', (q: string) => q.replace('ACCEPT', 'SHIPPED'), 'status 값[SHIPPED]'],
    ['a raw plus (decoded as a space)', (q: string) => q.replaceAll('%2B', '+'), '%2B로 인코딩해야 합니다'],
    [
      'a malformed date',
      (q: string) => q.replace(/createdAtFrom=[^&]+/, 'createdAtFrom=20250701'),
      'createdAtFrom 형식이 올바르지 않습니다',
    ],
    [
      'a range over 31 days',
      (q: string) => q.replace(/createdAtFrom=[^&]+/, 'createdAtFrom=2025-06-01'),
      '최대 31일',
    ],
    ['a page size over 50', (q: string) => `${q}&maxPerPage=51`, 'maxPerPage는 1 이상 50 이하'],
    ['a forged nextToken', (q: string) => `${q}&nextToken=12345`, 'nextToken[12345]이 올바르지 않습니다'],
  ])('rejects %s with the numeric-code 400', async (_name, change, expected) => {
    const { app, clock } = await start();
    const query = change(`${lastMonth(clock.ms)}&status=ACCEPT`);
    const response = await call(app, clock, 'GET', `${sheetsPath()}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: expect.stringContaining(expected), data: null });
  });
});
