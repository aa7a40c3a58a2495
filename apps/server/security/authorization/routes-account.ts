import { extensionDownloadPath, extensionWhoamiPath, storeApiKeyHeader } from '@ollida/contracts/extension';
import { testPublicUrl } from '../../test/build-test-app.ts';
import type { Identity, RouteEntry } from './route-entry.ts';
import type { WalkFixture } from './walk-fixture.ts';

/** The caller's own data; anonymous callers present the owner's ids (they must be stopped before any lookup). */
export const ownOf = (f: WalkFixture, who: Identity) => f.own[who === 'anonymous' ? 'owner' : who];

/** System, sign-in, profile, plan, payments, notifications and the browser extension. */
export const accountRoutes: RouteEntry[] = [
  { method: 'GET', path: '/api/health', access: 'public' },
  // An orchestrator's probe: it says whether the process may take traffic, nothing about anyone's data.
  { method: 'GET', path: '/api/ready', access: 'public' },
  { method: 'GET', path: '/api/app-info', access: 'public' },
  { method: 'GET', path: '/api/docs', access: 'public' },
  { method: 'GET', path: '/api/docs/openapi.json', access: 'public' },
  { method: 'GET', path: '/api/docs/docs.css', access: 'public' },
  {
    method: 'GET',
    path: '/auth/google/login',
    access: 'public',
    request: () => ({
      url: `/auth/google/login?redirect_uri=${encodeURIComponent(`${testPublicUrl}/auth/google/callback`)}`,
    }),
  },
  {
    method: 'GET',
    path: '/auth/google/callback',
    access: 'public',
    request: () => ({ url: '/auth/google/callback?code=walk&state=walk' }),
  },
  { method: 'POST', path: '/api/auth/logout', access: 'user', revokesSession: true },
  { method: 'GET', path: '/api/user/me', access: 'user' },
  { method: 'GET', path: '/api/user/onboarding', access: 'user' },
  { method: 'GET', path: '/api/subscriptions/current', access: 'user' },
  {
    method: 'POST',
    path: '/api/subscriptions/billing-auth',
    access: 'user',
    request: () => ({ url: '/api/subscriptions/billing-auth', payload: {} }),
  },
  {
    method: 'POST',
    path: '/api/subscriptions/billing-issue',
    access: 'user',
    request: (f) => ({
      url: '/api/subscriptions/billing-issue',
      payload: { authKey: `walk_${f.unique()}`, customerKey: `walk-${f.unique()}` },
    }),
  },
  {
    method: 'GET',
    path: '/api/subscriptions/change-preview',
    access: 'user',
    request: () => ({ url: '/api/subscriptions/change-preview?plan_type=free' }),
  },
  {
    method: 'POST',
    path: '/api/subscriptions/change',
    access: 'user',
    request: () => ({ url: '/api/subscriptions/change', payload: { plan_type: 'pro' } }),
  },
  { method: 'POST', path: '/api/subscriptions/cancel', access: 'user' },
  { method: 'POST', path: '/api/subscriptions/resume', access: 'user' },

  { method: 'GET', path: '/api/payments/client-key', access: 'public' },
  {
    method: 'POST',
    path: '/api/payments/create',
    access: 'user',
    request: () => ({ url: '/api/payments/create', payload: { plan_type: 'pro' } }),
  },
  {
    method: 'POST',
    path: '/api/payments/confirm',
    access: 'user',
    request: (f, who) => ({
      url: '/api/payments/confirm',
      payload: {
        payment_key: `walk_${f.unique()}`,
        order_id: ownOf(f, who).paymentOrderId,
        amount: ownOf(f, who).paymentAmount,
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/payments/abandon',
    access: 'user',
    request: (f, who) => ({
      url: '/api/payments/abandon',
      payload: { order_id: ownOf(f, who).paymentOrderId, code: 'PAY_PROCESS_CANCELED' },
    }),
  },
  { method: 'GET', path: '/api/payments/history', access: 'user' },
  {
    method: 'POST',
    path: '/api/payments/webhook',
    access: 'webhook',
    request: (f) => ({
      url: '/api/payments/webhook',
      payload: { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: `walk_${f.unique()}` } },
    }),
  },

  { method: 'GET', path: '/api/notifications', access: 'user' },
  {
    method: 'POST',
    path: '/api/notifications/:id/accept',
    access: 'user',
    request: (f, who) => ({ url: `/api/notifications/${ownOf(f, who).acceptNotificationId}/accept` }),
  },
  {
    method: 'POST',
    path: '/api/notifications/:id/decline',
    access: 'user',
    request: (f, who) => ({ url: `/api/notifications/${ownOf(f, who).declineNotificationId}/decline` }),
  },
  {
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: 'user',
    request: (f, who) => ({ url: `/api/notifications/${ownOf(f, who).readNotificationId}/read` }),
  },
  { method: 'POST', path: '/api/notifications/read-all', access: 'user' },

  {
    method: 'GET',
    path: extensionWhoamiPath,
    access: 'storeKey',
    request: (_f, _who, key) => ({
      url: extensionWhoamiPath,
      ...(key === undefined ? {} : { headers: { [storeApiKeyHeader]: key } }),
    }),
  },
  // The extension is built for this server's address; nothing in it is secret.
  { method: 'GET', path: extensionDownloadPath, access: 'public' },
  // Product pictures hosted for the marketplaces (Coupang downloads them): public by design, names unguessable hashes.
  {
    method: 'GET',
    path: '/i/:file',
    access: 'public',
    request: () => ({ url: `/i/${'0'.repeat(32)}.jpg` }),
  },
  { method: 'GET', path: '/i/*', access: 'public' },
];
