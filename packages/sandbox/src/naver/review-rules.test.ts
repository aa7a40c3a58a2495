import { describe, expect, it } from 'vitest';
import { findCategory } from './categories.ts';
import { categoryRules } from './category-rules.ts';
import { optionPriceRange } from './detail-attribute-validation.ts';
import { checkProductRequest, type ProductCheckDeps } from './product-validation.ts';

// Category-driven rules of POST /v2/products: notice types and fields, certifications, origin codes, option prices,
// names (docs/protocols/naver-commerce.md §6, §6).

const UPLOADED = 'http://127.0.0.1/sandbox/naver/images/aaaaaaaaaaaaaaaaaaaaaaaa.png';

const deps: ProductCheckDeps = {
  categoryKind: (id) => {
    const category = findCategory(id);
    if (category === undefined) return 'unknown';
    return category.last ? 'leaf' : 'branch';
  },
  categoryRules,
  isUploadedImage: (url) => url === UPLOADED,
  windowChannelNo: undefined,
};

type Json = Record<string, unknown>;

const etcNotice = {
  productInfoProvidedNoticeType: 'ETC',
  etc: {
    itemName: '상품',
    modelName: 'M-1',
    manufacturer: '올리다',
    customerServicePhoneNumber: '02-000-0000',
  },
};

const generalFood = {
  productInfoProvidedNoticeType: 'GENERAL_FOOD',
  generalFood: {
    productName: '국내산 참기름',
    foodType: '참기름',
    producer: '안동방앗간',
    location: '경상북도 안동시',
    packDateText: '상품 상세 참조',
    consumptionDateText: '제조일로부터 12개월',
    weight: '350ml',
    amount: '1병',
    ingredients: '참깨 100%(국산)',
    geneticallyModified: false,
    consumerSafetyCaution: '상세페이지 참조',
    importDeclarationCheck: false,
    customerServicePhoneNumber: '02-000-0000',
  },
};

/** A complete product in `leafCategoryId`, with `attribute` merged into its detailAttribute. */
function productIn(leafCategoryId: string, attribute: Json = {}, origin: Json = {}): Json {
  return {
    originProduct: {
      statusType: 'SALE',
      leafCategoryId,
      name: '테스트 상품',
      detailContent: '<p>상세</p>',
      images: { representativeImage: { url: UPLOADED } },
      salePrice: 39_000,
      stockQuantity: 10,
      detailAttribute: {
        afterServiceInfo: { afterServiceTelephoneNumber: '02-000-0000', afterServiceGuideContent: '문의' },
        originAreaInfo: { originAreaCode: '03', content: '상세설명에 표시' },
        minorPurchasable: true,
        productInfoProvidedNotice: etcNotice,
        ...attribute,
      },
      ...origin,
    },
    smartstoreChannelProduct: { naverShoppingRegistration: false, channelProductDisplayStatusType: 'ON' },
  };
}

function problemsOf(body: unknown): string[] {
  const result = checkProductRequest(body, deps);
  return result.ok ? [] : result.problems.map((problem) => `${problem.name}:${problem.type}`);
}

function messagesOf(body: unknown): string[] {
  const result = checkProductRequest(body, deps);
  return result.ok ? [] : result.problems.map((problem) => problem.message);
}

const base = 'originProduct.detailAttribute';
const certs = `${base}.productCertificationInfos`;
const exclude = `${base}.certificationTargetExcludeContent`;

