import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accessStatsResponseSchema, ipDetailsResponseSchema } from '@ollida/contracts/admin';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { rawRows } from '../apps/server/src/db/raw-rows.ts';
import { createAccessStatsRepo } from '../apps/server/src/modules/admin/access-stats.repo.ts';
import { statsPeriod } from '../apps/server/src/modules/admin/access-stats.service.ts';
import type { TrafficOptions } from '../apps/server/src/modules/admin/traffic.module.ts';
import { createUser, loginAs } from '../apps/server/test/factories.ts';
import { freePort } from '../scripts/built-server.ts';
import { type AccessLogSeedOptions, seedAccessLog } from './admin-traffic-seed.ts';
import type { BenchResult } from './benchmark.ts';
import { median, percentile } from './listing-throughput.ts';
import { type LoadTarget, load } from './uploaded-products-list.ts';

/** The targets: the access log and IP guard keep at least 90% of the throughput; a week's stats in 500 ms. */
const minThroughputShare = 0.9;
const statsTargetMs = 500;

export interface AdminTrafficBenchOptions extends AccessLogSeedOptions {
  concurrency: number;
  /** Requests of one timed round against one server. */
  requests: number;
  /** Timed rounds per server, alternating which server goes first. */
  rounds: number;
  /** Timed sequential calls per admin request. */
  calls: number;
}

const defaults: AdminTrafficBenchOptions = {
  rows: 1_000_000,
  ips: 8_000,
  users: 50,
  batch: 10_000,
  concurrency: 20,
  requests: 4_000,
  rounds: 7,
  calls: 15,
};

/** The real app on a fresh migrated PGlite of its own (on disk), after `prepare` filled it, listening on loopback. */
async function startApp<T>(
  label: string,
  traffic: TrafficOptions | undefined,
  prepare: (database: DatabaseHandle) => Promise<T>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), `ollida-bench-${label}-`));
  const database = openDatabase({ dataDir });
  const dispose = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await database.migrate();
    const prepared = await prepare(database);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const config = loadConfig(env);
    const app = await buildApp({ config, database, traffic });
    await app.listen({ port, host: '127.0.0.1' });
    /** A fresh user of `role` and a token for it, issued the way sign-in issues it. */
    const signIn = async (role: 'user' | 'admin') => {
      const ctx = { database, config, clock: { now: new Date() } };
      return loginAs(ctx, (await createUser(ctx, { role })).id);
    };
    return { app, database, base, prepared, signIn, close: async () => app.close().finally(dispose) };
  } catch (error) {
    await dispose();
    throw error;
  }
}

const countRows = async (database: DatabaseHandle, table: string) => {
  const [row] = await rawRows<{ count: number }>(
    database.db,
    sql.raw(`select count(*)::int as count from ${table}`),
  );
  return row?.count ?? 0;
};

/**
 * Two identical apps, one with the access log and IP guard (the default), one without, driven in alternating rounds by
 * the same signed-in/anonymous mix. A round's time includes writing what its requests left in the buffer, so the "on"
 * figure pays for every line it logged; medians of the rounds cancel the machine's drift.
 */
async function measureOverhead(options: AdminTrafficBenchOptions) {
  const none = async () => undefined;
  const on = await startApp('traffic-on', undefined, none);
  const off = await startApp('traffic-off', { accessLog: false, ipGuard: false }, none).catch(
    async (error) => {
      await on.close();
      throw error;
    },
  );
  try {
    const sides = await Promise.all(
      [on, off].map(async (server) => {
        const token = await server.signIn('user');
        const mix: LoadTarget[] = [
          { url: `${server.base}/api/user/me`, token },
          { url: `${server.base}/api/payments/client-key` },
        ];
        return { server, mix, rates: [] as number[] };
      }),
    );
    const [onSide, offSide] = sides;
    if (!onSide || !offSide) throw new Error('two servers expected');
    const warmUp = options.concurrency * 50;
    let requestsOn = 0;
    let leftInBuffer = 0;
    const run = async (side: typeof onSide, requests: number) => {
      const figures = await load(side.mix, { concurrency: options.concurrency, requests });
      const log = side.server.app.traffic.accessLog;
      const waiting = log.buffered;
      const flushStarted = performance.now();
      await log.flush();
      if (side === onSide) {
        requestsOn += requests;
        leftInBuffer += waiting;
      }
      return requests / ((figures.wallMs + performance.now() - flushStarted) / 1000);
    };
    await run(onSide, warmUp);
    await run(offSide, warmUp);
    for (let round = 0; round < options.rounds; round += 1) {
      for (const side of round % 2 === 0 ? [onSide, offSide] : [offSide, onSide]) {
        side.rates.push(await run(side, options.requests));
      }
    }
    return {
      on: median(onSide.rates),
      off: median(offSide.rates),
      logged: await countRows(on.database, 'access_logs'),
      requestsOn,
      /** Share of the lines written by the buffer's own flushes while the load ran. */
      flushedDuringRuns: 1 - leftInBuffer / requestsOn,
      dropped: on.app.traffic.accessLog.dropped,
    };
  } finally {
    await on.close();
    await off.close();
  }
}

