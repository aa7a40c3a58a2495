import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, expectCall } from '../../../scripts/harness/http-calls.ts';
import { openDatabase } from '../src/db/client.ts';
import {
  type FaultStack,
  isFinished,
  readBatch,
  sellerOf,
  shopUrls,
  startBatch,
  startFaultStack,
  waitForBatch,
} from './support/fault-stack.ts';

let stack: FaultStack;
beforeAll(async () => {
  stack = await startFaultStack();
});
afterAll(async () => {
  await stack?.close();
});

const productCreate = /\/seller-products$/;

it('on SIGTERM finishes in-flight requests and jobs, takes no new job, flushes the access log and exits 0', async () => {
  const seller = await sellerOf(stack);
  const parsed = await expectCall(200, stack.url, 'POST', '/api/url-parser', {
    token: seller.token,
    body: { url: `${stack.url}/sandbox/shop/cafe24/product/detail.html?product_no=1287` },
  });

  // Every marketplace call now takes 3 s: six bulk items and one upload are inside Coupang calls at the signal.
  stack.proxy.setMode({ kind: 'delay', delayMs: 3_000 });
  const batchId = await startBatch(stack, seller, shopUrls(stack, 8));
  const upload = call(stack.url, 'POST', '/api/upload-to-coupang', {
    token: seller.token,
    body: { workspace_id: seller.workspaceId, product_details: parsed.data },
  });
  await waitUntil(() => stack.proxy.calls.filter((seen) => productCreate.test(seen.path)).length >= 7);
  const inFlight = await readBatch(stack, seller.token, batchId);
  expect(inFlight.items.filter((item) => item.status === 'uploading')).toHaveLength(6);

  const marker = `/api/fault-marker-${randomUUID()}`;
  expect((await call(stack.url, 'GET', marker)).status).toBe(404);
  const server = stack.server();
  const signalledAt = Date.now();
  server.child.kill('SIGTERM');

  // The upload that was in flight is answered in full, not cut off.
  const answered = await upload;
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  expect(await server.exited).toBe(0);
  expect(Date.now() - signalledAt).toBeLessThan(25_000);
  await expect(fetch(`${stack.url}/api/health`)).rejects.toThrow();

  // Read the embedded database the server left behind: the marker request was logged, the six running items were
  // finished, the two not yet taken are still waiting for the next start (not failed).
  const database = openDatabase({ dataDir: stack.dataDir });
  try {
    const logged = await database.executeSql('select count(*)::int as n from access_logs where path = $1', [
      marker,
    ]);
    expect(logged.rows).toEqual([{ n: 1 }]);
    const items = await database.executeSql(
      'select status, count(*)::int as n from bulk_items where batch_id = $1 group by status order by status',
      [batchId],
    );
    expect(items.rows).toEqual([
      { status: 'success', n: 6 },
      { status: 'waiting', n: 2 },
    ]);
  } finally {
    await database.close();
  }

  // The next start takes the waiting items; every product is listed once.
  stack.proxy.setMode({ kind: 'pass' });
  await stack.restart();
  const done = await waitForBatch(stack, seller.token, batchId, isFinished, 60_000);
  expect(done).toMatchObject({ status: 'completed', success: 8, fail: 0 });
  const vendor = stack.coupang.vendors[0];
  const listed = stack.coupang.products.createdBy(vendor?.vendorId ?? '');
  expect(listed).toHaveLength(9);
});

async function waitUntil(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
