import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createGoogleOidcClient } from './integrations/google/oidc-client.ts';
import { createMarketplaceClients } from './integrations/marketplace-clients.ts';
import { createSupplierClients } from './integrations/supplier-clients.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { registerTraffic, type TrafficOptions } from './modules/admin/index.ts';
import {
  createLoginService,
  createSessionService,
  createSessionsRepo,
  createTokenSigner,
  registerAuthRoutes,
} from './modules/auth/index.ts';
import {
  type BulkJobOptions,
  type BulkRegistrationDeps,
  registerBulkRegistration,
} from './modules/bulk-registration/index.ts';
import { registerCoupangOrderRoutes } from './modules/coupang-orders/index.ts';
import {
  createCoupangStoresRepo,
  findStoreByApiKey,
  registerCoupangStoreRoutes,
} from './modules/coupang-stores/index.ts';
import { createExtensionPackage, registerExtensionRoutes } from './modules/extension/index.ts';
import { createReadinessCheck, registerHealthRoutes } from './modules/health/index.ts';
import { registerHostedImages } from './modules/hosted-images/index.ts';
import {
  type InvestigatorOptions,
  productionSites,
  registerInvestigator,
  sandboxShopSites,
} from './modules/investigator/index.ts';
import { registerMemberRoutes } from './modules/members/index.ts';
import { registerNotificationRoutes } from './modules/notifications/index.ts';
import { registerOnboardingRoutes } from './modules/onboarding/index.ts';
import { registerOrders } from './modules/orders/index.ts';
import { registerPayments } from './modules/payments/index.ts';
import {
  createPlanLimits,
  createSubscriptionReader,
  type PlanLimits,
  registerPlanRoutes,
} from './modules/plans/index.ts';
import {
  createProductSearchRepo,
  createProductSearchService,
  registerProductSearchRoutes,
} from './modules/product-search/index.ts';
import {
  createSupplierApiRoute,
  createUrlParserService,
  registerSourceParserRoutes,
} from './modules/source-parser/index.ts';
import { registerSupplierSync, type SyncRunJobOptions } from './modules/supplier-sync/index.ts';
import { registerUploadedProducts } from './modules/uploaded-products/index.ts';
import { createUploadService, registerUploadRoutes } from './modules/uploads/index.ts';
import { createUsersRepo, registerUserRoutes } from './modules/users/index.ts';
import { createWorkspaceAccess, registerWorkspaceRoutes } from './modules/workspaces/index.ts';
import { extensionDistFolder } from './paths.ts';
import { authenticateBeforeParsing, createRequireUser } from './platform/authenticate.ts';
import { registerConnectionDrain } from './platform/connection-drain.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { frameworkErrorReply, registerInputHygiene } from './platform/input-hygiene.ts';
import { loggerOptions } from './platform/logger.ts';
import { registerOpenApi } from './platform/openapi.ts';
import type { PageCacheOptions } from './platform/page-cache.ts';
import { registerSandboxes, shopListingPath } from './platform/sandboxes.ts';
import { createSecretBox } from './platform/secret-box.ts';
import { registerSecurity } from './platform/security.ts';
import { registerStaticSpa } from './platform/static-spa.ts';
import { createImageDownloader } from './sources/image-download.ts';
import { createParsePool, type PageParser } from './sources/parse-pool.ts';
import { createSafeFetcher, type SafeFetcherOptions } from './sources/safe-fetch.ts';

z.config(z.locales.ko());

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: () => Date;
  /** Folder of the built SPA; omitted in API-only tests. */
  webDist?: string;
  /** Where the sandboxes keep their state (the embedded default: DATA_DIR/sandbox); in memory when omitted. */
  sandboxStateDir?: string;
  /** What sellers' plans allow; the default reads each seller's subscription (tests of other features pass unlimited). */
  planLimits?: PlanLimits;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Bulk registration jobs (default 6 workers per process). */
  jobs?: BulkJobOptions;
  /** Seconds between supplier-sync schedule sweeps (default 60); 0 turns the schedule off (tests call `sweep`). */
  syncSweepIntervalSeconds?: number;
  /** Seconds between sweeps reading stale stores' orders (default 60); 0 turns them off (tests sync on demand). */
  orderSweepIntervalSeconds?: number;
  /** Supplier-sync run jobs (tests turn the recovery sweep off). */
  syncJobs?: SyncRunJobOptions;
  /** Timing of the bulk progress streams (tests shorten the access re-check and heartbeat). */
  bulkEvents?: BulkRegistrationDeps['events'];
  /** Bounds of the uploaded-product list's page cache; `{ maxEntries: 0, ... }` turns it off (benchmark). */
  productListCache?: PageCacheOptions;
  /**
   * Fetcher settings for tests: extra allowed prefixes (sandboxes on ephemeral ports), shorter timeouts, a resolver
   * (the sync bench serves many host names from one local shop).
   */
  sourceFetch?: Pick<
    SafeFetcherOptions,
    'allowedPrefixes' | 'totalTimeoutMs' | 'connectTimeoutMs' | 'resolve'
  >;
  /** Access log and IP guard switches and buffer tuning (benchmark and tests); both on by default. */
  traffic?: TrafficOptions;
  /** Product Investigator overrides (sites on a test shop, pacing, job tuning). */
  investigator?: InvestigatorOptions;
  /** Folder of the built browser extension (tests point at their own). */
  extensionDist?: string;
  /** Seconds between subscription renewal sweeps (default 60); 0 = none (tests drive the sweep themselves). */
  renewalSweepIntervalSeconds?: number;
  /** Jobs start once the server listens (main.ts), not when the app is ready (tests, the worker entry). */
  startJobsOnListen?: boolean;
  /** Reads fetched pages (decode + extract); default a pool of parser threads, closed with the app. */
  pageParser?: PageParser;
}

