import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { categoryMeta, findCategory, predictCategory } from './categories.ts';
import { isPlausibleCertificationCode } from './certifications.ts';
import { buildTestApp, call, categoryProductBody, manualClock, PRODUCTS_PATH } from './testing.ts';

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

type Body = Record<string, unknown>;
const meta =
  '/v2/providers/seller_api/apis/api/v1/marketplace/meta/category-related-metas/display-category-codes';
const cert = (certificationType: string, certificationCode = '') => ({
  certificationType,
  certificationCode,
});

describe('coupang sandbox categories of the demo shop goods', () => {
  it.each([
    ['LED 스탠드 무선충전 책상 조명', 63310, '소형전자(MP3/전자사전 등)', 'KC_ELECTRONICS_'],
    [
      '스텐 304 전기포트 1.7L',
      63415,
      '가정용 전기제품(냉장고/세탁기/식기세척기/전자레인지)',
      'KC_ELECTRONICS_',
    ],
    [
      '[특가] 에어프라이어 5.5L 대용량 디지털',
      63422,
      '가정용 전기제품(냉장고/세탁기/식기세척기/전자레인지)',
      'KC_ELECTRONICS_',
    ],
    ['무선 블루투스 이어폰 노이즈캔슬링', 62588, '소형전자(MP3/전자사전 등)', 'COMMUNICATION_EQUIPMENT'],
    ['무선 미니 선풍기 USB 충전식 휴대용', 63127, '계절가전(에어컨/온풍기)', 'KC_ELECTRONICS_'],
    ['전동 드릴 드라이버 12V 충전식 세트', 64210, '기타 재화', 'KC_ELECTRONICS_'],
    ['방수 LED 랜턴 캠핑용 충전식', 79310, '기타 재화', 'KC_ELECTRONICS_'],
    ['키즈 원목 블록 100피스 (KC인증)', 76840, '영유아용품', 'KC_KID_'],
    ['아기 물티슈 캡형 100매 x 10팩', 76905, '화장품', undefined],
    ['유기농 현미 누룽지 1kg (국산 100%)', 58931, '가공식품', undefined],
    ['국내산 참기름 350ml 저온압착', 58623, '가공식품', undefined],
    ['[태국직수입] 똠얌꿍 페이스트 227g', 58640, '가공식품', undefined],
    ['핸드드립 커피 원두 500g (과테말라)', 58411, '가공식품', undefined],
    ['제주 감귤 청 500g', 58702, '가공식품', undefined],
    ['국산 유기농 현미 5kg', 58920, '농수축산물', undefined],
  ])('predicts %s → %i with notice %s and its mandatory certification', (name, code, notice, mandatory) => {
    const category = predictCategory(name);
    expect(category?.code).toBe(code);
    const data = categoryMeta(category ?? fail());
    expect(data.noticeCategories[0]?.noticeCategoryName).toBe(notice);
    const required = data.certifications.filter((entry) => entry.required === 'MANDATORY');
    if (mandatory === undefined) {
      expect(required).toEqual([]);
      expect(data.certifications).toContainEqual(
        expect.objectContaining({ certificationType: 'NOT_REQUIRED', dataType: 'NONE' }),
      );
      expect(data.certifications).toContainEqual(
        expect.objectContaining({ certificationType: 'PRESENTED_IN_DETAIL_PAGE', dataType: 'NONE' }),
      );
    } else {
      expect(required.length).toBeGreaterThan(0);
      expect(required.every((entry) => entry.certificationType.startsWith(mandatory))).toBe(true);
      expect(required.every((entry) => entry.dataType === 'CODE')).toBe(true);
      expect(data.certifications.map((entry) => entry.certificationType)).not.toContain('NOT_REQUIRED');
    }
  });

  it('uses only enum names of the protocol notes (no made-up KC_KIDS / KC_RADIO)', async () => {
    const { app, clock } = await start();
    const shoes = (await call(app, clock, 'GET', `${meta}/76621`)).json().data;
    expect(shoes.certifications.map((entry: Body) => entry.certificationType)).toEqual([
      'KC_KID_CERTIFICATION',
      'KC_KID_CONFIRM',
      'KC_KID_PROVIDER',
    ]);
    const earphones = (await call(app, clock, 'GET', `${meta}/62588`)).json().data;
    expect(earphones.certifications).toContainEqual({
      certificationType: 'COMMUNICATION_EQUIPMENT',
      name: '[방송통신기자재] 적합인증/적합등록',
      dataType: 'CODE',
      required: 'MANDATORY',
    });
    expect(earphones.certifications).toContainEqual(
      expect.objectContaining({ certificationType: 'KC_ELECTRONICS_CONFIRM', required: 'RECOMMEND' }),
    );
  });

  it('offers the other food table and 기타 재화 beside the fitting one', () => {
    const data = categoryMeta(findCategory(58623) ?? fail());
    expect(data.noticeCategories.map((entry) => entry.noticeCategoryName)).toEqual([
      '가공식품',
      '농수축산물',
      '기타 재화',
    ]);
    expect(data.noticeCategories[0]?.noticeCategoryDetailNames).toContainEqual({
      noticeCategoryDetailName: '제조연월일, 소비기한 또는 품질유지기한',
      required: 'MANDATORY',
    });
    expect(data.isExpirationDateRequiredForRocketGrowth).toBe(true);
  });

  it('tells plausible KC numbers from placeholders', () => {
    for (const code of ['XU100123-20001', 'HU071234-1001', 'R-R-ABC-XYZ123', 'CB063R1234-5001']) {
      expect(isPlausibleCertificationCode(code), code).toBe(true);
    }
    for (const code of [
      '',
      '   ',
      'NOT_REQUIRED',
      'not_required',
      '상세페이지 참조',
      'KC',
      'ABCDEF',
      'XU-',
      '1 2 3 4 5',
    ]) {
      expect(isPlausibleCertificationCode(code), code).toBe(false);
    }
  });
});