describe('KC and children’s certification', () => {
  it.each<[string, string, Json, string[]]>([
    ['a kettle without certificate or exclusion', '50000862', {}, [`${certs}:NotNull`]],
    [
      'a kettle with a 안전확인 number',
      '50000862',
      {
        productCertificationInfos: [
          { certificationInfoId: 1002, name: '한국산업기술시험원', certificationNumber: 'HU071234-1001' },
        ],
      },
      [],
    ],
    [
      'a kettle with a 공급자적합성확인 certificate (no number needed)',
      '50000862',
      {
        productCertificationInfos: [{ certificationInfoId: 1003, certificationKindType: 'KC_CERTIFICATION' }],
      },
      [],
    ],
    [
      'a kettle with a 안전확인 certificate but no number',
      '50000862',
      { productCertificationInfos: [{ certificationInfoId: 1002, name: '한국산업기술시험원' }] },
      [`${certs}[0].certificationNumber:NotNull`, `${certs}:NotNull`],
    ],
    [
      'a kettle with a certificate id of another category',
      '50000862',
      {
        productCertificationInfos: [
          { certificationInfoId: 1022, name: 'KTR', certificationNumber: 'CB063R1234-5001' },
        ],
      },
      [`${certs}[0].certificationInfoId:Invalid`, `${certs}:NotNull`],
    ],
    [
      'earphones with a radio certificate but no company name',
      '50001060',
      {
        productCertificationInfos: [
          { certificationInfoId: 1011, name: '국립전파연구원', certificationNumber: 'R-R-ABC-XYZ123' },
        ],
      },
      [`${certs}[0].companyName:NotNull`, `${certs}:NotNull`],
    ],
    [
      'earphones with a complete radio certificate',
      '50001060',
      {
        productCertificationInfos: [
          {
            certificationInfoId: 1011,
            certificationKindType: 'KC_CERTIFICATION',
            name: '국립전파연구원',
            certificationNumber: 'R-R-ABC-XYZ123',
            companyName: '선전 사운드핏테크',
            certificationDate: '2025-03-02',
          },
        ],
      },
      [],
    ],
    [
      'a fan declared "not a KC target"',
      '50001052',
      { certificationTargetExcludeContent: { kcCertifiedProductExclusionYn: 'TRUE' } },
      [],
    ],
    [
      'a fan declared a KC target (FALSE) without certificate',
      '50001052',
      { certificationTargetExcludeContent: { kcCertifiedProductExclusionYn: 'FALSE' } },
      [`${certs}:NotNull`],
    ],
    [
      'kcCertifiedProductExclusionYn sent as a boolean',
      '50001052',
      { certificationTargetExcludeContent: { kcCertifiedProductExclusionYn: true } },
      [`${exclude}.kcCertifiedProductExclusionYn:Type`, `${certs}:NotNull`],
    ],
    [
      'KC_EXEMPTION_OBJECT without kcExemptionType',
      '50001021',
      { certificationTargetExcludeContent: { kcCertifiedProductExclusionYn: 'KC_EXEMPTION_OBJECT' } },
      [`${exclude}.kcExemptionType:Enum`, `${certs}:NotNull`],
    ],
    [
      'KC_EXEMPTION_OBJECT with kcExemptionType',
      '50001021',
      {
        certificationTargetExcludeContent: {
          kcCertifiedProductExclusionYn: 'KC_EXEMPTION_OBJECT',
          kcExemptionType: 'PARALLEL_IMPORT',
        },
      },
      [],
    ],
    ['wooden blocks without children’s certificate', '50001105', {}, [`${certs}:NotNull`]],
    [
      'wooden blocks with a KC electrical exclusion only',
      '50001105',
      { certificationTargetExcludeContent: { kcCertifiedProductExclusionYn: 'TRUE' } },
      [`${certs}:NotNull`],
    ],
    [
      'wooden blocks declared not a children’s product',
      '50001105',
      { certificationTargetExcludeContent: { childCertifiedProductExclusionYn: true } },
      [],
    ],
    [
      'wooden blocks with a 안전확인 number and company',
      '50001105',
      {
        productCertificationInfos: [
          {
            certificationInfoId: 1022,
            certificationKindType: 'CHILD_CERTIFICATION',
            name: 'KCL',
            certificationNumber: 'CB063R1234-5001',
            companyName: '(주)우디토이',
          },
        ],
      },
      [],
    ],
    [
      'a certificate in a category without certificates',
      '50000900',
      {
        productCertificationInfos: [
          { certificationInfoId: 1002, name: 'KTR', certificationNumber: 'HU071234-1001' },
        ],
      },
      [`${certs}[0].certificationInfoId:Invalid`],
    ],
  ])('%s', (_name, category, attribute, expected) => {
    expect(problemsOf(productIn(category, attribute))).toEqual(expected);
  });

  it('explains the missing KC certificate in Korean', () => {
    expect(messagesOf(productIn('50000862'))).toEqual([
      expect.stringContaining('KC 인증 대상 카테고리입니다.'),
    ]);
  });
});

