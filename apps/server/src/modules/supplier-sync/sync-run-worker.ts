import type { JobRunner } from '../../jobs/job-runner.ts';

export const syncRunQueueName = 'supplier-sync-run';

interface SyncRunJobData {
  run_id: string;
}

/** Tuning of the sync run jobs; tests shorten the waits. */
export interface SyncRunJobOptions {
  workers?: number;
  retryDelaySeconds?: number;
  pollingIntervalSeconds?: number;
  /** How often running runs without a job are looked for; 0 turns the sweep off. */
  sweepIntervalSeconds?: number;
}

/**
 * Runs supplier-sync runs on pg-boss: one job per run, keyed by it. A run whose process died is retried by pg-boss
 * (or re-sent by the sweep) and goes on with the listings it had not checked yet.
 */
export function createSyncRunWorker(deps: {
  runner: JobRunner;
  runningRunIds: () => Promise<string[]>;
  run: (runId: string, signal: AbortSignal) => Promise<void>;
  options?: SyncRunJobOptions;
  onError?: (error: unknown) => void;
}) {
  const { runner } = deps;
  const options = deps.options ?? {};
  let sweepTimer: NodeJS.Timeout | undefined;
  let running = false;

  async function enqueue(runIds: string[]): Promise<void> {
    await runner.send<SyncRunJobData>(
      syncRunQueueName,
      runIds.map((id) => ({ data: { run_id: id }, singletonKey: id })),
    );
  }

  /** Running runs with no job queued, retrying or running (lost between commit and enqueue, or expired). */
  async function recover(): Promise<number> {
    const open = await deps.runningRunIds();
    const live = await runner.liveSingletonKeys(syncRunQueueName, open);
    const lost = open.filter((id) => !live.has(id));
    await enqueue(lost);
    return lost.length;
  }

  function scheduleSweep(): void {
    const seconds = options.sweepIntervalSeconds ?? 60;
    if (seconds <= 0 || !running) return;
    sweepTimer = setTimeout(() => {
      recover()
        .catch((error: unknown) => deps.onError?.(error))
        .finally(scheduleSweep);
    }, seconds * 1000);
    sweepTimer.unref();
  }

  async function prepare(): Promise<void> {
    await runner.start();
    await runner.createQueue(syncRunQueueName, {
      retryLimit: 3,
      retryDelaySeconds: options.retryDelaySeconds ?? 10,
      retryBackoff: true,
      // 1,000 pages of one host at 1 request/s, and then some.
      expireInSeconds: 45 * 60,
    });
  }

  return {
    enqueue,
    recover,
    startEnqueueOnly: prepare,

    async start(): Promise<void> {
      await prepare();
      await recover();
      await runner.work<SyncRunJobData>(
        syncRunQueueName,
        { workers: options.workers ?? 2, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5 },
        ({ data, signal }) => deps.run(data.run_id, signal),
      );
      running = true;
      scheduleSweep();
    },

    stop(): void {
      running = false;
      clearTimeout(sweepTimer);
      sweepTimer = undefined;
    },
  };
}
