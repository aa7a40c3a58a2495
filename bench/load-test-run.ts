import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { shopCatalogue } from '@ollida/sandbox/shop/catalogue';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { freePort, startBuiltServer } from '../scripts/built-server.ts';
import { driveLoad, type GroupFigures, type LoadGroup, timeAlone } from './load-test-drive.ts';
import { type GroupKey, loadGroups, type MixOptions } from './load-test-mix.ts';
import { type LoadSeedOptions, seedLoadTest } from './load-test-seed.ts';

export type LoadDatabase = 'pglite' | 'postgres';

export interface LoadTestOptions extends LoadSeedOptions, MixOptions {
  /** Measured time, in whole segments of 10 s. */
  seconds: number;
  /** Time at the full rate before the measured time, not counted. */
  warmUpSeconds: number;
  databases: readonly LoadDatabase[];
}

export const loadTestDefaults: LoadTestOptions = {
  seconds: 120,
  warmUpSeconds: 10,
  products: 20_000,
  workspaces: 20,
  accessLogRows: 100_000,
  sellers: 50,
  // 20 order lists a second over 80 users is 15 a minute each (limit 30); 20 stats over 40 admins, 30 each (120).
  orderUsers: 80,
  admins: 40,
  rates: { me: 80, productList: 60, orders: 20, adminStats: 20, parse: 20 },
  // 20 parses a second over 40 addresses is 30 a minute each (limit 120).
  parseAddresses: 40,
  databases: ['pglite', 'postgres'],
};

/** One kind of request without the rest of the mix, measured before the mixed run. */
export interface Alone {
  /** Wall p50 of requests sent one at a time: the service time the loaded figures queue behind. */
  aloneP50: number;
  /** The very first of them (cold caches; for the order list, the Wing read behind a cache miss). */
  aloneFirst: number;
  /** Server process CPU, as a share of one core, with this group alone at its own rate (10 s, after 10 s warm). */
  cpuAtRate: number;
  /** p99 of this group alone at its own rate: what it gets when it does not share the thread with the others. */
  p99AtRate: number;
}

/** One group's figures in the mix, with the same group measured alone. */
export type LoadGroupRun = GroupFigures & Alone & { key: GroupKey };

/** What one database's run measured. */
export interface LoadRun {
  database: LoadDatabase;
  groups: LoadGroupRun[];
  overall: GroupFigures;
  /** p99 of the whole mix in each measured segment, to show drift or periodic stalls (the order cache's 30 s). */
  segmentP99s: number[];
  /** Server process CPU over the timed run, as a share of one core (Linux /proc; NaN elsewhere). */
  serverCpu: number;
  loadBefore: number;
  loadAfter: number;
  seedSeconds: number;
}

/** Clients live this long before the next ones start on their exact moments again (see driveLoad). */
const segmentSeconds = 10;

