import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { hookJobStart, type JobStartOptions } from '../../jobs/job-start.ts';
import type { RequireUser } from '../../platform/authenticate.ts';
import { createStreamLeases } from '../auth/index.ts';
import type { WorkspaceAccess } from '../workspaces/index.ts';
import { type BatchHubOptions, createBatchHub } from './bulk-batch-hub.ts';
import { type BulkEventOptions, maxStreamsPerUser, type OpenStreams } from './bulk-events.ts';
import { type BulkUploader, type BulkUrlParser, createBulkItemJob } from './bulk-item-job.ts';
import { createBulkRegistrationRepo } from './bulk-registration.repo.ts';
import { registerBulkRegistrationRoutes } from './bulk-registration.routes.ts';
import { createBulkRegistrationService } from './bulk-registration.service.ts';
import { type BulkJobOptions, createBulkWorker } from './bulk-worker.ts';

export interface BulkRegistrationDeps extends JobStartOptions {
  database: DatabaseHandle;
  /** The app's pg-boss runner (shared with the other job modules). */
  runner: JobRunner;
  requireUser: RequireUser;
  access: WorkspaceAccess;
  urlParser: BulkUrlParser;
  /** `createUploadService(...)` of modules/uploads. */
  uploader: BulkUploader;
  clock: () => Date;
  jobs?: BulkJobOptions;
  /** Batches one client may start per minute (default 10). */
  rateLimitPerMinute?: number;
  events?: BulkEventOptions & BatchHubOptions;
}

/**
 * Bulk registration: the routes, and the pg-boss worker that runs one job per URL. The worker starts when the app is
 * ready (picking up batches a previous process left unfinished) and stops gracefully when the app closes; with
 * `runJobs: false` only the queue is prepared, for sending.
 */
export function registerBulkRegistration(app: FastifyInstance, deps: BulkRegistrationDeps) {
  const repo = createBulkRegistrationRepo(deps.database.db);
  const worker = createBulkWorker({
    runner: deps.runner,
    repo,
    job: createBulkItemJob({
      repo,
      urlParser: deps.urlParser,
      uploader: deps.uploader,
      clock: deps.clock,
      readDeadlineMs: deps.jobs?.readDeadlineMs,
      onUnexpectedError: (error, itemId) => app.log.error({ err: error, itemId }, 'bulk item failed'),
    }),
    clock: deps.clock,
    options: deps.jobs,
    exclusiveDatabase: deps.database.kind === 'pglite',
    onError: (error) => app.log.error({ err: error }, 'bulk recovery sweep failed'),
  });
  const service = createBulkRegistrationService({
    repo,
    access: deps.access,
    queue: worker.queue,
    clock: deps.clock,
    onEnqueueError: (error, batchId) =>
      app.log.error({ err: error, batchId }, 'bulk items not enqueued; the sweep will retry'),
  });
  const streams: OpenStreams = new Set();
  const hub = createBatchHub({
    database: deps.database,
    read: service.readFollowed,
    onError: (error, batchId) => app.log.warn({ err: error, batchId }, 'bulk batch not read for its streams'),
    options: deps.events,
  });

  registerBulkRegistrationRoutes(app, {
    service,
    requireUser: deps.requireUser,
    rateLimitPerMinute: deps.rateLimitPerMinute,
    events: {
      hub,
      leases: createStreamLeases(deps.database.db, maxStreamsPerUser),
      streams,
      reauthenticate: deps.requireUser,
      options: deps.events,
    },
  });
  hookJobStart(app, deps, worker);
  // Event streams never end by themselves while a batch runs; close them so the server can stop.
  app.addHook('preClose', (done) => {
    for (const close of [...streams]) close();
    done();
  });
  app.addHook('onClose', async () => {
    await hub.close();
    await worker.stop();
  });
  return { service, worker, openStreams: () => streams.size, followedBatches: hub.followedCount };
}
