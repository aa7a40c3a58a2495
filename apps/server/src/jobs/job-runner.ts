import { randomBytes } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

/** pg-boss keeps its tables in this schema, beside the app's own. */
export const jobSchema = 'pgboss';

/** How a queue treats its jobs; set once when the queue is first created. */
export interface QueueSettings {
  /** Runs after the first attempt, for crashes and thrown handlers. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A job running longer than this counts as crashed and is retried. */
  expireInSeconds: number;
}

export interface NewJob<T extends object> {
  data: T;
  /** At most one job per key runs at a time (queues are created with pg-boss's `singleton` policy). */
  singletonKey?: string;
  /** Higher runs first (pg-boss takes jobs by priority, then age); see `fairStart`. */
  priority?: number;
}

/** One job handed to a handler; `signal` aborts when the runner stops, so work can stop at a safe point. */
export interface RunningJob<T> {
  id: string;
  data: T;
  signal: AbortSignal;
}

export interface WorkOptions {
  /** Jobs of this queue run at the same time in this process. */
  workers: number;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds?: number;
}

export interface JobRunner {
  start(): Promise<void>;
  /** Started and not stopped: jobs can be sent (readiness). */
  isStarted(): boolean;
  /** Queues this process takes jobs from (empty in a process that only enqueues). */
  workedQueues(): string[];
  /**
   * Stops fetching new jobs at once; running handlers go on (the start of a graceful shutdown, while HTTP requests
   * drain). `stop` then waits for them.
   */
  stopTaking(): Promise<void>;
  /** Stops fetching, waits up to `timeoutMs` for running handlers, then gives the rest back to the queue for retry. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  createQueue(queue: string, settings: QueueSettings): Promise<void>;
  send<T extends object>(queue: string, jobs: NewJob<T>[]): Promise<void>;
  work<T extends object>(
    queue: string,
    options: WorkOptions,
    handler: (job: RunningJob<T>) => Promise<void>,
  ): Promise<void>;
  /** Which of `keys` have a job that is queued, waiting for retry or running. */
  liveSingletonKeys(queue: string, keys: string[]): Promise<Set<string>>;
  /**
   * Start-time fair queuing over job priorities: the tag (minus the priority) a new run of jobs of one group (the
   * jobs whose `data[field]` is `value`) starts at, so groups take turns whatever their backlog: the tag of the next
   * job to be taken, or one past the group's last unfinished job when that is later. Job k of the run gets
   * priority `-(start + k)`.
   */
  fairStart(queue: string, field: string, value: string): Promise<number>;
  /**
   * Fails the running jobs of `keys` back to the queue (retried as any failure is): for jobs whose process died, long
   * before pg-boss would expire them. Answers how many were running.
   */
  handBack(queue: string, keys: string[]): Promise<number>;
}

export interface JobRunnerOptions {
  database: DatabaseHandle;
  /** Errors pg-boss reports from its background loops (a failed poll, maintenance). */
  onError?: (error: Error) => void;
  /**
   * Run pg-boss maintenance (expire crashed jobs, archive old ones); default on. A process that only enqueues leaves
   * it to the worker processes, so maintenance runs where jobs run.
   */
  supervise?: boolean;
}

const defaultStopTimeoutMs = 20_000;

/**
 * Job ids that sort in the order given (time, then a counter, like UUIDv7): jobs sent together share one
 * `created_on`, and pg-boss then takes them by id, so a batch starts from its first line.
 */
export function orderedJobIds(count: number, nowMs: number = Date.now()): string[] {
  const time = nowMs.toString(16).padStart(12, '0').slice(-12);
  const tail = randomBytes(6).toString('hex');
  return Array.from({ length: count }, (_, index) => {
    const high = (0x7000 | ((index >>> 14) & 0xfff)).toString(16);
    const low = (0x8000 | (index & 0x3fff)).toString(16);
    return `${time.slice(0, 8)}-${time.slice(8)}-${high}-${low}-${tail}`;
  });
}

/**
 * Errors of a start-up race with another process on the same database: a duplicate catalog row or an object that
 * already exists (two installs of the pg-boss schema), or a deadlock (two creations of one queue: each waits for the
 * other's queue row and foreign key).
 */
const startupRaceCodes = new Set(['23505', '42P06', '42P07', '42710', '40P01']);

function isStartupRace(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && startupRaceCodes.has(code);
}

/**
 * Runs an idempotent start-up step again (up to 5 tries, briefly spaced) when it lost one of those races, which pg-boss
 * 10 does not survive by itself when HTTP instances and workers start together on a new database: the loser's
 * transaction is rolled back and the next try finds the winner's work done.
 */
