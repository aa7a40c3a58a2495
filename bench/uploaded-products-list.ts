import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { productPageResponseSchema } from '@ollida/contracts/uploaded-products';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import type { PageCacheOptions } from '../apps/server/src/platform/page-cache.ts';
import { loginAs } from '../apps/server/test/factories.ts';
import { freePort } from '../scripts/built-server.ts';
import type { BenchResult } from './benchmark.ts';
import { percentile } from './listing-throughput.ts';
import { seedProductList } from './uploaded-products-list-seed.ts';

/** The target: p95 of the all-workspaces list under 40 concurrent requests. */
const targetP95Ms = 50;

export interface ProductListBenchOptions {
  products: number;
  workspaces: number;
  concurrency: number;
  /** Timed requests per page and cache mode (after a short warm-up). */
  requests: number;
}

const defaults: ProductListBenchOptions = {
  products: 100_000,
  workspaces: 20,
  concurrency: 40,
  requests: 600,
};
/** What one load run measured; `wallMs` is the worker's own clock from the first request to the last answer. */
export interface Latencies {
  p50: number;
  p95: number;
  p99: number;
  throughput: number;
  wallMs: number;
}

/** One request of a load mix: a GET, signed in when `token` is given. */
export interface LoadTarget {
  url: string;
  token?: string;
}

/**
 * The load generator, run in a worker thread so its own HTTP work does not share the server's event loop (the server,
 * PGlite included, is one thread): `concurrency` keep-alive connections each sending GETs until `requests` were sent
 * (request n goes to target n modulo the mix), each timed until its whole body arrived.
 */
const loadWorkerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { targets, concurrency, requests } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const get = (target) => new Promise((resolve, reject) => {
  const begin = performance.now();
  const headers = target.token ? { authorization: 'Bearer ' + target.token } : {};
  http.get(target.url, { agent, headers }, (response) => {
    response.on('data', () => undefined);
    response.on('end', () => response.statusCode === 200
      ? resolve(performance.now() - begin)
      : reject(new Error(target.url + ' answered ' + response.statusCode)));
  }).on('error', reject);
});
let next = 0;
const samples = [];
const started = performance.now();
const worker = async () => {
  while (next < requests) {
    const target = targets[next % targets.length];
    next += 1;
    samples.push(await get(target));
  }
};
Promise.all(Array.from({ length: concurrency }, worker)).then(
  () => { agent.destroy(); parentPort.postMessage({ samples, wallMs: performance.now() - started }); },
  (error) => { agent.destroy(); parentPort.postMessage({ error: String(error) }); },
);
`;

type LoadReply = { samples: number[]; wallMs: number } | { error: string };

/** Sends `requests` GETs over `concurrency` keep-alive connections from a worker thread; rejects on any non-200. */
export async function load(
  targets: readonly LoadTarget[],
  options: Pick<ProductListBenchOptions, 'concurrency' | 'requests'>,
): Promise<Latencies> {
  const worker = new Worker(loadWorkerSource, {
    eval: true,
    workerData: { targets, concurrency: options.concurrency, requests: options.requests },
  });
  const reply = await new Promise<LoadReply>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  if ('error' in reply) throw new Error(reply.error);
  const sorted = reply.samples.sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    throughput: sorted.length / (reply.wallMs / 1000),
    wallMs: reply.wallMs,
  };
}

interface PageFigures {
  loaded: Latencies;
  /** The same request alone (one at a time): the service time the concurrent figures queue behind. */
  aloneP50: number;
}

/** One app on the seeded database with the given page cache, measured on page 1 and page 500. */
async function measureMode(
  dataDir: string,
  database: DatabaseHandle,
  ownerId: string,
  cache: PageCacheOptions | undefined,
  options: ProductListBenchOptions,
): Promise<{
  page1: PageFigures;
  page500: PageFigures;
  /** `GET /api/user/me` under the same load: what the sign-in check alone costs every request. */
  floor: Latencies;
  serializeMs: { zod: number; plain: number };
}> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({ PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, productListCache: cache });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const token = await loginAs({ database, config, clock: { now: new Date() } }, ownerId);
    const urlOf = (page: number) => `${base}/api/uploaded-products?page=${page}&limit=20`;
    const check = await fetch(urlOf(500), { headers: { authorization: `Bearer ${token}` } });
    const body = productPageResponseSchema.parse(await check.json());
    if (body.data.pagination.total !== options.products || body.data.products.length !== 20) {
      throw new Error(`unexpected page: ${JSON.stringify(body.data.pagination)}`);
    }
    const serializeMs = {
      zod: timeEach(() => JSON.stringify(productPageResponseSchema.encode(body))),
      plain: timeEach(() => JSON.stringify(body)),
    };
    const measurePage = async (page: number): Promise<PageFigures> => {
      const target = [{ url: urlOf(page), token }];
      await load(target, { concurrency: options.concurrency, requests: options.concurrency * 2 });
      const loaded = await load(target, options);
      const alone = await load(target, { concurrency: 1, requests: 100 });
      return { loaded, aloneP50: alone.p50 };
    };
    const page1 = await measurePage(1);
    const page500 = await measurePage(500);
    const floor = await load([{ url: `${base}/api/user/me`, token }], options);
    return { page1, page500, floor, serializeMs };
  } finally {
    await app.close();
  }
}

/** Mean milliseconds of `work` over 50 runs. */
function timeEach(work: () => unknown): number {
  const started = performance.now();
  for (let round = 0; round < 50; round += 1) work();
  return (performance.now() - started) / 50;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * The all-workspaces uploaded-product list on the embedded default (PGlite on disk) with 100,000 rows over 20 stores:
 * p95 under 40 concurrent real HTTP requests (loopback; the client runs in a worker thread), for page 1 and page 500,
 * with the page cache hot (the steady state) and turned off (every request runs the page queries).
 */
export async function measureUploadedProductsList(
  overrides: Partial<ProductListBenchOptions> = {},
): Promise<{ results: BenchResult[]; summary: string }> {
  const options = { ...defaults, ...overrides };
  const dataDir = mkdtempSync(join(tmpdir(), 'ollida-bench-list-'));
  const database = openDatabase({ dataDir });
  try {
    await database.migrate();
    const seedStarted = performance.now();
    const ownerId = await seedProductList(database, options);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const hot = await measureMode(dataDir, database, ownerId, undefined, options);
    const cold = await measureMode(dataDir, database, ownerId, { maxEntries: 0, maxRows: 0 }, options);
    const scale = `${options.products.toLocaleString('en')} rows, ${options.workspaces} stores, ${options.concurrency} concurrent, ${options.requests} requests`;
    const row = (label: string, figures: PageFigures): BenchResult => ({
      figure: `Uploaded-product list p95, all workspaces, ${label}`,
      target: targetP95Ms,
      measured: figures.loaded.p95,
      unit: 'ms',
      detail: `p50 ${ms(figures.loaded.p50)}, p99 ${ms(figures.loaded.p99)}, ${figures.loaded.throughput.toFixed(0)} req/s; one request alone p50 ${ms(figures.aloneP50)}; ${scale}; real HTTP on loopback, PGlite on disk`,
    });
    return {
      summary: `product list: seeded ${options.products} rows in ${seedSeconds.toFixed(1)} s; a 20-row page serialises in ${hot.serializeMs.plain.toFixed(2)} ms with JSON.stringify, ${hot.serializeMs.zod.toFixed(2)} ms through the zod response schema (skipped per request); floor under the same load, GET /api/user/me (sign-in check only): p50 ${ms(hot.floor.p50)}, p95 ${ms(hot.floor.p95)}, ${hot.floor.throughput.toFixed(0)} req/s`,
      results: [
        row('page 1, page cache hot', hot.page1),
        row('page 500, page cache hot', hot.page500),
        row('page 1, page cache off', cold.page1),
        row('page 500, page cache off', cold.page500),
      ],
    };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
