// What `GET /v1/categories/{categoryId}` adds to a category — `exceptionalCategories[]` and `certificationInfos[]`
// (field list from the API reference "카테고리 조회"; docs/protocols/naver-commerce.md §6) — and which notice types each
// top-level category offers (`GET /v1/products-for-provided-notice?categoryId=`, §3.2).
//
// Sandbox's choices: which categories carry which flags and certificates (electrical goods KC_CERTIFICATION, children's
// goods CHILD_CERTIFICATION, all food ORIGINAREA_PRODUCTS, bedding OPTION_PRICE), the certificate ids (the real ids are
// not public) and the per-top-level notice lists (ETC everywhere except food, where Naver expects a food notice).

import { findCategory, type NaverCategory, topLevelOf } from './categories.ts';

/** One `certificationInfos[]` entry, in the reference's shape. */
export interface NaverCertificationInfo {
  id: number;
  name: string;
  kindTypes: string[];
  green: boolean;
  certificationMarkType?: string;
  /** Whether the company name (인증 상호) must be sent. */
  companyName: boolean;
  /** Whether a certification date may be sent. */
  certificationDate: boolean;
  kcParallelImportExemptionObject: boolean;
  /** No certificate number needed (공급자적합성확인 types). */
  nonEssential: boolean;
}

/** The exceptional-category values of the reference (30+); the sandbox uses a few of them. */
export const EXCEPTIONAL_CATEGORY_VALUES = [
  'E_COUPON',
  'ADULT',
  'MARINE_PRODUCTS',
  'REVIEW_UNEXPOSE',
  'CHILD_CERTIFICATION',
  'ORIGINAREA_PRODUCTS',
  'GREEN_PRODUCTS',
  'KC_CERTIFICATION',
  'SAFE_CRITERION',
  'AFFILIATE',
  'TRADITIONAL_ALCOHOL',
  'ALCOHOL',
  'OPTION_PRICE',
  'BOOK_CHILD',
  'BOOK',
  'BOOK_EBOOK',
  'BOOK_AUDIO',
  'BOOK_MAGAZINE',
  'BOOK_USED',
  'BOOK_OVERSEAS',
  'BOOK_FREE',
  'PERFORMANCE',
  'FREE_RETURN_INSURANCE',
  'REGULAR_SUBSCRIPTION',
  'RENTAL_SUBSCRIPTION',
  'VINTAGE_CITY',
  'SEONE_AI_ASSISTANT_UNEXPOSE',
  'GROUP_PRODUCT_MAX',
  'DYNAMIC_PRICING_CONFIG',
  'MANUFACTURE_DEFINE_NO',
  'PREORDER_VALID_DATE',
  'UNIT_PRICE',
] as const;

const certificate = (
  id: number,
  name: string,
  kindType: 'KC_CERTIFICATION' | 'CHILD_CERTIFICATION' | 'GREEN_PRODUCTS' | 'ETC',
  extra: Partial<NaverCertificationInfo> = {},
): NaverCertificationInfo => ({
  id,
  name,
  kindTypes: [kindType],
  green: false,
  certificationMarkType:
    kindType === 'KC_CERTIFICATION' || kindType === 'CHILD_CERTIFICATION' ? 'KC' : undefined,
  companyName: false,
  certificationDate: true,
  kcParallelImportExemptionObject: false,
  nonEssential: false,
  ...extra,
});

/** The sandbox's certificate catalogue, by id. */
export const CERTIFICATION_INFOS = {
  electricalSafety: certificate(1001, '[전기용품] 안전인증', 'KC_CERTIFICATION', {
    kcParallelImportExemptionObject: false,
  }),
  electricalConfirm: certificate(1002, '[전기용품] 안전확인', 'KC_CERTIFICATION', {
    kcParallelImportExemptionObject: true,
  }),
  electricalSupplier: certificate(1003, '[전기용품] 공급자적합성확인', 'KC_CERTIFICATION', {
    kcParallelImportExemptionObject: true,
    nonEssential: true,
  }),
  radioCertification: certificate(1011, '[방송통신기자재] 적합인증', 'KC_CERTIFICATION', {
    companyName: true,
  }),
  radioRegistration: certificate(1012, '[방송통신기자재] 적합등록', 'KC_CERTIFICATION', {
    companyName: true,
  }),
  kidsSafety: certificate(1021, '[어린이제품] 안전인증', 'CHILD_CERTIFICATION', { companyName: true }),
  kidsConfirm: certificate(1022, '[어린이제품] 안전확인', 'CHILD_CERTIFICATION', { companyName: true }),
  kidsSupplier: certificate(1023, '[어린이제품] 공급자적합성확인', 'CHILD_CERTIFICATION', {
    nonEssential: true,
  }),
  organic: certificate(2001, '친환경농산물 인증(유기농산물)', 'GREEN_PRODUCTS', {
    green: true,
    certificationMarkType: 'ORGANIC_AGRICULTURAL_PROD',
  }),
  haccp: certificate(2002, 'HACCP(식품안전관리인증)', 'ETC', { certificationMarkType: 'HACCP' }),
} as const;

const electrical = [
  CERTIFICATION_INFOS.electricalSafety,
  CERTIFICATION_INFOS.electricalConfirm,
  CERTIFICATION_INFOS.electricalSupplier,
];
const radio = [CERTIFICATION_INFOS.radioCertification, CERTIFICATION_INFOS.radioRegistration];
const kids = [
  CERTIFICATION_INFOS.kidsSafety,
  CERTIFICATION_INFOS.kidsConfirm,
  CERTIFICATION_INFOS.kidsSupplier,
];
const foodCertificates = [CERTIFICATION_INFOS.organic, CERTIFICATION_INFOS.haccp];

