import { certificationsOf, hasMandatoryCertification, noticeCategoriesOf } from './categories.ts';
import type { SandboxCategory } from './category-table.ts';
import {
  certificationFamilyOf,
  isPlausibleCertificationCode,
  NO_CERTIFICATE_TYPES,
} from './certifications.ts';
import {
  readArray,
  readBoolean,
  readEnum,
  readNumber,
  readOptionalString,
  readString,
  recordsOf,
  reject,
} from './field-readers.ts';

const IMAGE_TYPES = ['REPRESENTATION', 'DETAIL', 'USED_PRODUCT'] as const;
const CONTENTS_TYPES = [
  'IMAGE',
  'IMAGE_NO_SPACE',
  'TEXT',
  'IMAGE_TEXT',
  'TEXT_IMAGE',
  'IMAGE_IMAGE',
  'TEXT_TEXT',
  'TITLE',
  'HTML',
] as const;
const OFFER_CONDITIONS = ['NEW', 'REFURBISHED', 'USED_BEST', 'USED_GOOD', 'USED_NORMAL'] as const;

const MISSING_ATTRIBUTES = '필수 구매 옵션이 존재하지 않습니다. Missing Attribute(s)';
const NOT_ALLOWED_ATTRIBUTES = '유효하지 않은 구매 옵션이 존재합니다. Attribute(s) Not Allowed';
const INVALID_ATTRIBUTE_VALUES =
  '유효하지 않은 구매 옵션 값 혹은 단위가 존재합니다. Invalid Attribute Value(s)';

function checkImages(item: Record<string, unknown>, path: string): void {
  const images = recordsOf(readArray(item, 'images', `${path}.images`), `${path}.images`);
  const counts = { REPRESENTATION: 0, DETAIL: 0, USED_PRODUCT: 0 };
  images.forEach((image, index) => {
    const at = `${path}.images[${index}]`;
    readNumber(image, 'imageOrder', `${at}.imageOrder`);
    counts[readEnum(image, 'imageType', `${at}.imageType`, IMAGE_TYPES)] += 1;
    const location =
      readOptionalString(image, 'vendorPath', `${at}.vendorPath`) ??
      readOptionalString(image, 'cdnPath', `${at}.cdnPath`);
    if (!location) reject(`${at}: vendorPath 또는 cdnPath 중 하나는 입력해야 합니다.`);
    if (location.length > 150) reject(`${at}: 이미지 경로는 최대 150자까지 입력할 수 있습니다.`);
    if (image.vendorPath !== undefined && !/^https?:\/\/\S+$/.test(location)) {
      reject(`${at}.vendorPath는 http(s) 주소여야 합니다: ${location}`);
    }
  });
  if (counts.REPRESENTATION !== 1) reject(`${path}: 대표이미지(REPRESENTATION)는 정확히 1개여야 합니다.`);
  if (counts.DETAIL > 9) reject(`${path}: 상세이미지(DETAIL)는 최대 9개까지 등록할 수 있습니다.`);
  if (counts.USED_PRODUCT > 4)
    reject(`${path}: 중고상품 이미지(USED_PRODUCT)는 최대 4개까지 등록할 수 있습니다.`);
}

/** `notices[]`: rows of ONE notice category the meta offers, names byte-exact, every detail of it present once. */
function checkNotices(item: Record<string, unknown>, path: string, category: SandboxCategory): void {
  const notices = recordsOf(readArray(item, 'notices', `${path}.notices`), `${path}.notices`);
  const offered = noticeCategoriesOf(category);
  let chosen: ReturnType<typeof noticeCategoriesOf>[number] | undefined;
  const given = new Set<string>();
  notices.forEach((notice, index) => {
    const at = `${path}.notices[${index}]`;
    const name = readString(notice, 'noticeCategoryName', `${at}.noticeCategoryName`);
    const detail = readString(notice, 'noticeCategoryDetailName', `${at}.noticeCategoryDetailName`);
    readString(notice, 'content', `${at}.content`);
    const table = offered.find((candidate) => candidate.name === name);
    if (table === undefined || !table.details.includes(detail)) {
      reject(`입력된 상품필수 고지정보[${detail}]가 카테고리[${name}]에서 제공하는 것과 다릅니다.`);
    }
    if (chosen !== undefined && chosen.name !== name) {
      reject(
        `상품필수 고지정보는 고시 카테고리 하나만 선택해 입력할 수 있습니다. (${chosen.name}, ${name}) 한 카테고리의 항목을 모두 입력해 주세요.`,
      );
    }
    chosen = table;
    if (given.has(detail)) reject(`상품필수 고지정보[${detail}]가 중복으로 입력되었습니다.`);
    given.add(detail);
  });
  const table = chosen ?? offered[0];
  const missing = (table?.details ?? []).filter((detail) => !given.has(detail));
  if (table !== undefined && missing.length > 0) {
    reject(`상품필수 고지정보가 누락되었습니다. 카테고리[${table.name}]: ${missing.join(', ')}`);
  }
}

