import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultPriceRule, priceDraft } from '@ollida/contracts/price-rule';
import { productDetailsSchema } from '@ollida/contracts/product-details';
import { syncRunResponseSchema } from '@ollida/contracts/supplier-sync';
import { OWNERCLAN_DEMO_PASSWORD, OWNERCLAN_DEMO_USERNAME } from '@ollida/sandbox/ownerclan/demo-accounts';
import { ownerclanSeeds } from '@ollida/sandbox/ownerclan/seeds';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createUnlimitedPlanLimits } from '../apps/server/src/modules/plans/plan-limits.ts';
import { systemResolver } from '../apps/server/src/sources/vetted-lookup.ts';
import { createUser, loginAs } from '../apps/server/test/factories.ts';
import { freePort } from '../scripts/built-server.ts';
import type { BenchResult } from './benchmark.ts';
import { percentile } from './listing-throughput.ts';
import type { SandboxMessage } from './supplier-sync-sandboxes.ts';
import { openBenchDatabase, seedListings, seedWorkspace } from './supplier-sync-seed.ts';

export interface SupplierSyncBenchOptions {
  /** 오너클랜 listings of the API run (one run checks at most 1,000). */
  apiListings: number;
  /** Host names the page run reads from, all served by one demo shop on 127.0.0.1. */
  pageHosts: number;
  pagesPerHost: number;
  /** Requests per second of the UI probe (GET /api/uploaded-products) during both runs. */
  uiRate: number;
}

const defaults: SupplierSyncBenchOptions = { apiListings: 1_000, pageHosts: 20, pagesPerHost: 5, uiRate: 20 };
/** Issue 24: 10,000 listings re-checked through a batch-answering supplier API in at most 15 minutes. */
const apiTargetSeconds = 15 * 60;
const apiTargetListings = 10_000;
/** Issue 24: at most one page request per second per supplier host. */
const perHostRateTarget = 1;
const uiP99TargetMs = 100;
/** A run still going after this is reported as stuck (the bench always finishes). */
const runTimeoutMs = 10 * 60_000;
const benchDomain = 'bench.test';

const hostName = (index: number) => `shop-${String(index + 1).padStart(2, '0')}.${benchDomain}`;

