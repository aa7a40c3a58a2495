import Fastify, { type FastifyInstance } from 'fastify';
import { categoryMeta, findCategory } from './categories.ts';
import { COUPANG_DEMO_VENDORS, type CoupangDemoVendor } from './demo-accounts.ts';
import { expectedSignature } from './hmac.ts';
import type { CoupangSandboxOptions } from './options.ts';
import { coupangSandboxPlugin } from './plugin.ts';
import { cachedOutboundPlaces, cachedReturnCenters } from './shipping-places.ts';

// Shared fixtures for the sandbox's own tests; not used at runtime.

export const TEST_PREFIX = '/sandbox/coupang';
export const FIRST_VENDOR: CoupangDemoVendor = COUPANG_DEMO_VENDORS[0] ?? failNoVendor();
export const SECOND_VENDOR: CoupangDemoVendor = COUPANG_DEMO_VENDORS[1] ?? failNoVendor();
export const PRODUCTS_PATH = '/v2/providers/seller_api/apis/api/v1/marketplace/seller-products';

function failNoVendor(): never {
  throw new Error('the sandbox needs at least two demo vendors');
}

/** A clock tests move by hand. */
export function manualClock(start = Date.UTC(2025, 6, 20, 3, 0, 0)) {
  const clock = {
    ms: start,
    now: () => clock.ms,
    advance: (ms: number) => {
      clock.ms += ms;
    },
  };
  return clock;
}

/** Builds a host app with the plugin mounted at /sandbox/coupang. */
export async function buildTestApp(options: CoupangSandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(coupangSandboxPlugin, { prefix: TEST_PREFIX, ...options });
  await app.ready();
  return app;
}

/** `yyMMddTHHmmssZ` for a moment. */
export function signedDateAt(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
    .slice(2);
}

/** Headers for a request target (path with raw query), signed over exactly that target. */
export function signedHeaders(
  vendor: CoupangDemoVendor,
  method: string,
  target: string,
  at: number,
  overrides: { secretKey?: string; signTarget?: string } = {},
): Record<string, string> {
  const signTarget = overrides.signTarget ?? target;
  const mark = signTarget.indexOf('?');
  const path = mark < 0 ? signTarget : signTarget.slice(0, mark);
  const query = mark < 0 ? '' : signTarget.slice(mark + 1);
  const signedDate = signedDateAt(at);
  const signature = expectedSignature(
    overrides.secretKey ?? vendor.secretKey,
    signedDate,
    method,
    path,
    query,
  );
  return {
    authorization: `CEA algorithm=HmacSHA256, access-key=${vendor.accessKey}, signed-date=${signedDate}, signature=${signature}`,
    'content-type': 'application/json;charset=UTF-8',
  };
}

