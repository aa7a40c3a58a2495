import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestProduct } from '../../../test/kits/coupang-fixtures.ts';
import { type CoupangHarness, startCoupangHarness, upstreamOf } from '../../../test/kits/coupang-sandbox.ts';
import { registerCoupangContractCases } from './coupang-contract.ts';
import { seoulDate } from './coupang-values.ts';

const dayMs = 86_400_000;

let h: CoupangHarness;
beforeAll(async () => {
  h = await startCoupangHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  // Each case starts with the vendor's one-second quota unused.
  await h.reset();
});

describe('Coupang client against the sandbox: shared contract', () => {
  registerCoupangContractCases(() => ({
    client: h.clientFor(h.credentials),
    credentials: h.credentials,
    forCredentials: (keys) => h.clientFor(keys),
    now: () => new Date(h.clock.ms),
  }));
});

describe('Coupang client against the sandbox: products', () => {
  it('creates a product, requests approval and sees it approved once the sandbox clock passes the delay', async () => {
    const client = h.clientFor(h.credentials);
    const { sellerProductId } = await client.createProduct(await buildTestProduct(client, h.wingAccount));
    expect(sellerProductId).toMatch(/^\d+$/);

    const saved = await client.getProduct(sellerProductId);
    expect(saved).toMatchObject({
      sellerProductId,
      statusName: '임시저장',
      status: 'SAVED',
      productId: null,
    });
    expect(saved.items.map((item) => [item.itemName, item.salePrice, item.vendorItemId])).toEqual([
      ['실버', 15_900, null],
      ['민트', 15_900, null],
    ]);

    const approval = await client.requestApproval(sellerProductId);
    expect(approval.sellerProductId).toBe(sellerProductId);
    expect(approval.message).toContain('승인 요청되었습니다');
    expect(await client.getProductStatus(sellerProductId)).toMatchObject({
      status: 'APPROVING',
      isApproved: false,
    });

    await h.advance(5000);
    const approved = await client.getProductStatus(sellerProductId);
    expect(approved).toMatchObject({ statusName: '승인완료', status: 'APPROVED', isApproved: true });
    expect(approved.productId).toMatch(/^\d+$/);
  });

  it.each([
    ['an unknown category', { displayCategoryCode: 1 }, '유효하지 않은 카테고리입니다'],
    [
      'a conditional free shipping with a return charge',
      { deliveryChargeType: 'FREE_DELIVERY_OVER_19800', deliveryChargeOnReturn: 2500 },
      '조건부 무료배송',
    ],
    ['a missing return center', { returnCenterCode: '' }, 'returnCenterCode은(는) 필수 입력 항목입니다.'],
    ['another WING account', { vendorUserId: 'someone' }, 'WING 계정과 일치하지 않습니다'],
    ['a price in 1 won units', { items: 'salePrice' }, '10원 단위'],
    [
      'a missing mandatory option',
      { items: 'attributes' },
      "필수 구매 옵션이 존재하지 않습니다. Missing Attribute(s) - '색상'은(는) 필수 구매 옵션입니다",
    ],
  ] as const)(
    'surfaces the sandbox validation of %s as a non-retryable Upstream 400',
    async (_name, change, expected) => {
      const client = h.clientFor(h.credentials);
      const product = await buildTestProduct(client, h.wingAccount);
      const broken = { ...product, ...change, items: product.items };
      if ('items' in change && change.items === 'salePrice')
        broken.items = product.items.map((item) => ({ ...item, salePrice: 15_905 }));
      if ('items' in change && change.items === 'attributes') {
        broken.items = product.items.map((item) => ({
          ...item,
          attributes: item.attributes.filter((a) => a.attributeTypeName !== '색상'),
        }));
      }
      const error = await upstreamOf(client.createProduct(broken));
      expect(error.info).toEqual({
        provider: 'coupang',
        httpStatus: 400,
        providerCode: 'ERROR',
        retryable: false,
      });
      expect(error.detail).toContain('쿠팡이 상품 등록 요청을 거절했습니다');
      expect(error.detail).toContain(expected);
    },
  );

  it('reports an unknown product in Coupang words', async () => {
    const error = await upstreamOf(h.clientFor(h.credentials).getProduct('99999999'));
    expect(error.info.httpStatus).toBe(404);
    expect(error.detail).toContain('업체상품[99999999]이 존재하지 않습니다.');
  });
});

