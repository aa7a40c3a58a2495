import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedOutboundPlaces, cachedReturnCenters } from './shipping-places.ts';
import { buildTestApp, call, FIRST_VENDOR, manualClock, PRODUCTS_PATH, validProductBody } from './testing.ts';

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

const unusableCenter = cachedReturnCenters(FIRST_VENDOR.vendorId, 20_250_101).find(
  (center) => !center.usable,
);
const unusablePlace = cachedOutboundPlaces(FIRST_VENDOR.vendorId, 20_250_101).find((place) => !place.usable);
const placeWithOneCourier = cachedOutboundPlaces(FIRST_VENDOR.vendorId, 20_250_101).find(
  (place) => place.usable && place.remoteInfos.length === 1 && place.remoteInfos[0]?.deliveryCode !== 'CJGLS',
);

/** Each documented rule: how to break a valid request, and the words of the 400 it must produce. */
const validationCases: [string, (body: Body) => void, string][] = [
  [
    'missing sellerProductName',
    (b) => delete b.sellerProductName,
    'sellerProductName은(는) 필수 입력 항목입니다.',
  ],
  [
    'name over 100 characters',
    (b) => {
      b.sellerProductName = '가'.repeat(101);
    },
    '최대 100자',
  ],
  [
    'unknown category',
    (b) => {
      b.displayCategoryCode = 12345;
    },
    '유효하지 않은 카테고리입니다',
  ],
  [
    'bad sale date format',
    (b) => {
      b.saleStartedAt = '2025-07-20 00:00:00';
    },
    'saleStartedAt 형식이 올바르지 않습니다',
  ],
  [
    'sale end after 2099',
    (b) => {
      b.saleEndedAt = '2100-01-01T00:00:00';
    },
    '2099-12-31T23:59:59 이전',
  ],
  [
    'bad deliveryMethod',
    (b) => {
      b.deliveryMethod = 'SEQUENTIAL';
    },
    'deliveryMethod 값[SEQUENTIAL]이 올바르지 않습니다',
  ],
  [
    'bad deliveryCompanyCode',
    (b) => {
      b.deliveryCompanyCode = 'FEDEX';
    },
    'deliveryCompanyCode 값[FEDEX]',
  ],
  [
    'bad deliveryChargeType',
    (b) => {
      b.deliveryChargeType = 'CONDITIONAL';
    },
    'deliveryChargeType 값[CONDITIONAL]',
  ],
  [
    'non-numeric deliveryCharge',
    (b) => {
      b.deliveryCharge = '삼천원';
    },
    'deliveryCharge은(는) 숫자여야 합니다',
  ],
  [
    'conditional free shipping with a return charge',
    (b) => Object.assign(b, { deliveryChargeType: 'FREE_DELIVERY_OVER_19800', deliveryChargeOnReturn: 2500 }),
    '조건부 무료배송 상품은 초도반품배송비',
  ],
  [
    'bad remoteAreaDeliverable',
    (b) => {
      b.remoteAreaDeliverable = 'YES';
    },
    'remoteAreaDeliverable 값[YES]',
  ],
  [
    'bad unionDeliveryType',
    (b) => {
      b.unionDeliveryType = 'UNION';
    },
    'unionDeliveryType 값[UNION]',
  ],
  [
    'unknown return center',
    (b) => {
      b.returnCenterCode = '999';
    },
    '반품지 코드[999]가 존재하지 않습니다',
  ],
  [
    'unusable return center',
    (b) => {
      b.returnCenterCode = unusableCenter?.returnCenterCode;
    },
    '사용할 수 없는 상태입니다',
  ],
  ['missing return address', (b) => delete b.returnAddress, 'returnAddress은(는) 필수 입력 항목입니다.'],
  [
    'bad returnChargeVendor',
    (b) => {
      b.returnChargeVendor = 'X';
    },
    'returnChargeVendor 값[X]',
  ],
  ['missing A/S info', (b) => delete b.afterServiceInformation, 'afterServiceInformation은(는) 필수'],
  [
    'unknown outbound place',
    (b) => {
      b.outboundShippingPlaceCode = 1;
    },
    '출고지 코드[1]가 존재하지 않습니다',
  ],
  [
    'unusable outbound place',
    (b) => {
      b.outboundShippingPlaceCode = unusablePlace?.outboundShippingPlaceCode;
    },
    '사용할 수 없는 상태입니다',
  ],
  [
    'remote delivery with a courier the place lacks',
    (b) =>
      Object.assign(b, {
        remoteAreaDeliverable: 'Y',
        outboundShippingPlaceCode: placeWithOneCourier?.outboundShippingPlaceCode,
      }),
    '등록되지 않은 택배사(CJGLS)',
  ],
  [
    'wrong vendorUserId',
    (b) => {
      b.vendorUserId = 'someone_else';
    },
    'WING 계정과 일치하지 않습니다',
  ],
  [
    'bad requested flag',
    (b) => {
      b.requested = 'yes';
    },
    'requested은(는) true 또는 false',
  ],
  ['missing manufacture', (b) => delete b.manufacture, 'manufacture은(는) 필수'],
  [
    'no items',
    (b) => {
      b.items = [];
    },
    'items은(는) 1개 이상',
  ],
  [
    'duplicate item names',
    (b) => {
      ((b.items as Body[])[1] as Body).itemName = '실버';
    },
    '옵션명[실버]이 중복',
  ],
  [
    'price not in 10 won units',
    (b) => {
      firstItem(b).salePrice = 15_905;
    },
    '10원 단위',
  ],
  [
    'sale price above original',
    (b) => {
      firstItem(b).salePrice = 29_900;
    },
    '할인율 기준가',
  ],
  [
    'bad adultOnly',
    (b) => {
      firstItem(b).adultOnly = 'ALL';
    },
    'items[0].adultOnly 값[ALL]',
  ],
  [
    'bad taxType',
    (b) => {
      firstItem(b).taxType = 'VAT';
    },
    'items[0].taxType 값[VAT]',
  ],
  ['missing pccNeeded', (b) => delete firstItem(b).pccNeeded, 'items[0].pccNeeded은(는) 필수'],
  [
    'bad offerCondition',
    (b) => {
      firstItem(b).offerCondition = 'MINT';
    },
    'offerCondition 값[MINT]',
  ],
  [
    'two representative images',
    (b) => {
      ((firstItem(b).images as Body[])[1] as Body).imageType = 'REPRESENTATION';
    },
    '대표이미지(REPRESENTATION)는 정확히 1개',
  ],
  [
    'image without a path',
    (b) => delete ((firstItem(b).images as Body[])[0] as Body).vendorPath,
    'vendorPath 또는 cdnPath',
  ],
  [
    'image path not http',
    (b) => {
      ((firstItem(b).images as Body[])[0] as Body).vendorPath = 'ftp://x/y.jpg';
    },
    'http(s) 주소',
  ],
  [
    'notice of another category',
    (b) => {
      ((firstItem(b).notices as Body[])[0] as Body).noticeCategoryName = '화장품';
    },
    '입력된 상품필수 고지정보[품명 및 모델명]가 카테고리[화장품]에서 제공하는 것과 다릅니다.',
  ],
  [
    'missing notice detail',
    (b) => {
      firstItem(b).notices = (firstItem(b).notices as Body[]).slice(1);
    },
    '상품필수 고지정보가 누락되었습니다',
  ],
  [
    'missing mandatory option',
    (b) => {
      firstItem(b).attributes = [{ attributeTypeName: '색상', attributeValueName: '실버' }];
    },
    '필수 구매 옵션이 존재하지 않습니다. Missing Attribute(s)',
  ],
  [
    'option value with a unit the category does not use',
    (b) => {
      ((firstItem(b).attributes as Body[])[1] as Body).attributeValueName = '500kg';
    },
    '유효하지 않은 구매 옵션 값 혹은 단위가 존재합니다. Invalid Attribute Value(s)',
  ],
  [
    'bad contentsType',
    (b) => {
      ((firstItem(b).contents as Body[])[0] as Body).contentsType = 'VIDEO';
    },
    'contentsType 값[VIDEO]',
  ],
  [
    'two options with the same exposed values',
    (b) => {
      (((b.items as Body[])[1] as Body).attributes as Body[])[0] = {
        attributeTypeName: '색상',
        attributeValueName: '실버',
      };
    },
    '아이템과 같은 옵션 및 옵션값을 가지고 있는 아이템이 중복으로 존재합니다',
  ],
];

describe('coupang sandbox product validation', () => {
  it.each(validationCases)('rejects %s with a Korean 400', async (_name, breakIt, expected) => {
    const { app, clock } = await start();
    const body = validProductBody();
    breakIt(body);
    const response = await call(app, clock, 'POST', PRODUCTS_PATH, body);
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.code).toBe('ERROR');
    expect(answer.message).toContain(expected);
  });
});
