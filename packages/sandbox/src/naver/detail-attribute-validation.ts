import type { NaverCategoryRules } from './category-rules.ts';
import { asObject, type FieldChecker, type JsonObject } from './field-checker.ts';
import { NOTICE_TYPE_ENUM, type NoticeTypeSpec, noticeObjectKey, noticeTypeSpec } from './notice-types.ts';
import { findOriginArea, originGroupOf } from './origin-areas.ts';

export { noticeObjectKey };

const DELIVERY_TYPES = ['DELIVERY', 'DIRECT'] as const;
// The documented list ends in "…"; these are the values seen in Naver's schema and public clients.
const DELIVERY_ATTRIBUTE_TYPES = [
  'NORMAL',
  'TODAY',
  'OPTION_TODAY',
  'HOPE',
  'TODAY_ARRIVAL',
  'DAWN_ARRIVAL',
  'PRE_ORDER',
  'ARRIVAL_GUARANTEE',
  'SELLER_GUARANTEE',
  'HOPE_SELLER_GUARANTEE',
  'PICKUP',
  'QUICK',
] as const;
const DELIVERY_FEE_TYPES = [
  'FREE',
  'CONDITIONAL_FREE',
  'PAID',
  'UNIT_QUANTITY_PAID',
  'RANGE_QUANTITY_PAID',
] as const;
const DELIVERY_FEE_PAY_TYPES = ['COLLECT', 'PREPAID', 'COLLECT_OR_PREPAID'] as const;
const MAX_FEE = 100_000_000;

const DELIVERY_AREA_TYPES = ['AREA_2', 'AREA_3'] as const;
const MAX_AREA_FEE = 100_000;

/** Extra fees by zone: AREA_2 needs the Jeju-and-islands fee, AREA_3 also the other islands' fee. */
function checkFeeByArea(check: FieldChecker, fee: JsonObject, path: string): void {
  const byArea = check.object(fee, 'deliveryFeeByArea', path, false);
  if (byArea === undefined) return;
  const areaType = check.enumOf(byArea, 'deliveryAreaType', `${path}.deliveryAreaType`, DELIVERY_AREA_TYPES);
  check.integer(byArea, 'area2extraFee', `${path}.area2extraFee`, 0, MAX_AREA_FEE);
  check.integer(byArea, 'area3extraFee', `${path}.area3extraFee`, 0, MAX_AREA_FEE, areaType === 'AREA_3');
}

/** `originProduct.deliveryInfo`: optional (absent = no delivery), but complete when present. */
export function checkDeliveryInfo(check: FieldChecker, origin: JsonObject): void {
  const path = 'originProduct.deliveryInfo';
  const delivery = check.object(origin, 'deliveryInfo', path, false);
  if (delivery === undefined) return;
  const deliveryType = check.enumOf(delivery, 'deliveryType', `${path}.deliveryType`, DELIVERY_TYPES);
  check.enumOf(delivery, 'deliveryAttributeType', `${path}.deliveryAttributeType`, DELIVERY_ATTRIBUTE_TYPES);
  check.string(delivery, 'deliveryCompany', `${path}.deliveryCompany`, deliveryType === 'DELIVERY');

  const fee = check.object(delivery, 'deliveryFee', `${path}.deliveryFee`);
  if (fee !== undefined) {
    const feeType =
      check.enumOf(
        fee,
        'deliveryFeeType',
        `${path}.deliveryFee.deliveryFeeType`,
        DELIVERY_FEE_TYPES,
        false,
      ) ?? 'FREE';
    check.integer(fee, 'baseFee', `${path}.deliveryFee.baseFee`, 0, MAX_FEE, feeType !== 'FREE');
    check.enumOf(
      fee,
      'deliveryFeePayType',
      `${path}.deliveryFee.deliveryFeePayType`,
      DELIVERY_FEE_PAY_TYPES,
      false,
    );
    checkFeeByArea(check, fee, `${path}.deliveryFee.deliveryFeeByArea`);
  }
  const claim = check.object(delivery, 'claimDeliveryInfo', `${path}.claimDeliveryInfo`);
  if (claim !== undefined) {
    check.integer(claim, 'returnDeliveryFee', `${path}.claimDeliveryInfo.returnDeliveryFee`, 0, MAX_FEE);
    check.integer(claim, 'exchangeDeliveryFee', `${path}.claimDeliveryInfo.exchangeDeliveryFee`, 0, MAX_FEE);
  }
}

