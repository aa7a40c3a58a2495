import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createUser, loginAs } from '../apps/server/test/factories.ts';
import { planKit } from '../apps/server/test/kits/plans.ts';
import { freePort } from '../scripts/built-server.ts';
import { apiOf, connectStore } from './bench-api.ts';
import type { BenchResult } from './benchmark.ts';

/** Coupang's documented per-vendor limit: throttling starts above 10 calls per second. */
export const coupangCallsPerSecond = 10;

/**
 * A bulk registration of `count` sandbox-shop URLs to the Coupang sandbox on the embedded default: wall time against
 * the floor Coupang's rate limit allows for the calls it needed, and the process memory at the end.
 */
export async function measureBulkRegistration(
  count = 300,
): Promise<{ results: BenchResult[]; summary: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ollida-bench-bulk-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({ PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = openDatabase({ dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, sandboxStateDir: join(dataDir, 'sandbox') });
  let coupangCalls = 0;
  let throttled = 0;
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/sandbox/coupang/')) coupangCalls += 1;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/sandbox/coupang/') && reply.statusCode === 429) throttled += 1;
  });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const ctx = { database, config, clock: { now: new Date() } };
    const user = await createUser(ctx, { email: 'bench@ollida.kr' });
    // A plan without a registration cap: the free tier's 10 would stop the batch after 10 items.
    await planKit(ctx).subscribe(user.id, 'business');
    const api = apiOf(base, await loginAs(ctx, user.id));
    const workspaceId = await connectStore(api);
    const urls = Array.from({ length: count }, (_, index) => `${base}/sandbox/shop/bench/items/${index + 1}`);
    const callsBefore = coupangCalls;
    const started = performance.now();
    const created = await api('POST', '/api/product-registration/bulk', { urls, workspace_id: workspaceId });
    if (created.status !== 201) throw new Error(`bulk refused: ${JSON.stringify(created.json)}`);
    const batchId = String(created.json.batch_id);
    let batch = created.json;
    while (batch.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      batch = (await api('GET', `/api/product-registration/bulk/${batchId}`)).json;
    }
    const wallSeconds = (performance.now() - started) / 1000;
    const calls = coupangCalls - callsBefore;
    const floorSeconds = calls / coupangCallsPerSecond;
    const memory = process.memoryUsage();
    const rssMb = memory.rss / 2 ** 20;
    const outcome = `${String(batch.success)}/${count} 성공, ${String(batch.fail)} 실패`;
    // The time of a batch that did not upload everything measures nothing: the run stops instead.
    if (batch.success !== count) throw new Error(`bulk batch incomplete: ${outcome}`);
    const sustained = calls / wallSeconds;
    return {
      summary: `bulk: ${count} URLs in ${wallSeconds.toFixed(1)} s, ${calls} Coupang calls (${sustained.toFixed(2)}/s, ${throttled} answered 429), ${outcome}`,
      results: [
        {
          figure: `Bulk registration of ${count} URLs: Coupang calls per second ÷ the documented 10/s`,
          target: 0.9,
          measured: sustained / coupangCallsPerSecond,
          unit: '',
          higherIsBetter: true,
          detail: `${calls} calls in ${wallSeconds.toFixed(1)} s (floor at 10/s: ${floorSeconds.toFixed(1)} s, wall ÷ floor ${(wallSeconds / floorSeconds).toFixed(2)}); ${outcome}`,
        },
        {
          figure: `Bulk registration of ${count} URLs: Coupang 429 answers`,
          target: 1,
          measured: throttled,
          unit: '',
          detail: `of ${calls} calls; one vendor's budget shared through the database (rate_budgets), 9.5/s and at most 10 calls in any 1,050 ms as they leave`,
        },
        {
          figure: `Process memory (RSS) after the ${count}-URL batch`,
          target: 512,
          measured: rssMb,
          unit: 'MB',
          detail: `server, embedded PGlite, sandboxes and benchmark in one process; JS heap ${(memory.heapUsed / 2 ** 20).toFixed(0)} MB, outside the heap (PGlite's WebAssembly memory, buffers) ${((memory.rss - memory.heapUsed) / 2 ** 20).toFixed(0)} MB`,
        },
      ],
    };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
