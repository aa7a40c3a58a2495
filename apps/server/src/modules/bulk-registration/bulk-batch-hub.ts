import { type BulkBatchChange, bulkBatchChange } from '@ollida/contracts/bulk-batch-change';
import type { BulkBatch } from '@ollida/contracts/uploads';
import type { DatabaseHandle } from '../../db/client.ts';
import type { FollowedBatch } from './bulk-registration.service.ts';

/** The channel the bulk tables' triggers notify (migration 0014); the payload is the batch id. */
export const bulkChangeChannel = 'bulk_batch_changed';

export interface BatchHubOptions {
  /** Notifications arriving within this window are read once (a batch's items finish in bursts). */
  debounceMs?: number;
  /** A batch is read again whole this often even without a notification, in case one was lost. */
  refreshMs?: number;
}

export type BatchListener = (change: BulkBatchChange, batch: BulkBatch) => void;

interface Followed {
  current: FollowedBatch;
  listeners: Set<BatchListener>;
  timer?: NodeJS.Timeout;
  reading: boolean;
  again: boolean;
  /** The next read is whole (the periodic refresh), not only the changed items. */
  whole: boolean;
}

/**
 * One reader per followed batch in this process, whatever the number of open streams: the database announces changes
 * (`NOTIFY`, from every instance and worker), the hub reads the batch's changed items once, works out what changed
 * and hands that to every stream following it. Every `refreshMs` the batch is read whole.
 */
export function createBatchHub(deps: {
  database: Pick<DatabaseHandle, 'listen'>;
  /** The batch whole without `previous`, else with only the items changed since `previous` read. */
  read: (batchId: string, previous?: FollowedBatch) => Promise<FollowedBatch>;
  onError: (error: unknown, batchId: string) => void;
  options?: BatchHubOptions;
}) {
  const debounceMs = deps.options?.debounceMs ?? 250;
  const refreshMs = deps.options?.refreshMs ?? 10_000;
  const followed = new Map<string, Followed>();
  const loading = new Map<string, Promise<Followed>>();
  let stopListening: Promise<() => Promise<void>> | undefined;
  let sweep: NodeJS.Timeout | undefined;

  function schedule(entry: Followed, batchId: string): void {
    if (entry.timer !== undefined) return;
    if (entry.reading) {
      entry.again = true;
      return;
    }
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      void read(entry, batchId);
    }, debounceMs);
  }

  async function read(entry: Followed, batchId: string): Promise<void> {
    entry.reading = true;
    const whole = entry.whole;
    entry.whole = false;
    try {
      const next = await deps.read(batchId, whole ? undefined : entry.current);
      const change = bulkBatchChange(entry.current.batch, next.batch);
      entry.current = next;
      if (change) for (const listener of [...entry.listeners]) listener(change, next.batch);
    } catch (error) {
      entry.whole ||= whole;
      deps.onError(error, batchId);
    } finally {
      entry.reading = false;
      if (entry.again && followed.get(batchId) === entry) {
        entry.again = false;
        schedule(entry, batchId);
      }
    }
  }

  function heard(payload: string | undefined): void {
    if (payload === undefined) {
      for (const [batchId, entry] of followed) {
        entry.whole = true;
        schedule(entry, batchId);
      }
      return;
    }
    const entry = followed.get(payload);
    if (entry) schedule(entry, payload);
  }

  function ensureListening(): Promise<unknown> {
    stopListening ??= deps.database.listen(bulkChangeChannel, heard);
    sweep ??= setInterval(() => heard(undefined), refreshMs).unref();
    return stopListening;
  }

  async function follow(batchId: string): Promise<Followed> {
    const known = followed.get(batchId);
    if (known) return known;
    let pending = loading.get(batchId);
    if (!pending) {
      pending = (async () => {
        // Listen first: a change made while the batch is read is announced after it and read again.
        await ensureListening();
        const entry: Followed = {
          current: await deps.read(batchId),
          listeners: new Set(),
          reading: false,
          again: false,
          whole: false,
        };
        followed.set(batchId, entry);
        return entry;
      })().finally(() => loading.delete(batchId));
      loading.set(batchId, pending);
    }
    return pending;
  }

  function unfollowIfIdle(batchId: string, entry: Followed): void {
    if (entry.listeners.size > 0 || followed.get(batchId) !== entry) return;
    clearTimeout(entry.timer);
    followed.delete(batchId);
  }

  return {
    /** Follows a batch: answers its current state (the stream's snapshot) and `leave`. */
    async join(
      batchId: string,
      listener: BatchListener,
    ): Promise<{ snapshot: BulkBatch; leave: () => void }> {
      let entry = await follow(batchId);
      // The last reader of a batch may have left while it was being read: follow it afresh then.
      while (followed.get(batchId) !== entry) entry = await follow(batchId);
      entry.listeners.add(listener);
      return {
        snapshot: entry.current.batch,
        leave() {
          entry.listeners.delete(listener);
          unfollowIfIdle(batchId, entry);
        },
      };
    },
    /** Batches read by this process right now (for tests and health). */
    followedCount: () => followed.size,
    async close(): Promise<void> {
      clearInterval(sweep);
      for (const entry of followed.values()) clearTimeout(entry.timer);
      followed.clear();
      const stop = await stopListening?.catch(() => undefined);
      await stop?.();
    },
  };
}

export type BatchHub = ReturnType<typeof createBatchHub>;
