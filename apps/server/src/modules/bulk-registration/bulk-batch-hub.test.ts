import type { BulkBatch } from '@ollida/contracts/uploads';
import { describe, expect, it, vi } from 'vitest';
import { createBatchHub } from './bulk-batch-hub.ts';
import type { FollowedBatch } from './bulk-registration.service.ts';

const batch = (status: BulkBatch['items'][number]['status']): BulkBatch => ({
  batch_id: 'b1',
  workspace_id: 'w1',
  platform: 'coupang',
  status: 'running',
  stop_on_first_failure: false,
  stopped_by_item_id: null,
  total: 1,
  success: status === 'success' ? 1 : 0,
  fail: 0,
  duplicates_skipped: 0,
  created_at: '2026-11-28T00:00:00.000Z',
  finished_at: null,
  items: [
    {
      id: 'i1',
      position: 0,
      url: 'https://shop.example.com/p/1',
      status,
      message: null,
      checks: [],
      product_name: null,
      uploaded_product_id: null,
      store_url: null,
      admin_url: null,
      duplicate_held: false,
      price: null,
    },
  ],
  results: [],
  errors: [],
});

function setUp() {
  let notify: (payload: string | undefined) => void = () => undefined;
  const stopListening = vi.fn(async () => undefined);
  let state = batch('waiting');
  const reload = vi.fn(
    async (_batchId: string, _previous?: FollowedBatch): Promise<FollowedBatch> => ({
      batch: state,
      cursor: null,
    }),
  );
  const hub = createBatchHub({
    database: {
      listen: async (_channel, handler) => {
        notify = handler;
        return stopListening;
      },
    },
    read: reload,
    onError: () => undefined,
    options: { debounceMs: 10, refreshMs: 60_000 },
  });
  return {
    hub,
    reload,
    stopListening,
    notify: (p?: string) => notify(p),
    set: (next: BulkBatch) => (state = next),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 40));

describe('createBatchHub', () => {
  it('reads a batch once per burst of notifications, however many streams follow it', async () => {
    const { hub, reload, notify, set } = setUp();
    const heard: number[] = [];
    const joined = await Promise.all(
      Array.from({ length: 20 }, (_, index) => hub.join('b1', () => heard.push(index))),
    );
    expect(reload).toHaveBeenCalledTimes(1);
    set(batch('success'));
    for (let count = 0; count < 50; count += 1) notify('b1');
    notify('another-batch');
    await settle();
    expect(reload).toHaveBeenCalledTimes(2);
    expect(heard).toHaveLength(20);
    for (const { leave } of joined) leave();
    expect(hub.followedCount()).toBe(0);
    await hub.close();
  });

  it('tells nobody when a read finds nothing new, and re-reads everything after a lost connection', async () => {
    const { hub, reload, notify, set } = setUp();
    const listener = vi.fn();
    await hub.join('b1', listener);
    notify('b1');
    await settle();
    expect(listener).not.toHaveBeenCalled();
    set(batch('parsing'));
    notify(undefined);
    await settle();
    expect(reload).toHaveBeenCalledTimes(3);
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ items: [expect.objectContaining({ status: 'parsing' })] }),
      expect.objectContaining({ batch_id: 'b1' }),
    );
    await hub.close();
  });

  it('reads only the changes after a notification, and the whole batch at the periodic refresh', async () => {
    const { hub, reload, notify } = setUp();
    await hub.join('b1', () => undefined);
    expect(reload).toHaveBeenLastCalledWith('b1');
    notify('b1');
    await settle();
    expect(reload).toHaveBeenLastCalledWith('b1', {
      batch: expect.objectContaining({ batch_id: 'b1' }),
      cursor: null,
    });
    notify(undefined);
    await settle();
    expect(reload).toHaveBeenLastCalledWith('b1', undefined);
    await hub.close();
  });

  it('stops listening to the database when closed', async () => {
    const { hub, stopListening } = setUp();
    await hub.join('b1', () => undefined);
    await hub.close();
    expect(stopListening).toHaveBeenCalledTimes(1);
  });
});
