import { createCategoryApi } from './category-api.ts';
import { type CoupangClientDeps, createCoupangTransport } from './coupang-transport.ts';
import { createDispatchApi } from './dispatch-api.ts';
import { createOrderApi } from './order-api.ts';
import { createProductApi } from './product-api.ts';
import { createShippingPlaceApi } from './shipping-place-api.ts';
import type { CoupangCredentials } from './signer.ts';
import { createVendorItemApi } from './vendor-item-api.ts';

/**
 * Coupang Wing Open API client. Credentials come per vendor (workspaces keep them encrypted), so the client is
 * shared and `forVendor` binds one key pair: `createCoupangClient(deps).forVendor(credentials).listOrderSheets(…)`.
 */
export function createCoupangClient(deps: CoupangClientDeps) {
  const transport = createCoupangTransport(deps);
  return {
    /** Every call of one vendor, signed with its keys and throttled by its vendorId. */
    forVendor(credentials: CoupangCredentials) {
      return {
        vendorId: credentials.vendorId,
        ...createProductApi(transport, credentials),
        ...createOrderApi(transport, credentials),
        ...createDispatchApi(transport, credentials),
        ...createShippingPlaceApi(transport, credentials),
        ...createCategoryApi(transport, credentials),
        ...createVendorItemApi(transport, credentials),
      };
    },
  };
}

export type CoupangClient = ReturnType<typeof createCoupangClient>;
export type CoupangVendorClient = ReturnType<CoupangClient['forVendor']>;