/** Sends a signed request through inject; `path` is relative to the prefix and may carry a raw query. */
export async function call(
  app: FastifyInstance,
  clock: { ms: number },
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  body?: unknown,
  vendor: CoupangDemoVendor = FIRST_VENDOR,
) {
  const target = `${TEST_PREFIX}${path}`;
  return app.inject({
    method,
    url: target,
    headers: signedHeaders(vendor, method, target, clock.ms),
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** A create request that passes every check for `vendor` (텀블러 category, first usable places). */
export function validProductBody(
  vendor: CoupangDemoVendor = FIRST_VENDOR,
  seed = 20_250_101,
): Record<string, unknown> {
  const center = cachedReturnCenters(vendor.vendorId, seed)[0];
  const place = cachedOutboundPlaces(vendor.vendorId, seed)[0];
  const address = center?.placeAddresses[0];
  if (!center || !place || !address) throw new Error('sandbox has no places');
  const notices = [
    '품명 및 모델명',
    '재질',
    '구성품',
    '크기',
    '제조자(수입자)',
    '제조국',
    '소비자상담 관련 전화번호',
  ];
  const item = (itemName: string, color: string) => ({
    itemName,
    originalPrice: 19_900,
    salePrice: 15_900,
    maximumBuyCount: 100,
    maximumBuyForPerson: 0,
    maximumBuyForPersonPeriod: 1,
    outboundShippingTimeDay: 2,
    unitCount: 1,
    adultOnly: 'EVERYONE',
    taxType: 'TAX',
    parallelImported: 'NOT_PARALLEL_IMPORTED',
    overseasPurchased: 'NOT_OVERSEAS_PURCHASED',
    pccNeeded: false,
    externalVendorSku: `TB-${color}`,
    images: [
      {
        imageOrder: 0,
        imageType: 'REPRESENTATION',
        vendorPath: 'https://shop.example.com/images/tumbler.jpg',
      },
      { imageOrder: 1, imageType: 'DETAIL', vendorPath: 'https://shop.example.com/images/tumbler-2.jpg' },
    ],
    notices: notices.map((noticeCategoryDetailName) => ({
      noticeCategoryName: '주방용품',
      noticeCategoryDetailName,
      content: '상세페이지 참조',
    })),
    attributes: [
      { attributeTypeName: '색상', attributeValueName: color },
      { attributeTypeName: '용량', attributeValueName: '500ml' },
    ],
    contents: [
      { contentsType: 'TEXT', contentDetails: [{ content: '<p>보온 보냉 텀블러</p>', detailType: 'TEXT' }] },
    ],
  });
  return {
    displayCategoryCode: 80307,
    sellerProductName: '스테인리스 진공 텀블러 500ml',
    vendorId: vendor.vendorId,
    saleStartedAt: '2025-07-20T00:00:00',
    saleEndedAt: '2099-01-01T23:59:59',
    displayProductName: '올리다 진공 텀블러 500ml',
    brand: '올리다',
    deliveryMethod: 'SEQUENCIAL',
    deliveryCompanyCode: 'CJGLS',
    deliveryChargeType: 'NOT_FREE',
    deliveryCharge: 3000,
    freeShipOverAmount: 0,
    deliveryChargeOnReturn: 3000,
    remoteAreaDeliverable: 'N',
    unionDeliveryType: 'NOT_UNION_DELIVERY',
    returnCenterCode: center.returnCenterCode,
    returnChargeName: center.shippingPlaceName,
    companyContactNumber: address.companyContactNumber,
    returnZipCode: address.returnZipCode,
    returnAddress: address.returnAddress,
    returnAddressDetail: address.returnAddressDetail,
    returnCharge: 3000,
    returnChargeVendor: 'N',
    afterServiceInformation: '고객센터로 문의해 주세요',
    afterServiceContactNumber: '070-1234-5678',
    outboundShippingPlaceCode: place.outboundShippingPlaceCode,
    vendorUserId: vendor.wingAccount,
    requested: false,
    manufacture: '올리다',
    items: [item('실버', '실버'), item('민트', '민트')],
  };
}

/**
 * A create request for category `code` that satisfies its meta: the first notice table complete, its mandatory
 * purchase options (the first of each group) with two distinct items. `item` is merged into every item, e.g. to add
 * `certifications`, which this builder leaves out.
 */
export function categoryProductBody(
  code: number,
  item: Record<string, unknown> = {},
  vendor: CoupangDemoVendor = FIRST_VENDOR,
): Record<string, unknown> {
  const category = findCategory(code);
  if (category === undefined) throw new Error(`the sandbox has no category ${code}`);
  const table = categoryMeta(category).noticeCategories[0];
  if (table === undefined) throw new Error(`category ${code} offers no notice table`);
  const groups = new Set<string>();
  const chosen = category.attributes.filter((meta) => {
    if (meta.required !== 'MANDATORY') return false;
    if (meta.groupNumber === 'NONE') return true;
    if (groups.has(meta.groupNumber)) return false;
    groups.add(meta.groupNumber);
    return true;
  });
  const firstExposed = category.attributes.find((meta) => meta.exposed === 'EXPOSED');
  if (!chosen.some((meta) => meta.exposed === 'EXPOSED') && firstExposed) chosen.push(firstExposed);
  const attributeValue = (meta: (typeof chosen)[number], index: number) =>
    meta.dataType === 'NUMBER'
      ? `${index + 1}${meta.basicUnit === '없음' ? '' : meta.basicUnit}`
      : (['블랙', '화이트'][index] ?? `값${index}`);
  const base = validProductBody(vendor);
  return {
    ...base,
    displayCategoryCode: code,
    sellerProductName: `${category.name} 테스트 상품`,
    displayProductName: `올리다 ${category.name}`,
    items: (base.items as Record<string, unknown>[]).map((baseItem, index) => ({
      ...baseItem,
      notices: table.noticeCategoryDetailNames.map(({ noticeCategoryDetailName }) => ({
        noticeCategoryName: table.noticeCategoryName,
        noticeCategoryDetailName,
        content: '상세페이지 참조',
      })),
      attributes: chosen.map((meta) => ({
        attributeTypeName: meta.attributeTypeName,
        attributeValueName: attributeValue(meta, index),
      })),
      ...item,
    })),
  };
}