const DATE_VALUE = /^\d{4}-\d{2}(-\d{2})?$/;

/** A notice sub-object against its type's field list: required fields, one-of pairs, types and lengths. */
function checkNoticeFields(
  check: FieldChecker,
  details: JsonObject,
  path: string,
  spec: NoticeTypeSpec,
): void {
  const groups = new Map<string, { keys: string[]; labels: string[]; present: boolean }>();
  for (const field of spec.fields) {
    const at = `${path}.${field.key}`;
    const value = details[field.key];
    const present = value !== undefined && value !== null;
    if (typeof field.need === 'object') {
      const group = groups.get(field.need.oneOf) ?? { keys: [], labels: [], present: false };
      group.keys.push(field.key);
      group.labels.push(`${field.label}(${field.key})`);
      group.present ||= present;
      groups.set(field.need.oneOf, group);
    }
    if (!present) {
      if (field.need === 'required') check.add(at, 'NotNull', `${at} 항목은 필수입니다. (${field.label})`);
      continue;
    }
    if (field.type === 'BOOLEAN') {
      if (typeof value !== 'boolean') check.add(at, 'Type', `${at} 항목은 true 또는 false여야 합니다.`);
      continue;
    }
    if (typeof value !== 'string') {
      check.add(at, 'Type', `${at} 항목은 문자열이어야 합니다.`);
    } else if (value.trim() === '') {
      // "해당 사항이 없으면 이 요소를 삭제하고 전송합니다": an empty value is refused, the element must go.
      check.add(
        at,
        'NotBlank',
        `${at} 항목은 비어 있을 수 없습니다. 해당 사항이 없으면 항목을 삭제하고 전송해 주세요.`,
      );
    } else if (value.length > field.maxLength) {
      check.add(at, 'Size', `${at} 항목은 최대 ${field.maxLength}자까지 입력할 수 있습니다.`);
    } else if (field.type === 'DATE' && !DATE_VALUE.test(value)) {
      check.add(at, 'Pattern', `${at} 항목은 yyyy-MM 또는 yyyy-MM-dd 형식이어야 합니다.`);
    }
  }
  for (const group of groups.values()) {
    if (group.present) continue;
    check.add(`${path}.${group.keys[0]}`, 'NotNull', `${group.labels.join('와 ')} 중 하나는 필수입니다.`);
  }
}

/**
 * `productInfoProvidedNotice`: a type of the enum that the category's top level offers, with its sub-object (key =
 * camelCase type) carrying that type's required fields (docs/protocols/naver-commerce.md §6; fields in notice-types.ts).
 */
function checkProvidedNotice(
  check: FieldChecker,
  attribute: JsonObject,
  base: string,
  rules: NaverCategoryRules | undefined,
): void {
  const path = `${base}.productInfoProvidedNotice`;
  const notice = check.object(attribute, 'productInfoProvidedNotice', path);
  if (notice === undefined) return;
  const typePath = `${path}.productInfoProvidedNoticeType`;
  const noticeType = check.string(notice, 'productInfoProvidedNoticeType', typePath);
  if (noticeType === undefined) return;
  if (!NOTICE_TYPE_ENUM.some((candidate) => candidate === noticeType)) {
    check.add(typePath, 'Enum', '허용되지 않은 상품정보제공고시 유형입니다.');
    return;
  }
  if (rules !== undefined && !rules.noticeTypes.includes(noticeType)) {
    check.add(
      typePath,
      'Invalid',
      `카테고리[${rules.category.wholeCategoryName}]에서 사용할 수 없는 상품정보제공고시 상품군(${noticeType})입니다. 사용 가능한 상품군: ${rules.noticeTypes.join(', ')}`,
    );
  }
  const key = noticeObjectKey(noticeType);
  const details = check.object(notice, key, `${path}.${key}`);
  const spec = noticeTypeSpec(noticeType);
  if (details !== undefined && spec !== undefined) checkNoticeFields(check, details, `${path}.${key}`, spec);
}

