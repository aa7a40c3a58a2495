import type { JobRunner } from '../../jobs/job-runner.ts';
import { type BulkItemJob, type BulkItemJobData, stoppedAfterFailureMessage } from './bulk-item-job.ts';
import type { BulkRegistrationRepo } from './bulk-registration.repo.ts';
import type { BulkItemQueue } from './bulk-registration.service.ts';

export const bulkQueueName = 'bulk-registration';

/** Tuning of the bulk jobs; the defaults suit production, tests shorten the waits. */
export interface BulkJobOptions {
  /** Items processed at the same time by this process; the marketplace clients pace their own calls. */
  workers?: number;
  queue?: string;
  /** First retry delay after a crash (doubles with each retry). */
  retryDelaySeconds?: number;
  pollingIntervalSeconds?: number;
  /** How often items whose job was lost are looked for while running; 0 turns the sweep off. */
  sweepIntervalSeconds?: number;
  /**
   * An open item untouched this long with no job is taken as lost by the sweep (start-up takes every one); a running
   * item untouched this long has a dead job (its process stopped beating), which is handed back to the queue.
   */
  orphanAgeSeconds?: number;
  /** How often a running job touches its item; well under `orphanAgeSeconds`. */
  heartbeatSeconds?: number;
  /** How long stopping waits for running items before handing them back to the queue. */
  stopTimeoutMs?: number;
  /** How long an item may take to read its page, host-slot wait included (default 60 s). */
  readDeadlineMs?: number;
}

export interface BulkWorkerDeps {
  runner: JobRunner;
  repo: BulkRegistrationRepo;
  job: BulkItemJob;
  clock: () => Date;
  options?: BulkJobOptions;
  /**
   * Only this process can open the database (embedded PGlite): at start-up every running job belongs to a process
   * that died, so it is handed back at once instead of after `orphanAgeSeconds`.
   */
  exclusiveDatabase?: boolean;
  onError?: (error: unknown) => void;
}

