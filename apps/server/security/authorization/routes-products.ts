import { extensionListingReviewPath, uploadWithKeyPaths } from '@ollida/contracts/extension';
import type { RouteEntry, RouteRequest } from './route-entry.ts';
import type { WalkFixture } from './walk-fixture.ts';

const upload =
  (platform: 'coupang' | 'naver') =>
  (f: WalkFixture): RouteRequest => ({
    url: `/api/upload-to-${platform}`,
    payload: {
      product_details: f.draft,
      workspace_id: platform === 'coupang' ? f.coupang.workspaceId : f.naver.workspaceId,
      // The same draft is listed by several callers; the duplicate warning is not what is tested here.
      confirm_duplicate: true,
    },
  });

const uploadWithKey =
  (platform: 'coupang' | 'naver') =>
  (f: WalkFixture, _who: unknown, key?: string): RouteRequest => ({
    url: uploadWithKeyPaths[platform],
    payload: {
      ...(key === undefined ? {} : { api_key: key }),
      product_details: f.draft,
      confirm_duplicate: true,
    },
  });

const batchUrl = (suffix: string) => (f: WalkFixture) => ({
  url: `/api/product-registration/bulk/${f.batchId}${suffix}`,
});

/**
 * Uploads, uploaded products, Wing review states, resend and bulk registration. Lists take the workspace in the query
 * and products and batches by id: all of them are the workspace's resources, so outsiders must find them absent.
 */
export const productRoutes: RouteEntry[] = [
  { method: 'POST', path: '/api/upload-to-coupang', access: 'workspace:view', request: upload('coupang') },
  {
    method: 'POST',
    path: '/api/upload-to-naver',
    access: 'workspace:view',
    onNaverStore: true,
    request: upload('naver'),
  },
  {
    method: 'POST',
    path: '/api/listing-review',
    access: 'workspace:view',
    request: (f) => ({
      url: '/api/listing-review',
      payload: { product_details: f.draft, workspace_id: f.coupang.workspaceId },
    }),
  },
  {
    method: 'POST',
    path: extensionListingReviewPath,
    access: 'storeKey',
    request: (f, _who, key) => ({
      url: extensionListingReviewPath,
      payload: { ...(key === undefined ? {} : { api_key: key }), product_details: f.draft },
    }),
  },
  {
    method: 'POST',
    path: uploadWithKeyPaths.coupang,
    access: 'storeKey',
    request: uploadWithKey('coupang'),
  },
  {
    method: 'POST',
    path: uploadWithKeyPaths.naver,
    access: 'storeKey',
    request: uploadWithKey('naver'),
  },

  {
    method: 'GET',
    path: '/api/coupang/products',
    access: 'workspace:view',
    request: (f) => ({ url: `/api/coupang/products?workspace_id=${f.coupang.workspaceId}` }),
  },
  {
    method: 'GET',
    path: '/api/uploaded-products',
    access: 'workspace:view',
    request: (f) => ({ url: `/api/uploaded-products?workspace_id=${f.coupang.workspaceId}` }),
  },
  {
    method: 'GET',
    path: '/api/naver/products',
    access: 'workspace:view',
    onNaverStore: true,
    request: (f) => ({ url: `/api/naver/products?workspace_id=${f.naver.workspaceId}` }),
  },
  {
    method: 'GET',
    path: '/api/uploaded-products/uploaders',
    access: 'workspace:view',
    request: (f) => ({ url: `/api/uploaded-products/uploaders?workspace_id=${f.coupang.workspaceId}` }),
  },
  {
    method: 'GET',
    path: '/api/uploaded-products/:id',
    access: 'workspace:view',
    request: (f) => ({ url: `/api/uploaded-products/${f.product.id}` }),
  },
  {
    method: 'POST',
    path: '/api/uploaded-products/listing-states',
    access: 'workspace:view',
    request: (f) => ({ url: '/api/uploaded-products/listing-states', payload: { ids: [f.product.id] } }),
  },
  {
    method: 'POST',
    path: '/api/uploaded-products/:id/resend',
    access: 'workspace:view',
    request: (f) => ({
      url: `/api/uploaded-products/${f.product.id}/resend`,
      payload: { product_details: f.draft },
    }),
  },

  {
    method: 'POST',
    path: '/api/product-registration/bulk',
    access: 'workspace:view',
    // Invalid lines only: a real batch, finished as it is created, with no job to run.
    request: (f) => ({
      url: '/api/product-registration/bulk',
      payload: { urls: ['not a url'], workspace_id: f.coupang.workspaceId },
    }),
  },
  { method: 'GET', path: '/api/product-registration/bulk', access: 'user' },
  {
    method: 'GET',
    path: '/api/product-registration/bulk/:batch_id',
    access: 'workspace:view',
    request: batchUrl(''),
  },
  {
    method: 'GET',
    path: '/api/product-registration/bulk/:batch_id/events',
    access: 'workspace:view',
    // The batch is finished: the stream sends its snapshot and ends.
    request: batchUrl('/events'),
  },
  {
    method: 'POST',
    path: '/api/product-registration/bulk/:batch_id/stop',
    access: 'workspace:view',
    request: batchUrl('/stop'),
  },
  {
    method: 'POST',
    path: '/api/product-registration/bulk/:batch_id/confirm-duplicates',
    access: 'workspace:view',
    // The fixture's batch holds no duplicate: the call answers the batch as it is.
    request: batchUrl('/confirm-duplicates'),
  },

  {
    method: 'POST',
    path: '/api/sync/check',
    access: 'workspace:view',
    request: (f) => ({ url: '/api/sync/check', payload: { uploaded_product_id: f.product.id } }),
  },
  {
    method: 'GET',
    path: '/api/sync/runs/:id',
    access: 'workspace:view',
    request: (f) => ({ url: `/api/sync/runs/${f.syncRunId}` }),
  },
  {
    method: 'GET',
    path: '/api/sync/events',
    access: 'workspace:view',
    request: (f) => ({ url: `/api/sync/events?workspace_id=${f.coupang.workspaceId}` }),
  },
  {
    method: 'POST',
    path: '/api/sync/events/:id/approve',
    access: 'workspace:manageSettings',
    request: (f) => ({ url: `/api/sync/events/${f.syncEventId}/approve` }),
  },
  {
    method: 'POST',
    path: '/api/sync/events/:id/reject',
    access: 'workspace:manageSettings',
    request: (f) => ({ url: `/api/sync/events/${f.syncEventId}/reject` }),
  },
];