/** CPU seconds the process has used so far (user + system), from /proc; NaN where there is none. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 1/100 s on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

const postgresAdminUrl = () =>
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database for the run: PGlite in the run's own folder, or a new PostgreSQL database that `drop` drops. */
async function freshDatabase(kind: LoadDatabase) {
  if (kind === 'pglite') return { databaseUrl: undefined, drop: async () => undefined };
  const adminUrl = postgresAdminUrl();
  const name = `ollida_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).catch(async (error: unknown) => {
    await admin.end();
    throw error;
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
    },
  };
}

/**
 * Each group without the others: its requests one at a time (after 5 untimed), then the group alone at its own rate,
 * one segment to warm up and one measured with the server's CPU read around it, so the mix's demand on the one
 * server thread adds up group by group.
 */
async function measureAlone(
  base: string,
  pid: number | undefined,
  key: GroupKey,
  group: LoadGroup,
): Promise<Alone> {
  const timed = await timeAlone(base, group, 5, key === 'parse' ? shopCatalogue.length : 50);
  const oneSegment = { seconds: segmentSeconds, warmUpSeconds: 0, segmentSeconds };
  await driveLoad(base, [group], oneSegment);
  const cpuStarted = cpuSeconds(pid);
  const started = performance.now();
  const atRate = await driveLoad(base, [group], oneSegment);
  const cpuAtRate = (cpuSeconds(pid) - cpuStarted) / ((performance.now() - started) / 1000);
  return { aloneP50: timed.p50, aloneFirst: timed.first, cpuAtRate, p99AtRate: atRate.overall.p99 };
}

/**
 * Seeds the database, then starts the built server on it in its own process: sandbox mode, listening on the port its
 * PUBLIC_URL names (so the demo shop it parses is itself), believing X-Forwarded-For from loopback.
 */
async function seedAndStart(dataDir: string, databaseUrl: string | undefined, options: LoadTestOptions) {
  const appSecret = randomBytes(36).toString('base64url');
  const now = new Date();
  const seedStarted = performance.now();
  const database = openDatabase({ databaseUrl, dataDir });
  const seed = await database
    .migrate()
    .then(() => seedLoadTest(database, options, appSecret, now))
    .finally(() => database.close());
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PUBLIC_URL: base,
    HOST: '127.0.0.1',
    APP_SECRET: appSecret,
    SANDBOX: '1',
    NODE_ENV: 'development',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl ?? '',
  };
  const server = await startBuiltServer(dataDir, env, port);
  return { server, groups: loadGroups(base, seed, options, now), base, seedSeconds };
}

/** Seeds a fresh database of `kind`, measures each group alone, then drives the whole mix. */
async function runOn(kind: LoadDatabase, options: LoadTestOptions): Promise<LoadRun> {
  const dataDir = mkdtempSync(join(tmpdir(), `ollida-load-${kind}-`));
  const fresh = await freshDatabase(kind).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    const { server, groups, base, seedSeconds } = await seedAndStart(dataDir, fresh.databaseUrl, options);
    try {
      const pid = server.child.pid;
      const keys = Object.keys(groups) as GroupKey[];
      const alone = new Map<GroupKey, Alone>();
      for (const key of keys) alone.set(key, await measureAlone(base, pid, key, groups[key]));
      const loadBefore = loadavg()[0] ?? Number.NaN;
      const cpuBefore = cpuSeconds(pid);
      const driveStarted = performance.now();
      const driven = await driveLoad(
        base,
        keys.map((key) => groups[key]),
        { seconds: options.seconds, warmUpSeconds: options.warmUpSeconds, segmentSeconds },
      );
      const serverCpu = (cpuSeconds(pid) - cpuBefore) / ((performance.now() - driveStarted) / 1000);
      return {
        database: kind,
        groups: keys.map((key, index) => {
          const figures = driven.groups[index];
          const measured = alone.get(key);
          if (!figures || !measured) throw new Error(`no figures for ${key}`);
          return { ...figures, ...measured, key };
        }),
        overall: driven.overall,
        segmentP99s: driven.segmentP99s,
        serverCpu,
        loadBefore,
        loadAfter: loadavg()[0] ?? Number.NaN,
        seedSeconds,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await fresh.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the mixed load on each database in turn (PostgreSQL skipped, with a note, when it cannot be reached). */
export async function runLoadTests(
  overrides: Partial<LoadTestOptions> = {},
): Promise<{ runs: LoadRun[]; notes: string[] }> {
  const options = { ...loadTestDefaults, ...overrides };
  const runs: LoadRun[] = [];
  const notes: string[] = [];
  for (const kind of options.databases) {
    if (kind === 'postgres') {
      const probe = new pg.Client({ connectionString: postgresAdminUrl() });
      const reachable = await probe.connect().then(
        () => probe.end().then(() => true),
        () => false,
      );
      if (!reachable) {
        notes.push(`load test: PostgreSQL at ${postgresAdminUrl()} not reachable, skipped`);
        continue;
      }
    }
    runs.push(await runOn(kind, options));
  }
  return { runs, notes };
}
