import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COUPANG_DEMO_VENDORS } from '@ollida/sandbox/coupang/demo-accounts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { planKit } from '../apps/server/src/modules/plans/plan-test-kit.ts';
import { createUser, loginAs } from '../apps/server/test/factories.ts';
import { freePort } from '../scripts/built-server.ts';
import type { BenchResult } from './benchmark.ts';

/** Coupang's documented per-vendor limit: throttling starts above 10 calls per second. */
const coupangCallsPerSecond = 10;

type Api = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; json: Record<string, unknown> }>;

function apiOf(base: string, token: string): Api {
  return async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
}

function dataOf(reply: { json: Record<string, unknown> }): Record<string, unknown> {
  const data = reply.json.data;
  if (typeof data !== 'object' || data === null)
    throw new Error(`unexpected answer: ${JSON.stringify(reply.json)}`);
  return data as Record<string, unknown>;
}

/** A Coupang workspace of the first sandbox vendor with its first usable return center and outbound place. */
async function connectStore(api: Api): Promise<string> {
  const vendor = COUPANG_DEMO_VENDORS[0];
  if (vendor === undefined) throw new Error('no sandbox vendor');
  const created = await api('POST', '/api/workspaces', {
    platform: 'coupang',
    workspace_name: '벤치 스토어',
    wing_account: vendor.wingAccount,
    vendor_code: vendor.vendorId,
    access_key: vendor.accessKey,
    secret_key: vendor.secretKey,
  });
  const workspaceId = String(dataOf(created).workspace_id);
  const usable = (list: unknown) =>
    (Array.isArray(list) ? list : []).find((entry: { usable?: boolean }) => entry.usable === true);
  const centers = await api('GET', `/api/coupang/return-centers/${vendor.wingAccount}`);
  const center = usable(dataOf(centers).content);
  await api('PATCH', `/api/coupang/stores/${vendor.wingAccount}/connect-return-center`, {
    returnCenterCode: center.returnCenterCode,
  });
  const places = await api('GET', `/api/coupang/shipping-places/${vendor.wingAccount}`);
  const place = usable(dataOf(places).content);
  await api('PATCH', `/api/coupang/stores/${vendor.wingAccount}/connect-shipping-place`, {
    outboundShippingPlaceCode: place.outboundShippingPlaceCode,
    shippingPlaceName: place.shippingPlaceName,
  });
  return workspaceId;
}

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
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/sandbox/coupang/')) coupangCalls += 1;
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
      summary: `bulk: ${count} URLs in ${wallSeconds.toFixed(1)} s, ${calls} Coupang calls (${sustained.toFixed(2)}/s), ${outcome}`,
      results: [
        {
          figure: `Bulk registration of ${count} URLs: wall time ÷ Coupang rate-limit floor`,
          target: 1.25,
          measured: wallSeconds / floorSeconds,
          unit: '×',
          detail: `${wallSeconds.toFixed(1)} s vs floor ${floorSeconds.toFixed(1)} s (${calls} calls at ${coupangCallsPerSecond}/s); sustained ${((sustained / coupangCallsPerSecond) * 100).toFixed(0)}% of the allowed rate; ${outcome}`,
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
