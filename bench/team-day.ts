import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createUser, type FactoryContext, loginAs } from '../apps/server/test/factories.ts';
import { planKit } from '../apps/server/test/kits/plans.ts';
import { freePort, startBuiltServer } from '../scripts/built-server.ts';
import { type Api, apiOf, connectStore, dataOf } from './bench-api.ts';
import { type BenchResult, renderTable } from './benchmark.ts';
import { driveLoad, type GroupFigures, type LoadGroup } from './load-test-drive.ts';

export interface TeamDayOptions {
  /** URLs of the bulk batch. */
  urls: number;
  /** Product pages of the Investigator crawl (the API's largest crawl is 50). */
  crawlPages: number;
  /** Screen requests per second, spread evenly over the four screens. */
  screenRate: number;
  /** Measured seconds of screen traffic (whole 10-second segments) while the work runs. */
  seconds: number;
}

export const teamDayDefaults: TeamDayOptions = { urls: 1000, crawlPages: 50, screenRate: 20, seconds: 120 };

/** The figure: screens keep p99 under 100 ms with no errors while the team's background work runs. */
const p99TargetMs = 100;

/** Resident memory of a process, from /proc (MB); NaN where there is none. */
function rssMbOf(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The team's owner on the business plan (which allows the Investigator and an uncapped batch). */
async function seedTeam(dataDir: string, appSecret: string) {
  const database = openDatabase({ dataDir });
  try {
    await database.migrate();
    const ctx: FactoryContext = { database, config: { appSecret }, clock: { now: new Date() } };
    const owner = await createUser(ctx, { email: 'owner@team.example' });
    await planKit(ctx).subscribe(owner.id, 'business');
    const admin = await createUser(ctx, { email: 'admin@team.example', role: 'admin' });
    return {
      ownerId: owner.id,
      ownerToken: await loginAs(ctx, owner.id),
      adminToken: await loginAs(ctx, admin.id),
    };
  } finally {
    await database.close();
  }
}

/** The screens a team has open: sign-in check, product list, orders and notifications, at equal shares. */
function screenGroups(token: string, workspaceId: string, rate: number): LoadGroup[] {
  const headers = { authorization: `Bearer ${token}` };
  const get = (path: string) => ({ method: 'GET' as const, path, headers });
  const each = Math.max(1, Math.round(rate / 4));
  return [
    { name: 'sign-in check', rate: each, requests: [get('/api/user/me')] },
    {
      name: 'product list',
      rate: each,
      requests: [1, 2, 3].map((page) => get(`/api/uploaded-products?page=${page}&limit=20`)),
    },
    { name: 'orders', rate: each, requests: [get(`/api/orders?workspace_id=${workspaceId}`)] },
    { name: 'notifications', rate: each, requests: [get('/api/notifications')] },
  ];
}

/** The demo shop's sections as the Investigator lists them in sandbox mode; each listing page holds a few products. */
const sandboxDomains = [
  'domeggook.com',
  'cafe24.shop.example',
  'godo.shop.example',
  'makeshop.shop.example',
  'opengraph.shop.example',
];

/**
 * Investigator crawls one after another over the demo shop's sites (each listing page holds about ten products)
 * until `pages` product pages were crawled or `stop` is called; at the default politeness of one request a second.
 */
function crawlInTurn(api: Api, pages: number) {
  let stopped = false;
  let crawledPages = 0;
  let sessions = 0;
  const run = (async () => {
    for (let turn = 0; !stopped && crawledPages < pages; turn += 1) {
      const domain = sandboxDomains[turn % sandboxDomains.length];
      const started = await api('POST', '/api/product-investigator/crawler/start', {
        domain,
        max_crawls: Math.min(50, pages - crawledPages),
      });
      if (started.status >= 300) throw new Error(`crawl refused: ${JSON.stringify(started.json)}`);
      sessions += 1;
      const sessionId = String(dataOf(started).session_id);
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const session = await api('GET', `/api/product-investigator/crawler/sessions/${sessionId}`);
        if (session.json.status !== 'running' || stopped) {
          crawledPages += Number(dataOf(session).total_crawled);
          break;
        }
      }
    }
  })();
  return {
    async stop() {
      stopped = true;
      await run;
      return { pages: crawledPages, sessions };
    },
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const failures = (figures: GroupFigures) =>
  figures.errors + Object.values(figures.non2xx).reduce((sum, count) => sum + count, 0);

/**
 * A seller team's day on the embedded default, on the built server in its own process (PGlite on disk, sandbox
 * mode): a bulk batch of `urls` demo-shop pages to the Coupang sandbox, an Investigator crawl of `crawlPages` pages at
 * the default politeness, and supplier checks of the store every 30 s, while screen traffic runs at `screenRate`.
 */
export async function measureTeamDay(
  overrides: Partial<TeamDayOptions> = {},
): Promise<{ results: BenchResult[]; summary: string }> {
  const options = { ...teamDayDefaults, ...overrides };
  const dataDir = mkdtempSync(join(tmpdir(), 'ollida-team-day-'));
  const appSecret = randomBytes(36).toString('base64url');
  try {
    const team = await seedTeam(dataDir, appSecret);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startBuiltServer(
      dataDir,
      { PUBLIC_URL: base, HOST: '127.0.0.1', APP_SECRET: appSecret, SANDBOX: '1', NODE_ENV: 'development' },
      port,
    );
    try {
      const owner = apiOf(base, team.ownerToken);
      const workspaceId = await connectStore(owner);
      const idle = await driveLoad(base, screenGroups(team.ownerToken, workspaceId, options.screenRate), {
        seconds: 10,
        warmUpSeconds: 10,
        segmentSeconds: 10,
      });
      const urls = Array.from(
        { length: options.urls },
        (_, index) => `${base}/sandbox/shop/bench/items/${index + 1}`,
      );
      const bulk = await owner('POST', '/api/product-registration/bulk', { urls, workspace_id: workspaceId });
      if (bulk.status !== 201) throw new Error(`bulk refused: ${JSON.stringify(bulk.json)}`);
      const batchId = String(bulk.json.batch_id);
      const crawling = crawlInTurn(owner, options.crawlPages);
      let syncRuns = 0;
      const checkSuppliers = async () => {
        const run = await owner('POST', '/api/sync/check', { workspace_id: workspaceId });
        if (run.status === 202) syncRuns += 1;
      };
      await checkSuppliers();
      const syncTimer = setInterval(() => void checkSuppliers(), 30_000);
      let busy: Awaited<ReturnType<typeof driveLoad>>;
      try {
        busy = await driveLoad(base, screenGroups(team.ownerToken, workspaceId, options.screenRate), {
          seconds: options.seconds,
          warmUpSeconds: 0,
          segmentSeconds: 10,
        });
      } finally {
        clearInterval(syncTimer);
      }
      const batchAt = (await owner('GET', `/api/product-registration/bulk/${batchId}`)).json;
      const crawled = await crawling.stop();
      const rssMb = rssMbOf(server.child.pid);
      const work = `while it ran: bulk ${String(batchAt.success)} 성공 / ${String(batchAt.fail)} 실패 of ${options.urls} (${String(batchAt.status)}), Investigator ${crawled.pages} of ${options.crawlPages} pages crawled in ${crawled.sessions} session(s), ${syncRuns} supplier check(s) started`;
      const where = `${options.screenRate} screen req/s (sign-in check, product list, orders, notifications) for ${options.seconds} s from the batch's start; built server in its own process, PGlite on disk (its own thread), sandbox mode; server RSS ${rssMb.toFixed(0)} MB at the end`;
      const byGroup = busy.groups.map((group) => `${group.name} p99 ${ms(group.p99)}`).join(', ');
      return {
        summary: `team day: screens p99 ${ms(busy.overall.p99)} busy vs ${ms(idle.overall.p99)} idle, ${failures(busy.overall)} errors; ${work}`,
        results: [
          {
            figure: `Team day on the embedded default: screen p99 during a ${options.urls}-URL batch, a ${options.crawlPages}-page crawl and supplier sync`,
            target: p99TargetMs,
            measured: busy.overall.p99,
            unit: 'ms',
            detail: `p50 ${ms(busy.overall.p50)}, p95 ${ms(busy.overall.p95)}, max ${ms(busy.overall.max)}; ${byGroup}; idle before the work: p99 ${ms(idle.overall.p99)}; ${work}; ${where}`,
          },
          {
            figure: 'Team day on the embedded default: screen errors (non-2xx + timeouts)',
            target: 1,
            measured: failures(busy.overall),
            unit: 'errors',
            detail: `${busy.overall.ok} answered 2xx of ${options.screenRate * options.seconds} sent; ${where}`,
          },
        ],
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node --import tsx bench/team-day.ts [--urls N] [--seconds N]`: this benchmark alone.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argument = (name: string) => {
    const index = process.argv.indexOf(name);
    return index < 0 ? undefined : Number(process.argv[index + 1]);
  };
  const measured = await measureTeamDay({
    urls: argument('--urls') ?? teamDayDefaults.urls,
    seconds: argument('--seconds') ?? teamDayDefaults.seconds,
  });
  console.log(measured.summary);
  console.log(renderTable(measured.results, 'team day'));
}
