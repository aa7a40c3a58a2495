import { findCategory, predictCategory } from './categories.ts';
import type { SandboxCategory } from './category-table.ts';
import type { CoupangDemoVendor } from './demo-accounts.ts';
import {
  asRecord,
  readArray,
  readBoolean,
  readEnum,
  readNumber,
  readOptionalString,
  readString,
  recordsOf,
  reject,
} from './field-readers.ts';
import { checkItem } from './item-validation.ts';
import type { SandboxOutboundPlace, SandboxReturnCenter } from './shipping-places.ts';
import { CoupangSandboxError } from './wire.ts';

export const DELIVERY_METHODS = [
  'SEQUENCIAL',
  'COLD_FRESH',
  'MAKE_ORDER',
  'AGENT_BUY',
  'VENDOR_DIRECT',
] as const;
export const DELIVERY_COMPANY_CODES = [
  'CJGLS',
  'HANJIN',
  'HYUNDAI',
  'EPOST',
  'KGB',
  'KDEXP',
  'DIRECT',
  'ILYANG',
  'CHUNIL',
  'DAESIN',
  'HDEXP',
] as const;
// CONDITIONAL_FREE ("조건부 무료", any freeShipOverAmount) is the current type (lifecycle notes §3.2; a 2025 client's
// create DTO lists FREE, NOT_FREE, CHARGE_RECEIVED, CONDITIONAL_FREE); the fixed-amount types are the 2019 ones.
export const DELIVERY_CHARGE_TYPES = [
  'FREE',
  'NOT_FREE',
  'CHARGE_RECEIVED',
  'CONDITIONAL_FREE',
  'FREE_DELIVERY_OVER_9800',
  'FREE_DELIVERY_OVER_19800',
  'FREE_DELIVERY_OVER_30000',
] as const;

const saleDatePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** What product creation needs to know about the calling vendor. */
export interface ProductCheckContext {
  vendor: CoupangDemoVendor;
  returnCenters: readonly SandboxReturnCenter[];
  outboundPlaces: readonly SandboxOutboundPlace[];
}

/** A create request that passed every check, with the values the store needs. */
export interface CheckedProduct {
  body: Record<string, unknown>;
  category: SandboxCategory;
  requested: boolean;
  sellerProductName: string;
}

function readSaleDate(body: Record<string, unknown>, key: string): string {
  const value = readString(body, key, key);
  if (!saleDatePattern.test(value) || Number.isNaN(Date.parse(`${value}Z`))) {
    reject(`${key} 형식이 올바르지 않습니다. (yyyy-MM-dd'T'HH:mm:ss, 입력값: ${value})`);
  }
  return value;
}

function resolveCategory(
  body: Record<string, unknown>,
  vendor: CoupangDemoVendor,
  name: string,
): SandboxCategory {
  if (
    body.displayCategoryCode === undefined ||
    body.displayCategoryCode === null ||
    body.displayCategoryCode === ''
  ) {
    if (!vendor.autoCategoryAgreed) {
      reject(
        'displayCategoryCode은(는) 필수 입력 항목입니다. (카테고리 자동매칭에 동의한 업체만 생략할 수 있습니다.)',
      );
    }
    return (
      predictCategory(name) ??
      reject(`상품명[${name}]으로 카테고리를 자동매칭할 수 없습니다. displayCategoryCode를 입력해 주세요.`)
    );
  }
  const code = readNumber(body, 'displayCategoryCode', 'displayCategoryCode');
  return (
    findCategory(code) ??
    reject(
      `유효하지 않은 카테고리입니다. 노출카테고리코드[${code}]는 존재하지 않거나 최하위 카테고리가 아닙니다.`,
    )
  );
}

function checkReturnCenter(body: Record<string, unknown>, centers: readonly SandboxReturnCenter[]): void {
  const code = readString(body, 'returnCenterCode', 'returnCenterCode');
  if (code !== 'NO_RETURN_CENTERCODE') {
    const center = centers.find((candidate) => candidate.returnCenterCode === code);
    if (!center) reject(`반품지 코드[${code}]가 존재하지 않습니다. 반품지 목록에서 코드를 확인해 주세요.`);
    if (!center.usable) reject(`반품지[${code}]는 사용할 수 없는 상태입니다. (${center.goodsflowStatus})`);
  }
  for (const key of [
    'returnChargeName',
    'companyContactNumber',
    'returnZipCode',
    'returnAddress',
    'returnAddressDetail',
  ]) {
    readString(body, key, key);
  }
  readNumber(body, 'returnCharge', 'returnCharge');
  readEnum(body, 'returnChargeVendor', 'returnChargeVendor', ['Y', 'N'] as const);
}

