import type {
  ConnectReturnCenter,
  ConnectShippingPlace,
  ReturnCenter,
  ShippingPlace,
} from '@ollida/contracts/coupang-stores';

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
