import {
  accessStatsResponseSchema,
  bannedIpsResponseSchema,
  checkIpResponseSchema,
  securitySystemResponseSchema,
} from '@ollida/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { adminKit } from '../../../test/kits/admin.ts';

let ctx: TestContext;
let kit: ReturnType<typeof adminKit>;
let admin: Awaited<ReturnType<ReturnType<typeof adminKit>['admin']>>;
const adminIp = '198.51.100.7';

beforeAll(async () => {
  // The loopback "proxy" of app.inject is trusted, so X-Forwarded-For sets the client address.
  ctx = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  kit = adminKit(ctx);
  admin = await kit.admin();
});
afterAll(async () => {
  await ctx.close();
});

async function bannedList() {
  const response = await kit.call(admin.token, 'GET', '/api/admin/banned-ips', { ip: adminIp });
  expect(response.statusCode, response.body).toBe(200);
  return bannedIpsResponseSchema.parse(response.json());
}

describe('automatic security system', () => {
  it('blocks an address asking for a probe path, then answers 403 on every route until it is unblocked', async () => {
    const scanner = '203.0.113.66';
    // One stray request blocks nobody; the third distinct probe path within ten minutes does.
    for (const path of ['/.env', '/phpmyadmin/']) {
      expect((await kit.call(undefined, 'GET', path, { ip: scanner })).statusCode, path).not.toBe(403);
    }
    const probe = await kit.call(undefined, 'GET', '/wp-admin/setup-config.php?step=1', { ip: scanner });
    expect(probe.statusCode).toBe(403);
    expect(probe.json()).toMatchObject({ code: 'ip_blocked' });
    expect(probe.json().detail).toContain('접근이 차단된 IP 주소입니다');

    for (const url of [
      '/api/health',
      '/api/payments/client-key',
      '/login',
      '/sandbox/shop/',
      '/api/user/me',
    ]) {
      const response = await kit.call(undefined, 'GET', url, { ip: scanner });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe('ip_blocked');
    }
    const seller = await kit.seller();
    expect((await kit.call(seller.token, 'GET', '/api/user/me', { ip: scanner })).statusCode).toBe(403);
    // Anyone else is unaffected.
    expect((await kit.call(undefined, 'GET', '/api/health', { ip: '203.0.113.67' })).statusCode).toBe(200);

    const [record] = (await bannedList()).data;
    expect(record).toMatchObject({
      ip_address: scanner,
      banned_by: 'auto_security_system',
      reason: '자동 보안 시스템: 위험 경로 접근 감지',
      detected_path: '/wp-admin/setup-config.php',
    });

    const unban = await kit.call(admin.token, 'POST', '/api/admin/unban-ip', {
      ip: adminIp,
      body: { ip_address: scanner },
    });
    expect(unban.statusCode, unban.body).toBe(200);
    expect(unban.json().message).toBe(`IP ${scanner}의 차단을 해제했습니다.`);
    expect((await kit.call(undefined, 'GET', '/api/health', { ip: scanner })).statusCode).toBe(200);
  });

  it('sees through case and percent-encoding, and blocks IPv6 scanners in canonical form', async () => {
    const scanner = '2001:DB8:0:0:0:0:0:42';
    for (const path of ['/wp-login.php', '/xmlrpc.php', '/PhpMyAdmin/index.php']) {
      await kit.call(undefined, 'GET', path, { ip: '192.0.2.1' });
    }
    expect((await kit.call(undefined, 'GET', '/api/health', { ip: '192.0.2.1' })).statusCode).toBe(403);
    for (const path of ['/.git/config', '/cgi-bin/test'])
      await kit.call(undefined, 'GET', path, { ip: scanner });
    expect((await kit.call(undefined, 'GET', '/%63onfig.php', { ip: scanner })).statusCode).toBe(403);
    const check = await kit.call(admin.token, 'GET', '/api/admin/check-ip/2001:db8::42', { ip: adminIp });
    expect(checkIpResponseSchema.parse(check.json())).toMatchObject({
      ip_address: '2001:db8::42',
      is_banned: true,
      ban_record: { banned_by: 'auto_security_system', detected_path: '/%63onfig.php' },
    });
    // An IPv4 client seen through an IPv4-mapped IPv6 socket address is the same client.
    expect((await kit.call(undefined, 'GET', '/api/health', { ip: '::ffff:192.0.2.1' })).statusCode).toBe(
      403,
    );
  });

  it('never blocks an address an administrator uses, and lists it as suspicious instead', async () => {
    expect((await kit.call(admin.token, 'GET', '/api/admin/my-ip', { ip: adminIp })).statusCode).toBe(200);
    const probe = await kit.call(undefined, 'GET', '/wp-login.php', { ip: adminIp });
    expect(probe.statusCode).not.toBe(403);
    expect((await kit.call(admin.token, 'GET', '/api/admin/my-ip', { ip: adminIp })).json()).toMatchObject({
      ip_address: adminIp,
      is_banned: false,
    });

    await kit.flushLog();
    const stats = accessStatsResponseSchema.parse(
      (await kit.call(admin.token, 'GET', '/api/admin/access-stats?hours=1', { ip: adminIp })).json(),
    );
    expect(stats.suspicious_ips.find((entry) => entry._id === adminIp)).toMatchObject({
      dangerous_requests: 1,
      dangerous_paths: ['/wp-login.php'],
    });
    // Blocked scanners never show as suspicious.
    expect(stats.suspicious_ips.map((entry) => entry._id)).not.toContain('192.0.2.1');
  });

  it('spares an address an administrator used through another instance (seen in the shared access log)', async () => {
    const otherAdminIp = '198.51.100.99';
    await kit.seed([kit.entry({ ip: otherAdminIp, userId: admin.user.id, path: '/api/admin/my-ip' })]);
    expect((await kit.call(undefined, 'GET', '/xmlrpc.php', { ip: otherAdminIp })).statusCode).not.toBe(403);
  });

  it('cannot be turned against visitors: whole segments only, no browser sub-resources, no signed-in sellers', async () => {
    const reader = '203.0.113.80';
    // An innocent path that merely contains a pattern is not a probe.
    for (const path of ['/blog/wp-administration-tips', '/docs/my-config.php.txt', '/help/phpunit-guide']) {
      await kit.call(undefined, 'GET', path, { ip: reader });
    }
    // <img src="https://ollida/wp-admin/x.png"> on another site, or a supplier's og:image in a parser card.
    for (const [index, site] of ['cross-site', 'same-origin', 'cross-site'].entries()) {
      await kit.call(undefined, 'GET', `/wp-admin/x${index}.png`, {
        ip: reader,
        headers: { 'sec-fetch-dest': 'image', 'sec-fetch-site': site },
      });
    }
    const seller = await kit.seller();
    for (const path of ['/wp-admin/', '/.env', '/xmlrpc.php']) {
      await kit.call(seller.token, 'GET', path, { ip: reader });
    }
    expect((await kit.call(undefined, 'GET', '/api/health', { ip: reader })).statusCode).toBe(200);
  });

  it('shows a blocked person a Korean page, and the API its JSON error', async () => {
    const scanner = '203.0.113.90';
    for (const path of ['/wp-admin/', '/.env', '/xmlrpc.php'])
      await kit.call(undefined, 'GET', path, { ip: scanner });
    const page = await kit.call(undefined, 'GET', '/login', {
      ip: scanner,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('접근이 차단되었습니다');
    const api = await kit.call(undefined, 'GET', '/api/health', {
      ip: scanner,
      headers: { accept: 'text/html' },
    });
    expect(api.json()).toMatchObject({ code: 'ip_blocked' });
  });

  it('names the patterns it watches', async () => {
    const response = await kit.call(admin.token, 'GET', '/api/admin/security-system', { ip: adminIp });
    const body = securitySystemResponseSchema.parse(response.json());
    expect(body.active).toBe(true);
    expect(body.patterns.slice(0, 3)).toEqual(['wp-admin', 'phpmyadmin', 'config.php']);
    expect(body.auto_blocked_total).toBeGreaterThanOrEqual(2);
  });
});

describe('manual blocks', () => {
  it('blocks with the default reason, refuses a second block, and unblocks', async () => {
    const ip = '192.0.2.50';
    const ban = await kit.call(admin.token, 'POST', '/api/admin/ban-ip', {
      ip: adminIp,
      body: { ip_address: ` ${ip} `, reason: '   ' },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(ban.json()).toEqual({ message: `IP ${ip}를 차단했습니다.` });
    expect((await kit.call(undefined, 'GET', '/api/health', { ip })).statusCode).toBe(403);
    const record = (await bannedList()).data.find((row) => row.ip_address === ip);
    expect(record).toMatchObject({
      reason: '관리자에 의한 차단',
      banned_by: admin.user.email,
      detected_path: null,
    });

    const again = await kit.call(admin.token, 'POST', '/api/admin/ban-ip-from-stats', {
      ip: adminIp,
      body: { ip_address: ip },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: `이미 차단된 IP입니다: ${ip}`, code: 'ip_already_banned' });

    const fromStats = await kit.call(admin.token, 'POST', '/api/admin/ban-ip-from-stats', {
      ip: adminIp,
      body: { ip_address: '192.0.2.51' },
    });
    expect(fromStats.statusCode).toBe(200);
    expect((await bannedList()).data.find((row) => row.ip_address === '192.0.2.51')?.reason).toBe(
      '의심스러운 활동 감지',
    );
  });

  it("refuses the administrator's own address and the server's own, changing nothing", async () => {
    const before = (await bannedList()).pagination.total_count;
    const self = await kit.call(admin.token, 'POST', '/api/admin/ban-ip', {
      ip: adminIp,
      body: { ip_address: adminIp },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('ip_self_block');
    expect(self.json().detail).toContain('지금 접속 중인 내 IP');
    for (const local of ['127.0.0.1', '::1']) {
      const response = await kit.call(admin.token, 'POST', '/api/admin/ban-ip', {
        ip: adminIp,
        body: { ip_address: local },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('ip_protected');
    }
    expect((await bannedList()).pagination.total_count).toBe(before);
  });

  it('refuses invalid addresses, blank fields, unknown unblocks and pages past the end, changing nothing', async () => {
    const before = (await bannedList()).pagination.total_count;
    const invalid = ['999.1.1.1', '1.2.3', '일이삼', '2001:db8::g', 'fe80::1%eth0', '1.2.3.4/24', '01.2.3.4'];
    for (const ip of invalid) {
      const response = await kit.call(admin.token, 'POST', '/api/admin/ban-ip', {
        ip: adminIp,
        body: { ip_address: ip },
      });
      expect(response.statusCode, ip).toBe(400);
      expect(response.json().errors[0].message).toBe(
        `올바른 IP 주소가 아닙니다: ${ip} (예: 203.0.113.7 또는 2001:db8::1)`,
      );
    }
    const blank = await kit.call(admin.token, 'POST', '/api/admin/ban-ip', {
      ip: adminIp,
      body: { ip_address: '  ' },
    });
    expect(blank.json().errors[0].message).toBe('차단할 IP 주소를 입력해 주세요.');
    const long = await kit.call(admin.token, 'POST', '/api/admin/ban-ip', {
      ip: adminIp,
      body: { ip_address: '192.0.2.77', reason: '가'.repeat(201) },
    });
    expect(long.json().errors[0].message).toBe('차단 사유는 200자 이하여야 합니다.');

    const unknown = await kit.call(admin.token, 'POST', '/api/admin/unban-ip', {
      ip: adminIp,
      body: { ip_address: '192.0.2.200' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      detail: '차단 목록에 없는 IP입니다: 192.0.2.200',
      code: 'ip_not_banned',
    });

    const past = await kit.call(admin.token, 'GET', '/api/admin/banned-ips?page=9', { ip: adminIp });
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('page_out_of_range');
    expect((await bannedList()).pagination.total_count).toBe(before);
  });

  it('pages the list 10 at a time, newest first, and unblocks everything at once', async () => {
    for (let index = 0; index < 12; index += 1) {
      ctx.clock.now = new Date(ctx.clock.now.getTime() + 1_000);
      const response = await kit.call(admin.token, 'POST', '/api/admin/ban-ip', {
        ip: adminIp,
        body: { ip_address: `192.0.2.${100 + index}` },
      });
      expect(response.statusCode).toBe(200);
    }
    const first = await bannedList();
    expect(first.data).toHaveLength(10);
    expect(first.pagination.total_pages).toBe(Math.ceil(first.pagination.total_count / 10));
    const total = first.pagination.total_count;

    const all = await kit.call(admin.token, 'POST', '/api/admin/unban-all-ips', { ip: adminIp });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({
      message: `${total}개 IP의 차단을 모두 해제했습니다.`,
      unbanned_count: total,
    });
    expect((await bannedList()).data).toEqual([]);
    expect((await kit.call(undefined, 'GET', '/api/health', { ip: '192.0.2.100' })).statusCode).toBe(200);
  });
});

describe('who may call the admin API', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/access-stats'],
    ['GET', '/api/admin/ip-details/192.0.2.1'],
    ['GET', '/api/admin/banned-ips'],
    ['GET', '/api/admin/my-ip'],
    ['GET', '/api/admin/check-ip/192.0.2.1'],
    ['GET', '/api/admin/security-system'],
    ['POST', '/api/admin/ban-ip', { ip_address: '192.0.2.9' }],
    ['POST', '/api/admin/ban-ip-from-stats', { ip_address: '192.0.2.9' }],
    ['POST', '/api/admin/unban-ip', { ip_address: '192.0.2.9' }],
    ['POST', '/api/admin/unban-all-ips'],
  ];

  it('answers 401 without a token and 403 to a seller on every admin route, before any work', async () => {
    const seller = await kit.seller();
    await kit.call(admin.token, 'POST', '/api/admin/ban-ip', {
      ip: adminIp,
      body: { ip_address: '192.0.2.8' },
    });
    for (const [method, url, body] of routes) {
      const anonymous = await kit.call(undefined, method as 'GET', url, { body, ip: '203.0.113.5' });
      expect(anonymous.statusCode, url).toBe(401);
      const refused = await kit.call(seller.token, method as 'GET', url, { body, ip: '203.0.113.5' });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({ detail: '관리자 권한이 필요합니다.', code: 'admin_required' });
    }
    // Nothing was blocked or unblocked by those calls.
    const list = await bannedList();
    expect(list.data.map((row) => row.ip_address)).toEqual(['192.0.2.8']);
  });
});
