import { trackingCsvUpload } from '../../test/kits/orders.ts';
import { demoVendor, secondVendor } from '../../test/kits/workspaces.ts';
import type { RouteEntry, RouteRequest } from './route-entry.ts';
import type { WalkFixture } from './walk-fixture.ts';

const storeUrl =
  (suffix: string, payload?: (f: WalkFixture) => Record<string, unknown>) =>
  (f: WalkFixture): RouteRequest => ({
    url: `/api/coupang/stores/${f.coupang.wingAccount}${suffix}`,
    ...(payload === undefined ? {} : { payload: payload(f) }),
  });

/** Coupang stores by Wing account (list, connect, disconnect, key reveal, settings, API keys) and orders. */
export const storeRoutes: RouteEntry[] = [
  { method: 'GET', path: '/api/coupang/stores', access: 'user' },
  {
    method: 'POST',
    path: '/api/validate-coupang-credentials',
    access: 'user',
    request: () => ({
      url: '/api/validate-coupang-credentials',
      payload: {
        accesskey: demoVendor.accessKey,
        secretkey: demoVendor.secretKey,
        vendorId: demoVendor.vendorId,
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/coupang/connect',
    access: 'user',
    // Not the fixture's account: connecting it would give the caller a store of their own under that name.
    request: () => ({
      url: '/api/coupang/connect',
      payload: {
        wingAccount: secondVendor.wingAccount,
        vendorCode: secondVendor.vendorId,
        accessKey: secondVendor.accessKey,
        secretKey: secondVendor.secretKey,
      },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/coupang/stores/:wingAccount',
    access: 'workspace:disconnectStore',
    runsLast: true,
    // The store goes with a working API key, so the walk can check that disconnecting ends it.
    prepare: async (f) => {
      await f.newStoreKey();
    },
    request: storeUrl('', (f) => ({ wingAccount: f.coupang.wingAccount })),
  },
  {
    method: 'POST',
    path: '/api/coupang/stores/:wingAccount/reveal-keys',
    access: 'workspace:revealKeys',
    request: storeUrl('/reveal-keys'),
  },

  {
    method: 'GET',
    path: '/api/coupang/return-centers/:wingAccount',
    access: 'workspace:view',
    request: (f) => ({ url: `/api/coupang/return-centers/${f.coupang.wingAccount}?pageNum=1&pageSize=10` }),
  },
  {
    method: 'GET',
    path: '/api/coupang/shipping-places/:wingAccount',
    access: 'workspace:view',
    request: (f) => ({ url: `/api/coupang/shipping-places/${f.coupang.wingAccount}?pageNum=1&pageSize=10` }),
  },
  {
    method: 'PATCH',
    path: '/api/coupang/stores/:wingAccount/connect-return-center',
    access: 'workspace:manageSettings',
    request: storeUrl('/connect-return-center', (f) => ({ returnCenterCode: f.coupang.returnCenterCode })),
  },
  {
    method: 'PATCH',
    path: '/api/coupang/stores/:wingAccount/connect-shipping-place',
    access: 'workspace:manageSettings',
    request: storeUrl('/connect-shipping-place', (f) => ({
      outboundShippingPlaceCode: f.coupang.shippingPlaceCode,
    })),
  },
  {
    method: 'PATCH',
    path: '/api/coupang/stores/:wingAccount/update-extra',
    access: 'workspace:manageSettings',
    request: storeUrl('/update-extra', () => ({
      deliveryChargeOnReturn: 3_000,
      returnCharge: 3_000,
      requested: false,
    })),
  },
  {
    method: 'PUT',
    path: '/api/coupang/stores/:wingAccount/wing-account',
    access: 'workspace:changeWingAccount',
    // The same id again: the owner's call succeeds and the routes walked after still find the store.
    request: storeUrl('/wing-account', (f) => ({ wingAccount: f.coupang.wingAccount })),
  },
  {
    method: 'POST',
    path: '/api/coupang/stores/:wingAccount/generate-api-key',
    access: 'workspace:manageSettings',
    request: storeUrl('/generate-api-key'),
  },
  {
    method: 'DELETE',
    path: '/api/coupang/stores/:wingAccount/revoke-api-key',
    access: 'workspace:manageSettings',
    // A key must exist for each allowed caller, or the second one finds none (404).
    prepare: async (f) => {
      await f.newStoreKey();
    },
    request: storeUrl('/revoke-api-key'),
  },
  {
    method: 'GET',
    path: '/api/coupang/stores/:wingAccount/api-key',
    access: 'workspace:manageSettings',
    request: storeUrl('/api-key'),
  },

  {
    method: 'GET',
    path: '/api/coupang/orders',
    access: 'workspace:view',
    request: (f) => ({
      url: `/api/coupang/orders?wingAccount=${f.coupang.wingAccount}&createdAtFrom=${f.weekAgo}&createdAtTo=${f.today}`,
    }),
  },
  {
    method: 'GET',
    path: '/api/orders',
    access: 'workspace:view',
    request: (f) => ({ url: `/api/orders?workspace_id=${f.coupang.workspaceId}` }),
  },
  {
    method: 'GET',
    path: '/api/orders/export.csv',
    access: 'workspace:view',
    request: (f) => ({ url: `/api/orders/export.csv?workspace_id=${f.coupang.workspaceId}` }),
  },
  {
    method: 'GET',
    path: '/api/orders/fee-rates',
    access: 'workspace:view',
    request: (f) => ({ url: `/api/orders/fee-rates?workspace_id=${f.coupang.workspaceId}` }),
  },
  {
    method: 'PUT',
    path: '/api/orders/fee-rates',
    access: 'workspace:manageSettings',
    request: (f) => ({
      url: '/api/orders/fee-rates',
      payload: { workspace_id: f.coupang.workspaceId, default_percent: 10.8, categories: [] },
    }),
  },
  {
    method: 'POST',
    path: '/api/orders/sync',
    access: 'workspace:view',
    request: (f) => ({ url: '/api/orders/sync', payload: { workspace_id: f.coupang.workspaceId } }),
  },
  {
    method: 'POST',
    path: '/api/orders/confirm',
    access: 'workspace:view',
    request: (f) => ({
      url: '/api/orders/confirm',
      payload: { workspace_id: f.coupang.workspaceId, order_ids: [f.orderId] },
    }),
  },
  {
    method: 'POST',
    path: '/api/orders/dispatch',
    access: 'workspace:view',
    request: (f) => ({
      url: '/api/orders/dispatch',
      payload: {
        workspace_id: f.coupang.workspaceId,
        items: [{ order_id: f.orderId, courier: 'CJ대한통운', tracking_number: '12' }],
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/orders/dispatch-csv',
    access: 'workspace:view',
    request: (f) => ({
      url: '/api/orders/dispatch-csv',
      ...trackingCsvUpload(f.coupang.workspaceId, '주문번호,택배사,송장번호\n1,CJ대한통운,12\n'),
    }),
  },
  {
    method: 'GET',
    path: '/api/orders/:id',
    access: 'workspace:view',
    request: (f) => ({ url: `/api/orders/${f.orderId}?workspace_id=${f.coupang.workspaceId}` }),
  },
  {
    method: 'PUT',
    path: '/api/orders/:id/supplier-order',
    access: 'workspace:view',
    request: (f) => ({
      url: `/api/orders/${f.orderId}/supplier-order`,
      payload: { workspace_id: f.coupang.workspaceId, supplier_order_number: null, supplier_paid: null },
    }),
  },
  {
    method: 'GET',
    path: '/api/coupang/products/:sellerProductId(^\\d+$)',
    access: 'workspace:view',
    request: (f) => ({ url: `/api/coupang/products/${f.product.sellerProductId}` }),
  },
];