const CERTIFICATION_KIND_TYPES = [
  'KC_CERTIFICATION',
  'CHILD_CERTIFICATION',
  'GREEN_PRODUCTS',
  'CHEMICAL_CERTIFICATION',
  'PARALLEL_IMPORT',
  'OVERSEAS',
  'ETC',
] as const;
const KC_EXCLUSION_VALUES = ['TRUE', 'FALSE', 'KC_EXEMPTION_OBJECT'] as const;
const KC_EXEMPTION_TYPES = ['OVERSEAS', 'SAFE_CRITERION', 'PARALLEL_IMPORT'] as const;
const CERTIFICATION_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `productCertificationInfos` and `certificationTargetExcludeContent` (docs/protocols/naver-commerce.md §6): every
 * certificate must be one of the category's `certificationInfos` with its 기관명 and number (not for 공급자적합성 types,
 * `nonEssential`) and the company name where the certificate asks for it; a KC_CERTIFICATION category needs a KC
 * certificate or `kcCertifiedProductExclusionYn` "TRUE" / "KC_EXEMPTION_OBJECT" (+ kcExemptionType), a
 * CHILD_CERTIFICATION category a children's certificate or `childCertifiedProductExclusionYn: true`.
 */
function checkCertifications(
  check: FieldChecker,
  attribute: JsonObject,
  base: string,
  rules: NaverCategoryRules | undefined,
): void {
  const listPath = `${base}.productCertificationInfos`;
  const list = check.array(attribute, 'productCertificationInfos', listPath) ?? [];
  const certifiedKinds = new Set<string>();
  list.forEach((raw, index) => {
    const path = `${listPath}[${index}]`;
    const entry = asObject(raw);
    if (entry === undefined) {
      check.add(path, 'Type', `${path} 항목은 객체여야 합니다.`);
      return;
    }
    const id = check.integer(
      entry,
      'certificationInfoId',
      `${path}.certificationInfoId`,
      1,
      Number.MAX_SAFE_INTEGER,
    );
    check.enumOf(
      entry,
      'certificationKindType',
      `${path}.certificationKindType`,
      CERTIFICATION_KIND_TYPES,
      false,
    );
    const date = check.string(entry, 'certificationDate', `${path}.certificationDate`, false);
    if (date !== undefined && !CERTIFICATION_DATE.test(date)) {
      check.add(`${path}.certificationDate`, 'Pattern', '인증 일자는 yyyy-MM-dd 형식이어야 합니다.');
    }
    if (id === undefined || rules === undefined) return;
    const info = rules.certificationInfos.find((candidate) => candidate.id === id);
    if (info === undefined) {
      check.add(
        `${path}.certificationInfoId`,
        'Invalid',
        `카테고리[${rules.category.wholeCategoryName}]에서 사용할 수 없는 인증 정보(${id})입니다. 카테고리 조회 API의 certificationInfos[].id를 입력해 주세요.`,
      );
      return;
    }
    const before = check.problems.length;
    check.string(entry, 'name', `${path}.name`, !info.nonEssential);
    check.string(entry, 'certificationNumber', `${path}.certificationNumber`, !info.nonEssential);
    if (info.companyName) check.string(entry, 'companyName', `${path}.companyName`);
    if (check.problems.length === before) for (const kind of info.kindTypes) certifiedKinds.add(kind);
  });

  const excludePath = `${base}.certificationTargetExcludeContent`;
  const exclude = check.object(attribute, 'certificationTargetExcludeContent', excludePath, false);
  let kcExcluded = false;
  let childExcluded = false;
  if (exclude !== undefined) {
    const kcPath = `${excludePath}.kcCertifiedProductExclusionYn`;
    const kc = exclude.kcCertifiedProductExclusionYn;
    if (typeof kc === 'boolean') {
      // Documented as a string enum; a JSON boolean is a common client bug (docs/protocols/naver-commerce.md §6).
      check.add(
        kcPath,
        'Type',
        'kcCertifiedProductExclusionYn은 문자열 "TRUE", "FALSE", "KC_EXEMPTION_OBJECT" 중 하나여야 합니다.',
      );
    } else {
      const value = check.enumOf(
        exclude,
        'kcCertifiedProductExclusionYn',
        kcPath,
        KC_EXCLUSION_VALUES,
        false,
      );
      const exemption = check.enumOf(
        exclude,
        'kcExemptionType',
        `${excludePath}.kcExemptionType`,
        KC_EXEMPTION_TYPES,
        value === 'KC_EXEMPTION_OBJECT',
      );
      kcExcluded = value === 'TRUE' || (value === 'KC_EXEMPTION_OBJECT' && exemption !== undefined);
    }
    childExcluded =
      check.boolean(
        exclude,
        'childCertifiedProductExclusionYn',
        `${excludePath}.childCertifiedProductExclusionYn`,
        false,
      ) === true;
    check.boolean(
      exclude,
      'greenCertifiedProductExclusionYn',
      `${excludePath}.greenCertifiedProductExclusionYn`,
      false,
    );
  }

  const flags = rules?.exceptionalCategories ?? [];
  if (flags.includes('KC_CERTIFICATION') && !certifiedKinds.has('KC_CERTIFICATION') && !kcExcluded) {
    check.add(
      listPath,
      'NotNull',
      'KC 인증 대상 카테고리입니다. KC 인증 정보(productCertificationInfos)를 입력하거나, 인증 대상이 아니면 certificationTargetExcludeContent.kcCertifiedProductExclusionYn을 입력해 주세요.',
    );
  }
  if (flags.includes('CHILD_CERTIFICATION') && !certifiedKinds.has('CHILD_CERTIFICATION') && !childExcluded) {
    check.add(
      listPath,
      'NotNull',
      '어린이제품 인증 대상 카테고리입니다. 어린이제품 인증 정보(productCertificationInfos)를 입력하거나, 인증 대상이 아니면 certificationTargetExcludeContent.childCertifiedProductExclusionYn을 입력해 주세요.',
    );
  }
}