interface Timings {
  median: number;
  p95: number;
  max: number;
}

/** Sequential GETs over real HTTP, each timed until its whole body arrived; answers the timings and the last body. */
async function timeGets(
  url: string,
  token: string,
  warm: number,
  timed: number,
): Promise<Timings & { body: unknown }> {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
    return { ms, text };
  };
  for (let index = 0; index < warm; index += 1) await call();
  const samples: number[] = [];
  let text = '';
  for (let index = 0; index < timed; index += 1) {
    const answer = await call();
    samples.push(answer.ms);
    text = answer.text;
  }
  const sorted = samples.sort((a, b) => a - b);
  return {
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
    body: JSON.parse(text),
  };
}

/** Median milliseconds of `work` over a few runs (after one untimed run). */
async function timeQuery(work: () => Promise<unknown>): Promise<number> {
  await work();
  const samples: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

/** Each read of the stats repo on its own, as the 168-hour page and the busiest IP's detail call them. */
async function timeRepo(database: DatabaseHandle, busiestIp: string, deepPage: number): Promise<string> {
  const repo = createAccessStatsRepo(database.db);
  const { from } = statsPeriod(new Date(), 168);
  const paths = (await repo.topPaths(from)).map((row) => row.path);
  const pageIps = (await repo.topIps(from, 0, 10)).map((row) => row.ip);
  const suspicious = (await repo.suspicious(from)).map((row) => row.ip);
  const queries: [string, () => Promise<unknown>][] = [
    ['summary', () => repo.summary(from)],
    ['hours', () => repo.hours(from)],
    ['topPaths', () => repo.topPaths(from)],
    ['ipsOfPaths(top 10 paths)', () => repo.ipsOfPaths(from, paths)],
    ['topIps(page 1)', () => repo.topIps(from, 0, 10)],
    [`topIps(page ${deepPage})`, () => repo.topIps(from, (deepPage - 1) * 10, 10)],
    ['pathsOfIps(page 1)', () => repo.pathsOfIps(from, pageIps)],
    ['suspicious', () => repo.suspicious(from)],
    [`pathsOfIps(${suspicious.length} suspicious, dangerous)`, () => repo.pathsOfIps(from, suspicious, true)],
    ['bannedAmong(page 1)', () => repo.bannedAmong(pageIps)],
    ['ipSummary(busiest)', () => repo.ipSummary(busiestIp, from)],
    ['recentLogs(busiest)', () => repo.recentLogs(busiestIp)],
    ['ipPathCounts(busiest)', () => repo.ipPathCounts(busiestIp, from)],
  ];
  const timed: string[] = [];
  for (const [name, work] of queries) timed.push(`${name} ${(await timeQuery(work)).toFixed(1)} ms`);
  return timed.join(', ');
}

/** The admin statistics over a seeded week of traffic, on the embedded default, over real HTTP. */
async function measureStats(options: AdminTrafficBenchOptions) {
  const started = performance.now();
  const server = await startApp('access-stats', undefined, (database) =>
    seedAccessLog(database, options, new Date(), (written) => {
      if (written % 100_000 !== 0 && written !== options.rows) return;
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`admin traffic: seeded ${written.toLocaleString('en')} log rows (${seconds} s)`);
    }),
  );
  try {
    const seconds = (performance.now() - started) / 1000;
    const sizes: string[] = [];
    for (const table of ['access_logs', 'access_ip_hours', 'access_ip_path_hours', 'access_path_hours']) {
      sizes.push(`${table} ${(await countRows(server.database, table)).toLocaleString('en')}`);
    }
    // A new administrator per request kind keeps each under the per-admin rate limit (120 a minute).
    const timeAdmin = async (path: string, warm: number) =>
      timeGets(`${server.base}${path}`, await server.signIn('admin'), warm, options.calls);
    const week = await timeAdmin('/api/admin/access-stats?hours=168&ip_page=1&ip_limit=10', 3);
    const body = accessStatsResponseSchema.parse(week.body);
    const busiest = body.top_ips[0]?._id;
    if (busiest === undefined) throw new Error('no IPs in the statistics');
    const day = await timeAdmin('/api/admin/access-stats?hours=24&ip_page=1&ip_limit=10', 2);
    // Page 200 of a full week; a smaller seed (a quick trial run) takes its last page.
    const page = Math.min(200, body.ip_pagination.total_pages);
    const deepPage = await timeAdmin(`/api/admin/access-stats?hours=168&ip_page=${page}&ip_limit=10`, 2);
    const details = await timeAdmin(`/api/admin/ip-details/${encodeURIComponent(busiest)}?hours=168`, 2);
    return {
      seeded: { ...server.prepared, seconds, tables: sizes.join(', ') },
      week,
      day,
      deepPage: { ...deepPage, page },
      ipDetails: {
        ...details,
        ip: busiest,
        requests: ipDetailsResponseSchema.parse(details.body).summary.total_requests,
      },
      totalRequests: body.summary.total_requests,
      uniqueIps: body.summary.unique_ips,
      repo: await timeRepo(server.database, busiest, page),
    };
  } finally {
    await server.close();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const count = (value: number) => value.toLocaleString('en');
const timings = (figures: Timings) =>
  `median ${ms(figures.median)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)}`;

/**
 * The access log and IP guard's cost to request throughput (the same app with both off, in one run), and the admin
 * traffic statistics over 1,000,000 seeded log lines of the last 168 hours, on the embedded default (PGlite on disk).
 */
export async function measureAdminTraffic(
  overrides: Partial<AdminTrafficBenchOptions> = {},
): Promise<{ results: BenchResult[]; summary: string }> {
  const options = { ...defaults, ...overrides };
  const overhead = await measureOverhead(options);
  const stats = await measureStats(options);
  const share = overhead.on / overhead.off;
  const workload = `medians of ${options.rounds} alternating rounds of ${count(options.requests)} requests (GET /api/user/me signed in and GET /api/payments/client-key, 1:1) over ${options.concurrency} keep-alive connections from a worker thread`;
  const scale = `${count(stats.seeded.rows)} log rows over 168 h, ${count(stats.uniqueIps)} IPs, ${options.users} users, ${count(stats.seeded.dangerous)} dangerous from ${stats.seeded.scanners} scanners (${stats.seeded.banned} blocked); real HTTP, ${options.calls} sequential calls after warm-up, PGlite on disk`;
  const budget = 'same database, same 500 ms budget';
  const statsRows: [string, Timings, string][] = [
    ['Access stats, 168 hours, page 1', stats.week, `total_requests ${count(stats.totalRequests)}; ${scale}`],
    ['Access stats, 24 hours, page 1', stats.day, budget],
    [`Access stats, 168 hours, IP page ${stats.deepPage.page}`, stats.deepPage, budget],
    [
      'IP details of the busiest IP, 168 hours',
      stats.ipDetails,
      `${stats.ipDetails.ip}, ${count(stats.ipDetails.requests)} requests in 168 h; ${budget}`,
    ],
  ];
  return {
    summary: [
      `admin traffic: on ${overhead.on.toFixed(0)} req/s, off ${overhead.off.toFixed(0)} req/s, on/off ${share.toFixed(3)}`,
      `admin traffic: seeded ${count(stats.seeded.rows)} rows in ${stats.seeded.seconds.toFixed(0)} s (${stats.seeded.tables})`,
      `admin traffic: stats repo on the seeded database, median of 5: ${stats.repo}`,
    ].join('\n'),
    results: [
      {
        figure: 'Throughput cost of access log + IP guard (off ÷ on)',
        target: Number((1 / minThroughputShare).toFixed(2)),
        measured: overhead.off / overhead.on,
        unit: '×',
        detail: `on ${overhead.on.toFixed(0)} req/s, off ${overhead.off.toFixed(0)} req/s, on/off ${share.toFixed(3)} (target ≥ ${minThroughputShare}); ${workload}; log rows written ${count(overhead.logged)} of ${count(overhead.requestsOn)} requests (${(overhead.flushedDuringRuns * 100).toFixed(0)}% by the buffer's own flushes during the load), dropped ${overhead.dropped}; real HTTP on loopback, PGlite on disk`,
      },
      ...statsRows.map(([figure, figures, extra]) => ({
        figure,
        target: statsTargetMs,
        measured: figures.median,
        unit: 'ms',
        detail: `${timings(figures)}; ${extra}`,
      })),
    ],
  };
}
