import type { ProductItem } from '@ollida/contracts/product-details';
import { josa } from 'es-hangul';
import { bundleCountOf } from '../review/bundle.ts';
import { amountsIn, formatForAttribute, inferNumberValue, numberValueOf } from './attribute-values.ts';
import type { CoupangCategoryMetaInput, CoupangMetaAttribute } from './coupang-category-meta.ts';
import type { CoupangProductItemRequest } from './coupang-request-types.ts';
import { MappingError } from './mapping-error.ts';

type Attributes = CoupangProductItemRequest['attributes'];
type DraftOption = ProductItem['attributes'][number];

const synonyms: Readonly<Record<string, string>> = {
  컬러: '색상',
  색깔: '색상',
  color: '색상',
  colour: '색상',
  사이즈: '사이즈',
  size: '사이즈',
  치수: '사이즈',
  크기: '사이즈',
  규격: '사이즈',
  신발사이즈: '사이즈',
  무게: '중량',
  weight: '중량',
  개수: '수량',
  quantity: '수량',
};

function canonical(name: string): string {
  const key = name.replace(/\s/g, '').toLowerCase();
  return synonyms[key] ?? key;
}

/** Chosen values per meta attribute, honouring "one attribute per group". */
class Selection {
  readonly values = new Map<CoupangMetaAttribute, string>();
  private readonly groups = new Set<string>();

  isOpen(attribute: CoupangMetaAttribute): boolean {
    return !this.values.has(attribute) && !this.groups.has(attribute.groupNumber);
  }

  set(attribute: CoupangMetaAttribute, value: string): void {
    this.values.set(attribute, value);
    if (attribute.groupNumber !== 'NONE') this.groups.add(attribute.groupNumber);
  }
}

function matchByName(exposed: CoupangMetaAttribute[], unused: DraftOption[], chosen: Selection): void {
  for (const attribute of exposed) {
    if (!chosen.isOpen(attribute)) continue;
    const index = unused.findIndex(
      (option) => canonical(option.attributeTypeName) === canonical(attribute.attributeTypeName),
    );
    const option = unused[index];
    if (option === undefined) continue;
    const value =
      attribute.dataType === 'NUMBER'
        ? numberValueOf(option.attributeValueName, attribute)
        : option.attributeValueName;
    if (value === undefined) continue;
    unused.splice(index, 1);
    chosen.set(attribute, value);
  }
}

// Suppliers name amount options freely ('타입: 500ml'); the unit tells which Coupang attribute they are.
function matchByUnit(exposed: CoupangMetaAttribute[], unused: DraftOption[], chosen: Selection): void {
  for (const attribute of exposed) {
    if (attribute.dataType !== 'NUMBER' || attribute.usableUnits.length === 0 || !chosen.isOpen(attribute))
      continue;
    for (const [index, option] of unused.entries()) {
      const first = amountsIn(option.attributeValueName)[0];
      const value = first && formatForAttribute(first, attribute);
      if (!value) continue;
      unused.splice(index, 1);
      chosen.set(attribute, value);
      break;
    }
  }
}

function inferFromNames(exposed: CoupangMetaAttribute[], texts: string[], chosen: Selection): void {
  for (const attribute of exposed) {
    if (attribute.dataType !== 'NUMBER' || attribute.usableUnits.length === 0 || !chosen.isOpen(attribute))
      continue;
    if (canonical(attribute.attributeTypeName) === '수량') {
      const bundle = texts.map(bundleCountOf).find((found) => found !== undefined);
      if (bundle !== undefined) {
        chosen.set(attribute, `${bundle.count}${countUnit(attribute)}`);
        continue;
      }
    }
    for (const text of texts) {
      const value = inferNumberValue(text, attribute);
      if (value === undefined) continue;
      chosen.set(attribute, value);
      break;
    }
  }
}

function countUnit(attribute: CoupangMetaAttribute): string {
  return attribute.usableUnits.find((unit) => unit === '개') ?? attribute.usableUnits[0] ?? '';
}

function fillMandatory(exposed: CoupangMetaAttribute[], unused: DraftOption[], chosen: Selection): void {
  for (const attribute of exposed) {
    if (attribute.required !== 'MANDATORY' || !chosen.isOpen(attribute)) continue;
    const name = canonical(attribute.attributeTypeName);
    if (attribute.dataType === 'STRING') {
      const single = unused.length === 1 ? unused.splice(0, 1)[0] : undefined;
      chosen.set(attribute, single?.attributeValueName ?? (name === '사이즈' ? 'FREE' : '상세페이지 참조'));
    } else if (attribute.dataType === 'NUMBER' && name === '수량') {
      chosen.set(attribute, `1${countUnit(attribute)}`);
    } else {
      throw new MappingError(
        `쿠팡 카테고리의 필수 구매옵션 '${attribute.attributeTypeName}'${josa.pick(attribute.attributeTypeName, '을/를')} 상품명이나 옵션에서 찾지 못했습니다. 옵션명에 200ml처럼 적어 주세요.`,
        'options',
      );
    }
  }
}

/** `items[].attributes`: the category's purchase options filled from the item's options, its name, then safe defaults. */
export function coupangAttributesOf(
  item: ProductItem,
  productName: string,
  meta: CoupangCategoryMetaInput,
): Attributes {
  const exposed = meta.attributes.filter((attribute) => attribute.exposed === 'EXPOSED');
  const unused = [...item.attributes];
  const chosen = new Selection();
  matchByName(exposed, unused, chosen);
  matchByUnit(exposed, unused, chosen);
  inferFromNames(exposed, [item.itemName, productName], chosen);
  fillMandatory(exposed, unused, chosen);
  // Options the category does not list are dropped (Coupang rejects unknown purchase options); itemName keeps them.
  return exposed.flatMap((attribute) => {
    const value = chosen.values.get(attribute);
    return value === undefined
      ? []
      : [
          {
            attributeTypeName: attribute.attributeTypeName,
            attributeValueName: value,
            exposed: 'EXPOSED' as const,
          },
        ];
  });
}

function optionKey(attributes: Attributes): string {
  return attributes
    .map((attribute) => `${attribute.attributeTypeName}=${attribute.attributeValueName}`)
    .sort()
    .join('|');
}

/** Coupang refuses two items whose purchase options are all equal; names the pair so the seller can fix it. */
export function assertDistinctOptions(items: readonly { itemName: string; attributes: Attributes }[]): void {
  if (items.length < 2) return;
  const seen = new Map<string, string>();
  for (const item of items) {
    const key = optionKey(item.attributes);
    const twin = seen.get(key);
    if (twin !== undefined) {
      const names = item.attributes.map((attribute) => attribute.attributeTypeName).join(', ') || '없음';
      throw new MappingError(
        `옵션 '${twin}'${josa.pick(twin, '와/과')} '${item.itemName}'${josa.pick(item.itemName, '이/가')} 쿠팡 구매옵션(${names})으로 구분되지 않습니다. 옵션마다 구매옵션 값이 다르도록 옵션명을 고쳐 주세요.`,
        'options',
      );
    }
    seen.set(key, item.itemName);
  }
}