describe('provided-notice types and fields', () => {
  const notice = `${base}.productInfoProvidedNotice`;

  it('refuses a type the top-level category does not offer, naming the offered ones', () => {
    const body = productIn('50001093');
    expect(problemsOf(body)).toEqual([`${notice}.productInfoProvidedNoticeType:Invalid`]);
    expect(messagesOf(body)[0]).toContain('사용 가능한 상품군: FOOD, GENERAL_FOOD, DIET_FOOD');
    expect(
      problemsOf(
        productIn('50000803', {
          productInfoProvidedNotice: { productInfoProvidedNoticeType: 'WEAR', wear: {} },
        }),
      ),
    ).toContain(`${notice}.productInfoProvidedNoticeType:Invalid`);
  });

  it('accepts a complete GENERAL_FOOD notice in a food category', () => {
    expect(problemsOf(productIn('50001093', { productInfoProvidedNotice: generalFood }))).toEqual([]);
  });

  it('names every missing field of the chosen sub-object, one-of pairs by their first key', () => {
    const { productName: _name, packDateText: _pack, weight: _weight, ...rest } = generalFood.generalFood;
    const body = productIn('50001093', {
      productInfoProvidedNotice: { productInfoProvidedNoticeType: 'GENERAL_FOOD', generalFood: rest },
    });
    expect(problemsOf(body)).toEqual([
      `${notice}.generalFood.productName:NotNull`,
      `${notice}.generalFood.weight:NotNull`,
      `${notice}.generalFood.packDate:NotNull`,
    ]);
  });

  it('checks value types, blank optional elements and lengths', () => {
    const body = productIn('50001093', {
      productInfoProvidedNotice: {
        productInfoProvidedNoticeType: 'GENERAL_FOOD',
        generalFood: {
          ...generalFood.generalFood,
          geneticallyModified: 'false',
          nutritionFacts: ' ',
          customerServicePhoneNumber: '0'.repeat(31),
          packDate: '2025/01/01',
        },
      },
    });
    expect(problemsOf(body)).toEqual([
      `${notice}.generalFood.packDate:Pattern`,
      `${notice}.generalFood.nutritionFacts:NotBlank`,
      `${notice}.generalFood.geneticallyModified:Type`,
      `${notice}.generalFood.customerServicePhoneNumber:Size`,
    ]);
  });

  it('needs the sub-object of the chosen type under its camelCase key', () => {
    const body = productIn('50001060', {
      productInfoProvidedNotice: { productInfoProvidedNoticeType: 'MICROELECTRONICS', microelectronics: {} },
      certificationTargetExcludeContent: { kcCertifiedProductExclusionYn: 'TRUE' },
    });
    expect(problemsOf(body)).toEqual([`${notice}.microElectronics:NotNull`]);
  });

  it('accepts the appliance, kids and sports types with their real keys', () => {
    const appliance = {
      itemName: '전기포트',
      modelName: 'KM-EK17',
      certificationType: 'HU071234-1001',
      releaseDateText: '상세페이지 참조',
      manufacturer: '(주)키친메이트',
      size: '1.7L',
      additionalCost: '없음',
      warrantyPolicy: '소비자분쟁해결기준에 따름',
      afterServiceDirector: '키친메이트 1588-0000',
    };
    expect(
      problemsOf(
        productIn('50000862', {
          productInfoProvidedNotice: {
            productInfoProvidedNoticeType: 'HOME_APPLIANCES',
            homeAppliances: appliance,
          },
          certificationTargetExcludeContent: { kcCertifiedProductExclusionYn: 'TRUE' },
        }),
      ),
    ).toEqual([]);
    const kids = {
      itemName: '원목 블록',
      modelName: 'WT-BL100',
      certificationType: 'CB063R1234-5001',
      size: '상세페이지 참조',
      weight: '1.2kg',
      color: '원목',
      material: '너도밤나무',
      recommendedAge: '36개월 이상',
      releaseDate: '2025-03',
      manufacturer: '(주)우디토이',
      caution: '상세페이지 참조',
      warrantyPolicy: '상세페이지 참조',
      afterServiceDirector: '우디토이 02-000-0000',
    };
    expect(
      problemsOf(
        productIn('50001105', {
          productInfoProvidedNotice: { productInfoProvidedNoticeType: 'KIDS', kids },
          certificationTargetExcludeContent: { childCertifiedProductExclusionYn: true },
        }),
      ),
    ).toEqual([]);
  });
});

