import type { AccessStats, BannedIp, BannedIps, IpDetails } from '@ollida/contracts/admin';

/** 24 hourly entries ending at 2026-11-20 14:00 Seoul, traffic in the last two. */
function hours(): AccessStats['hourly_stats'] {
  const end = Date.parse('2026-11-20T05:00:00Z');
  return Array.from({ length: 24 }, (_, index) => {
    const start = new Date(end - (23 - index) * 3_600_000).toISOString();
    const count = index >= 22 ? 10 * (index - 21) : 0;
    return { _id: { hour: start }, request_count: count, unique_ips: [], unique_ip_count: count > 0 ? 2 : 0 };
  });
}

const longPath = '/sandbox/shop/cafe24/product/detail.html';

export function statsFixture(overrides: Partial<AccessStats> = {}): AccessStats {
  return {
    summary: { total_requests: 1234, unique_ips: 12, unique_users: 3 },
    suspicious_ips: [
      {
        _id: '198.51.100.20',
        dangerous_requests: 4,
        dangerous_paths: ['/wp-admin/install.php', '/phpmyadmin/', '/.env'],
        dangerous_path_count: 3,
      },
    ],
    hourly_stats: hours(),
    top_paths: [
      { _id: '/api/health', request_count: 600, unique_ips: ['203.0.113.10'], unique_ip_count: 1 },
      { _id: longPath, request_count: 300, unique_ips: ['203.0.113.11'], unique_ip_count: 1 },
    ],
    top_ips: [
      {
        _id: '203.0.113.10',
        request_count: 700,
        is_banned: false,
        paths: [
          { path: '/api/health', count: 600 },
          { path: longPath, count: 50 },
          { path: '/api/user/me', count: 20 },
          { path: '/', count: 10 },
          { path: '/login', count: 10 },
          { path: '/mypage/profile', count: 10 },
        ],
        path_count: 8,
      },
      {
        _id: '2001:db8::7',
        request_count: 30,
        is_banned: true,
        paths: [{ path: '/.env', count: 30 }],
        path_count: 1,
      },
    ],
    ip_pagination: { current_page: 1, total_pages: 2, total_count: 12, limit: 10 },
    period: { hours: 24, from: '2026-11-19T06:00:00.000Z', to: '2026-11-20T05:30:00.000Z' },
    ...overrides,
  };
}

export function bannedFixture(overrides: Partial<BannedIp> = {}): BannedIp {
  return {
    _id: '7d1f0f0e-0000-4000-8000-000000000001',
    ip_address: '198.51.100.20',
    reason: '자동 보안 시스템: 위험 경로 접근 감지',
    banned_at: '2026-11-20T05:10:00.000Z',
    banned_by: 'auto_security_system',
    detected_path: '/wp-admin/install.php',
    ...overrides,
  };
}

export function bannedPage(rows: BannedIp[], total = rows.length, page = 1): BannedIps {
  return {
    data: rows,
    pagination: { current_page: page, total_pages: Math.max(1, Math.ceil(total / 10)), total_count: total },
  };
}

export function ipDetailsFixture(overrides: Partial<IpDetails> = {}): IpDetails {
  return {
    ip_address: '203.0.113.10',
    summary: { total_requests: 700, unique_paths: 8, unique_user_agents: 2, is_banned: false },
    ban_record: null,
    recent_logs: [
      {
        id: '2',
        timestamp: '2026-11-20T05:29:59.000Z',
        method: 'GET',
        path: '/api/user/me',
        status_code: 401,
        user_agent: null,
      },
      {
        id: '1',
        timestamp: '2026-11-20T05:29:58.000Z',
        method: 'GET',
        path: '/api/health',
        status_code: 200,
        user_agent: null,
      },
    ],
    path_statistics: [{ path: '/api/health', count: 600 }],
    ...overrides,
  };
}

export const adminUser = {
  email: 'admin@ollida.kr',
  name: '관리자',
  profile_picture: null,
  role: 'admin' as const,
};
export const sellerUser = { ...adminUser, email: 'seller@ollida.kr', name: '판매자', role: 'user' as const };