/** Exposed attribute values of one item, keyed by type name, after the meta checks. */
function checkAttributes(
  item: Record<string, unknown>,
  path: string,
  category: SandboxCategory,
): Map<string, string> {
  const raw = item.attributes;
  if (!Array.isArray(raw)) reject(`${path}.attributes은(는) 필수 입력 항목입니다.`);
  const attributes = recordsOf(raw, `${path}.attributes`);
  const itemName = String(item.itemName);
  const values = new Map<string, string>();
  const groupsSeen = new Map<string, string>();
  for (const [index, attribute] of attributes.entries()) {
    const at = `${path}.attributes[${index}]`;
    const name = readString(attribute, 'attributeTypeName', `${at}.attributeTypeName`);
    const value = readString(attribute, 'attributeValueName', `${at}.attributeValueName`);
    const meta = category.attributes.find((candidate) => candidate.attributeTypeName === name);
    if (meta === undefined) {
      if (!category.freeOptionsAllowed) {
        reject(NOT_ALLOWED_ATTRIBUTES, {
          details: `'${name}'은(는) 유효하지 않은 구매 옵션입니다`,
          errorItems: [{ itemName, attributeTypeNames: [name] }],
        });
      }
      if (attribute.exposed !== 'NONE') values.set(name, value);
      continue;
    }
    if (meta.dataType === 'NUMBER') {
      const match = /^\d+(?:\.\d+)?\s*([^\d\s.]+)?$/.exec(value.trim());
      const unit = match?.[1];
      if (
        !match ||
        (meta.usableUnits.length > 0 && (unit === undefined || !meta.usableUnits.includes(unit)))
      ) {
        reject(INVALID_ATTRIBUTE_VALUES, {
          details: `'${name}' 값 '${value}': 사용 가능한 단위 ${meta.usableUnits.join(', ')}`,
          errorItems: [{ itemName, attributeTypeNames: [name] }],
        });
      }
    }
    if (meta.groupNumber !== 'NONE') {
      const other = groupsSeen.get(meta.groupNumber);
      if (other !== undefined) {
        reject(NOT_ALLOWED_ATTRIBUTES, {
          details: `'${other}', '${name}' 중 하나만 입력할 수 있습니다`,
          errorItems: [{ itemName, attributeTypeNames: [other, name] }],
        });
      }
      groupsSeen.set(meta.groupNumber, name);
    }
    if (meta.exposed === 'EXPOSED') values.set(name, value);
  }
  const missing: string[] = [];
  for (const meta of category.attributes) {
    if (meta.required !== 'MANDATORY' || meta.exposed !== 'EXPOSED') continue;
    const satisfied =
      meta.groupNumber === 'NONE' ? values.has(meta.attributeTypeName) : groupsSeen.has(meta.groupNumber);
    if (!satisfied && !missing.includes(meta.attributeTypeName)) missing.push(meta.attributeTypeName);
  }
  if (missing.length > 0) {
    reject(MISSING_ATTRIBUTES, {
      details: missing.map((name) => `'${name}'은(는) 필수 구매 옵션입니다`).join(', '),
      errorItems: [{ itemName, attributeTypeNames: missing }],
    });
  }
  return values;
}

function checkContents(item: Record<string, unknown>, path: string): void {
  const contents = recordsOf(readArray(item, 'contents', `${path}.contents`), `${path}.contents`);
  contents.forEach((content, index) => {
    const at = `${path}.contents[${index}]`;
    readEnum(content, 'contentsType', `${at}.contentsType`, CONTENTS_TYPES);
    const details = recordsOf(
      readArray(content, 'contentDetails', `${at}.contentDetails`),
      `${at}.contentDetails`,
    );
    details.forEach((detail, position) => {
      readString(detail, 'content', `${at}.contentDetails[${position}].content`);
      readEnum(detail, 'detailType', `${at}.contentDetails[${position}].detailType`, [
        'IMAGE',
        'TEXT',
      ] as const);
    });
  });
}

/**
 * `certifications[]`: every type must be one the meta offers, with a number exactly when its dataType is CODE (and
 * then a plausible one); each certification family with a MANDATORY type needs one of its types (certifications.ts).
 */