/** `originAreaInfo`: a code of the origin-area list, importer for imports, content for free text. */
function checkOriginArea(
  check: FieldChecker,
  attribute: JsonObject,
  base: string,
  rules: NaverCategoryRules | undefined,
): void {
  const originArea = check.object(attribute, 'originAreaInfo', `${base}.originAreaInfo`);
  if (originArea === undefined) return;
  const codePath = `${base}.originAreaInfo.originAreaCode`;
  const code = check.string(originArea, 'originAreaCode', codePath);
  const group = code === undefined ? undefined : originGroupOf(code);
  if (code !== undefined) {
    if (findOriginArea(code) === undefined) {
      check.add(
        codePath,
        'Invalid',
        '존재하지 않는 원산지 코드입니다. 원산지 코드 조회 API의 코드를 입력해 주세요.',
      );
    } else if (code === '01' || code === '02') {
      // Sandbox's choice: an import names its country, deep-sea goods their sea (the field is a detail code).
      check.add(
        codePath,
        'Invalid',
        '원양산/수입산은 해역 또는 국가까지 지정한 상세 원산지 코드를 입력해야 합니다.',
      );
    } else if (group === '05' && rules?.exceptionalCategories.includes('ORIGINAREA_PRODUCTS') === true) {
      check.add(
        codePath,
        'Invalid',
        '원산지 표시 대상 카테고리입니다. 원산지 표기 의무 대상 아님(05)은 선택할 수 없습니다.',
      );
    }
  }
  check.string(originArea, 'importer', `${base}.originAreaInfo.importer`, group === '02');
  check.string(originArea, 'content', `${base}.originAreaInfo.content`, group === '04');
  check.boolean(originArea, 'plural', `${base}.originAreaInfo.plural`, false);
}

const MAX_OPTION_PRICE = 999_999_990;
const MAX_OPTION_STOCK = 99_999_999;

/**
 * How far an option's added price may go from the sale price: 0–1,999원 → 0…+100 %, 2,000–9,999원 → −50…+100 %,
 * 10,000원 and up → −50…+50 % (docs/protocols/naver-commerce.md §6 [M]).
 */
