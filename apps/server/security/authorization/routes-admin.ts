import type { RouteEntry } from './route-entry.ts';

/**
 * Documentation addresses (RFC 5737) only: every injected request comes from 127.0.0.1, so banning it would lock the
 * walk out of the app.
 */
const bannedIp = '203.0.113.10';
const statsBannedIp = '203.0.113.11';

/** `/api/admin/*`: the site administrator role, checked before the body is read. */
export const adminRoutes: RouteEntry[] = [
  { method: 'GET', path: '/api/admin/access-stats', access: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/ip-details/:ip',
    access: 'admin',
    request: () => ({ url: `/api/admin/ip-details/${bannedIp}` }),
  },
  { method: 'GET', path: '/api/admin/banned-ips', access: 'admin' },
  { method: 'GET', path: '/api/admin/my-ip', access: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/check-ip/:ip',
    access: 'admin',
    request: () => ({ url: `/api/admin/check-ip/${bannedIp}` }),
  },
  { method: 'GET', path: '/api/admin/security-system', access: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/ban-ip',
    access: 'admin',
    request: () => ({ url: '/api/admin/ban-ip', payload: { ip_address: bannedIp, reason: '권한 점검' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/ban-ip-from-stats',
    access: 'admin',
    request: () => ({
      url: '/api/admin/ban-ip-from-stats',
      payload: { ip_address: statsBannedIp, reason: '' },
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/unban-ip',
    access: 'admin',
    request: () => ({ url: '/api/admin/unban-ip', payload: { ip_address: bannedIp } }),
  },
  { method: 'POST', path: '/api/admin/unban-all-ips', access: 'admin' },
];
