import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildNaverTestApp, injectToken, injectUpload, pngBytes, TEST_PREFIX } from './testing.ts';

let clock = Date.UTC(2026, 0, 15, 1, 0, 0);
let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  clock = Date.UTC(2026, 0, 15, 1, 0, 0);
  app = await buildNaverTestApp({ now: () => clock, baseUrl: 'http://sandbox.test/sandbox/naver' });
  token = await injectToken(app, clock);
});
afterEach(async () => {
  await app.close();
});

function get(path: string) {
  return app.inject({ url: `${TEST_PREFIX}${path}`, headers: { authorization: `Bearer ${token}` } });
}

type Json = Record<string, unknown>;

describe('GET /v1/categories/{id}', () => {
  it('adds the exceptional flags and certificates of a KC category', async () => {
    const body = (await get('/v1/categories/50001060')).json();
    expect(body).toMatchObject({
      id: '50001060',
      name: '블루투스 이어폰',
      wholeCategoryName: '디지털/가전>음향가전>블루투스 이어폰',
      last: true,
      exceptionalCategories: ['KC_CERTIFICATION'],
    });
    expect(body.certificationInfos).toContainEqual({
      id: 1011,
      name: '[방송통신기자재] 적합인증',
      kindTypes: ['KC_CERTIFICATION'],
      green: false,
      certificationMarkType: 'KC',
      companyName: true,
      certificationDate: true,
      kcParallelImportExemptionObject: false,
      nonEssential: false,
    });
  });

  it.each([
    ['50001105', ['CHILD_CERTIFICATION'], [1021, 1022, 1023]],
    ['50001093', ['ORIGINAREA_PRODUCTS'], [2001, 2002]],
    ['50001076', ['OPTION_PRICE'], []],
    ['50000900', [], []],
  ])('serves %s with flags %j', async (id, flags, ids) => {
    const body = (await get(`/v1/categories/${id}`)).json();
    expect(body.exceptionalCategories).toEqual(flags);
    expect(body.certificationInfos.map((info: Json) => info.id)).toEqual(ids);
  });
});