/** Each review rule: the category, the item change, and the words of the 400 it must produce. */
const refusals: [string, number, Body, string][] = [
  ['no certification in a KC electrical category', 63415, {}, '필수 인증정보[KC 전기용품 인증'],
  [
    'NOT_REQUIRED in a KC category',
    63415,
    { certifications: [cert('NOT_REQUIRED')] },
    '인증유형[NOT_REQUIRED]은 사용할 수 없으며 필수 인증정보(KC 전기용품 인증)',
  ],
  [
    'PRESENTED_IN_DETAIL_PAGE in a KC category',
    76840,
    { certifications: [cert('PRESENTED_IN_DETAIL_PAGE')] },
    '필수 인증정보(KC 어린이제품 인증)',
  ],
  [
    'a made-up certification type',
    76840,
    { certifications: [cert('KC_KIDS', 'CB063R1234-5001')] },
    '인증유형[KC_KIDS]은 카테고리[원목블록]에서 사용할 수 없습니다',
  ],
  [
    'a KC mark without its number',
    63415,
    { certifications: [cert('KC_ELECTRONICS_CONFIRM')] },
    '인증번호(certificationCode)를 입력해 주세요',
  ],
  [
    'a KC mark with a blank number',
    63415,
    { certifications: [cert('KC_ELECTRONICS_CONFIRM', '   ')] },
    '인증번호(certificationCode)를 입력해 주세요',
  ],
  [
    "a KC mark whose number is 'NOT_REQUIRED'",
    63415,
    { certifications: [cert('KC_ELECTRONICS_CONFIRM', 'NOT_REQUIRED')] },
    '인증번호[NOT_REQUIRED]가 올바른 형식이 아닙니다',
  ],
  [
    'Bluetooth earphones with only the electrical mark',
    62588,
    { certifications: [cert('KC_ELECTRONICS_CONFIRM', 'HU071234-1001')] },
    '필수 인증정보[[방송통신기자재] 적합인증/적합등록',
  ],
  [
    'children’s blocks with an electrical mark',
    76840,
    { certifications: [cert('KC_ELECTRONICS_CONFIRM', 'HU071234-1001')] },
    '인증유형[KC_ELECTRONICS_CONFIRM]은 카테고리[원목블록]에서 사용할 수 없습니다',
  ],
  [
    'a number on a type without numbers',
    58623,
    { certifications: [cert('NOT_REQUIRED', 'XU100123-20001')] },
    '인증번호를 입력하지 않는 유형입니다',
  ],
];

