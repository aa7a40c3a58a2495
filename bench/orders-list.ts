import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderListResponseSchema } from '@ollida/contracts/orders';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { loginAs } from '../apps/server/test/factories.ts';
import { freePort } from '../scripts/built-server.ts';
import type { BenchResult } from './benchmark.ts';
import { seedOrders } from './orders-list-seed.ts';
import { type Latencies, load } from './uploaded-products-list.ts';

/** The target: p95 of the order list with 50,000 stored orders. */
const targetP95Ms = 50;

export interface OrderListBenchOptions {
  orders: number;
  concurrency: number;
  requests: number;
}

const defaults: OrderListBenchOptions = {
  orders: 50_000,
  concurrency: Number(process.env.C ?? 10),
  requests: 300,
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * The order list (`GET /api/orders`, page and summary) on the embedded default (PGlite on disk) with 50,000 kept orders
 * in one store: p95 under concurrent real HTTP requests for the screen's default view, one tab, a search and page 50.
 * The sweep is off (no market reads during the run); the store is marked synced so the first look starts none.
 */
export async function measureOrdersList(
  overrides: Partial<OrderListBenchOptions> = {},
): Promise<{ results: BenchResult[]; summary: string }> {
  const options = { ...defaults, ...overrides };
  const dataDir = mkdtempSync(join(tmpdir(), 'ollida-bench-orders-'));
  const database = openDatabase({ dataDir });
  try {
    await database.migrate();
    const seedStarted = performance.now();
    const { ownerId, workspaceId } = await seedOrders(database, options);
    await database.executeSql(
      `insert into order_sync_states (workspace_id, last_synced_at) values ($1, now()) on conflict do nothing`,
      [workspaceId],
    );
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, database, orderSweepIntervalSeconds: 0 });
    await app.listen({ port, host: '127.0.0.1' });
    try {
      const token = await loginAs({ database, config, clock: { now: new Date() } }, ownerId);
      const url = (query: string) => `${base}/api/orders?workspace_id=${workspaceId}&page_size=20${query}`;
      const check = await fetch(url(''), { headers: { authorization: `Bearer ${token}` } });
      const body = orderListResponseSchema.parse(await check.json());
      if (body.data.length !== 20 || body.total < options.orders / 4) {
        throw new Error(`unexpected order page: ${body.total} orders`);
      }
      const views: [string, string][] = [
        ['default view (30 days, every tab), page 1', ''],
        ['one tab (결제완료), page 1', '&status=ACCEPT'],
        ['search by buyer', `&q=${encodeURIComponent('구매자42')}`],
        ['page 50', '&page=50'],
      ];
      const measured: [string, Latencies][] = [];
      for (const [label, query] of views) {
        const target = [{ url: url(query), token }];
        await load(target, { concurrency: options.concurrency, requests: options.concurrency * 2 });
        measured.push([label, await load(target, options)]);
      }
      const scale = `${options.orders.toLocaleString('en')} orders in the store (${body.total.toLocaleString('en')} in 30 days), ${options.concurrency} concurrent, ${options.requests} requests`;
      return {
        summary: `orders list: seeded ${options.orders} orders in ${seedSeconds.toFixed(1)} s`,
        results: measured.map(([label, figures]) => ({
          figure: `Order list p95, ${label}`,
          target: targetP95Ms,
          measured: figures.p95,
          unit: 'ms',
          detail: `p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, ${figures.throughput.toFixed(0)} req/s; ${scale}; page and summary per request; real HTTP on loopback, PGlite on disk`,
        })),
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
