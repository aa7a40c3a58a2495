import { accessStatsResponseSchema, ipDetailsResponseSchema } from '@ollida/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { adminKit } from '../../../test/kits/admin.ts';

let ctx: TestContext;
let kit: ReturnType<typeof adminKit>;
let admin: Awaited<ReturnType<ReturnType<typeof adminKit>['admin']>>;

// 14:30 in Seoul; the current clock hour starts at 05:00 UTC.
const now = new Date('2026-11-20T05:30:00Z');

beforeAll(async () => {
  // Only the seeded lines: the test's own requests are not logged here (access-log.int.test.ts covers that).
  ctx = await buildTestApp({ traffic: { accessLog: false } });
  ctx.clock.now = now;
  kit = adminKit(ctx);
  admin = await kit.admin();
  const { entry } = kit;
  const seller = await kit.seller();
  await kit.seed([
    // 203.0.113.10: 4 requests, 2 paths, signed in; two of them in the current hour.
    entry({ path: '/', minutesAgo: 5, userId: seller.user.id }),
    entry({ path: '/', minutesAgo: 10, userId: seller.user.id }),
    entry({ path: '/api/user/me', minutesAgo: 90, userId: seller.user.id }),
    entry({ path: '/api/user/me', minutesAgo: 100, userId: seller.user.id, statusCode: 401 }),
    // 198.51.100.20: 3 requests, one dangerous; unblocked, so suspicious.
    entry({ ip: '198.51.100.20', path: '/', minutesAgo: 20 }),
    entry({
      ip: '198.51.100.20',
      path: '/wp-admin/install.php',
      minutesAgo: 20,
      isDangerous: true,
      statusCode: 404,
    }),
    entry({ ip: '198.51.100.20', path: '/phpmyadmin/', minutesAgo: 21, isDangerous: true, statusCode: 404 }),
    // 2001:db8::7: 2 dangerous requests, but blocked: never suspicious.
    entry({ ip: '2001:db8::7', path: '/.env', minutesAgo: 30, isDangerous: true, statusCode: 403 }),
    entry({ ip: '2001:db8::7', path: '/.env', minutesAgo: 29, isDangerous: true, statusCode: 403 }),
    // Outside 24 hours: counted only in the week.
    entry({ ip: '192.0.2.99', path: '/old', minutesAgo: 60 * 30 }),
  ]);
  const ban = await kit.call(admin.token, 'POST', '/api/admin/ban-ip', {
    body: { ip_address: '2001:db8::7', reason: '' },
  });
  expect(ban.statusCode, ban.body).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

async function stats(query: string) {
  const response = await kit.call(admin.token, 'GET', `/api/admin/access-stats?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return accessStatsResponseSchema.parse(response.json());
}

describe('GET /api/admin/access-stats', () => {
  it('sums the last 24 clock hours: summary, suspicious (unblocked only), hours, paths and a page of IPs', async () => {
    const body = await stats('hours=24');
    expect(body.summary).toEqual({ total_requests: 9, unique_ips: 3, unique_users: 1 });
    expect(body.period).toEqual({ hours: 24, from: '2026-11-19T06:00:00.000Z', to: now.toISOString() });

    expect(body.suspicious_ips).toEqual([
      {
        _id: '198.51.100.20',
        dangerous_requests: 2,
        dangerous_paths: ['/phpmyadmin/', '/wp-admin/install.php'],
        dangerous_path_count: 2,
      },
    ]);

    expect(body.hourly_stats).toHaveLength(24);
    expect(body.hourly_stats[0]?._id.hour).toBe('2026-11-19T06:00:00.000Z');
    const current = body.hourly_stats[23];
    expect(current).toEqual({
      _id: { hour: '2026-11-20T05:00:00.000Z' },
      request_count: 7,
      unique_ips: ['198.51.100.20', '2001:db8::7', '203.0.113.10'],
      unique_ip_count: 3,
    });
    expect(body.hourly_stats[22]).toMatchObject({ request_count: 1, unique_ip_count: 1 });
    expect(body.hourly_stats[21]).toMatchObject({ request_count: 1, unique_ips: ['203.0.113.10'] });
    expect(body.hourly_stats.slice(0, 21).every((hour) => hour.request_count === 0)).toBe(true);

    expect(body.top_paths.map((path) => [path._id, path.request_count, path.unique_ip_count])).toEqual([
      ['/', 3, 2],
      ['/.env', 2, 1],
      ['/api/user/me', 2, 1],
      ['/phpmyadmin/', 1, 1],
      ['/wp-admin/install.php', 1, 1],
    ]);
    expect(body.top_paths[0]?.unique_ips).toEqual(['203.0.113.10', '198.51.100.20']);

    expect(body.top_ips).toEqual([
      {
        _id: '203.0.113.10',
        request_count: 4,
        is_banned: false,
        paths: [
          { path: '/', count: 2 },
          { path: '/api/user/me', count: 2 },
        ],
        path_count: 2,
      },
      {
        _id: '198.51.100.20',
        request_count: 3,
        is_banned: false,
        paths: [
          { path: '/', count: 1 },
          { path: '/phpmyadmin/', count: 1 },
          { path: '/wp-admin/install.php', count: 1 },
        ],
        path_count: 3,
      },
      {
        _id: '2001:db8::7',
        request_count: 2,
        is_banned: true,
        paths: [{ path: '/.env', count: 2 }],
        path_count: 1,
      },
    ]);
    expect(body.ip_pagination).toEqual({ current_page: 1, total_pages: 1, total_count: 3, limit: 10 });
  });

  it('pages the IPs and counts the whole week when asked', async () => {
    const week = await stats('hours=168&ip_page=2&ip_limit=2');
    expect(week.summary.total_requests).toBe(10);
    expect(week.hourly_stats).toHaveLength(168);
    expect(week.ip_pagination).toEqual({ current_page: 2, total_pages: 2, total_count: 4, limit: 2 });
    expect(week.top_ips.map((ip) => ip._id)).toEqual(['2001:db8::7', '192.0.2.99']);

    const hour = await stats('hours=1');
    expect(hour.summary).toEqual({ total_requests: 7, unique_ips: 3, unique_users: 1 });
    expect(hour.hourly_stats).toHaveLength(1);
  });

  it('refuses periods outside 1, 6, 24, 72, 168 hours and pages past the end', async () => {
    for (const query of ['hours=5', 'hours=abc', 'hours=0', 'ip_limit=0', 'ip_page=0']) {
      const response = await kit.call(admin.token, 'GET', `/api/admin/access-stats?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const hours = await kit.call(admin.token, 'GET', '/api/admin/access-stats?hours=5');
    expect(hours.json().errors[0].message).toBe('기간은 1, 6, 24, 72, 168시간 중 하나여야 합니다.');
    const past = await kit.call(admin.token, 'GET', '/api/admin/access-stats?ip_page=3');
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      code: 'page_out_of_range',
      detail: '요청한 페이지가 없습니다. 마지막 페이지는 1페이지입니다.',
    });
  });
});