export function optionPriceRange(salePrice: number): { min: number; max: number; label: string } {
  const half = Math.floor(salePrice / 2);
  if (salePrice < 2_000) return { min: 0, max: salePrice, label: '0% ~ +100%' };
  if (salePrice < 10_000) return { min: -half, max: salePrice, label: '-50% ~ +100%' };
  return { min: -half, max: half, label: '-50% ~ +50%' };
}

/** `optionInfo.optionCombinations[]`: names and numbers, prices within the tier unless the category is OPTION_PRICE. */
function checkOptionPrices(
  check: FieldChecker,
  attribute: JsonObject,
  base: string,
  salePrice: number | undefined,
  rules: NaverCategoryRules | undefined,
): void {
  const infoPath = `${base}.optionInfo`;
  const optionInfo = check.object(attribute, 'optionInfo', infoPath, false);
  if (optionInfo === undefined) return;
  const combinations = check.array(optionInfo, 'optionCombinations', `${infoPath}.optionCombinations`);
  if (combinations === undefined) return;
  const exempt = rules?.exceptionalCategories.includes('OPTION_PRICE') === true;
  const range = salePrice === undefined ? undefined : optionPriceRange(salePrice);
  combinations.forEach((raw, index) => {
    const path = `${infoPath}.optionCombinations[${index}]`;
    const row = asObject(raw);
    if (row === undefined) {
      check.add(path, 'Type', `${path} 항목은 객체여야 합니다.`);
      return;
    }
    check.string(row, 'optionName1', `${path}.optionName1`);
    check.integer(row, 'stockQuantity', `${path}.stockQuantity`, 0, MAX_OPTION_STOCK, false);
    // Omitted prices are stored as 0, which is always within range.
    const price = check.integer(row, 'price', `${path}.price`, -MAX_OPTION_PRICE, MAX_OPTION_PRICE, false);
    if (price === undefined || range === undefined || exempt || salePrice === undefined) return;
    if (price < range.min || price > range.max) {
      check.add(
        `${path}.price`,
        'Range',
        `옵션가는 판매가(${salePrice.toLocaleString('ko-KR')}원)의 ${range.label} 범위(${range.min.toLocaleString('ko-KR')}원 ~ ${range.max.toLocaleString('ko-KR')}원)에서 입력할 수 있습니다. (입력값: ${price.toLocaleString('ko-KR')}원)`,
      );
    }
  });
}

/**
 * `originProduct.detailAttribute`: A/S, origin area, minors, the provided-information notice, certifications, option
 * prices and seller code, against the rules of the product's category (undefined when the category is unusable).
 */
export function checkDetailAttribute(
  check: FieldChecker,
  origin: JsonObject,
  rules: NaverCategoryRules | undefined,
  salePrice: number | undefined,
): void {
  const base = 'originProduct.detailAttribute';
  const attribute = check.object(origin, 'detailAttribute', base);
  if (attribute === undefined) return;

  const afterService = check.object(attribute, 'afterServiceInfo', `${base}.afterServiceInfo`);
  if (afterService !== undefined) {
    check.string(
      afterService,
      'afterServiceTelephoneNumber',
      `${base}.afterServiceInfo.afterServiceTelephoneNumber`,
    );
    check.string(
      afterService,
      'afterServiceGuideContent',
      `${base}.afterServiceInfo.afterServiceGuideContent`,
    );
  }

  checkOriginArea(check, attribute, base, rules);
  check.boolean(attribute, 'minorPurchasable', `${base}.minorPurchasable`);
  checkProvidedNotice(check, attribute, base, rules);
  checkCertifications(check, attribute, base, rules);
  checkOptionPrices(check, attribute, base, salePrice, rules);

  const sellerCode = check.object(attribute, 'sellerCodeInfo', `${base}.sellerCodeInfo`, false);
  if (sellerCode !== undefined) {
    check.string(sellerCode, 'sellerManagementCode', `${base}.sellerCodeInfo.sellerManagementCode`, false);
  }
}
