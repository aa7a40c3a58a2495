import type { CertificationKind, ProductDetails } from '@ollida/contracts/product-details';
import { acceptedCertifications, type CertificationRequirement } from '../review/certification-review.ts';
import type { NoticeFacts } from '../review/notice-facts.ts';
import { certificationText, factFor, seeDetailPage } from './coupang-notices.ts';
import { MappingError } from './mapping-error.ts';

/** One field of a provided-notice type (`productInfoProvidedNoticeContents[]`): its JSON key and length limit. */
export interface NaverNoticeField {
  fieldName: string;
  fieldType?: string;
  fieldMaxLength?: number | null;
  /** False when Naver marks the field optional ("해당 사항이 없으면 이 요소를 삭제"); unknown counts as required. */
  required?: boolean;
}

/** What Naver says about a leaf category, read by the server before mapping. */
export interface NaverCategoryRules {
  /** `GET /v1/categories/{id}` `exceptionalCategories`. */
  exceptionalCategories: readonly string[];
  certificationInfos: readonly { id: number | string; name: string; kindTypes: readonly string[] }[];
  /** `GET /v1/products-for-provided-notice?categoryId=<top level>`: the notice types the category takes. */
  noticeTypes: readonly { type: string; fields: readonly NaverNoticeField[] }[];
  /** The origin's detail code (`GET /v1/product-origin-areas/query`), when the draft's origin is a foreign country. */
  importedOrigin: { code: string; name: string } | null;
}

/** Rules of a category Naver told nothing about: the `ETC` notice with its documented fields, no certificates. */
export const etcOnlyRules: NaverCategoryRules = {
  exceptionalCategories: [],
  certificationInfos: [],
  noticeTypes: [
    {
      type: 'ETC',
      fields: [
        { fieldName: 'itemName' },
        { fieldName: 'modelName' },
        { fieldName: 'manufacturer' },
        { fieldName: 'customerServicePhoneNumber' },
      ],
    },
  ],
  importedOrigin: null,
};

/** The sub-object key of a notice type: camelCase of the type, with Naver's own spellings [H: D-notice]. */
const irregularKeys: Readonly<Record<string, string>> = {
  MICROELECTRONICS: 'microElectronics',
  CELLPHONE: 'cellPhone',
};
export function noticeKeyOf(type: string): string {
  return (
    irregularKeys[type] ??
    type.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
  );
}

/** Category-path words that say which notice type fits, checked in order; ETC when none of them is offered. */
const typeHints: ReadonlyArray<[RegExp, string[]]> = [
  [/신발|운동화|구두|샌들|슬리퍼/, ['SHOES']],
  [/가방|백팩|지갑/, ['BAG']],
  [/의류|티셔츠|셔츠|바지|원피스|니트|가디건|내복|잠옷/, ['WEAR']],
  [/건강식품|비타민/, ['DIET_FOOD', 'GENERAL_FOOD']],
  [/농산물|축산|수산|과일|쌀|잡곡/, ['FOOD', 'GENERAL_FOOD']],
  [/식품|음료|과자|소스|양념|커피|차|오일|참기름/, ['GENERAL_FOOD', 'FOOD']],
  [/화장품|스킨|크림|로션|에센스|샴푸/, ['COSMETIC']],
  [/계절가전|선풍기|히터|가습기|제습기/, ['SEASON_APPLIANCES', 'HOME_APPLIANCES']],
  [/주방가전|생활가전|전기포트|에어프라이어|청소기|밥솥|전자레인지/, ['HOME_APPLIANCES']],
  [
    /이어폰|헤드폰|스피커|충전기|보조배터리|조명|스탠드|소형전자|음향/,
    ['MICROELECTRONICS', 'HOME_APPLIANCES'],
  ],
  [/주방용품|조리도구|밀폐용기|냄비|프라이팬|도마/, ['KITCHEN_UTENSILS']],
  [/완구|장난감|블록|유아|아동|출산|육아|물티슈/, ['KIDS']],
  [/캠핑|스포츠|레저|등산|피트니스/, ['SPORTS_EQUIPMENT']],
  [/가구|침대|소파|책상|의자/, ['FURNITURE']],
];

/** Picks the notice type for a category path among those Naver offers for it, the leaf's own words first. */
export function noticeTypeFor(path: string, offered: NaverCategoryRules['noticeTypes']) {
  const byType = new Map(offered.map((entry) => [entry.type, entry]));
  const segments = path.split('>').reverse();
  for (const segment of segments) {
    for (const [hint, types] of typeHints) {
      if (!hint.test(segment)) continue;
      const found = types.map((type) => byType.get(type)).find((entry) => entry !== undefined);
      if (found) return found;
    }
  }
  return byType.get('ETC') ?? offered[0];
}

