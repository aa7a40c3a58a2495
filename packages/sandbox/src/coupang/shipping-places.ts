import { ADDRESS_DETAILS, ADDRESSES, COURIERS, PLACE_AREAS } from './korean-data.ts';
import { kstSlashed } from './kst.ts';
import { hashSeed, SeededRandom } from './random.ts';

/** How many of each a vendor has: more than one page of 50, so paging is always exercised. */
export const RETURN_CENTER_COUNT = 63;
export const OUTBOUND_PLACE_COUNT = 64;

// Places date from before any order; a fixed epoch keeps them identical whatever the clock says.
const placesEpoch = Date.UTC(2023, 0, 2);

function address(random: SeededRandom, contact: string) {
  const picked = random.pick(ADDRESSES);
  const detail = random.pick(ADDRESS_DETAILS) || '1층';
  const common = {
    countryCode: 'KR',
    companyContactNumber: contact,
    phoneNumber2: '',
    returnAddressDetail: detail,
  };
  return [
    { addressType: 'ROADNAME', ...common, returnZipCode: picked.zip, returnAddress: picked.road },
    { addressType: 'JIBUN', ...common, returnZipCode: picked.zip, returnAddress: picked.jibun },
  ];
}

function contactNumber(random: SeededRandom): string {
  return random.chance(0.5)
    ? `02-${random.int(200, 999)}-${random.digits(4)}`
    : `070-${random.digits(4)}-${random.digits(4)}`;
}

function placeName(index: number, random: SeededRandom, kind: '반품지' | '출고지'): string {
  if (index === 0) return `본사 ${kind}`;
  const area = random.pick(PLACE_AREAS);
  return `${area} ${random.chance(0.5) ? '물류센터' : '창고'} ${kind} ${index + 1}`;
}

function fees(prefix: string, base: number) {
  return {
    [`${prefix}02kg`]: base,
    [`${prefix}05kg`]: base + 500,
    [`${prefix}10kg`]: base + 1000,
    [`${prefix}20kg`]: base + 2500,
  };
}

/** A vendor's return centers (반품지), deterministic; about one in six cannot be used. */
export function returnCentersFor(vendorId: string, seed: number) {
  const random = new SeededRandom(hashSeed('return-centers', vendorId, seed));
  const codeBase = 1_000_000_000 + (hashSeed(vendorId) % 90_000) * 10_000;
  return Array.from({ length: RETURN_CENTER_COUNT }, (_, index) => {
    const usable = index === 0 || !random.chance(1 / 6);
    const courier = random.pick(COURIERS);
    return {
      vendorId,
      returnCenterCode: String(codeBase + index * 37 + 11),
      shippingPlaceName: placeName(index, random, '반품지'),
      deliverCode: courier.code,
      deliverName: courier.name,
      goodsflowStatus: usable ? '승인' : '승인불가',
      errorMessage: usable ? '' : '택배사 계약 정보가 확인되지 않아 반품지를 사용할 수 없습니다.',
      createdAt: placesEpoch + index * 86_400_000 + random.int(0, 86_399) * 1000,
      ...fees('vendorCreditFee', 2500),
      ...fees('vendorCashFee', 2500),
      ...fees('consumerCashFee', 3000),
      ...fees('returnFee', 3000),
      usable,
      placeAddresses: address(random, contactNumber(random)),
    };
  });
}

export type SandboxReturnCenter = ReturnType<typeof returnCentersFor>[number];

/** A vendor's outbound places (출고지), deterministic; about one in six cannot be used. */
export function outboundPlacesFor(vendorId: string, seed: number) {
  const random = new SeededRandom(hashSeed('outbound-places', vendorId, seed));
  const codeBase = 70_000 + (hashSeed(vendorId) % 900) * 1000;
  return Array.from({ length: OUTBOUND_PLACE_COUNT }, (_, index) => {
    const usable = index === 0 || !random.chance(1 / 6);
    const code = codeBase + index * 13 + 10;
    const couriers = index === 0 ? COURIERS.slice(0, 3) : [random.pick(COURIERS)];
    return {
      outboundShippingPlaceCode: code,
      shippingPlaceName: placeName(index, random, '출고지'),
      createDate: kstSlashed(placesEpoch + index * 86_400_000),
      global: false,
      usable,
      placeAddresses: address(random, contactNumber(random)).slice(0, 1),
      remoteInfos: couriers.map((courier, position) => ({
        remoteInfoId: code * 10 + position,
        deliveryCode: courier.code,
        jeju: 5000,
        notJeju: 3000,
        usable: true,
      })),
    };
  });
}

export type SandboxOutboundPlace = ReturnType<typeof outboundPlacesFor>[number];

/** One page in Coupang's `{content, pagination}` shape (pageNum 1-based). */
export function pageOf<T>(items: readonly T[], pageNum: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  return {
    content: items.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    pagination: {
      currentPage: pageNum,
      totalPages,
      totalElements: items.length,
      countPerPage: pageSize,
    },
  };
}

const returnCache = new Map<string, SandboxReturnCenter[]>();
const outboundCache = new Map<string, SandboxOutboundPlace[]>();

/** Memoised `returnCentersFor`: the list is pure, and product creation consults it on every call. */
export function cachedReturnCenters(vendorId: string, seed: number): SandboxReturnCenter[] {
  const key = `${vendorId}|${seed}`;
  const cached = returnCache.get(key) ?? returnCentersFor(vendorId, seed);
  returnCache.set(key, cached);
  return cached;
}

/** Memoised `outboundPlacesFor`. */
export function cachedOutboundPlaces(vendorId: string, seed: number): SandboxOutboundPlace[] {
  const key = `${vendorId}|${seed}`;
  const cached = outboundCache.get(key) ?? outboundPlacesFor(vendorId, seed);
  outboundCache.set(key, cached);
  return cached;
}
