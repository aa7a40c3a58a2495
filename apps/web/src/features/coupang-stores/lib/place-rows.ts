import type {
  ConnectReturnCenter,
  ConnectShippingPlace,
  PlaceRemoteFee,
  ReturnCenter,
  ShippingPlace,
} from '@ollida/contracts/coupang-stores';
import { courierNames } from '@ollida/contracts/uploads';
import { formatWon } from '../../../lib/format';

/** The two kinds of Wing place a store connects. */
export type PlaceKind = 'returnCenter' | 'shippingPlace';

export const placeKindLabels = {
  returnCenter: '반품지',
  shippingPlace: '출고지',
} as const satisfies Record<PlaceKind, string>;

/** A return center or shipping place as the picker lists it. */
export interface PlaceRow {
  code: string;
  name: string;
  usable: boolean;
  /** Why Coupang refuses the place, when it says. */
  reason: string;
  contact: string;
  zipCode: string;
  address: string;
  addressDetail: string;
  /** The remote-area fees line of a shipping place; '' for a return center. */
  remoteFees: string;
}

/**
 * `CJ대한통운 제주 3,000원 · 제주 외 5,000원`; without any, what that means for buyers there; null fees (a place chosen
 * before they were kept) ask for the place to be chosen again.
 */
export function remoteFeesText(fees: readonly PlaceRemoteFee[] | null): string {
  if (fees === null) return '출고지를 다시 선택하면 불러옵니다.';
  if (fees.length === 0) return '등록 없음 (제주·도서산간 지역에는 판매되지 않습니다)';
  const name = (code: string) => courierNames[code as keyof typeof courierNames] ?? code;
  return fees
    .map((fee) => `${name(fee.courier)} 제주 ${formatWon(fee.jeju)} · 제주 외 ${formatWon(fee.notJeju)}`)
    .join(', ');
}

/** `(12345) 서울시 … 101호`; empty parts are left out. */
export function formatAddress(
  zipCode: string | null | undefined,
  address: string | null | undefined,
  detail: string | null | undefined,
): string {
  const zip = zipCode?.trim() ? `(${zipCode.trim()})` : '';
  return [zip, address?.trim(), detail?.trim()].filter(Boolean).join(' ');
}

export function returnCenterRow(center: ReturnCenter): PlaceRow {
  const [address] = center.placeAddresses;
  return {
    code: center.returnCenterCode,
    name: center.shippingPlaceName,
    usable: center.usable,
    reason: center.errorMessage,
    contact: address?.companyContactNumber ?? '',
    zipCode: address?.returnZipCode ?? '',
    address: address?.returnAddress ?? '',
    addressDetail: address?.returnAddressDetail ?? '',
    remoteFees: '',
  };
}

export function shippingPlaceRow(place: ShippingPlace): PlaceRow {
  const [address] = place.placeAddresses;
  return {
    code: place.outboundShippingPlaceCode,
    name: place.shippingPlaceName,
    usable: place.usable,
    reason: '',
    contact: address?.companyContactNumber ?? '',
    zipCode: address?.returnZipCode ?? '',
    address: address?.returnAddress ?? '',
    addressDetail: address?.returnAddressDetail ?? '',
    remoteFees: remoteFeesText(place.remoteFees),
  };
}

// The return charge is left out on purpose: the server then keeps the fee the owner saved in the settings.
export function connectReturnCenterInput(row: PlaceRow): ConnectReturnCenter {
  return {
    returnCenterCode: row.code,
    returnChargeName: row.name,
    companyContactNumber: row.contact,
    returnZipCode: row.zipCode,
    returnAddress: row.address,
    returnAddressDetail: row.addressDetail,
  };
}

export function connectShippingPlaceInput(row: PlaceRow): ConnectShippingPlace {
  return {
    outboundShippingPlaceCode: row.code,
    shippingPlaceName: row.name,
    companyContactNumber: row.contact,
    returnZipCode: row.zipCode,
    returnAddress: row.address,
    returnAddressDetail: row.addressDetail,
  };
}