describe('origin areas', () => {
  const code = `${base}.originAreaInfo.originAreaCode`;
  const origin = (originAreaInfo: Json) => problemsOf(productIn('50000900', { originAreaInfo }));

  it.each<[string, Json, string[]]>([
    ['a domestic region', { originAreaCode: '0000003' }, []],
    ['the domestic group', { originAreaCode: '00' }, []],
    ['an import with its importer', { originAreaCode: '0200040', importer: '(주)타이푸드' }, []],
    [
      'an import without importer',
      { originAreaCode: '0200037' },
      [`${base}.originAreaInfo.importer:NotNull`],
    ],
    ['the bare import group', { originAreaCode: '02', importer: '(주)타이푸드' }, [`${code}:Invalid`]],
    ['a code not in the list', { originAreaCode: '0299999', importer: '수입사' }, [`${code}:Invalid`]],
    ['free text without content', { originAreaCode: '04' }, [`${base}.originAreaInfo.content:NotNull`]],
    ['not subject to labelling outside food', { originAreaCode: '05' }, []],
  ])('%s', (_name, info, expected) => {
    expect(origin(info)).toEqual(expected);
  });

  it('refuses "not subject to labelling" in a food category', () => {
    const body = productIn('50001093', {
      productInfoProvidedNotice: generalFood,
      originAreaInfo: { originAreaCode: '05' },
    });
    expect(problemsOf(body)).toEqual([`${code}:Invalid`]);
  });
});

describe('option prices', () => {
  const options = (prices: number[]) => ({
    optionInfo: {
      optionCombinationGroupNames: { optionGroupName1: '색상' },
      optionCombinations: prices.map((price, index) => ({
        optionName1: `색상${index}`,
        stockQuantity: 5,
        price,
        usable: true,
      })),
    },
  });
  const priced = (category: string, salePrice: number, prices: number[]) =>
    problemsOf(productIn(category, options(prices), { salePrice }));
  const row = (index: number) => `${base}.optionInfo.optionCombinations[${index}].price:Range`;

  it('follows the three documented tiers', () => {
    expect(optionPriceRange(1_500)).toMatchObject({ min: 0, max: 1_500 });
    expect(optionPriceRange(5_000)).toMatchObject({ min: -2_500, max: 5_000 });
    expect(optionPriceRange(39_000)).toMatchObject({ min: -19_500, max: 19_500 });
    expect(priced('50000900', 1_500, [0, 1_500, -10, 1_510])).toEqual([row(2), row(3)]);
    expect(priced('50000900', 5_000, [-2_500, 5_000, -2_510, 5_010])).toEqual([row(2), row(3)]);
    expect(priced('50000900', 39_000, [-19_500, 19_500, 19_510, -19_510])).toEqual([row(2), row(3)]);
  });

  it('exempts OPTION_PRICE categories and treats an omitted price as 0', () => {
    expect(priced('50001076', 39_000, [0, 100_000, -30_000])).toEqual([]);
    const body = productIn('50000900', {
      optionInfo: {
        optionCombinationGroupNames: { optionGroupName1: '색상' },
        optionCombinations: [{ optionName1: 'A' }],
      },
    });
    expect(problemsOf(body)).toEqual([]);
  });

  it('explains the range in Korean', () => {
    const [message] = messagesOf(productIn('50000900', options([20_000]), { salePrice: 39_000 }));
    expect(message).toContain('옵션가는 판매가(39,000원)의 -50% ~ +50% 범위(-19,500원 ~ 19,500원)');
  });
});

describe('product names', () => {
  it('refuses names over 100 characters and prohibited words, in the name and the channel name', () => {
    const long = productIn('50000900', {}, { name: '가'.repeat(101) });
    expect(problemsOf(long)).toEqual(['originProduct.name:Size']);
    expect(problemsOf(productIn('50000900', {}, { name: '짝퉁 캠핑의자' }))).toEqual([
      'originProduct.name:Invalid',
    ]);
    expect(messagesOf(productIn('50000900', {}, { name: '암치료 캠핑의자' }))).toEqual([
      "상품명에 사용할 수 없는 단어('암 치료')가 포함되어 있습니다. (질병의 예방·치료 효능을 표방하는 표현)",
    ]);
    const channel = productIn('50000900');
    channel.smartstoreChannelProduct = {
      naverShoppingRegistration: false,
      channelProductDisplayStatusType: 'ON',
      channelProductName: '정품급 캠핑의자',
    };
    expect(problemsOf(channel)).toEqual(['smartstoreChannelProduct.channelProductName:Invalid']);
  });
});
