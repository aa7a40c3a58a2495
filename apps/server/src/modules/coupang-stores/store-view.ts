import { type CoupangStore, placeRemoteFeesOf } from '@ollida/contracts/coupang-stores';
import type { MemberStoreRow } from './coupang-stores.repo.ts';

/** Maps one store row to the contract shape: the access key as its prefix and an ellipsis, the secret never. */
export function toCoupangStore({ workspace, role }: MemberStoreRow): CoupangStore {
  const prefix = workspace.keyPrefix;
  return {
    workspace_id: workspace.id,
    workspace_name: workspace.name,
    wingAccount: workspace.wingAccount ?? '',
    vendorCode: workspace.vendorCode ?? '',
    accessKey: prefix === null || prefix === '' || workspace.credentials === null ? null : `${prefix}…`,
    user_role: role,
    key_status: workspace.keyStatus,
    created_at: workspace.createdAt.toISOString(),
    return_center_code: workspace.returnCenterCode,
    return_center_name: workspace.returnCenterName,
    return_center_contact: workspace.returnCenterContact,
    return_center_zipcode: workspace.returnCenterZipcode,
    return_center_address: workspace.returnCenterAddress,
    return_center_address_detail: workspace.returnCenterAddressDetail,
    outbound_shipping_place_code: workspace.outboundShippingPlaceCode,
    outbound_shipping_place_name: workspace.shippingPlaceName,
    outbound_shipping_place_contact: workspace.outboundShippingPlaceContact,
    zipcode: workspace.outboundZipcode,
    address: workspace.outboundAddress,
    address_detail: workspace.outboundAddressDetail,
    outbound_remote_fees: placeRemoteFeesOf(workspace.outboundRemoteFees),
    delivery_charge_on_return: workspace.deliveryChargeOnReturn,
    return_charge: workspace.returnCharge,
    requested: workspace.requested,
  };
}
