import type { CoupangStore, ReturnCenter, ShippingPlace } from '@ollida/contracts/coupang-stores';

/** The Coupang store of `workspaceFixture()`, owned, nothing connected yet; override what a test needs. */
export function coupangStoreFixture(overrides: Partial<CoupangStore> = {}): CoupangStore {
  return {
    workspace_id: '11111111-1111-4111-8111-111111111111',
    workspace_name: '올리다 쿠팡점',
    wingAccount: 'wing-seller',
    vendorCode: 'A00012345',
    accessKey: 'AKCP1234',
    user_role: 'owner',
    key_status: 'valid',
    created_at: '2024-06-20T05:30:00.000Z',
    return_center_code: null,
    return_center_name: null,
    return_center_contact: null,
    return_center_zipcode: null,
    return_center_address: null,
    return_center_address_detail: null,
    outbound_shipping_place_code: null,
    outbound_shipping_place_name: null,
    outbound_shipping_place_contact: null,
    zipcode: null,
    address: null,
    address_detail: null,
    outbound_remote_fees: null,
    delivery_charge_on_return: 3000,
    return_charge: 3000,
    requested: false,
    ...overrides,
  };
}

const address = {
  companyContactNumber: '02-1234-5678',
  returnZipCode: '06236',
  returnAddress: '서울특별시 강남구 테헤란로 1',
  returnAddressDetail: '3층',
};

export function returnCenterFixture(overrides: Partial<ReturnCenter> = {}): ReturnCenter {
  return {
    returnCenterCode: '1000001',
    shippingPlaceName: '강남 반품센터',
    deliverName: 'CJ대한통운',
    usable: true,
    errorMessage: '',
    placeAddresses: [address],
    ...overrides,
  };
}

export function shippingPlaceFixture(overrides: Partial<ShippingPlace> = {}): ShippingPlace {
  return {
    outboundShippingPlaceCode: '2000001',
    shippingPlaceName: '성수 출고지',
    usable: true,
    placeAddresses: [address],
    remoteFees: [{ courier: 'CJGLS', jeju: 3000, notJeju: 5000 }],
    ...overrides,
  };
}

/** A Wing page `{ data: { content, pagination } }` as the server answers it. */
export function placePageBody<T>(content: T[], currentPage: number, totalPages: number) {
  return {
    data: {
      content,
      pagination: { currentPage, totalPages, totalElements: totalPages * 50, countPerPage: 50 },
    },
  };
}