describe('coupang sandbox certification review rules', () => {
  it.each(refusals)('refuses %s', async (_name, code, item, expected) => {
    const { app, clock } = await start();
    const response = await call(app, clock, 'POST', PRODUCTS_PATH, categoryProductBody(code, item));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'ERROR', message: expect.stringContaining(expected) });
  });

  it.each([
    ['a kettle with one KC electrical mark', 63415, [cert('KC_ELECTRONICS_CONFIRM', 'HU071234-1001')]],
    [
      'earphones with radio and electrical numbers',
      62588,
      [cert('COMMUNICATION_EQUIPMENT', 'R-R-ABC-XYZ123'), cert('KC_ELECTRONICS_PROVIDER', 'XU100123-20001')],
    ],
    [
      'a stand with one KC electrical mark (the radio number is only recommended)',
      63310,
      [cert('KC_ELECTRONICS_CERTIFICATION', 'XU100123-20001')],
    ],
    ['blocks with a KC kids number', 76840, [cert('KC_KID_CONFIRM', 'CB063R1234-5001')]],
    ['sesame oil with NOT_REQUIRED and an empty code', 58623, [cert('NOT_REQUIRED')]],
    ['sesame oil with PRESENTED_IN_DETAIL_PAGE', 58623, [cert('PRESENTED_IN_DETAIL_PAGE')]],
    ['sesame oil without certifications', 58623, undefined],
  ])('accepts %s', async (_name, code, certifications) => {
    const { app, clock } = await start();
    const body = categoryProductBody(code, certifications === undefined ? {} : { certifications });
    const response = await call(app, clock, 'POST', PRODUCTS_PATH, body);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('coupang sandbox notice, option and name rules', () => {
  const withNotices = (code: number, table: string) => {
    const data = categoryMeta(findCategory(code) ?? fail());
    const chosen = data.noticeCategories.find((entry) => entry.noticeCategoryName === table) ?? fail();
    return chosen.noticeCategoryDetailNames.map(({ noticeCategoryDetailName }) => ({
      noticeCategoryName: table,
      noticeCategoryDetailName,
      content: '상세페이지 참조',
    }));
  };

  it('accepts any one notice table the meta offers, complete', async () => {
    const { app, clock } = await start();
    const body = categoryProductBody(58623, { notices: withNotices(58623, '기타 재화') });
    expect((await call(app, clock, 'POST', PRODUCTS_PATH, body)).statusCode).toBe(200);
  });

  it.each([
    [
      'rows of two notice tables',
      (code: number) => [...withNotices(code, '가공식품').slice(0, 3), ...withNotices(code, '기타 재화')],
      '고시 카테고리 하나만 선택해 입력할 수 있습니다. (가공식품, 기타 재화)',
    ],
    [
      'a detail name that is not byte-exact',
      (code: number) =>
        withNotices(code, '가공식품').map((row, index) =>
          index === 10 ? { ...row, noticeCategoryDetailName: '소비자상담 관련 전화번호' } : row,
        ),
      '입력된 상품필수 고지정보[소비자상담 관련 전화번호]가 카테고리[가공식품]에서 제공하는 것과 다릅니다.',
    ],
    [
      'the pre-2023 name of a food row',
      (code: number) =>
        withNotices(code, '가공식품').map((row, index) =>
          index === 3 ? { ...row, noticeCategoryDetailName: '제조연월일, 유통기한 또는 품질유지기한' } : row,
        ),
      '고지정보[제조연월일, 유통기한 또는 품질유지기한]',
    ],
    [
      'a repeated row',
      (code: number) => [...withNotices(code, '가공식품'), withNotices(code, '가공식품')[0]],
      '상품필수 고지정보[제품명]가 중복으로 입력되었습니다.',
    ],
  ])('refuses %s', async (_name, notices, expected) => {
    const { app, clock } = await start();
    const response = await call(
      app,
      clock,
      'POST',
      PRODUCTS_PATH,
      categoryProductBody(58623, { notices: notices(58623) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(expected);
  });

  it('refuses purchase options outside the meta where free options are not allowed', async () => {
    const { app, clock } = await start();
    const body = categoryProductBody(58920);
    for (const item of body.items as Body[]) {
      item.attributes = [
        ...(item.attributes as Body[]),
        { attributeTypeName: '맛', attributeValueName: '고소한맛' },
      ];
    }
    const response = await call(app, clock, 'POST', PRODUCTS_PATH, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: '유효하지 않은 구매 옵션이 존재합니다. Attribute(s) Not Allowed',
      errorItems: [{ attributeTypeNames: ['맛'] }],
    });
  });

  it("answers a display name over 100 characters in Coupang's words", async () => {
    const { app, clock } = await start();
    const body = { ...categoryProductBody(58623), displayProductName: '참'.repeat(101) };
    const response = await call(app, clock, 'POST', PRODUCTS_PATH, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("'노출상품명' 최대 길이(100자)를 초과했습니다.");
  });

  it('refuses an image path over 150 characters', async () => {
    const { app, clock } = await start();
    const body = categoryProductBody(58623, {
      images: [
        {
          imageOrder: 0,
          imageType: 'REPRESENTATION',
          vendorPath: `https://shop.example.com/${'a'.repeat(140)}.jpg`,
        },
      ],
    });
    const response = await call(app, clock, 'POST', PRODUCTS_PATH, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('이미지 경로는 최대 150자까지 입력할 수 있습니다.');
  });
});

function fail(): never {
  throw new Error('fixture missing');
}
