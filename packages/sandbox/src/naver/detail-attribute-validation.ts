import type { FieldChecker, JsonObject } from './field-checker.ts';

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
  }
  const claim = check.object(delivery, 'claimDeliveryInfo', `${path}.claimDeliveryInfo`);
  if (claim !== undefined) {
    check.integer(claim, 'returnDeliveryFee', `${path}.claimDeliveryInfo.returnDeliveryFee`, 0, MAX_FEE);
    check.integer(claim, 'exchangeDeliveryFee', `${path}.claimDeliveryInfo.exchangeDeliveryFee`, 0, MAX_FEE);
  }
}

/** `ETC` → `etc`, `KITCHEN_UTENSILS` → `kitchenUtensils`: the sub-object a notice type expects. */
export function noticeObjectKey(noticeType: string): string {
  return noticeType.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

function checkProvidedNotice(check: FieldChecker, attribute: JsonObject, base: string): void {
  const path = `${base}.productInfoProvidedNotice`;
  const notice = check.object(attribute, 'productInfoProvidedNotice', path);
  if (notice === undefined) return;
  const noticeType = check.string(
    notice,
    'productInfoProvidedNoticeType',
    `${path}.productInfoProvidedNoticeType`,
  );
  if (noticeType === undefined) return;
  if (!/^[A-Z][A-Z_]*$/.test(noticeType)) {
    check.add(`${path}.productInfoProvidedNoticeType`, 'Enum', '허용되지 않은 상품정보제공고시 유형입니다.');
    return;
  }
  const key = noticeObjectKey(noticeType);
  const details = check.object(notice, key, `${path}.${key}`);
  if (details === undefined || noticeType !== 'ETC') return;
  for (const field of ['itemName', 'modelName', 'manufacturer'])
    check.string(details, field, `${path}.etc.${field}`);
  const director = check.string(details, 'afterServiceDirector', `${path}.etc.afterServiceDirector`, false);
  const phone = check.string(
    details,
    'customerServicePhoneNumber',
    `${path}.etc.customerServicePhoneNumber`,
    false,
  );
  if (director === undefined && phone === undefined) {
    check.add(
      `${path}.etc.afterServiceDirector`,
      'NotNull',
      'A/S 책임자(afterServiceDirector)와 소비자 상담 전화번호(customerServicePhoneNumber) 중 하나는 필수입니다.',
    );
  }
}

/** `originProduct.detailAttribute`: A/S, origin area, minors, the provided-information notice, seller code. */
export function checkDetailAttribute(check: FieldChecker, origin: JsonObject): void {
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

  const originArea = check.object(attribute, 'originAreaInfo', `${base}.originAreaInfo`);
  if (originArea !== undefined) {
    const codePath = `${base}.originAreaInfo.originAreaCode`;
    const code = check.string(originArea, 'originAreaCode', codePath);
    if (code !== undefined && !/^0[0-5]\d*$/.test(code)) {
      check.add(codePath, 'Invalid', '원산지 코드가 올바르지 않습니다.');
    }
    check.string(originArea, 'importer', `${base}.originAreaInfo.importer`, code?.startsWith('02') === true);
    check.string(originArea, 'content', `${base}.originAreaInfo.content`, code?.startsWith('04') === true);
  }

  check.boolean(attribute, 'minorPurchasable', `${base}.minorPurchasable`);
  checkProvidedNotice(check, attribute, base);

  const sellerCode = check.object(attribute, 'sellerCodeInfo', `${base}.sellerCodeInfo`, false);
  if (sellerCode !== undefined) {
    check.string(sellerCode, 'sellerManagementCode', `${base}.sellerCodeInfo.sellerManagementCode`, false);
  }
}
