import { cpus } from 'node:os';
import { pathToFileURL } from 'node:url';
import { type BenchResult, renderTable } from './benchmark.ts';
import type { GroupFigures } from './load-test-drive.ts';
import {
  type LoadDatabase,
  type LoadGroupRun,
  type LoadRun,
  type LoadTestOptions,
  loadTestDefaults,
  runLoadTests,
} from './load-test-run.ts';

/** The issue's targets: no errors, and the list endpoints' p99 under 100 ms at 200 requests per second on 2 cores. */
const listP99TargetMs = 100;

const databaseNames: Record<LoadDatabase, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
const ms = (value: number) => `${value.toFixed(1)} ms`;
const rate = (value: number) => value.toFixed(1);
const percentiles = (figures: GroupFigures) =>
  `p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)}`;
const blankNaN = (value: number) => (Number.isNaN(value) ? '' : value.toFixed(1));
const failures = (figures: GroupFigures) =>
  figures.errors + Object.values(figures.non2xx).reduce((a, b) => a + b, 0);
const statuses = (figures: GroupFigures) =>
  Object.entries(figures.non2xx)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ') || 'none';

const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
/** The group without the rest of the mix: one request at a time, and at its own rate. */
const alone = (figures: LoadGroupRun) =>
  `alone: one at a time p50 ${ms(figures.aloneP50)}; at its own rate p99 ${ms(figures.p99AtRate)}, server CPU ${percent(figures.cpuAtRate)} of one core`;

function resultsOf(run: LoadRun, options: LoadTestOptions): BenchResult[] {
  const total = Object.values(options.rates).reduce((sum, value) => sum + value, 0);
  const prefix = `Load ${total} req/s, ${databaseNames[run.database]}`;
  const where = `${options.seconds} s measured after ${options.warmUpSeconds} s of warm-up; server in its own process (built bundle, sandbox mode), ${run.database === 'pglite' ? 'PGlite on disk' : 'PostgreSQL on 127.0.0.1'}; load average (1 min) ${run.loadBefore.toFixed(1)} before, ${run.loadAfter.toFixed(1)} after, ${cpus().length} cores`;
  const group = (key: string) => {
    const found = run.groups.find((figures) => figures.key === key);
    if (!found) throw new Error(`no ${key} group in the run`);
    return found;
  };
  const products = group('productList');
  const orders = group('orders');
  const others = run.groups
    .filter((figures) => figures.key !== 'productList' && figures.key !== 'orders')
    .map(
      (figures) =>
        `${figures.name}: ${rate(figures.achieved)} of ${figures.offered} req/s, ${percentiles(figures)} (${alone(figures)})`,
    )
    .join('; ');
  const demand = run.groups.reduce((sum, figures) => sum + figures.cpuAtRate, 0);
  return [
    {
      figure: `${prefix}: product list p99`,
      target: listP99TargetMs,
      measured: products.p99,
      unit: 'ms',
      detail: `${percentiles(products)}; ${rate(products.achieved)} of ${products.offered} req/s; ${alone(products)}; ${options.products.toLocaleString('en')} rows over ${options.workspaces} stores, 60% of requests for pages 1-5, 30% pages 6-100, 10% deeper; ${where}`,
    },
    {
      figure: `${prefix}: order list p99`,
      target: listP99TargetMs,
      measured: orders.p99,
      unit: 'ms',
      detail: `${percentiles(orders)}; ${rate(orders.achieved)} of ${orders.offered} req/s; ${alone(orders)}; first call (reads Wing: a cache miss) ${ms(orders.aloneFirst)}; one store, the screen's 30-day ACCEPT query (answers kept 30 s), ${options.orderUsers} members; ${where}`,
    },
    {
      figure: `${prefix}: errors (non-2xx + timeouts), whole mix`,
      target: 1,
      measured: failures(run.overall),
      unit: 'errors',
      detail: `${run.overall.ok.toLocaleString('en')} answered 2xx, ${rate(run.overall.achieved)} of ${total} req/s, ${percentiles(run.overall)}; p99 by 10 s segment ${run.segmentP99s.map((value) => value.toFixed(0)).join(', ')} ms; non-2xx ${statuses(run.overall)}; connection errors ${run.overall.errors} (timeouts ${run.overall.timeouts}); ${others}; server CPU ${percent(run.serverCpu)} of one core during the mix, its groups alone at their rates ${percent(demand)} added up; ${where}`,
    },
  ];
}

