import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { adminKit } from '../../../test/kits/admin.ts';
import { accessIpHours, accessLogs, bannedIps } from '../../db/schema/traffic.ts';
import { createIpBansRepo } from './ip-bans.repo.ts';
import { createIpBlockList } from './ip-block-list.ts';

let ctx: TestContext;
let kit: ReturnType<typeof adminKit>;

beforeAll(async () => {
  ctx = await buildTestApp();
  kit = adminKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const dayMs = 86_400_000;

describe('access log', () => {
  it('records each answered request: address, method, path without the query, status, user, agent, duration', async () => {
    const seller = await kit.seller();
    await kit.call(seller.token, 'GET', '/api/user/me', { userAgent: 'Mozilla/5.0 (Ollida test)' });
    await kit.call(
      undefined,
      'GET',
      '/payment/success?paymentKey=tgen_secret_key&orderId=ollida_1&amount=99000',
    );
    await kit.call(undefined, 'GET', '/api/workspaces');
    await kit.flushLog();

    const rows = await ctx.database.db.select().from(accessLogs).orderBy(asc(accessLogs.id));
    const me = rows.find((row) => row.path === '/api/user/me');
    expect(me).toMatchObject({
      ip: '127.0.0.1',
      method: 'GET',
      statusCode: 200,
      userId: seller.user.id,
      userAgent: 'Mozilla/5.0 (Ollida test)',
      isDangerous: false,
    });
    expect(me?.durationMs).toBeGreaterThanOrEqual(0);
    expect(rows.find((row) => row.path === '/payment/success')).toBeDefined();
    expect(rows.some((row) => row.path.includes('paymentKey') || row.path.includes('tgen_'))).toBe(false);
    expect(rows.find((row) => row.path === '/api/workspaces')).toMatchObject({
      statusCode: 401,
      userId: null,
    });
    const [loopback] = await ctx.database.db
      .select()
      .from(accessIpHours)
      .where(eq(accessIpHours.ip, '127.0.0.1'));
    expect(loopback?.requests).toBe(3);
  });

  it('believes X-Forwarded-For only from a trusted proxy (none configured here)', async () => {
    await kit.call(undefined, 'GET', '/api/health', { ip: '203.0.113.200' });
    await kit.flushLog();
    const spoofed = await ctx.database.db.select().from(accessLogs).where(eq(accessLogs.ip, '203.0.113.200'));
    expect(spoofed).toEqual([]);
  });

  it('deletes lines and hourly rollups older than the retention period, and keeps the rest', async () => {
    const old = ctx.config.accessLogRetentionDays * dayMs + 3_600_000;
    await kit.seed([
      kit.entry({ ip: '192.0.2.201', minutesAgo: old / 60_000 }),
      kit.entry({ ip: '192.0.2.202', minutesAgo: 60 }),
    ]);
    expect(await ctx.app.traffic.purgeOldLogs()).toBe(1);
    const ips = (await ctx.database.db.select({ ip: accessIpHours.ip }).from(accessIpHours)).map(
      (row) => row.ip,
    );
    expect(ips).toContain('192.0.2.202');
    expect(ips).not.toContain('192.0.2.201');
    const lines = await ctx.database.db.select().from(accessLogs).where(eq(accessLogs.ip, '192.0.2.201'));
    expect(lines).toEqual([]);
  });
});

describe('shared block list', () => {
  it('reaches another instance within its poll interval, a block made by hand in SQL included', async () => {
    const other = createIpBlockList({ repo: createIpBansRepo(ctx.database.db), pollIntervalMs: 50 });
    await other.start();
    try {
      const admin = await kit.admin();
      await kit.call(admin.token, 'POST', '/api/admin/ban-ip', { body: { ip_address: '192.0.2.210' } });
      await expect.poll(() => other.has('192.0.2.210'), { timeout: 2_000, interval: 25 }).toBe(true);

      await ctx.database.db
        .insert(bannedIps)
        .values({ ipAddress: '192.0.2.211', reason: '운영자 SQL', bannedBy: 'ops@example.com' });
      await expect.poll(() => other.has('192.0.2.211'), { timeout: 2_000, interval: 25 }).toBe(true);
      // The app's own list (default interval, 2 s) learns of it the same way, within the 5 s promised.
      await expect.poll(() => ctx.app.traffic.blockList.has('192.0.2.211'), { timeout: 5_000 }).toBe(true);
      await ctx.database.db.delete(bannedIps).where(eq(bannedIps.ipAddress, '192.0.2.211'));
      await expect.poll(() => other.has('192.0.2.211'), { timeout: 2_000, interval: 25 }).toBe(false);
    } finally {
      other.stop();
    }
  });
});
