import type { FastifyInstance } from 'fastify';

/** How a job module's worker starts in this process. */
export interface JobStartOptions {
  /**
   * false: this process only enqueues (HTTP instances with `RUN_JOBS=0`); the worker processes run the jobs and the
   * recovery sweep. Default true.
   */
  runJobs?: boolean;
  /**
   * Start the jobs once the server listens instead of when the app is ready (main.ts: in sandbox mode a resumed job
   * fetches the app's own demo pages, which must answer by then).
   */
  startJobsOnListen?: boolean;
}

/** Starts `worker` with the app: taking jobs, or with `runJobs: false` only preparing its queue for sending. */
export function hookJobStart(
  app: FastifyInstance,
  options: JobStartOptions,
  worker: { start(): Promise<void>; startEnqueueOnly(): Promise<void> },
): void {
  const startJobs = () => (options.runJobs === false ? worker.startEnqueueOnly() : worker.start());
  if (options.startJobsOnListen) app.addHook('onListen', startJobs);
  else app.addHook('onReady', startJobs);
}