/** Legal clauses every notice type has; omitted, Naver fills them with "상품상세 참조" [H: D-notice]. */
const legalClauses =
  /^(returnCostReason|noRefundReason|qualityAssuranceStandard|compensationProcedure|troubleShootingContents)$/;

const domestic = /국산|국내|한국|대한민국/;

/**
 * A yes/no notice field from what the page said: imported goods (the origin is abroad) declare their import; a GMO
 * mark only when the page's notices say so (Korean law makes the mark mandatory for GMO food, so a page without one
 * is read as not GMO). Other yes/no fields are left out unless required, then answered no.
 */
function flagFor(field: NaverNoticeField, details: ProductDetails, facts: NoticeFacts): boolean | undefined {
  if (/import/i.test(field.fieldName)) return facts.origin !== '' && !domestic.test(facts.origin);
  if (/geneticallyModified/i.test(field.fieldName)) {
    return details.notices.some(
      (notice) =>
        /유전자\s*변형|GMO/i.test(notice.label + notice.value) &&
        !/해당\s*(사항\s*)?없|아니|비대상|Non/i.test(notice.value),
    );
  }
  return field.required === false ? undefined : false;
}

function valueFor(
  field: NaverNoticeField,
  details: ProductDetails,
  facts: NoticeFacts,
  phone: string,
): string | boolean | undefined {
  const key = field.fieldName;
  if (legalClauses.test(key)) return undefined;
  if (field.fieldType !== undefined && /bool/i.test(field.fieldType)) return flagFor(field, details, facts);
  if (field.fieldType !== undefined && !/string|text/i.test(field.fieldType)) return undefined;
  // A required KC line without a certificate says where to look; it never claims "none" for the seller.
  if (/certif/i.test(key))
    return certificationText(details) || (field.required === false ? undefined : seeDetailPage);
  if (/phone|afterServiceDirector/i.test(key)) return phone;
  const semantic = /modelName/i.test(key)
    ? facts.model
    : /itemName|productName|^name$/i.test(key)
      ? details.productName
      : /manufacturer|producer|importer|maker/i.test(key)
        ? facts.manufacturer
        : /origin|country|madeIn/i.test(key)
          ? facts.origin
          : /material/i.test(key)
            ? facts.material
            : /size|capacity|weight|volume/i.test(key)
              ? facts.size
              : factFor(key, details, facts, phone);
  // An optional field the page said nothing about is left out, as Naver asks, rather than sent as a non-answer.
  if (!semantic && field.required === false) return undefined;
  const value = semantic || seeDetailPage;
  return field.fieldMaxLength ? value.slice(0, field.fieldMaxLength) : value;
}

/** `detailAttribute.productInfoProvidedNotice` for the category: its fitting type, every field filled from facts. */
export function naverNoticeOf(
  details: ProductDetails,
  categoryPath: string,
  rules: NaverCategoryRules,
  facts: NoticeFacts,
  phone: string,
): { productInfoProvidedNoticeType: string; [notice: string]: unknown } {
  const chosen = noticeTypeFor(categoryPath, rules.noticeTypes);
  if (chosen === undefined) {
    throw new MappingError(
      '네이버가 이 카테고리의 상품정보제공고시 유형을 알려주지 않았습니다. 카테고리를 다시 골라 주세요.',
      'notices',
    );
  }
  const body: Record<string, string | boolean> = {};
  for (const field of chosen.fields) {
    const value = valueFor(field, details, facts, phone);
    if (value !== undefined) body[field.fieldName] = value;
  }
  return { productInfoProvidedNoticeType: chosen.type, [noticeKeyOf(chosen.type)]: body };
}

const kidKinds: readonly CertificationKind[] = ['KC_KID_CERTIFICATION', 'KC_KID_CONFIRM', 'KC_KID_PROVIDER'];
const kcKinds: readonly CertificationKind[] = [
  'KC_ELECTRONICS_CERTIFICATION',
  'KC_ELECTRONICS_CONFIRM',
  'KC_ELECTRONICS_PROVIDER',
  'KC_HOUSEHOLD_CERTIFICATION',
  'KC_HOUSEHOLD_CONFIRM',
  'COMMUNICATION_EQUIPMENT',
];
const naverKindOf = (kind: CertificationKind) =>
  kidKinds.includes(kind) ? 'CHILD_CERTIFICATION' : 'KC_CERTIFICATION';

/**
 * A category flagged `KC_CERTIFICATION` or `CHILD_CERTIFICATION` needs a certificate or a stated exemption
 * (`certificationTargetExcludeContent`) [H: naver-commerce-lifecycle §3.3].
 */