interface CategoryDetail {
  exceptionalCategories: string[];
  certificationInfos: NaverCertificationInfo[];
}

const kcElectrical: CategoryDetail = {
  exceptionalCategories: ['KC_CERTIFICATION'],
  certificationInfos: electrical,
};
const kcWireless: CategoryDetail = {
  exceptionalCategories: ['KC_CERTIFICATION'],
  certificationInfos: [...radio, ...electrical],
};
const childProducts: CategoryDetail = {
  exceptionalCategories: ['CHILD_CERTIFICATION'],
  certificationInfos: kids,
};

/** Details of leaves (and branches) by id; food gets its own below by top level. */
const DETAILS: Readonly<Record<string, CategoryDetail>> = {
  // 디지털/가전: mains or battery-charged goods need a KC electrical mark; Bluetooth / wireless charging also 전파.
  '50000860': kcWireless, // 충전기 (wireless chargers too)
  '50000862': kcElectrical, // 전기포트
  '50001052': kcElectrical, // 선풍기
  '50001054': kcWireless, // LED 스탠드 (무선충전 models)
  '50001056': kcElectrical, // 에어프라이어
  '50001060': kcWireless, // 블루투스 이어폰
  '50001041': { exceptionalCategories: ['KC_CERTIFICATION'], certificationInfos: radio }, // 스마트 체중계
  '50001021': kcElectrical, // 전동드릴/드라이버 (charger and battery pack)
  '50001055': kcElectrical, // 캠핑 랜턴 (rechargeable)
  // 출산/육아: toys and children's clothing are 어린이제품.
  '50001105': childProducts, // 원목블록
  '50000880': childProducts, // 내복
  // Bedding sizes differ so much in price that the option-price limit does not apply.
  '50001076': { exceptionalCategories: ['OPTION_PRICE'], certificationInfos: [] }, // 이불
};

const FOOD_TOP_LEVEL = '50000006';

/** Notice types each top-level category offers (`products-for-provided-notice?categoryId=`). */
const NOTICE_TYPES_BY_TOP_LEVEL: Readonly<Record<string, readonly string[]>> = {
  '50000000': ['WEAR', 'ETC'], // 패션의류
  '50000001': ['SHOES', 'BAG', 'FASHION_ITEMS', 'ETC'], // 패션잡화
  '50000002': ['COSMETIC', 'ETC'], // 화장품/미용
  '50000003': ['HOME_APPLIANCES', 'SEASON_APPLIANCES', 'MICROELECTRONICS', 'ETC'], // 디지털/가전
  '50000004': ['FURNITURE', 'SLEEPING_GEAR', 'ETC'], // 가구/인테리어
  '50000005': ['KIDS', 'WEAR', 'SHOES', 'COSMETIC', 'ETC'], // 출산/육아 (물티슈 are cosmetics since 2015)
  [FOOD_TOP_LEVEL]: ['FOOD', 'GENERAL_FOOD', 'DIET_FOOD'], // 식품: no ETC
  '50000007': ['SPORTS_EQUIPMENT', 'ETC'], // 스포츠/레저
  '50000008': ['KITCHEN_UTENSILS', 'HOME_APPLIANCES', 'ETC'], // 생활/건강
};

/** What a category asks of a product, as the validation reads it. */
export interface NaverCategoryRules {
  category: NaverCategory;
  topLevel: NaverCategory | undefined;
  exceptionalCategories: readonly string[];
  certificationInfos: readonly NaverCertificationInfo[];
  /** Notice types of the category's top level. */
  noticeTypes: readonly string[];
}

function detailOf(category: NaverCategory, topLevel: NaverCategory | undefined): CategoryDetail {
  const own = DETAILS[category.id];
  if (own !== undefined) return own;
  if (topLevel?.id === FOOD_TOP_LEVEL && category.id !== FOOD_TOP_LEVEL) {
    // Food must show its origin (원산지 표시법); organic and HACCP marks may be attached.
    return { exceptionalCategories: ['ORIGINAREA_PRODUCTS'], certificationInfos: foodCertificates };
  }
  return { exceptionalCategories: [], certificationInfos: [] };
}

/** The rules of a category id, or undefined when the sandbox does not know it. */
export function categoryRules(id: string): NaverCategoryRules | undefined {
  const category = findCategory(id);
  if (category === undefined) return undefined;
  const topLevel = topLevelOf(category);
  const detail = detailOf(category, topLevel);
  return {
    category,
    topLevel,
    exceptionalCategories: detail.exceptionalCategories,
    certificationInfos: detail.certificationInfos,
    noticeTypes: NOTICE_TYPES_BY_TOP_LEVEL[topLevel?.id ?? ''] ?? ['ETC'],
  };
}

/** Notice types a top-level category offers; undefined when the id is not a top-level category. */
export function noticeTypesOfTopLevel(id: string): readonly string[] | undefined {
  return NOTICE_TYPES_BY_TOP_LEVEL[id];
}

/** `GET /v1/categories/{id}`: the list fields plus the exceptional flags and certificates. */
export function categoryDetailView(rules: NaverCategoryRules) {
  return {
    ...rules.category,
    exceptionalCategories: [...rules.exceptionalCategories],
    certificationInfos: rules.certificationInfos.map((info) => ({ ...info, kindTypes: [...info.kindTypes] })),
  };
}