function checkCertifications(item: Record<string, unknown>, path: string, category: SandboxCategory): void {
  const offered = certificationsOf(category);
  const mandatory = hasMandatoryCertification(category);
  const required = new Map<string, { label: string; names: string[] }>();
  for (const certification of category.certifications) {
    if (certification.required !== 'MANDATORY') continue;
    const family = certificationFamilyOf(certification.certificationType);
    const entry = required.get(family.key) ?? { label: family.label, names: [] };
    entry.names.push(`${certification.name}(${certification.certificationType})`);
    required.set(family.key, entry);
  }
  const requiredLabels = [...required.values()].map((entry) => entry.label).join(', ');
  const given = Array.isArray(item.certifications)
    ? recordsOf(item.certifications, `${path}.certifications`)
    : [];
  const satisfied = new Set<string>();
  given.forEach((certification, index) => {
    const at = `${path}.certifications[${index}]`;
    const type = readString(certification, 'certificationType', `${at}.certificationType`);
    const meta = offered.find((candidate) => candidate.certificationType === type);
    if (meta === undefined) {
      if (mandatory && NO_CERTIFICATE_TYPES.some((candidate) => candidate === type)) {
        reject(
          `${at}: 인증 대상 카테고리[${category.name}]입니다. 인증유형[${type}]은 사용할 수 없으며 필수 인증정보(${requiredLabels})를 인증번호와 함께 입력해야 합니다.`,
        );
      }
      reject(
        `${at}: 인증유형[${type}]은 카테고리[${category.name}]에서 사용할 수 없습니다. 카테고리 메타의 인증정보를 확인해 주세요.`,
      );
    }
    const code =
      readOptionalString(certification, 'certificationCode', `${at}.certificationCode`)?.trim() ?? '';
    if (meta.dataType === 'NONE' && code !== '') {
      reject(
        `${at}: 인증유형[${meta.name}(${type})]은 인증번호를 입력하지 않는 유형입니다. (입력값: ${code})`,
      );
    }
    if (meta.dataType === 'CODE') {
      if (code === '')
        reject(`${at}: 인증유형[${meta.name}(${type})]의 인증번호(certificationCode)를 입력해 주세요.`);
      if (!isPlausibleCertificationCode(code)) {
        reject(
          `${at}: 인증번호[${code}]가 올바른 형식이 아닙니다. 인증기관이 발급한 인증번호를 입력해 주세요.`,
        );
      }
    }
    satisfied.add(certificationFamilyOf(type).key);
  });
  for (const [key, entry] of required) {
    if (!satisfied.has(key)) {
      reject(
        `필수 인증정보[${entry.label}: ${entry.names.join(' / ')} 중 하나]가 누락되었습니다. 인증번호와 함께 입력해 주세요.`,
      );
    }
  }
}

/** Checks one item (option) of a product against the documented rules and the category meta. */
export function checkItem(
  item: Record<string, unknown>,
  index: number,
  category: SandboxCategory,
): Map<string, string> {
  const path = `items[${index}]`;
  readString(item, 'itemName', `${path}.itemName`, 150);
  const originalPrice = readNumber(item, 'originalPrice', `${path}.originalPrice`);
  const salePrice = readNumber(item, 'salePrice', `${path}.salePrice`);
  if (salePrice % 10 !== 0)
    reject(`${path}.salePrice: 가격은 최소 10원 단위로 입력가능합니다. (1원단위 입력 불가)`);
  if (originalPrice < salePrice)
    reject(`${path}: 할인율 기준가(originalPrice)는 판매가(salePrice)보다 작을 수 없습니다.`);
  for (const key of [
    'maximumBuyCount',
    'maximumBuyForPerson',
    'maximumBuyForPersonPeriod',
    'outboundShippingTimeDay',
    'unitCount',
  ]) {
    readNumber(item, key, `${path}.${key}`);
  }
  readEnum(item, 'adultOnly', `${path}.adultOnly`, ['EVERYONE', 'ADULT_ONLY'] as const);
  readEnum(item, 'taxType', `${path}.taxType`, ['TAX', 'FREE'] as const);
  readEnum(item, 'parallelImported', `${path}.parallelImported`, [
    'NOT_PARALLEL_IMPORTED',
    'PARALLEL_IMPORTED',
  ] as const);
  readEnum(item, 'overseasPurchased', `${path}.overseasPurchased`, [
    'NOT_OVERSEAS_PURCHASED',
    'OVERSEAS_PURCHASED',
  ] as const);
  readBoolean(item, 'pccNeeded', `${path}.pccNeeded`);
  if (item.offerCondition !== undefined)
    readEnum(item, 'offerCondition', `${path}.offerCondition`, OFFER_CONDITIONS);
  const description = readOptionalString(item, 'offerDescription', `${path}.offerDescription`);
  if (description !== undefined && description.length > 700)
    reject(`${path}.offerDescription은(는) 최대 700자까지 입력할 수 있습니다.`);
  checkImages(item, path);
  checkNotices(item, path, category);
  const exposed = checkAttributes(item, path, category);
  checkContents(item, path);
  checkCertifications(item, path, category);
  return exposed;
}