async function retryStartupRace(step: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= 5 || !isStartupRace(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * Installs pg-boss's schema before pg-boss starts. Its own install takes an advisory lock, yet a process that waited
 * on it can still miss the winner's schema and fail on a duplicate pg_namespace row, which pg-boss does not take for
 * the race it expects.
 */
function installJobSchema(database: DatabaseHandle): Promise<void> {
  return retryStartupRace(async () => {
    const { rows } = await database.executeSql(`select to_regclass('${jobSchema}.version') as name`, []);
    if ((rows[0] as { name: unknown } | undefined)?.name) return;
    await database.executeSql(PgBoss.getConstructionPlans(jobSchema));
  });
}

/** pg-boss on the app's own database (PGlite or PostgreSQL) through the handle's raw SQL. */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: jobSchema,
    // Cron schedules are not used; supervision expires crashed jobs and archives old ones.
    schedule: false,
    supervise: options.supervise ?? true,
    migrate: true,
  });
  boss.on('error', (error) => options.onError?.(error));

  const workerIds = new Map<string, string[]>();
  const inFlight = new Set<Promise<void>>();
  let aborter = new AbortController();
  let started = false;

  async function waitForHandlers(timeoutMs: number): Promise<void> {
    if (inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([Promise.allSettled([...inFlight]), timeout]);
    clearTimeout(timer);
  }

  return {
    async start() {
      if (started) return;
      aborter = new AbortController();
      await installJobSchema(database);
      await boss.start();
      started = true;
    },

    isStarted: () => started,

    workedQueues: () => [...workerIds.keys()],

    async stopTaking() {
      const ids = [...workerIds.values()].flat();
      workerIds.clear();
      await Promise.all(ids.map((id) => boss.offWork({ id })));
    },

    async stop({ timeoutMs = defaultStopTimeoutMs } = {}) {
      if (!started) return;
      started = false;
      workerIds.clear();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      // Handlers still running past the timeout have had their jobs failed for retry; tell them to stop at the
      // next safe point, and give them a moment so they do not touch a database that is about to close.
      aborter.abort(new Error('job runner stopped'));
      await waitForHandlers(Math.min(timeoutMs, 5_000));
    },

    async createQueue(queue, settings) {
      await retryStartupRace(() =>
        boss.createQueue(queue, {
          name: queue,
          policy: 'singleton',
          retryLimit: settings.retryLimit,
          retryDelay: settings.retryDelaySeconds,
          retryBackoff: settings.retryBackoff,
          expireInSeconds: settings.expireInSeconds,
        }),
      );
    },

    async send(queue, jobs) {
      if (jobs.length === 0) return;
      const ids = orderedJobIds(jobs.length);
      await boss.insert(
        jobs.map((job, index) => ({
          id: ids[index],
          name: queue,
          data: job.data,
          ...(job.singletonKey === undefined ? {} : { singletonKey: job.singletonKey }),
          ...(job.priority === undefined ? {} : { priority: job.priority }),
        })),
      );
      // Wake this process's idle workers instead of waiting for their next poll.
      for (const id of workerIds.get(queue) ?? []) boss.notifyWorker(id);
    },

    async work<T extends object>(
      queue: string,
      workOptions: WorkOptions,
      handler: (job: RunningJob<T>) => Promise<void>,
    ) {
      const ids: string[] = [];
      for (let index = 0; index < workOptions.workers; index += 1) {
        let workerId: string | undefined;
        workerId = await boss.work<T>(
          queue,
          { batchSize: 1, pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? 1 },
          async (jobs) => {
            for (const job of jobs) {
              const signal = aborter.signal;
              const running = handler({ id: job.id, data: job.data, signal });
              inFlight.add(running);
              try {
                await running;
              } catch (error) {
                if (!signal.aborted) throw error;
              } finally {
                inFlight.delete(running);
              }
              // Outlived stop(): the job was already handed back for retry, maybe to another runner by now, so
              // pg-boss must not complete or fail it from here. The worker loop is stopped; let it rest.
              if (signal.aborted) await new Promise<never>(() => undefined);
            }
            // A worker that found work looks again at once rather than after its polling interval.
            if (workerId !== undefined && started) boss.notifyWorker(workerId);
          },
        );
        ids.push(workerId);
      }
      workerIds.set(queue, [...(workerIds.get(queue) ?? []), ...ids]);
    },

    async liveSingletonKeys(queue, keys) {
      if (keys.length === 0) return new Set();
      const { rows } = await database.executeSql(
        `select distinct singleton_key as key from ${jobSchema}.job
         where name = $1 and singleton_key = any($2::text[]) and state < 'completed'`,
        [queue, keys],
      );
      return new Set(rows.map((row) => String((row as { key: unknown }).key)));
    },

    async fairStart(queue, field, value) {
      const { rows } = await database.executeSql(
        `select
           coalesce((select -max(priority) from ${jobSchema}.job
                     where name = $1 and state in ('created', 'retry')), 0) as next,
           (select -min(priority) from ${jobSchema}.job
            where name = $1 and state < 'completed' and data->>$2 = $3) as last`,
        [queue, field, value],
      );
      const row = rows[0] as { next: unknown; last: unknown } | undefined;
      const next = Number(row?.next ?? 0);
      const last = row?.last === null || row?.last === undefined ? undefined : Number(row.last);
      return last === undefined ? next : Math.max(next, last + 1);
    },

    async handBack(queue, keys) {
      if (keys.length === 0) return 0;
      const { rows } = await database.executeSql(
        `select id from ${jobSchema}.job where name = $1 and singleton_key = any($2::text[]) and state = 'active'`,
        [queue, keys],
      );
      const ids = rows.map((row) => String((row as { id: unknown }).id));
      if (ids.length > 0) await boss.fail(queue, ids);
      return ids.length;
    },
  };
}
