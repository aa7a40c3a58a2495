import {
  applyBulkBatchChange,
  type BulkBatchChange,
  bulkBatchChangeSchema,
} from '@ollida/contracts/bulk-batch-change';
import { type BulkBatch, bulkBatchSchema } from '@ollida/contracts/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import {
  bulkCalls,
  type GatedBulk,
  sellerWithStore,
  startGatedBulk,
} from '../../../test/kits/bulk-registration.ts';

let ctx: TestContext;
let shop: GatedBulk['shop'];
let gate: GatedBulk['gate'];
let bulk: GatedBulk['bulk'];
let baseUrl: string;
const api = bulkCalls(() => bulk.app);

let setup: GatedBulk;

beforeAll(async () => {
  setup = await startGatedBulk({ events: { debounceMs: 20, heartbeatMs: 100 } });
  ({ ctx, shop, gate, bulk } = setup);
  baseUrl = await bulk.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => setup.close());

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
  const events: ({ name: 'snapshot'; batch: BulkBatch } | { name: 'change'; change: BulkBatchChange })[] = [];
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
        const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '');
        if (name === 'change') events.push({ name, change: bulkBatchChangeSchema.parse(data) });
        else events.push({ name: 'snapshot', batch: bulkBatchSchema.parse(data) });
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
    const [first, ...rest] = stream.events;
    const final = rest.at(-1);
    if (first?.name !== 'snapshot' || final?.name !== 'snapshot') throw new Error('not framed by snapshots');
    const changes = rest.slice(0, -1).map((event) => {
      if (event.name !== 'change') throw new Error(`unexpected ${event.name} in the middle`);
      return event.change;
    });
    expect(first.batch.batch_id).toBe(batchId);
    expect(first.batch.items[1]?.status).toBe('parsing');
    // Only what changed travels: never the whole batch again, and the changes rebuild what the server has.
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(change.items.length).toBeLessThanOrEqual(2);
    const rebuilt = changes.reduce(applyBulkBatchChange, first.batch);
    expect(final.batch).toMatchObject({ status: 'completed', success: 3, fail: 0 });
    expect(final.batch).toEqual(await api.get(seller.token, batchId));
    expect(rebuilt.items.filter((item) => item.status === 'success')).toHaveLength(
      changes.at(-1)?.success ?? -1,
    );
  });

  it('sends a finished batch as one snapshot and ends at once', async () => {
    const seller = await sellerWithStore(ctx);
    const created = await api.create(seller.token, { workspace_id: seller.workspaceId, urls: ['nope nope'] });
    const stream = eventReader(await openEvents(seller.token, created.json().batch_id));
    await stream.until(() => false);
    expect(
      stream.events.map((event) =>
        event.name === 'snapshot' ? [event.name, event.batch.status, event.batch.fail] : [],
      ),
    ).toEqual([['snapshot', 'completed', 1]]);
  });

  it('stops following the batch for a client that went away', async () => {
    const seller = await sellerWithStore(ctx);
    const urls = pages(1);
    const held = gate.hold(urls[0] ?? '');
    const created = await api.create(seller.token, { workspace_id: seller.workspaceId, urls });
    const aborter = new AbortController();
    const stream = eventReader(await openEvents(seller.token, created.json().batch_id, aborter.signal));
    await stream.until(() => stream.events.length >= 1);
    expect(bulk.openStreams()).toBe(1);
    expect(bulk.followedBatches()).toBe(1);
    aborter.abort();
    const deadline = Date.now() + 5_000;
    while (bulk.openStreams() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(bulk.openStreams()).toBe(0);
    expect(bulk.followedBatches()).toBe(0);
    held.release();
  });
});