export function naverCertificationRequirement(
  rules: NaverCategoryRules,
  categoryName: string,
): CertificationRequirement {
  const kc = rules.exceptionalCategories.includes('KC_CERTIFICATION');
  const child = rules.exceptionalCategories.includes('CHILD_CERTIFICATION');
  const requiredFamilies = [...(kc ? [kcKinds] : []), ...(child ? [kidKinds] : [])];
  return {
    required: requiredFamilies.length > 0,
    requiredFamilies,
    kinds: requiredFamilies.flat(),
    exemptionsAllowed: true,
    categoryName,
  };
}

/** Words of a certification info's name that say which of our kinds it is. */
const domainWords: Readonly<Record<string, RegExp>> = {
  ELECTRONICS: /전기/,
  HOUSEHOLD: /생활/,
  KID: /어린이/,
  COMMUNICATION: /방송통신|전파/,
};
const levelWords: Readonly<Record<string, RegExp>> = {
  CERTIFICATION: /안전인증|적합인증/,
  CONFIRM: /안전확인/,
  PROVIDER: /공급자/,
  EQUIPMENT: /적합|등록/,
};

function infoFor(kind: CertificationKind, rules: NaverCategoryRules) {
  const naverKind = naverKindOf(kind);
  const candidates = rules.certificationInfos.filter((info) => info.kindTypes.includes(naverKind));
  const [, domain = '', level = ''] = /^(?:KC_)?([A-Z]+)_([A-Z]+)$/.exec(kind) ?? [];
  const domainRule = domainWords[domain];
  const levelRule = levelWords[level];
  const inDomain = candidates.filter((info) => domainRule?.test(info.name) ?? false);
  return (
    inDomain.find((info) => levelRule?.test(info.name) ?? false) ??
    inDomain[0] ??
    candidates.find((info) => levelRule?.test(info.name) ?? false) ??
    candidates[0]
  );
}

/** Who issues the certificate, sent as `name`: the KC safety authority, or the radio agency for 전파 certificates. */
const issuerOf = (kind: CertificationKind) =>
  kind === 'COMMUNICATION_EQUIPMENT' ? '국립전파연구원' : '국가기술표준원';

const exemptionContent = {
  not_target: { kcCertifiedProductExclusionYn: 'TRUE', childCertifiedProductExclusionYn: true },
  overseas_purchase: { kcCertifiedProductExclusionYn: 'KC_EXEMPTION_OBJECT', kcExemptionType: 'OVERSEAS' },
  parallel_import: {
    kcCertifiedProductExclusionYn: 'KC_EXEMPTION_OBJECT',
    kcExemptionType: 'PARALLEL_IMPORT',
  },
  safe_criterion: { kcCertifiedProductExclusionYn: 'KC_EXEMPTION_OBJECT', kcExemptionType: 'SAFE_CRITERION' },
} as const;

/** `productCertificationInfos` and/or `certificationTargetExcludeContent` for the draft in this category. */
export function naverCertificationFields(
  details: ProductDetails,
  rules: NaverCategoryRules,
): Record<string, unknown> {
  const requirement = naverCertificationRequirement(rules, '');
  const infos = acceptedCertifications(details, { ...requirement, kinds: [...kcKinds, ...kidKinds] }).flatMap(
    (cert) => {
      const info = infoFor(cert.kind, rules);
      if (info === undefined) return [];
      return [
        {
          certificationInfoId: Number(info.id),
          certificationKindType: naverKindOf(cert.kind),
          name: issuerOf(cert.kind),
          certificationNumber: cert.number,
          ...(details.manufacturer || details.brand
            ? { companyName: details.manufacturer || details.brand }
            : {}),
        },
      ];
    },
  );
  if (infos.length > 0) return { productCertificationInfos: infos };
  const exemption = details.certificationExemption ?? null;
  if (exemption !== null) return { certificationTargetExcludeContent: exemptionContent[exemption] };
  if (requirement.required) {
    throw new MappingError(
      '인증 정보가 필요한 카테고리입니다. 초안에서 인증번호를 입력하거나 면제 사유를 골라 주세요.',
      'certification',
    );
  }
  return {};
}

const domesticOrigin = /국산|국내|한국|대한민국/;

/**
 * `originAreaInfo`: domestic → `00`; a foreign country Naver knows → its `02…` detail code with the importer; a foreign
 * country without a known importer or code → `04` with the country as text; nothing → `03` (see the detail page).
 */
export function naverOriginOf(origin: string, rules: NaverCategoryRules, importer: string) {
  const text = origin.trim();
  if (domesticOrigin.test(text)) return { originAreaCode: '00' };
  if (rules.importedOrigin !== null && importer.trim() !== '') {
    return { originAreaCode: rules.importedOrigin.code, importer: importer.trim().slice(0, 50) };
  }
  if (text) return { originAreaCode: '04', content: text.slice(0, 50) };
  return { originAreaCode: '03', content: '상세설명에 표시' };
}