function checkDelivery(body: Record<string, unknown>, places: readonly SandboxOutboundPlace[]): void {
  readEnum(body, 'deliveryMethod', 'deliveryMethod', DELIVERY_METHODS);
  const courier = readEnum(body, 'deliveryCompanyCode', 'deliveryCompanyCode', DELIVERY_COMPANY_CODES);
  const chargeType = readEnum(body, 'deliveryChargeType', 'deliveryChargeType', DELIVERY_CHARGE_TYPES);
  readNumber(body, 'deliveryCharge', 'deliveryCharge');
  const freeOver = readNumber(body, 'freeShipOverAmount', 'freeShipOverAmount');
  const onReturn = readNumber(body, 'deliveryChargeOnReturn', 'deliveryChargeOnReturn');
  if (chargeType === 'CONDITIONAL_FREE' && freeOver <= 0) {
    reject('조건부 무료배송은 무료배송 조건 금액(freeShipOverAmount)을 0보다 크게 입력해야 합니다.');
  }
  if ((chargeType.startsWith('FREE_DELIVERY_OVER_') || chargeType === 'CONDITIONAL_FREE') && onReturn !== 0) {
    reject('조건부 무료배송 상품은 초도반품배송비(deliveryChargeOnReturn)를 0으로 입력해야 합니다.');
  }
  const remote = readEnum(body, 'remoteAreaDeliverable', 'remoteAreaDeliverable', ['Y', 'N'] as const);
  readEnum(body, 'unionDeliveryType', 'unionDeliveryType', ['UNION_DELIVERY', 'NOT_UNION_DELIVERY'] as const);
  const placeCode = readNumber(body, 'outboundShippingPlaceCode', 'outboundShippingPlaceCode');
  const place = places.find((candidate) => candidate.outboundShippingPlaceCode === placeCode);
  if (!place) reject(`출고지 코드[${placeCode}]가 존재하지 않습니다. 출고지 목록에서 코드를 확인해 주세요.`);
  if (!place.usable) reject(`출고지[${placeCode}]는 사용할 수 없는 상태입니다.`);
  if (remote === 'Y' && !place.remoteInfos.some((info) => info.usable && info.deliveryCode === courier)) {
    reject(
      `출고지[${placeCode}]에 등록되지 않은 택배사(${courier})입니다. 도서산간 배송을 하려면 출고지에 택배사와 도서산간 배송비를 등록해 주세요.`,
    );
  }
}

/** Checks a create request the way Coupang does (first failure wins) and answers its 400 in Korean. */
export function checkProductRequest(input: unknown, ctx: ProductCheckContext): CheckedProduct {
  const body = asRecord(input) ?? reject('입력값에 오류가 있습니다. line: 1');
  const vendorId = readString(body, 'vendorId', 'vendorId');
  if (vendorId !== ctx.vendor.vendorId) {
    throw new CoupangSandboxError(400, 'product', "params's vendorId not equals gateway's vendorId");
  }
  const sellerProductName = readString(body, 'sellerProductName', 'sellerProductName', 100);
  const category = resolveCategory(body, ctx.vendor, sellerProductName);
  const displayName = readOptionalString(body, 'displayProductName', 'displayProductName');
  // The wording of Coupang's own refusal since the 2024-04-03 limit (docs/protocols/coupang-wing.md §4).
  if (displayName !== undefined && displayName.length > 100)
    reject("'노출상품명' 최대 길이(100자)를 초과했습니다.");
  const start = readSaleDate(body, 'saleStartedAt');
  const end = readSaleDate(body, 'saleEndedAt');
  if (end > '2099-12-31T23:59:59') reject('saleEndedAt은(는) 2099-12-31T23:59:59 이전이어야 합니다.');
  if (end <= start) reject('판매종료일시(saleEndedAt)는 판매시작일시(saleStartedAt)보다 뒤여야 합니다.');
  checkDelivery(body, ctx.outboundPlaces);
  checkReturnCenter(body, ctx.returnCenters);
  readString(body, 'afterServiceInformation', 'afterServiceInformation');
  readString(body, 'afterServiceContactNumber', 'afterServiceContactNumber');
  const vendorUserId = readString(body, 'vendorUserId', 'vendorUserId');
  if (vendorUserId !== ctx.vendor.wingAccount) {
    reject(`vendorUserId[${vendorUserId}]가 업체의 WING 계정과 일치하지 않습니다.`);
  }
  const requested = readBoolean(body, 'requested', 'requested');
  readString(body, 'manufacture', 'manufacture');
  const items = recordsOf(readArray(body, 'items', 'items'), 'items');
  const names = new Set<string>();
  const combinations = new Map<string, string>();
  items.forEach((item, index) => {
    const exposed = checkItem(item, index, category);
    const name = String(item.itemName);
    if (names.has(name)) reject(`옵션명[${name}]이 중복되었습니다. 옵션명은 상품 안에서 고유해야 합니다.`);
    names.add(name);
    const key = [...exposed.entries()]
      .sort()
      .map(([type, value]) => `${type}=${value}`)
      .join('|');
    const twin = combinations.get(key);
    // Coupang's own words for two items sharing every exposed value (docs/protocols/coupang-wing.md §4, HC 900001715463).
    if (items.length > 1 && twin !== undefined) {
      reject(`아이템과 같은 옵션 및 옵션값을 가지고 있는 아이템이 중복으로 존재합니다. [${twin}, ${name}]`);
    }
    combinations.set(key, name);
  });
  return { body, category, requested, sellerProductName };
}