describe('Coupang client against the sandbox: order sheets', () => {
  const query = () => ({
    createdAtFrom: seoulDate(new Date(h.clock.ms - 30 * dayMs)),
    createdAtTo: seoulDate(new Date(h.clock.ms)),
    status: 'FINAL_DELIVERY' as const,
  });

  it('follows nextToken up to the page cap, hands back the token, and resumes without overlap', async () => {
    const client = h.clientFor(h.credentials);
    const everything = await client.listOrderSheets({ ...query(), maxPerPage: 50, maxPages: 100 });
    expect(everything.truncated).toBe(false);
    expect(everything.nextToken).toBeNull();
    expect(everything.orderSheets.length).toBeGreaterThan(60);

    const capped = await client.listOrderSheets({ ...query(), maxPerPage: 10, maxPages: 3 });
    expect(capped).toMatchObject({ truncated: true, pagesRead: 3 });
    expect(capped.orderSheets).toHaveLength(30);
    expect(capped.nextToken).toMatch(/^\d+$/);

    const rest = await client.listOrderSheets({
      ...query(),
      maxPerPage: 10,
      maxPages: 100,
      nextToken: capped.nextToken ?? '',
    });
    const ids = [...capped.orderSheets, ...rest.orderSheets].map((sheet) => sheet.shipmentBoxId);
    expect(ids).toEqual(everything.orderSheets.map((sheet) => sheet.shipmentBoxId));
  });

  it('keeps every 18-digit shipmentBoxId and orderId exactly as the wire carried them', async () => {
    const client = h.clientFor(h.credentials);
    const result = await client.listOrderSheets({ ...query(), maxPerPage: 50, maxPages: 1 });
    const raw = h.seen.map((response) => response.text).join('\n');
    const wireIds = [...raw.matchAll(/"shipmentBoxId":(\d+),"orderId":(\d+)/g)].map(
      ([, box, order]) => `${box}/${order}`,
    );
    expect(wireIds).toHaveLength(result.orderSheets.length);
    expect(result.orderSheets.map((sheet) => `${sheet.shipmentBoxId}/${sheet.orderId}`)).toEqual(wireIds);
    const first = result.orderSheets[0];
    expect(first?.shipmentBoxId).toHaveLength(18);
    expect(BigInt(first?.shipmentBoxId ?? '0') > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('reads v5 Money objects and v4 plain numbers into the same won amounts and Seoul times', async () => {
    const client = h.clientFor(h.credentials);
    const v5 = await client.listOrderSheets({ ...query(), maxPages: 1 });
    const v4 = await client.listOrderSheets({ ...query(), maxPages: 1, apiVersion: 'v4' });
    expect(h.seen.some((response) => response.text.includes('"currencyCode":"KRW"'))).toBe(true);
    expect(v4.orderSheets).toEqual(v5.orderSheets);
    const item = v5.orderSheets[0]?.orderItems[0];
    expect(item?.orderPrice).toBe((item?.salesPrice ?? 0) * (item?.shippingCount ?? 0));
    expect(v5.orderSheets[0]?.deliveredDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
  });

  it('refuses impossible queries before calling Coupang', async () => {
    const client = h.clientFor(h.credentials);
    await expect(client.listOrderSheets({ ...query(), createdAtFrom: '2025-01-01' })).rejects.toThrow(
      '최대 31일',
    );
    await expect(client.listOrderSheets({ ...query(), maxPerPage: 51 })).rejects.toThrow('1~50');
    expect(h.seen).toHaveLength(0);
  });
});