/** Runs bulk items on pg-boss: one job per item, keyed by the item id so a job is never run twice at once. */
export function createBulkWorker(deps: BulkWorkerDeps) {
  const { runner, repo } = deps;
  const options = deps.options ?? {};
  const queue = options.queue ?? bulkQueueName;
  let sweepTimer: NodeJS.Timeout | undefined;
  let running = false;

  /** Jobs for one owner's items, tagged so they take turns with other owners' (issue 22 §3). */
  async function sendInTurn(owner: string, ids: string[]): Promise<void> {
    const start = await runner.fairStart(queue, 'owner', owner);
    await runner.send<BulkItemJobData>(
      queue,
      ids.map((id, index) => ({
        data: { item_id: id, owner },
        singletonKey: id,
        priority: -(start + index),
      })),
    );
  }

  /**
   * A stop-on-first-failure batch runs one item at a time in line order (issue 23 §2): the first item that has not
   * succeeded is queued when it waits, and stops the batch when it failed (a line refused on the spot included).
   */
  async function advance(batchId: string): Promise<void> {
    const next = await repo.firstUnfinishedItem(batchId);
    if (next?.status === 'waiting') await sendInTurn(next.ownerId, [next.id]);
    else if (next?.status === 'failure') {
      await repo.transaction((tx) => repo.stopAfterFailure(batchId, next.id, stoppedAfterFailureMessage, tx));
      await repo.settleBatch(batchId, deps.clock());
    }
  }

  /**
   * One job per item, in turns between owners (issue 22 §3): each owner's items get the next fair tags, so one
   * seller's thousands of queued URLs delay another's batch by about one item per owner ahead, not by the backlog.
   * Items of a stop-on-first-failure batch are not queued together: the batch advances one item at a time.
   */
  async function enqueue(itemIds: string[]): Promise<void> {
    const owners = new Map<string, string[]>();
    const oneAtATime = new Set<string>();
    for (const item of await repo.ownersOfItems(itemIds)) {
      if (item.oneAtATime) {
        oneAtATime.add(item.batchId);
        continue;
      }
      const ids = owners.get(item.ownerId);
      if (ids) ids.push(item.id);
      else owners.set(item.ownerId, [item.id]);
    }
    for (const [owner, ids] of owners) await sendInTurn(owner, ids);
    for (const batchId of oneAtATime) await advance(batchId);
  }

  const orphanAgeSeconds = options.orphanAgeSeconds ?? 30;

  /**
   * Finds open items of live batches with no job queued, waiting for retry or running (the process died between
   * commit and enqueue, or a job was lost) and enqueues them; hands back running jobs whose item stopped getting
   * heartbeats for `stalledAgeSeconds` (their process was killed); ends batches whose last item finished unrecorded.
   */
  async function recover(minAgeSeconds: number, stalledAgeSeconds = orphanAgeSeconds): Promise<number> {
    for (const batch of await repo.liveBatchIds()) await repo.settleBatch(batch.id, deps.clock());
    const open = (await repo.openItemsOfLiveBatches(minAgeSeconds)).map((item) => item.id);
    const live = await runner.liveSingletonKeys(queue, open);
    const lost = open.filter((id) => !live.has(id));
    await enqueue(lost);
    const stalled = await repo.openItemsOfLiveBatches(stalledAgeSeconds, ['parsing', 'uploading']);
    const handedBack = await runner.handBack(
      queue,
      stalled.map((item) => item.id),
    );
    return lost.length + handedBack;
  }

  /** Runs one item, touching it every `heartbeatSeconds` so the sweeps know its process is alive. */
  async function runWithHeartbeat(data: BulkItemJobData, signal: AbortSignal): Promise<void> {
    const beat = setInterval(
      () => void repo.touchRunningItem(data.item_id).catch((error: unknown) => deps.onError?.(error)),
      (options.heartbeatSeconds ?? 10) * 1000,
    );
    try {
      await deps.job(data, signal);
    } finally {
      clearInterval(beat);
    }
    // Finished (not handed back): a one-at-a-time batch goes on with its next line.
    const item = await repo.findItemForJob(data.item_id);
    if (item?.stopOnFirstFailure) await advance(item.batchId);
  }

  function scheduleSweep(): void {
    const seconds = options.sweepIntervalSeconds ?? 60;
    if (seconds <= 0 || !running) return;
    sweepTimer = setTimeout(() => {
      recover(orphanAgeSeconds)
        .catch((error: unknown) => deps.onError?.(error))
        .finally(scheduleSweep);
    }, seconds * 1000);
    sweepTimer.unref();
  }

  const itemQueue: BulkItemQueue = { enqueue };

  /** What sending needs: a started runner and the queue (pg-boss 10 refuses jobs for a queue not yet created). */
  async function prepare(): Promise<void> {
    await runner.start();
    await runner.createQueue(queue, {
      retryLimit: 3,
      retryDelaySeconds: options.retryDelaySeconds ?? 5,
      retryBackoff: true,
      // Parsing (15 s fetch) and an upload (image re-upload, marketplace call) stay far below this.
      expireInSeconds: 15 * 60,
    });
  }

  return {
    queue: itemQueue,
    recover,

    startEnqueueOnly: prepare,

    async start(): Promise<void> {
      await prepare();
      await recover(0, deps.exclusiveDatabase ? 0 : orphanAgeSeconds);
      await runner.work<BulkItemJobData>(
        queue,
        { workers: options.workers ?? 6, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        ({ data, signal }) => runWithHeartbeat(data, signal),
      );
      running = true;
      scheduleSweep();
    },

    async stop(): Promise<void> {
      running = false;
      clearTimeout(sweepTimer);
      sweepTimer = undefined;
      await runner.stop({ timeoutMs: options.stopTimeoutMs ?? 20_000 });
    },
  };
}

export type BulkWorker = ReturnType<typeof createBulkWorker>;
