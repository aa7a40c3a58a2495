import { autoSecurityBannedBy } from '@ollida/contracts/admin';
import { canonicalIp } from '@ollida/contracts/ip-address';
import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import { bannedIps } from '../apps/server/src/db/schema/traffic.ts';
import { createAccessLogRepo, hourOf } from '../apps/server/src/modules/admin/access-log.repo.ts';
import { autoBlockReason } from '../apps/server/src/modules/admin/security-system.ts';
import type { AccessLogEntry } from '../apps/server/src/platform/access-log.ts';
import { createUser } from '../apps/server/test/factories.ts';

export interface AccessLogSeedOptions {
  rows: number;
  /** Distinct client addresses of normal traffic (scanners come on top). */
  ips: number;
  users: number;
  /** Entries per `writeBatch` call. */
  batch: number;
}

export interface SeededTraffic {
  rows: number;
  dangerous: number;
  scanners: number;
  banned: number;
}

const hourMs = 3_600_000;
const periodHours = 168;
const scannerCount = 300;
const dangerousShare = 0.01;
/** Seoul is UTC+9 all year: the daily curve and office hours follow its clock. */
const seoulOffsetHours = 9;
/** Relative requests per Seoul hour of day: quiet nights, busy office hours, a long evening. */
const dailyCurve = [3, 2, 1.5, 1, 1, 1.5, 3, 5, 8, 10, 10, 9, 8, 9, 10, 10, 9, 8, 7, 7, 7, 6, 5, 4];

/**
 * Signed-in requests, most frequent first, as `METHOD path typical-ms`; `{store}`, `{job}` and `{wing}` expand to
 * 60 stores, 40 bulk jobs and 20 Wing accounts, the long tail of a few hundred distinct paths.
 */
const appRoutes = `GET /api/user/me 3, GET /api/workspaces 8, GET /api/uploaded-products 15, GET /api/notifications 8,
  POST /api/url-parser 900, GET /api/subscriptions/current 8, POST /api/upload-to-coupang 1500, GET /dashboard 2,
  GET /api/uploaded-products/listing-states 20, GET /api/coupang/orders 400, POST /api/upload-to-naver 1200,
  GET /products 2, GET /api/uploaded-products/uploaders 8, POST /api/product-registration/bulk 60,
  GET /api/coupang/stores 8, GET /upload 2, GET /api/payments/history 8, GET /api/app-info 1,
  POST /api/notifications/read-all 20, GET /settings 2, POST /api/auth/logout 20, GET /plans 2,
  GET /api/workspaces/{store}/current 8, GET /api/workspaces/{store}/categories 8,
  GET /api/workspaces/{store}/upload-settings 8, GET /api/workspaces/{store}/members 8,
  GET /api/product-registration/bulk/{job}/events 30, GET /api/coupang/shipping-places/{wing} 300,
  GET /api/coupang/return-centers/{wing} 300`;
/** Anonymous requests, most frequent first: landing pages, three builds' assets over the week, the public API. */
const publicRoutes = `GET / 1, GET /api/payments/client-key 1, GET /login 1, GET /assets/index-{build}.js 1,
  GET /assets/index-{build}.css 1, GET /api/health 1, GET /favicon.ico 1, GET /pricing 1, GET /robots.txt 1,
  GET /api/user/me 1, GET /sitemap.xml 1, GET /terms 1, GET /privacy 1, GET /assets/vendor-{build}.js 1`;
/** What scanners ask for, most frequent first; every one matches a default dangerous pattern. */
const dangerousPaths =
  `/wp-login.php /.env /wp-admin/setup-config.php /xmlrpc.php /.git/config /phpmyadmin/index.php
  /vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php /wp-admin/admin-ajax.php /config.php /api/.env
  /cgi-bin/luci/;stok=/locale /pma/phpmyadmin/index.php /wordpress/wp-admin/install.php /backend/.env /.git/HEAD
  /admin/config.php`.split(/\s+/);

