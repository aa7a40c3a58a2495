import { describe, expect, it } from 'vitest';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { CrawlSessionsRepo } from './crawl-sessions.repo.ts';
import { crawlQueueName, createCrawlWorker } from './crawl-worker.ts';

/** A runner that records what the worker asked of it. */
function recordingRunner() {
  const calls: string[] = [];
  const runner: JobRunner = {
    start: async () => void calls.push('start'),
    isStarted: () => calls.includes('start'),
    workedQueues: () => [],
    stopTaking: async () => void calls.push('stopTaking'),
    stop: async () => void calls.push('stop'),
    createQueue: async (queue) => void calls.push(`createQueue ${queue}`),
    send: async (queue, jobs) => void calls.push(`send ${queue} ${jobs.length}`),
    work: async (queue) => void calls.push(`work ${queue}`),
    liveSingletonKeys: async () => {
      calls.push('liveSingletonKeys');
      return new Set();
    },
    handBack: async () => {
      calls.push('handBack');
      return 0;
    },
    fairStart: async () => 0,
  };
  return { runner, calls };
}

// Only `runningIds` is read by the worker itself (the job does the rest).
const sessions = { runningIds: async () => ['lost-session'] } as unknown as CrawlSessionsRepo;

describe('crawl worker start', () => {
  it('runs recovery and takes jobs in a process that runs jobs', async () => {
    const { runner, calls } = recordingRunner();
    const worker = createCrawlWorker({
      runner,
      sessions,
      job: async () => undefined,
      options: { sweepIntervalSeconds: 0 },
    });
    await worker.start();
    expect(calls).toEqual([
      'start',
      `createQueue ${crawlQueueName}`,
      'liveSingletonKeys',
      `send ${crawlQueueName} 1`,
      `work ${crawlQueueName}`,
    ]);
    await worker.stop();
  });

  it('only prepares the queue for sending in an enqueue-only process', async () => {
    const { runner, calls } = recordingRunner();
    const worker = createCrawlWorker({ runner, sessions, job: async () => undefined });
    await worker.startEnqueueOnly();
    await worker.enqueue(['new-session']);
    expect(calls).toEqual(['start', `createQueue ${crawlQueueName}`, `send ${crawlQueueName} 1`]);
    await worker.stop();
    expect(calls.at(-1)).toBe('stop');
  });
});