/** The demo shop and 오너클랜 API in a process of their own; `onPage` hears each page request's host and time. */
async function startSandboxProcess(onPage: (hostname: string, at: number) => void) {
  const child = fork(new URL('./supplier-sync-sandboxes.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Extract<SandboxMessage, { kind: 'ready' }>>((resolve, reject) => {
    child.on('message', (message: SandboxMessage) => {
      if (message.kind === 'ready') resolve(message);
      else onPage(message.hostname, message.at);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the sandbox process ended (${code})`)));
  });
  return {
    ...ready,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
    },
  };
}

/**
 * Supplier sync at scale (issue 24) on the real app over real HTTP: one run over `apiListings` 오너클랜 listings read
 * through the sandbox API in batches, projected to 10,000; one run over pages of `pageHosts` host names (all
 * resolved to the demo shop on 127.0.0.1) with the fastest request rate one host saw; the p99 of an
 * authenticated list request at a steady rate while the runs go. Listings are seeded straight into the database,
 * each made from the supplier's current data, so every read is a full no-change check.
 */
export async function measureSupplierSync(
  overrides: Partial<SupplierSyncBenchOptions> = {},
): Promise<{ results: BenchResult[]; summary: string }> {
  const options = { ...defaults, ...overrides };
  const pageRequests = new Map<string, number[]>();
  const sandboxes = await startSandboxProcess((hostname, at) => {
    pageRequests.set(hostname, [...(pageRequests.get(hostname) ?? []), at]);
  });
  const shopPort = new URL(sandboxes.shopBaseUrl).port;
  const hosts = Array.from({ length: options.pageHosts }, (_, index) => hostName(index));
  const dataDir = mkdtempSync(join(tmpdir(), 'ollida-bench-sync-'));
  const opened = await openBenchDatabase(dataDir);
  const { database } = opened;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    OWNERCLAN_AUTH_BASE: sandboxes.ownerclanBaseUrl,
    OWNERCLAN_API_BASE: sandboxes.ownerclanBaseUrl,
    OWNERCLAN_USERNAME: OWNERCLAN_DEMO_USERNAME,
    OWNERCLAN_PASSWORD: OWNERCLAN_DEMO_PASSWORD,
  });
  try {
    const app = await buildApp({
      config,
      database,
      planLimits: createUnlimitedPlanLimits(),
      sourceFetch: {
        allowedPrefixes: hosts.map((host) => `http://${host}:${shopPort}/sandbox/shop/`),
        resolve: (hostname) =>
          hostname.endsWith(`.${benchDomain}`)
            ? Promise.resolve([{ address: '127.0.0.1', family: 4 }])
            : systemResolver(hostname),
      },
    });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      const ctx = { database, config, clock: { now: new Date() } };
      const owner = await createUser(ctx);
      const headers = { authorization: `Bearer ${await loginAs(ctx, owner.id)}` };
      const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
        return JSON.parse(text) as { data: unknown };
      };
      const draftOf = async (url: string) =>
        priceDraft(
          productDetailsSchema.parse((await call('POST', '/api/url-parser', { url })).data),
          defaultPriceRule,
        );

      /** Seeds a workspace with listings of `urls`, runs one check over it with the UI probe going. */
      const run = async (name: string, urls: string[], draftUrl: string) => {
        const workspaceId = await seedWorkspace(database, owner.id, name);
        await seedListings(database, workspaceId, urls, await draftOf(draftUrl));
        // Only the run's own page requests count for the per-host rate (not the parse that made the draft).
        pageRequests.clear();
        const latencies: number[] = [];
        const probe = setInterval(() => {
          const sent = performance.now();
          // A failed or refused request counts as infinitely slow, so it shows in the p99.
          void fetch(`${base}/api/uploaded-products?page=1&limit=20`, { headers })
            .then(async (response) => {
              await response.arrayBuffer();
              latencies.push(response.status === 200 ? performance.now() - sent : Number.POSITIVE_INFINITY);
            })
            .catch(() => latencies.push(Number.POSITIVE_INFINITY));
        }, 1_000 / options.uiRate);
        const started = performance.now();
        try {
          const begun = (await call('POST', '/api/sync/check', { workspace_id: workspaceId })).data as {
            run_id: string;
          };
          for (;;) {
            const state = syncRunResponseSchema.parse(
              await call('GET', `/api/sync/runs/${begun.run_id}`),
            ).data;
            if (state.status !== 'running') {
              const seconds = (performance.now() - started) / 1000;
              return { state, seconds, latencies };
            }
            if (performance.now() - started > runTimeoutMs) throw new Error(`${name}: the sync run is stuck`);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        } finally {
          clearInterval(probe);
        }
      };

      const ownerclanUrl = (key: string, n: number) =>
        `https://ownerclan.com/V2/product/view.php?selfcode=${key}&bench=${n}`;
      const key = ownerclanSeeds[0]?.key ?? 'W68562D';
      const api = await run(
        '오너클랜 API 동기화',
        Array.from({ length: options.apiListings }, (_, n) => ownerclanUrl(key, n)),
        ownerclanUrl(key, 0),
      );
      const pageUrl = (host: string) => `http://${host}:${shopPort}/sandbox/shop/bench/items/1`;
      const pages = await run(
        '페이지 동기화',
        hosts.flatMap((host) => Array.from({ length: options.pagesPerHost }, () => pageUrl(host))),
        pageUrl(hosts[0] ?? hostName(0)),
      );

      const apiRate = api.state.checked_count / api.seconds;
      const projectedApiSeconds = apiTargetListings / apiRate;
      // The fastest rate one host saw: one over the shortest gap between two of its page requests.
      const gaps = [...pageRequests.values()].flatMap((times) =>
        times.slice(1).map((time, index) => time - (times[index] ?? time)),
      );
      const shortestGap = Math.min(...gaps);
      const maxHostRate = 1000 / shortestGap;
      const pageCount = options.pageHosts * options.pagesPerHost;
      const pagesPerSecond = pages.state.checked_count / pages.seconds;
      const ui = [...api.latencies, ...pages.latencies].sort((a, b) => a - b);
      const uiP99 = percentile(ui, 0.99);
      const setup = `real HTTP on loopback, ${opened.kind}, sandboxes for the supplier and API`;
      return {
        summary: `supplier sync: ${api.state.checked_count} 오너클랜 listings in ${api.seconds.toFixed(1)} s (${apiRate.toFixed(0)}/s, 10,000 in ${(projectedApiSeconds / 60).toFixed(1)} min projected); ${pages.state.checked_count} pages of ${options.pageHosts} hosts in ${pages.seconds.toFixed(1)} s, fastest host rate ${maxHostRate.toFixed(2)} req/s; UI p99 ${uiP99.toFixed(1)} ms over ${ui.length} requests`,
        results: [
          {
            figure: `Supplier sync through the 오너클랜 API, 10,000 listings (projected), ${opened.kind}`,
            target: apiTargetSeconds,
            measured: projectedApiSeconds,
            unit: 's',
            detail: `scaled down: one run of ${api.state.checked_count} listings (${api.state.failed_count} failed, ${api.state.change_count} changes) took ${api.seconds.toFixed(1)} s = ${apiRate.toFixed(0)} listings/s, projected linearly to ${apiTargetListings.toLocaleString('en')} (10 runs of 1,000; the schedule starts one run per workspace a minute, so one workspace's 10,000 take at least 10 sweeps); items(keys:) batches of 100; ${setup}`,
          },
          {
            figure: `Supplier sync page reads, fastest request rate to one host (${options.pageHosts} hosts), ${opened.kind}`,
            target: perHostRateTarget,
            measured: maxHostRate,
            unit: 'req/s',
            detail: `one over the shortest gap between two page requests to one host as the shop saw them (${shortestGap.toFixed(0)} ms); ${pages.state.checked_count}/${pageCount} pages checked in ${pages.seconds.toFixed(1)} s (${pagesPerSecond.toFixed(1)} pages/s, so 2,000 pages of 20 hosts in ${(2_000 / pagesPerSecond).toFixed(0)} s projected); scaled down to ${options.pagesPerHost} pages per host; distinct host names resolved to 127.0.0.1; ${setup}`,
          },
          {
            figure: `Web UI p99 during supplier sync runs (GET /api/uploaded-products), ${opened.kind}`,
            target: uiP99TargetMs,
            measured: uiP99,
            unit: 'ms',
            detail: `${ui.length} authenticated requests at ${options.uiRate}/s while both runs went, p50 ${percentile(ui, 0.5).toFixed(1)} ms; the probe runs in the app's process; ${setup}`,
          },
        ],
      };
    } finally {
      await app.close();
    }
  } finally {
    await opened.close();
    await sandboxes.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