/** The per-group figures of every run as a Markdown table, for the saved report. */
function renderGroups(runs: readonly LoadRun[], options: LoadTestOptions): string {
  const rows = runs.flatMap((run) =>
    [
      ...run.groups,
      { ...run.overall, aloneP50: Number.NaN, p99AtRate: Number.NaN, cpuAtRate: Number.NaN },
    ].map(
      (figures) =>
        `| ${databaseNames[run.database]} | ${figures.name} | ${figures.offered} | ${rate(figures.achieved)} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ${figures.p99.toFixed(1)} | ${figures.max.toFixed(1)} | ${statuses(figures)} | ${figures.errors} | ${blankNaN(figures.aloneP50)} | ${blankNaN(figures.p99AtRate)} | ${blankNaN(figures.cpuAtRate * 100)} |`,
    ),
  );
  const total = Object.values(options.rates).reduce((sum, value) => sum + value, 0);
  return [
    `## Mixed load, ${total} requests per second for ${options.seconds} s (after ${options.warmUpSeconds} s of warm-up)`,
    '',
    'Each group has its own clients (undici), one connection at one request a second each, started on evenly spread moments of the second (and again every 10 s, so they do not drift into bunches): arrivals are evenly spread, not bursts at each second. Latencies are of 2xx answers until the whole body arrived. "Alone" is measured before the mix on the same server: requests one at a time (p50), then the group alone at its own rate for 10 s after 10 s of warm-up (p99, and the server process CPU as a share of one core: added up over the groups, the demand of the mix on the server).',
    '',
    '| database | group | offered req/s | achieved req/s | p50 ms | p95 ms | p99 ms | max ms | non-2xx | connection errors | alone p50 ms | alone at rate p99 ms | alone at rate server CPU % |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/**
 * The mixed-workload load test of the issue: sign-in checks, product list pages, the order list, admin statistics and
 * parses of sandbox-shop pages at a fixed 200 requests per second for two minutes, on the embedded default and on
 * PostgreSQL, each against the built server in its own process.
 */
export async function measureLoadTest(
  overrides: Partial<LoadTestOptions> = {},
): Promise<{ results: BenchResult[]; summary: string; report: string }> {
  const merged = { ...loadTestDefaults, ...overrides };
  // The load runs in whole 10-second segments (see driveLoad).
  const options = { ...merged, seconds: Math.max(10, Math.ceil(merged.seconds / 10) * 10) };
  const { runs, notes } = await runLoadTests(options);
  const summary = [
    ...notes,
    ...runs.map(
      (run) =>
        `load test, ${databaseNames[run.database]}: seeded in ${run.seedSeconds.toFixed(0)} s; ${rate(run.overall.achieved)} req/s, ${percentiles(run.overall)}, ${failures(run.overall)} errors; server CPU ${(run.serverCpu * 100).toFixed(0)}% of one core; load average ${run.loadBefore.toFixed(1)} → ${run.loadAfter.toFixed(1)}`,
    ),
  ].join('\n');
  return {
    results: runs.flatMap((run) => resultsOf(run, options)),
    summary,
    report: runs.length > 0 ? renderGroups(runs, options) : '',
  };
}

// `node --import tsx bench/load-test.ts [--seconds N] [--pglite | --postgres]`: this benchmark alone (shorter trials).
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argument = (name: string) => {
    const index = process.argv.indexOf(name);
    return index < 0 ? undefined : process.argv[index + 1];
  };
  const only = (['pglite', 'postgres'] as const).filter((kind) => process.argv.includes(`--${kind}`));
  const measured = await measureLoadTest({
    seconds: Number(argument('--seconds') ?? loadTestDefaults.seconds),
    ...(only.length > 0 ? { databases: only } : {}),
  });
  console.log(measured.summary);
  console.log(renderTable(measured.results, `${cpus().length} cores`));
  console.log(measured.report);
}
