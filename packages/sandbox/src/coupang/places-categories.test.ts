import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTBOUND_PLACE_COUNT, RETURN_CENTER_COUNT } from './shipping-places.ts';
import { buildTestApp, call, FIRST_VENDOR, manualClock } from './testing.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start() {
  const clock = manualClock();
  app = await buildTestApp({ now: clock.now, rateLimitPerSecond: 0 });
  return { app, clock };
}

const centers = `/v2/providers/openapi/apis/api/v5/vendors/${FIRST_VENDOR.vendorId}/returnShippingCenters`;
const outbound = '/v2/providers/marketplace_openapi/apis/api/v2/vendor/shipping-place/outbound';
const legacyOutbound = `/v2/providers/openapi/apis/api/v4/vendors/${FIRST_VENDOR.vendorId}/outboundShippingCenters`;
const predict = '/v2/providers/openapi/apis/api/v1/categorization/predict';
const meta =
  '/v2/providers/seller_api/apis/api/v1/marketplace/meta/category-related-metas/display-category-codes';

describe('coupang sandbox places', () => {
  it('pages return centers past 50 inside the {code, message, data} envelope, some unusable', async () => {
    const { app, clock } = await start();
    const first = (await call(app, clock, 'GET', `${centers}?pageNum=1&pageSize=50`)).json();
    const second = (await call(app, clock, 'GET', `${centers}?pageNum=2&pageSize=50`)).json();
    expect(first.code).toBe(200);
    expect(first.message).toBe('SUCCESS');
    expect(first.data.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalElements: RETURN_CENTER_COUNT,
      countPerPage: 50,
    });
    expect(second.data.content).toHaveLength(RETURN_CENTER_COUNT - 50);
    const all = [...first.data.content, ...second.data.content];
    expect(new Set(all.map((center) => center.returnCenterCode)).size).toBe(RETURN_CENTER_COUNT);
    expect(all.some((center) => !center.usable && center.goodsflowStatus === '승인불가')).toBe(true);
    expect(typeof all[0].returnCenterCode).toBe('string');
    expect(all[0].placeAddresses[0]).toMatchObject({ addressType: 'ROADNAME', countryCode: 'KR' });
  });

  it('defaults to 10 per page and refuses more than 50', async () => {
    const { app, clock } = await start();
    expect((await call(app, clock, 'GET', centers)).json().data.content).toHaveLength(10);
    const tooBig = await call(app, clock, 'GET', `${centers}?pageNum=1&pageSize=51`);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({
      code: 400,
      message: expect.stringContaining('pageSize는 1 이상 50 이하'),
      data: null,
    });
  });

  it('pages outbound places past 50 as a bare {content, pagination}', async () => {
    const { app, clock } = await start();
    const first = (await call(app, clock, 'GET', `${outbound}?pageNum=1&pageSize=50`)).json();
    const second = (await call(app, clock, 'GET', `${outbound}?pageNum=2&pageSize=50`)).json();
    expect(Object.keys(first).sort()).toEqual(['content', 'pagination']);
    expect(first.pagination.totalElements).toBe(OUTBOUND_PLACE_COUNT);
    expect(second.content).toHaveLength(OUTBOUND_PLACE_COUNT - 50);
    const all = [...first.content, ...second.content];
    expect(all.some((place) => !place.usable)).toBe(true);
    expect(all[0]).toMatchObject({
      outboundShippingPlaceCode: expect.any(Number),
      createDate: expect.stringMatching(/^\d{4}\/\d{2}\/\d{2}$/),
    });
    const v1 = (
      await call(app, clock, 'GET', `${outbound.replace('/v2/vendor', '/v1/vendor')}?pageNum=2&pageSize=50`)
    ).json();
    expect(v1).toEqual(second);
  });

  it('filters outbound places by code, and needs pageNum otherwise', async () => {
    const { app, clock } = await start();
    const code = (await call(app, clock, 'GET', `${outbound}?pageNum=1&pageSize=1`)).json().content[0]
      .outboundShippingPlaceCode;
    const filtered = (await call(app, clock, 'GET', `${outbound}?placeCodes=${code}`)).json();
    expect(
      filtered.content.map((place: { outboundShippingPlaceCode: number }) => place.outboundShippingPlaceCode),
    ).toEqual([code]);
    expect((await call(app, clock, 'GET', outbound)).statusCode).toBe(400);
  });

  it('keeps the legacy outbound list in the envelope', async () => {
    const { app, clock } = await start();
    const body = (await call(app, clock, 'GET', `${legacyOutbound}?pageNum=2&pageSize=50`)).json();
    expect(body.code).toBe(200);
    expect(body.data.content).toHaveLength(OUTBOUND_PLACE_COUNT - 50);
  });
});

describe('coupang sandbox categories', () => {
  it.each([
    ['스테인리스 진공 텀블러 500ml', '80307', '텀블러'],
    ['아동 캐릭터 운동화', '76621', '아동 운동화'],
    ['국산 유기농 현미 5kg', '58920', '현미'],
    ['노이즈캔슬링 무선 블루투스 이어폰', '62588', '블루투스 이어폰'],
  ])('predicts %s → %s', async (productName, id, name) => {
    const { app, clock } = await start();
    const body = (await call(app, clock, 'POST', predict, { productName })).json();
    expect(body).toEqual({
      code: 200,
      message: 'OK',
      data: {
        autoCategorizationPredictionResultType: 'SUCCESS',
        predictedCategoryId: id,
        predictedCategoryName: name,
        comment: null,
      },
    });
  });

  it('answers FAILURE for unknown words, INSUFFICIENT_INFORMATION for too little, 400 without a name', async () => {
    const { app, clock } = await start();
    const failure = (await call(app, clock, 'POST', predict, { productName: '알 수 없는 물건' })).json();
    expect(failure.data).toMatchObject({
      autoCategorizationPredictionResultType: 'FAILURE',
      predictedCategoryId: null,
    });
    const short = (await call(app, clock, 'POST', predict, { productName: '컵' })).json();
    expect(short.data.autoCategorizationPredictionResultType).toBe('INSUFFICIENT_INFORMATION');
    const missing = await call(app, clock, 'POST', predict, { brand: '올리다' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe(400);
  });

  it('serves meta for predicted categories and refuses unknown codes', async () => {
    const { app, clock } = await start();
    const body = (await call(app, clock, 'GET', `${meta}/56185`)).json();
    expect(body.code).toBe('SUCCESS');
    expect(body.data.attributes).toContainEqual(
      expect.objectContaining({
        attributeTypeName: '용량',
        required: 'MANDATORY',
        groupNumber: '1',
        exposed: 'EXPOSED',
      }),
    );
    expect(body.data.noticeCategories[0].noticeCategoryName).toBe('화장품');
    expect(body.data.noticeCategories[0].noticeCategoryDetailNames).toContainEqual({
      noticeCategoryDetailName: '용량(중량)',
      required: 'MANDATORY',
    });
    const unknown = await call(app, clock, 'GET', `${meta}/1`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 'ERROR',
      message: expect.stringContaining('노출카테고리코드[1]'),
    });
    expect((await call(app, clock, 'GET', `${meta}/abc`)).statusCode).toBe(400);
  });
});