/** Address blocks (first two octets) by kind of client. */
const koreanPrefixes = ['211.234', '175.223', '118.235', '121.134', '14.52', '58.120', '112.169', '220.85'];
const crawlerPrefixes = ['66.249', '125.209', '40.77'];
const scannerPrefixes = ['45.148', '185.220', '193.32', '104.248', '167.94'];
/** Agents by kind of client, `|`-separated. */
const browserAgents =
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36
  |Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Whale/3.27.254.15 Safari/537.36
  |Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36
  |Mozilla/5.0 (Linux; Android 14; SM-S928N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36
  |Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1`.split(
    /\s*\|/,
  );
const crawlerAgents = `Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)
  |Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)
  |Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)`.split(/\s*\|/);
const scannerAgents = `Mozilla/5.0 zgrab/0.x|python-requests/2.31.0|Go-http-client/1.1|curl/8.4.0
  |Mozilla/5.0 (compatible; CensysInspect/1.1; +https://about.censys.io/)`.split(/\s*\|/);
/** Answers of requests that reached the app (`status:percent`): mostly fine, a few client errors, rare failures. */
const statusShares = '200:88 304:5 400:2 404:2 401:1.5 429:1 500:0.5'
  .split(' ')
  .map((pair) => pair.split(':').map(Number));

/** mulberry32: a tiny seeded generator, so every run seeds the same rows. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

/** Draws an index with probability proportional to its weight (binary search over the running sums). */
function weightedPicker(weights: readonly number[], random: Random): () => number {
  const sums = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((weight, index) => {
    total += weight;
    sums[index] = total;
  });
  return () => {
    const target = random() * total;
    let low = 0;
    let high = weights.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((sums[mid] ?? total) <= target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

/** Zipf weights 1/rank^s: a handful of very busy items and a long tail. */
const zipf = (count: number, s: number) => Array.from({ length: count }, (_, rank) => 1 / (rank + 1) ** s);

/** Picks from `items` with Zipf shares, the first most often. */
function zipfPicker<T>(items: readonly T[], s: number, random: Random): () => T {
  const pick = weightedPicker(zipf(items.length, s), random);
  return () => {
    const item = items[pick()];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
}

function pickOf<T>(items: readonly T[], random: Random): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** The routes of a `METHOD path ms` table, each `{slot}` expanded to every value given for it. */
function routesOf(table: string, expand: Record<string, readonly string[]>) {
  return table.split(',').flatMap((text) => {
    const [method = 'GET', template = '/', ms = '1'] = text.trim().split(' ');
    const slot = Object.keys(expand).find((name) => template.includes(`{${name}}`));
    const paths = slot
      ? (expand[slot] ?? []).map((value) => template.replace(`{${slot}}`, value))
      : [template];
    return paths.map((path) => ({ method, path, ms: Number(ms) }));
  });
}

/** Unique canonical addresses under two-octet prefixes, or (a share of them) under a Korean carrier's IPv6 block. */
function addressMaker(random: Random) {
  const taken = new Set<string>();
  const part = (limit: number) => Math.floor(random() * limit) + 1;
  return (prefixes: readonly string[], ipv6Share = 0): string => {
    for (;;) {
      const text =
        random() < ipv6Share
          ? `2001:e60:${part(65_535).toString(16)}:${part(65_535).toString(16)}::${part(254).toString(16)}`
          : `${pickOf(prefixes, random)}.${part(254)}.${part(254)}`;
      const ip = canonicalIp(text);
      if (ip === null) throw new Error(`bad seeded address ${text}`);
      if (!taken.has(ip)) {
        taken.add(ip);
        return ip;
      }
    }
  };
}

/**
 * The clients of the week with Zipf shares of the week's requests. The hundred busiest sellers' offices come nearly
 * every day for office hours; other sellers on some days for a few hours, guests on a day or two (evenings run past
 * midnight); crawlers (one rank in 97) around the clock.
 */
function clientsOf(
  options: AccessLogSeedOptions,
  userIds: readonly string[],
  firstSeoulHour: number,
  address: ReturnType<typeof addressMaker>,
  random: Random,
) {
  return zipf(options.ips, 1).map((weight, rank) => {
    const kind: 'crawler' | 'seller' | 'guest' =
      rank % 97 === 50 ? 'crawler' : random() < 0.6 ? 'seller' : 'guest';
    const office = kind === 'seller' && rank < 100;
    const dayShare = kind === 'crawler' ? 1 : office ? 0.85 : kind === 'seller' ? 0.35 : 0.1;
    const visits = Array.from({ length: 10 }, () => {
      if (random() >= dayShare) return null;
      if (kind === 'crawler') return { start: 0, length: 24 };
      if (office) return { start: 8 + Math.floor(random() * 4), length: 4 + Math.floor(random() * 8) };
      return {
        start: 7 + Math.floor(random() * 16),
        length: 1 + Math.floor(random() * (kind === 'seller' ? 4 : 2)),
      };
    });
    // A visit of day d covers Seoul hours 24d + start onwards, past midnight for late ones.
    const covers = (day: number, seoul: number) => {
      const visit = visits[day];
      return (
        visit != null && seoul >= 24 * day + visit.start && seoul < 24 * day + visit.start + visit.length
      );
    };
    const hours = Array.from({ length: periodHours }, (_, hour) => hour).filter((hour) => {
      const seoul = firstSeoulHour + hour;
      return covers(Math.floor(seoul / 24), seoul) || covers(Math.floor(seoul / 24) - 1, seoul);
    });
    const ip = kind === 'crawler' ? address(crawlerPrefixes) : address(koreanPrefixes, 0.05);
    const agent = pickOf(kind === 'crawler' ? crawlerAgents : browserAgents, random);
    // The busiest addresses are distinct sellers' offices; the rest are their homes, phones and cafés.
    const user = userIds[rank < userIds.length ? rank : Math.floor(random() * userIds.length)];
    // Requests per active hour: a client seen in fewer hours sends more in each, so the week keeps the Zipf shares.
    const perHour = weight / Math.max(1, hours.length);
    return { ip, kind, userId: kind === 'seller' ? (user ?? null) : null, agent, weight: perHour, hours };
  });
}

/**
 * A week of access-log lines ending `now`, hour by hour and in time order within each hour (as flushes write them);
 * about 1% are scanners' requests for dangerous paths, answered 403 (blocked on the first one).
 */
function* weekOfTraffic(
  options: AccessLogSeedOptions,
  userIds: readonly string[],
  now: Date,
  random: Random,
): Generator<AccessLogEntry> {
  const windowStart = hourOf(now).getTime() - (periodHours - 1) * hourMs;
  const firstSeoulHour = new Date(windowStart).getUTCHours() + seoulOffsetHours;
  const address = addressMaker(random);
  const clients = clientsOf(options, userIds, firstSeoulHour, address, random);
  const activeByHour: (typeof clients)[] = Array.from({ length: periodHours }, () => []);
  for (const client of clients) for (const hour of client.hours) activeByHour[hour]?.push(client);
  const scannersByHour: string[][] = Array.from({ length: periodHours }, () => []);
  for (let scanner = 0; scanner < scannerCount; scanner += 1) {
    const ip = address(scannerPrefixes);
    for (let burst = 1 + Math.floor(random() * 2); burst > 0; burst -= 1) {
      scannersByHour[Math.floor(random() * periodHours)]?.push(ip);
    }
  }

  const hex = (length: number) =>
    Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
  const pickApp = zipfPicker(
    routesOf(appRoutes, {
      store: Array.from({ length: 60 }, () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`),
      job: Array.from({ length: 40 }, () => hex(24)),
      wing: Array.from({ length: 20 }, (_, index) => `A00${100_000 + index * 37}`),
    }),
    1,
    random,
  );
  const pickPublic = zipfPicker(
    routesOf(publicRoutes, { build: ['B1xq9fZk', 'Dk3mW0aa', 'p7Lr2sQe'] }),
    0.9,
    random,
  );
  const pickDangerous = zipfPicker(dangerousPaths, 0.8, random);
  const shares = statusShares.map(([, share]) => share ?? 0);
  const pickStatus = weightedPicker(shares, random);
  const curve = Array.from(
    { length: periodHours },
    (_, hour) => dailyCurve[(firstSeoulHour + hour) % 24] ?? 1,
  );
  // Scanners are blocked on their first request: the rest are answered 403 by the guard at once.
  const scanned = { statusCode: 403, userId: null, durationMs: 0, isDangerous: true };
  const curveTotal = curve.reduce((sum, value) => sum + value, 0);
  let left = options.rows;

  for (let hour = 0; hour < periodHours; hour += 1) {
    const count =
      hour === periodHours - 1 ? left : Math.round((options.rows * (curve[hour] ?? 1)) / curveTotal);
    left -= count;
    const start = windowStart + hour * hourMs;
    const span = Math.min(hourMs, now.getTime() - start);
    const active = activeByHour[hour] ?? [];
    const weights = active.map((client) => client.weight);
    const pickClient = weightedPicker(weights, random);
    const scanners = scannersByHour[hour] ?? [];
    const lines: AccessLogEntry[] = [];
    for (let line = 0; line < count; line += 1) {
      const at = new Date(start + Math.floor(random() * span));
      if (scanners.length > 0 && random() < dangerousShare) {
        const path = pickDangerous();
        const ip = pickOf(scanners, random);
        const method = path === '/xmlrpc.php' ? 'POST' : 'GET';
        lines.push({
          ...scanned,
          at,
          ip,
          method,
          path,
          userAgent: random() < 0.1 ? null : pickOf(scannerAgents, random),
        });
        continue;
      }
      const client = active[pickClient()];
      if (!client) throw new Error(`no client active in hour ${hour}`);
      const signedIn = client.kind === 'seller' && random() < 0.85;
      const route = signedIn || (client.kind === 'guest' && random() < 0.05) ? pickApp() : pickPublic();
      // Without a session the private API answers 401; everything else gets the usual mix.
      const isOpen = /^\/(?!api\/)|^\/api\/(health|payments\/client-key)$/.test(route.path);
      const statusCode = !signedIn && !isOpen ? 401 : (statusShares[pickStatus()]?.[0] ?? 200);
      lines.push({
        at,
        ip: client.ip,
        method: route.method,
        path: route.path,
        statusCode,
        userId: signedIn && statusCode !== 401 ? client.userId : null,
        userAgent: client.agent,
        durationMs: Math.round(route.ms * (0.3 + 2 * random() * random())),
        isDangerous: false,
      });
    }
    lines.sort((a, b) => a.at.getTime() - b.at.getTime());
    yield* lines;
  }
}

/**
 * Seeds a week of access-log lines ending `now` through the repo's `writeBatch` (so the raw table and the hourly
 * rollups are filled as live flushes fill them), the users they name, and blocks for most scanners (the rest were
 * spared or unblocked, so the suspicious list has entries).
 */
export async function seedAccessLog(
  database: DatabaseHandle,
  options: AccessLogSeedOptions,
  now: Date,
  onProgress: (written: number) => void,
): Promise<SeededTraffic> {
  const random = seededRandom(20_240_601);
  const ctx = { database, config: { appSecret: '' }, clock: { now } };
  const userIds: string[] = [];
  for (let index = 0; index < options.users; index += 1) userIds.push((await createUser(ctx)).id);

  const repo = createAccessLogRepo(database.db);
  const firstDanger = new Map<string, AccessLogEntry>();
  let batch: AccessLogEntry[] = [];
  let written = 0;
  let dangerous = 0;
  const write = async () => {
    await repo.writeBatch(batch);
    written += batch.length;
    batch = [];
    onProgress(written);
  };
  for (const entry of weekOfTraffic(options, userIds, now, random)) {
    if (entry.isDangerous) {
      dangerous += 1;
      if (!firstDanger.has(entry.ip)) firstDanger.set(entry.ip, entry);
    }
    batch.push(entry);
    if (batch.length === options.batch) await write();
  }
  if (batch.length > 0) await write();

  const banned = [...firstDanger.values()].filter(() => random() < 0.9);
  if (banned.length > 0) {
    await database.db.insert(bannedIps).values(
      banned.map((entry) => ({
        ipAddress: entry.ip,
        reason: autoBlockReason,
        bannedAt: entry.at,
        bannedBy: autoSecurityBannedBy,
        detectedPath: entry.path,
      })),
    );
  }
  return { rows: written, dangerous, scanners: firstDanger.size, banned: banned.length };
}
