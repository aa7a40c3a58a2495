import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { hookJobStart, type JobStartOptions } from '../../jobs/job-start.ts';
import type { PageParser } from '../../sources/parse-pool.ts';
import type { SafeFetcher } from '../../sources/safe-fetch.ts';
import type { PlanLimits } from '../plans/index.ts';
import { createCrawlJob } from './crawl-job.ts';
import { createCrawlRuns } from './crawl-runs.ts';
import { createCrawlSessionsRepo } from './crawl-sessions.repo.ts';
import type { CrawlSite } from './crawl-sites.ts';
import { type CrawlJobOptions, createCrawlWorker } from './crawl-worker.ts';
import { createCrawler, type Politeness } from './crawler.ts';
import { createHostPacer } from './host-pacer.ts';
import { createHtmlLinks } from './html-links.ts';
import { registerInvestigatorRoutes } from './investigator.routes.ts';
import { createInvestigatorService } from './investigator.service.ts';
import { createPageStoreRepo } from './page-store.repo.ts';

/** Overrides for tests and the benchmark: other sites (a shop on an ephemeral port), pacing, job tuning. */
export interface InvestigatorOptions {
  sites?: readonly CrawlSite[];
  politeness?: Politeness;
  jobs?: CrawlJobOptions;
}

export interface InvestigatorDeps extends JobStartOptions {
  database: DatabaseHandle;
  /** The app's pg-boss runner (shared with the other job modules). */
  runner: JobRunner;
  requireUser: preHandlerHookHandler;
  /** The app's one SSRF-safe fetcher (its per-host limit then holds across features). */
  fetcher: SafeFetcher;
  /** The app's page parser (parser threads). */
  parser: PageParser;
  sites: readonly CrawlSite[];
  politeness: Politeness;
  limits: PlanLimits;
  appSecret: string;
  clock: () => Date;
  jobs?: CrawlJobOptions;
}

/**
 * The Product Investigator: routes, and the pg-boss worker running crawls (started when the app is ready; with
 * `runJobs: false` only the queue is prepared, for sending).
 */
export function registerInvestigator(app: FastifyInstance, deps: InvestigatorDeps) {
  const { db } = deps.database;
  const sessions = createCrawlSessionsRepo(db);
  const crawler = createCrawler({
    fetcher: deps.fetcher,
    pacer: createHostPacer(),
    politeness: deps.politeness,
  });
  const onError = (error: unknown) => app.log.error({ err: error }, '상품 조사기 작업 오류');
  const worker = createCrawlWorker({
    runner: deps.runner,
    sessions,
    job: createCrawlJob({
      db,
      sessions,
      crawler,
      parser: deps.parser,
      sites: new Map(deps.sites.map((site) => [site.domain, site])),
      clock: deps.clock,
    }),
    options: deps.jobs,
    onError,
  });
  const service = createInvestigatorService({
    db,
    sessions,
    pages: createPageStoreRepo(db),
    parser: deps.parser,
    sites: deps.sites,
    limits: deps.limits,
    runsOf: createCrawlRuns(db, deps.clock),
    links: createHtmlLinks(deps.appSecret, deps.clock),
    // A job lost here is found by the worker's sweep; the crawl is committed either way.
    startJob: (id) => worker.enqueue([id]).catch(onError),
    clock: deps.clock,
  });
  registerInvestigatorRoutes(app, { requireUser: deps.requireUser, service });
  hookJobStart(app, deps, worker);
  app.addHook('onClose', () => worker.stop());
  return { service, worker };
}
