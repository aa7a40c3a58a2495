import { demoVendor, secondVendor } from '../../test/kits/workspaces.ts';
import type { RouteEntry } from './route-entry.ts';
import type { WalkFixture } from './walk-fixture.ts';

const workspaceUrl = (suffix: string) => (f: WalkFixture) => ({
  url: `/api/workspaces/${f.coupang.workspaceId}${suffix}`,
});

/** Generates a key first, so every caller allowed to revoke finds one to revoke. */
const ensureStoreKey = async (f: WalkFixture) => {
  await f.newStoreKey();
};

/** Workspaces, their members, upload settings, category search and store API keys by workspace id. */
export const workspaceRoutes: RouteEntry[] = [
  { method: 'GET', path: '/api/workspaces', access: 'user' },
  {
    method: 'POST',
    path: '/api/workspaces',
    access: 'user',
    // Another Wing account than the fixture's: a caller owning the fixture's account would change which store
    // their Wing-account routes resolve to.
    request: () => ({
      url: '/api/workspaces',
      payload: {
        platform: 'coupang',
        workspace_name: '새 상점',
        wing_account: secondVendor.wingAccount,
        vendor_code: secondVendor.vendorId,
        access_key: secondVendor.accessKey,
        secret_key: secondVendor.secretKey,
      },
    }),
  },
  {
    method: 'PUT',
    path: '/api/workspaces/:id/credentials',
    access: 'workspace:updateKeys',
    // Admins may replace only broken keys (docs/product/workspaces-and-stores.md#roles-and-permissions); with broken keys the right is the action's alone.
    prepare: (f) => f.breakKeys(),
    request: (f) => ({
      url: `/api/workspaces/${f.coupang.workspaceId}/credentials`,
      payload: { access_key: demoVendor.accessKey, secret_key: demoVendor.secretKey },
    }),
  },
  {
    method: 'POST',
    path: '/api/workspaces/:id/test-credentials',
    access: 'workspace:testKeys',
    request: workspaceUrl('/test-credentials'),
  },
  {
    method: 'POST',
    path: '/api/workspaces/:id/current',
    access: 'workspace:view',
    request: workspaceUrl('/current'),
  },
  {
    method: 'POST',
    path: '/api/workspaces/:id/main',
    access: 'workspace:view',
    request: workspaceUrl('/main'),
  },

  {
    method: 'GET',
    path: '/api/workspaces/:id/stats',
    access: 'workspace:view',
    request: workspaceUrl('/stats'),
  },
  {
    method: 'GET',
    path: '/api/workspaces/:id/members',
    access: 'workspace:view',
    request: workspaceUrl('/members'),
  },
  {
    method: 'POST',
    path: '/api/workspaces/:id/members/invite',
    access: 'workspace:invite',
    request: (f) => ({
      url: `/api/workspaces/${f.coupang.workspaceId}/members/invite`,
      payload: { email: `invited-${f.unique()}@example.com`, role: 'member' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:workspace_id/invitations/:invitation_id',
    access: 'workspace:invite',
    // A fresh invitation per caller: the owner's cancel must find one too.
    prepare: (f) => f.newInvitation(),
    request: (f) => ({
      url: `/api/workspaces/${f.coupang.workspaceId}/invitations/${f.latestInvitationId}`,
    }),
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:workspace_id/members/:email',
    access: 'workspace:removeMember',
    request: (f) => ({
      url: `/api/workspaces/${f.coupang.workspaceId}/members/${encodeURIComponent(f.leaverEmail)}`,
    }),
  },

  {
    method: 'GET',
    path: '/api/workspaces/:id/sync-settings',
    access: 'workspace:view',
    request: workspaceUrl('/sync-settings'),
  },
  {
    method: 'PUT',
    path: '/api/workspaces/:id/sync-settings',
    access: 'workspace:manageSettings',
    request: (f) => ({
      url: `/api/workspaces/${f.coupang.workspaceId}/sync-settings`,
      payload: {
        enabled: true,
        max_change_percent: 30,
        min_margin_percent: 0,
        never_lower_price: false,
        restock_quantity: 100,
      },
    }),
  },
  {
    method: 'GET',
    path: '/api/workspaces/:id/upload-settings',
    access: 'workspace:view',
    request: workspaceUrl('/upload-settings'),
  },
  {
    method: 'PUT',
    path: '/api/workspaces/:id/upload-settings',
    access: 'workspace:manageSettings',
    request: (f) => ({
      url: `/api/workspaces/${f.coupang.workspaceId}/upload-settings`,
      payload: f.uploadSettings,
    }),
  },
  {
    method: 'GET',
    path: '/api/workspaces/:id/categories',
    access: 'workspace:view',
    request: (f) => ({
      url: `/api/workspaces/${f.coupang.workspaceId}/categories?q=${encodeURIComponent('캠핑의자')}`,
    }),
  },

  {
    method: 'POST',
    path: '/api/workspaces/:id/api-key',
    access: 'workspace:manageSettings',
    request: workspaceUrl('/api-key'),
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:id/api-key',
    access: 'workspace:manageSettings',
    prepare: ensureStoreKey,
    request: workspaceUrl('/api-key'),
  },
  {
    method: 'GET',
    path: '/api/workspaces/:id/api-key',
    access: 'workspace:manageSettings',
    request: workspaceUrl('/api-key'),
  },
];
