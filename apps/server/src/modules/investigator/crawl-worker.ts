import type { JobRunner } from '../../jobs/job-runner.ts';
import type { CrawlJob, CrawlJobData } from './crawl-job.ts';
import type { CrawlSessionsRepo } from './crawl-sessions.repo.ts';

export const crawlQueueName = 'investigator-crawl';

/** Tuning of the crawl jobs; tests shorten the waits. */
export interface CrawlJobOptions {
  /** Crawls run at the same time in this process (each paces its own host). */
  workers?: number;
  retryDelaySeconds?: number;
  pollingIntervalSeconds?: number;
  /** How often running crawls without a job are looked for; 0 turns the sweep off. */
  sweepIntervalSeconds?: number;
  stopTimeoutMs?: number;
}

/** Runs crawls on pg-boss: one job per session, keyed by it, retried after a crash and resumed where it stopped. */
export function createCrawlWorker(deps: {
  runner: JobRunner;
  sessions: CrawlSessionsRepo;
  job: CrawlJob;
  options?: CrawlJobOptions;
  onError?: (error: unknown) => void;
}) {
  const { runner, sessions } = deps;
  const options = deps.options ?? {};
  let sweepTimer: NodeJS.Timeout | undefined;
  let running = false;

  async function enqueue(sessionIds: string[]): Promise<void> {
    await runner.send<CrawlJobData>(
      crawlQueueName,
      sessionIds.map((id) => ({ data: { session_id: id }, singletonKey: id })),
    );
  }

  /** Running crawls with no job queued, retrying or running (lost between commit and enqueue, or expired). */
  async function recover(): Promise<number> {
    const open = await sessions.runningIds();
    const live = await runner.liveSingletonKeys(crawlQueueName, open);
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

  /** What sending needs: a started runner and the queue (pg-boss 10 refuses jobs for a queue not yet created). */
  async function prepare(): Promise<void> {
    await runner.start();
    await runner.createQueue(crawlQueueName, {
      retryLimit: 3,
      retryDelaySeconds: options.retryDelaySeconds ?? 5,
      retryBackoff: true,
      // 50 pages at the longest honoured Crawl-delay (30 s) and then some.
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
      await runner.work<CrawlJobData>(
        crawlQueueName,
        { workers: options.workers ?? 2, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        ({ data, signal }) => deps.job(data, signal),
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

export type CrawlWorker = ReturnType<typeof createCrawlWorker>;