describe('GET /v1/products-for-provided-notice', () => {
  it('lists the types of a top-level category with their fields', async () => {
    const response = await get('/v1/products-for-provided-notice?categoryId=50000006');
    expect(response.statusCode).toBe(200);
    const types = response.json() as Json[];
    expect(types.map((type) => type.productInfoProvidedNoticeType)).toEqual([
      'FOOD',
      'GENERAL_FOOD',
      'DIET_FOOD',
    ]);
    const general = types[1] as {
      productInfoProvidedNoticeTypeName: string;
      productInfoProvidedNoticeContents: Json[];
    };
    expect(general.productInfoProvidedNoticeTypeName).toBe('가공식품');
    expect(general.productInfoProvidedNoticeContents).toContainEqual({
      fieldType: 'STRING',
      fieldName: 'foodType',
      fieldDescription: '식품의 유형',
      fieldAddDescription: '필수',
      fieldMaxLength: 200,
    });
    expect(general.productInfoProvidedNoticeContents).toContainEqual(
      expect.objectContaining({ fieldName: 'geneticallyModified', fieldType: 'BOOLEAN' }),
    );
    expect(general.productInfoProvidedNoticeContents).toContainEqual(
      expect.objectContaining({
        fieldName: 'consumptionDateText',
        fieldAddDescription: 'consumptionDate를 입력하지 않은 경우에는 필수',
      }),
    );
  });

  it('lists every described type without a category, and refuses a leaf or unknown id', async () => {
    const all = (await get('/v1/products-for-provided-notice')).json() as Json[];
    expect(all.map((type) => type.productInfoProvidedNoticeType)).toEqual([
      'WEAR',
      'SHOES',
      'BAG',
      'FASHION_ITEMS',
      'SLEEPING_GEAR',
      'FURNITURE',
      'HOME_APPLIANCES',
      'SEASON_APPLIANCES',
      'MICROELECTRONICS',
      'KITCHEN_UTENSILS',
      'COSMETIC',
      'FOOD',
      'GENERAL_FOOD',
      'DIET_FOOD',
      'KIDS',
      'SPORTS_EQUIPMENT',
      'ETC',
    ]);
    const leaf = await get('/v1/products-for-provided-notice?categoryId=50001093');
    expect(leaf.statusCode).toBe(400);
    expect(leaf.json()).toMatchObject({
      code: 'BAD_REQUEST',
      invalidInputs: [{ name: 'categoryId', type: 'Invalid' }],
      message: expect.stringContaining('대분류(1depth)'),
    });
    expect((await get('/v1/products-for-provided-notice?categoryId=1')).statusCode).toBe(400);
  });

  it('answers one type, and refuses an unknown one', async () => {
    const etc = (await get('/v1/products-for-provided-notice/ETC')).json();
    expect(etc.productInfoProvidedNoticeTypeName).toBe('기타 재화');
    expect(etc.productInfoProvidedNoticeContents.map((field: Json) => field.fieldName)).toEqual([
      'returnCostReason',
      'noRefundReason',
      'qualityAssuranceStandard',
      'compensationProcedure',
      'troubleShootingContents',
      'itemName',
      'modelName',
      'certificateDetails',
      'manufacturer',
      'afterServiceDirector',
      'customerServicePhoneNumber',
    ]);
    const kids = (await get('/v1/products-for-provided-notice/KIDS')).json();
    expect(kids.productInfoProvidedNoticeContents.map((field: Json) => field.fieldName)).toContain(
      'recommendedAge',
    );
    const unknown = await get('/v1/products-for-provided-notice/NOPE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().invalidInputs[0]).toMatchObject({ type: 'Enum' });
    expect((await get('/v1/products-for-provided-notice/BOOKS')).statusCode).toBe(404);
  });
});

describe('GET /v1/product-origin-areas', () => {
  it('lists every code in the documented shape', async () => {
    const body = (await get('/v1/product-origin-areas')).json();
    expect(Object.keys(body)).toEqual(['originAreaCodeNames']);
    expect(body.originAreaCodeNames).toContainEqual({ code: '0200037', name: '아시아>중국' });
    for (const group of ['00', '01', '02', '03', '04', '05']) {
      expect(body.originAreaCodeNames.map((area: Json) => area.code)).toContain(group);
    }
  });

  it.each([
    ['name=아시아 > 태국', [{ code: '0200040', name: '아시아>태국' }]],
    ['name=베트', [{ code: '0200036', name: '아시아>베트남' }]],
    ['name=안동', [{ code: '0000003', name: '경상북도>안동시' }]],
    ['code=0200100', [{ code: '0200100', name: '북미>미국' }]],
    ['code=0200100&name=중국', [{ code: '0200100', name: '북미>미국' }]],
    ['code=0299999', []],
    ['name=아틀란티스', []],
  ])('queries %s', async (query, expected) => {
    const response = await get(`/v1/product-origin-areas/query?${encodeURI(query)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ originAreaCodeNames: expected });
  });

  it('needs a name or a code, and lists a group’s children', async () => {
    const missing = await get('/v1/product-origin-areas/query');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'BAD_REQUEST',
      invalidInputs: [{ name: 'name', type: 'NotNull' }],
    });
    const imports = (await get('/v1/product-origin-areas/sub-origin-areas?code=02')).json();
    expect(imports.subOriginAreaCodeNames.every((area: Json) => String(area.code).startsWith('02'))).toBe(
      true,
    );
    expect(imports.subOriginAreaCodeNames).toContainEqual({ code: '0200037', name: '아시아>중국' });
  });
});

describe('POST /v2/products in a KC category', () => {
  it('refuses a product without KC information with a dotted invalidInputs name, then takes it with one', async () => {
    const upload = await injectUpload(app, token, [{ name: 'a.png', bytes: pngBytes('kc') }]);
    const url = upload.json().images[0].url as string;
    const product = (attribute: Json) => ({
      originProduct: {
        statusType: 'SALE',
        leafCategoryId: '50000862',
        name: '스텐 304 전기포트 1.7L',
        detailContent: '<p>상세</p>',
        images: { representativeImage: { url } },
        salePrice: 32_900,
        stockQuantity: 5,
        detailAttribute: {
          afterServiceInfo: { afterServiceTelephoneNumber: '02-000-0000', afterServiceGuideContent: '문의' },
          originAreaInfo: { originAreaCode: '0200037', importer: '(주)키친메이트' },
          minorPurchasable: true,
          productInfoProvidedNotice: {
            productInfoProvidedNoticeType: 'ETC',
            etc: {
              itemName: '전기포트',
              modelName: 'KM-EK17',
              manufacturer: '(주)키친메이트',
              afterServiceDirector: '1588-0000',
            },
          },
          ...attribute,
        },
      },
      smartstoreChannelProduct: { naverShoppingRegistration: false, channelProductDisplayStatusType: 'ON' },
    });
    const post = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `${TEST_PREFIX}/v2/products`,
        headers: { authorization: `Bearer ${token}` },
        payload: payload as object,
      });
    const refused = await post(product({}));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('KC 인증 대상 카테고리입니다.'),
      invalidInputs: [{ name: 'originProduct.detailAttribute.productCertificationInfos', type: 'NotNull' }],
    });
    const accepted = await post(
      product({
        productCertificationInfos: [
          { certificationInfoId: 1002, name: '한국산업기술시험원', certificationNumber: 'HU071234-1001' },
        ],
      }),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().originProduct.detailAttribute.productCertificationInfos).toHaveLength(1);
  });
});