describe('GET /api/admin/ip-details/{ip}', () => {
  it('answers the summary, the ban record, the last requests and the path counts of one address', async () => {
    const response = await kit.call(admin.token, 'GET', '/api/admin/ip-details/2001:DB8:0:0::7?hours=24');
    expect(response.statusCode, response.body).toBe(200);
    const body = ipDetailsResponseSchema.parse(response.json());
    expect(body.ip_address).toBe('2001:db8::7');
    expect(body.summary).toEqual({
      total_requests: 2,
      unique_paths: 1,
      unique_user_agents: 1,
      is_banned: true,
    });
    expect(body.ban_record).toMatchObject({ reason: '관리자에 의한 차단', detected_path: null });
    expect(body.ban_record?.banned_by).toMatch(/@example\.com$/);
    expect(body.recent_logs.map((log) => [log.path, log.status_code])).toEqual([
      ['/.env', 403],
      ['/.env', 403],
    ]);
    expect(body.path_statistics).toEqual([{ path: '/.env', count: 2 }]);

    const seller = await kit.call(admin.token, 'GET', '/api/admin/ip-details/203.0.113.10');
    expect(seller.json().recent_logs.map((log: { path: string }) => log.path)).toEqual([
      '/',
      '/',
      '/api/user/me',
      '/api/user/me',
    ]);
  });

  it('refuses what is not an IP address', async () => {
    for (const ip of ['999.1.1.1', '1.2.3', 'localhost', 'gggg::1', '1::2::3']) {
      const response = await kit.call(admin.token, 'GET', `/api/admin/ip-details/${encodeURIComponent(ip)}`);
      expect(response.statusCode, ip).toBe(400);
      expect(response.json().errors[0].message).toContain('올바른 IP 주소가 아닙니다');
    }
  });

  // Last: it bans an address and moves the clock.
  it('keeps the statistics for 2 seconds, but shows a new ban at once', async () => {
    const before = await stats('hours=24');
    await kit.seed([kit.entry({ ip: '192.0.2.50', path: '/new', minutesAgo: 1 })]);
    expect((await stats('hours=24')).summary).toEqual(before.summary);

    const ban = await kit.call(admin.token, 'POST', '/api/admin/ban-ip', {
      body: { ip_address: '198.51.100.20', reason: '' },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    const banned = await stats('hours=24');
    expect(banned.suspicious_ips).toEqual([]);
    expect(banned.summary.total_requests).toBe(before.summary.total_requests + 1);

    ctx.clock.now = new Date(now.getTime() + 2_000);
    await kit.seed([kit.entry({ ip: '192.0.2.51', path: '/newer', minutesAgo: 1 })]);
    expect((await stats('hours=24')).summary.total_requests).toBe(before.summary.total_requests + 2);
    ctx.clock.now = now;
  });
});