/** Believes X-Forwarded-For for the first `hops` proxies in front of the app. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole HTTP application from explicit dependencies; does no I/O until it is started. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const https = config.publicUrl.startsWith('https://');
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    bodyLimit: config.bodyLimitBytes,
    genReqId: () => randomUUID(),
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestIdHeader: false,
    frameworkErrors: frameworkErrorReply,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  registerConnectionDrain(app);
  registerInputHygiene(app);
  await registerSecurity(app, { https });
  // Before every route: the IP guard and the access log hook every request, sandboxes and the SPA included.
  const traffic = registerTraffic(app, {
    db: database.db,
    clock,
    patterns: config.dangerousPathPatterns,
    retentionDays: config.accessLogRetentionDays,
    blockListRefreshMs: config.ipBlockRefreshMs,
    options: deps.traffic,
  });
  await registerOpenApi(app);

  if (config.sandbox) await registerSandboxes(app, config, deps.sandboxStateDir);

  const users = createUsersRepo(database.db);
  const sessionsRepo = createSessionsRepo(database.db);
  const sessions = createSessionService({
    sessions: sessionsRepo,
    signer: createTokenSigner(config.appSecret, clock),
    clock,
  });
  const login = createLoginService({
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
    oidc: createGoogleOidcClient(config.google),
    sessionsRepo,
    users,
    sessions,
    clock,
  });
  const requireUser = createRequireUser(sessions);
  authenticateBeforeParsing(app, requireUser);
  // One fetcher for every user-supplied URL (pages and images), so the per-host limit holds across features.
  const sourceFetcher = createSafeFetcher({
    ...deps.sourceFetch,
    allowedPrefixes: [...config.sourceAllowedPrefixes, ...(deps.sourceFetch?.allowedPrefixes ?? [])],
  });
  app.addHook('onClose', async () => sourceFetcher.close());
  // Pages are read on parser threads: the URL parser (bulk jobs, product search) and the Investigator share them.
  // Closed after the job modules stop (onClose hooks run last-registered first), so a running job's page finishes.
  const pageParser = deps.pageParser ?? createParsePool({ cpuLimitMs: config.parseCpuLimitMs });
  if (deps.pageParser === undefined) app.addHook('onClose', async () => pageParser.close());

  // One pg-boss instance for every job module (bulk registration, crawls): one poller and one maintenance loop.
  // With RUN_JOBS=0 it only sends: no workers, no recovery sweeps, no maintenance (the worker processes do those).
  const jobRunner = createJobRunner({
    database,
    supervise: config.runJobs,
    onError: (error) => app.log.error({ err: error }, 'job runner error'),
  });
  // Shutdown starts by taking no new jobs; running ones finish while HTTP requests drain (the modules' onClose waits).
  app.addHook('preClose', () => jobRunner.stopTaking());
  const readiness = createReadinessCheck({ database, runner: jobRunner, runJobs: config.runJobs });
  app.decorate('readiness', readiness);
  registerHealthRoutes(app, { config, readiness });
  registerAuthRoutes(app, {
    login,
    sessions,
    requireUser,
    secureCookies: https,
    rateLimitPerMinute: config.authRateLimitPerMinute,
  });
  registerUserRoutes(app, { requireUser });
  registerOnboardingRoutes(app, { db: database.db, requireUser });
  traffic.registerRoutes(requireUser);
  const workspaceDeps = {
    db: database.db,
    requireUser,
    access: createWorkspaceAccess(database.db),
    clients: createMarketplaceClients(config, clock, createImageDownloader(sourceFetcher), database.db),
    secrets: createSecretBox(config.appSecret),
    limits: deps.planLimits ?? createPlanLimits(database.db, { clock }),
    clock,
  };
  const imageHost = registerHostedImages(app, { ...workspaceDeps, config, fetcher: sourceFetcher });
  registerWorkspaceRoutes(app, workspaceDeps);
  registerMemberRoutes(app, workspaceDeps);
  registerNotificationRoutes(app, workspaceDeps);
  registerCoupangStoreRoutes(app, workspaceDeps);
  const uploader = createUploadService({
    ...workspaceDeps,
    imageHost,
    failedUploadsPerHour: config.failedUploadsPerHour,
  });
  registerUploadRoutes(app, {
    ...workspaceDeps,
    service: uploader,
    failedUploadRetentionDays: config.failedUploadRetentionDays,
  });
  registerUploadedProducts(app, { ...workspaceDeps, uploader, productListCache: deps.productListCache });
  registerCoupangOrderRoutes(app, workspaceDeps);
  await registerOrders(app, {
    ...workspaceDeps,
    // Stores' orders are read where jobs run (not on HTTP-only instances); tests sync on demand.
    sweepIntervalSeconds: config.runJobs ? (deps.orderSweepIntervalSeconds ?? 60) : 0,
  });
  const storesRepo = createCoupangStoresRepo(database.db);
  registerExtensionRoutes(app, {
    findStoreByApiKey: (key) => findStoreByApiKey(storesRepo, key),
    settingsOf: (workspaceId) => uploader.getSettings(workspaceId),
    reviewWithApiKey: (input) => uploader.reviewWithApiKey(input),
    extensionPackage: createExtensionPackage({
      distFolder: deps.extensionDist ?? extensionDistFolder,
      publicUrl: config.publicUrl,
    }),
    publicUrl: config.publicUrl,
  });
  const subscriptions = createSubscriptionReader(database.db, clock);
  registerPlanRoutes(app, { requireUser, subscriptions });
  registerPayments(app, {
    db: database.db,
    requireUser,
    toss: config.integrations.toss,
    sandbox: config.sandbox,
    publicUrl: config.publicUrl,
    subscriptions,
    secrets: workspaceDeps.secrets,
    clock,
    // Renewals are charged where jobs run (not on HTTP-only instances); tests run the sweep themselves.
    renewalSweepIntervalSeconds: config.runJobs ? (deps.renewalSweepIntervalSeconds ?? 60) : 0,
  });
  const urlParser = createUrlParserService({
    fetcher: sourceFetcher,
    parser: pageParser,
    supplierApi: createSupplierApiRoute(createSupplierClients(config.suppliers, clock)),
    workspaceRates: (userId, workspaceId) => uploader.exchangeRatesForMember(userId, workspaceId),
  });
  await registerSourceParserRoutes(app, { requireUser, urlParser });
  registerSupplierSync(app, {
    ...workspaceDeps,
    urlParser,
    fetcher: sourceFetcher,
    settingsOf: (workspaceId) => uploader.getSettings(workspaceId),
    // Scheduled checks run where jobs run (not on HTTP-only instances).
    sweepIntervalSeconds: config.runJobs ? (deps.syncSweepIntervalSeconds ?? 60) : 0,
    runner: jobRunner,
    runJobs: config.runJobs,
    startJobsOnListen: deps.startJobsOnListen,
    jobs: deps.syncJobs,
  });
  registerProductSearchRoutes(app, {
    requireUser,
    service: createProductSearchService({ repo: createProductSearchRepo(database.db), urlParser }),
  });
  registerInvestigator(app, {
    database,
    runner: jobRunner,
    requireUser,
    fetcher: sourceFetcher,
    parser: pageParser,
    sites:
      deps.investigator?.sites ??
      (config.sandbox
        ? sandboxShopSites(`${config.publicUrl}/sandbox/shop`, shopListingPath)
        : productionSites),
    politeness: deps.investigator?.politeness ?? { minDelayMs: config.crawlDelayMs, honourCrawlDelay: true },
    limits: workspaceDeps.limits,
    appSecret: config.appSecret,
    clock,
    jobs: deps.investigator?.jobs,
    runJobs: config.runJobs,
    startJobsOnListen: deps.startJobsOnListen,
  });
  registerBulkRegistration(app, {
    database,
    runner: jobRunner,
    requireUser,
    access: workspaceDeps.access,
    urlParser,
    uploader,
    clock,
    jobs: deps.jobs,
    events: deps.bulkEvents,
    runJobs: config.runJobs,
    startJobsOnListen: deps.startJobsOnListen,
  });
  await registerStaticSpa(app, deps.webDist);
  return app;
}
