import { type BulkBatch, bulkBatchSchema } from '@ollida/contracts/uploads';
import { type RunningShopSandbox, startShopSandbox } from '@ollida/sandbox/shop/standalone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { bulkCalls, sellerWithStore, startBulkApp, startGatedShop } from './bulk-test-kit.ts';
import { createFakeUploader } from './fake-uploader.ts';

let ctx: TestContext;
let shop: RunningShopSandbox;
let gate: Awaited<ReturnType<typeof startGatedShop>>;
let bulk: Awaited<ReturnType<typeof startBulkApp>>;
let baseUrl: string;
const api = bulkCalls(() => bulk.app);

beforeAll(async () => {
  shop = await startShopSandbox();
  gate = await startGatedShop(shop.origin);
  ctx = await buildTestApp();
  bulk = await startBulkApp(ctx, {
    uploader: createFakeUploader(ctx.database.db).uploader,
    allowedPrefixes: [`${gate.origin}/`],
    events: { pollMs: 50, heartbeatMs: 100 },
  });
  baseUrl = await bulk.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await bulk.app.close();
  await ctx.close();
  await bulk.fetcher.close();
  await Promise.all([gate.close(), shop.close()]);
});

const pages = (count: number) =>
  shop.catalogue
    .filter((product) => product.style === 'godo')
    .slice(0, count)
    .map((product) => gate.via(shop.productUrl(product)));

/** Reads a text/event-stream response the way the web app does (fetch, not EventSource). */
function eventReader(response: Response) {
  const reader = response.body?.getReader();
  if (reader === undefined) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  const events: { name: string; batch: BulkBatch }[] = [];
  let comments = 0;
  let ended = false;

  function take() {
    let end = text.indexOf('\n\n');
    while (end >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      if (block.startsWith(':')) comments += 1;
      else {
        const name = /^event: (.+)$/m.exec(block)?.[1] ?? '';
        const data = /^data: (.+)$/m.exec(block)?.[1] ?? '';
        events.push({ name, batch: bulkBatchSchema.parse(JSON.parse(data)) });
      }
      end = text.indexOf('\n\n');
    }
  }

  return {
    events,
    comments: () => comments,
    ended: () => ended,
    /** Reads until `done` holds or the stream ends. */
    async until(done: () => boolean) {
      while (!done() && !ended) {
        const chunk = await reader.read();
        if (chunk.done) ended = true;
        else text += decoder.decode(chunk.value, { stream: true });
        take();
      }
    },
    cancel: () => reader.cancel(),
  };
}

const openEvents = (token: string, batchId: string, signal?: AbortSignal) =>
  fetch(`${baseUrl}/api/product-registration/bulk/${batchId}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal,
  });

describe('GET /api/product-registration/bulk/{batch_id}/events', () => {
  it('streams a snapshot, then each change, then the final snapshot, and ends', async () => {
    const seller = await sellerWithStore(ctx);
    const urls = pages(3);
    const held = gate.hold(urls[1] ?? '');
    const created = await api.create(seller.token, { workspace_id: seller.workspaceId, urls });
    const batchId = created.json().batch_id;
    await held.arrived;

    const response = await openEvents(seller.token, batchId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    const stream = eventReader(response);
    // While an item is held the batch cannot finish: the stream stays open and sends heartbeats.
    await stream.until(() => stream.comments() >= 1 && stream.events.length >= 1);
    expect(stream.ended()).toBe(false);
    held.release();
    await stream.until(() => false);

    expect(stream.ended()).toBe(true);
    const names = stream.events.map((event) => event.name);
    expect(names[0]).toBe('snapshot');
    expect(names.at(-1)).toBe('snapshot');
    expect(new Set(names.slice(1, -1))).toEqual(new Set(names.length > 2 ? ['batch'] : []));
    expect(stream.events[0]?.batch.batch_id).toBe(batchId);
    expect(stream.events[0]?.batch.items[1]?.status).toBe('parsing');
    const last = stream.events.at(-1)?.batch;
    expect(last).toMatchObject({ status: 'completed', success: 3, fail: 0 });
    expect(last).toEqual(await api.get(seller.token, batchId));
  });

  it('sends a finished batch as one snapshot and ends at once', async () => {
    const seller = await sellerWithStore(ctx);
    const created = await api.create(seller.token, { workspace_id: seller.workspaceId, urls: ['nope nope'] });
    const stream = eventReader(await openEvents(seller.token, created.json().batch_id));
    await stream.until(() => false);
    expect(stream.events.map((event) => [event.name, event.batch.status, event.batch.fail])).toEqual([
      ['snapshot', 'completed', 1],
    ]);
  });

  it('stops polling for a client that went away', async () => {
    const seller = await sellerWithStore(ctx);
    const urls = pages(1);
    const held = gate.hold(urls[0] ?? '');
    const created = await api.create(seller.token, { workspace_id: seller.workspaceId, urls });
    const aborter = new AbortController();
    const stream = eventReader(await openEvents(seller.token, created.json().batch_id, aborter.signal));
    await stream.until(() => stream.events.length >= 1);
    expect(bulk.openStreams()).toBe(1);
    aborter.abort();
    const deadline = Date.now() + 5_000;
    while (bulk.openStreams() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(bulk.openStreams()).toBe(0);
    held.release();
  });
});
