import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BulkBatch, bulkBatchSchema } from '@ollida/contracts/uploads';
import { type RunningShopSandbox, startShopSandbox } from '@ollida/sandbox/shop/standalone';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { workspaceMembers, workspaces } from '../../src/db/schema/workspaces.ts';
import { createSupplierClients } from '../../src/integrations/supplier-clients.ts';
import { createJobRunner } from '../../src/jobs/job-runner.ts';
import { createSessionService, createSessionsRepo, createTokenSigner } from '../../src/modules/auth/index.ts';
import {
  type BatchHubOptions,
  type BulkEventOptions,
  type BulkJobOptions,
  type BulkUploader,
  registerBulkRegistration,
} from '../../src/modules/bulk-registration/index.ts';
import { createSupplierApiRoute, createUrlParserService } from '../../src/modules/source-parser/index.ts';
import { createWorkspaceAccess } from '../../src/modules/workspaces/index.ts';
import { createRequireUser } from '../../src/platform/authenticate.ts';
import { registerErrorHandler } from '../../src/platform/error-handler.ts';
import { registerSecurity } from '../../src/platform/security.ts';
import { inlinePageParser } from '../../src/sources/parse-pool.ts';
import { createSafeFetcher, type SafeFetcher } from '../../src/sources/safe-fetch.ts';
import { buildTestApp, type TestContext } from '../build-test-app.ts';
import { createUser, loginAs } from '../factories.ts';
import { createFakeUploader, type FakeUploader } from './fake-uploader.ts';

/** A proxy in front of the demo shop (same paths) that can hold chosen pages until the test lets them through. */
export async function startGatedShop(shopOrigin: string) {
  const holds = new Map<string, { release: () => void; released: Promise<void> }>();
  const arrivals = new Map<string, () => void>();
  const arrived = new Map<string, Promise<void>>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    arrivals.get(path)?.();
    void (holds.get(path)?.released ?? Promise.resolve())
      .then(() => fetch(`${shopOrigin}${path}`))
      .then(async (upstream) => {
        response.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'text/html',
        });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      })
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** The same page as `shopUrl`, reached through this proxy. */
    via: (shopUrl: string) => `${origin}${new URL(shopUrl).pathname}${new URL(shopUrl).search}`,
    /** Holds the page at `url`; resolves `arrived` when a request for it comes in. */
    hold(url: string) {
      const path = new URL(url).pathname + new URL(url).search;
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(path, { release, released });
      arrived.set(
        path,
        new Promise<void>((resolve) => {
          arrivals.set(path, resolve);
        }),
      );
      return {
        arrived: arrived.get(path) ?? Promise.resolve(),
        release: () => {
          holds.delete(path);
          release();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const hold of holds.values()) hold.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Queue of the test's own bulk app: the test context's app may run a bulk worker of its own on the same database,
 * and it must not take these jobs.
 */
export const testQueue = 'bulk-registration-test';

interface BulkAppOptions {
  uploader: BulkUploader;
  allowedPrefixes: string[];
  jobs?: BulkJobOptions;
  events?: BulkEventOptions & BatchHubOptions;
  /** false: an HTTP instance that only enqueues (`RUN_JOBS=0`). */
  runJobs?: boolean;
}

/** The bulk routes and worker on the test context's database, with the uploader the test chooses. */
export async function startBulkApp(
  ctx: TestContext,
  options: BulkAppOptions,
): Promise<{
  app: FastifyInstance;
  fetcher: SafeFetcher;
  openStreams: () => number;
  followedBatches: () => number;
}> {
  const clock = () => ctx.clock.now;
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  await registerSecurity(app, { https: false });
  const sessions = createSessionService({
    sessions: createSessionsRepo(ctx.database.db),
    signer: createTokenSigner(ctx.config.appSecret, clock),
    clock,
  });
  // Not closed with the app: a page a test still holds would keep close() waiting. Tests close it at the end.
  const fetcher = createSafeFetcher({ allowedPrefixes: options.allowedPrefixes, totalTimeoutMs: 10_000 });
  const bulk = registerBulkRegistration(app, {
    database: ctx.database,
    runner: createJobRunner({ database: ctx.database }),
    requireUser: createRequireUser(sessions),
    access: createWorkspaceAccess(ctx.database.db),
    urlParser: createUrlParserService({
      fetcher,
      parser: inlinePageParser,
      supplierApi: createSupplierApiRoute(createSupplierClients(ctx.config.suppliers, clock)),
    }),
    uploader: options.uploader,
    clock,
    runJobs: options.runJobs,
    rateLimitPerMinute: 1_000,
    events: { debounceMs: 50, ...options.events },
    jobs: {
      queue: testQueue,
      workers: 2,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
      sweepIntervalSeconds: 0,
      stopTimeoutMs: 1_000,
      ...options.jobs,
    },
  });
  await app.ready();
  return { app, fetcher, openStreams: bulk.openStreams, followedBatches: bulk.followedBatches };
}

/**
 * The set-up most bulk tests share: the demo shop behind a gate, a fresh test app, and the bulk routes and worker with
 * the fake uploader, reading only through the gate.
 */
export async function startGatedBulk(options: Omit<BulkAppOptions, 'uploader' | 'allowedPrefixes'> = {}) {
  const shop: RunningShopSandbox = await startShopSandbox();
  const gate = await startGatedShop(shop.origin);
  const ctx = await buildTestApp();
  const fake: FakeUploader = createFakeUploader(ctx.database.db);
  const bulk = await startBulkApp(ctx, {
    ...options,
    uploader: fake.uploader,
    allowedPrefixes: [`${gate.origin}/`],
  });
  return {
    shop,
    gate,
    ctx,
    fake,
    bulk,
    api: bulkCalls(() => bulk.app),
    async close() {
      await bulk.app.close();
      await ctx.close();
      await bulk.fetcher.close();
      await Promise.all([gate.close(), shop.close()]);
    },
  };
}

/** Signed-in calls to the bulk routes of one app. */
export function bulkCalls(app: () => FastifyInstance) {
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    app().inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    call,
    create: (token: string, body: Record<string, unknown>) =>
      call(token, 'POST', '/api/product-registration/bulk', body),
    async get(token: string, batchId: string): Promise<BulkBatch> {
      const response = await call(token, 'GET', `/api/product-registration/bulk/${batchId}`);
      if (response.statusCode !== 200) throw new Error(`batch read failed: ${response.body}`);
      return bulkBatchSchema.parse(response.json());
    },
    /** Polls until `done` holds (or fails the test after `timeoutMs`); the assertions come after, on exact values. */
    async until(token: string, batchId: string, done: (batch: BulkBatch) => boolean, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const batch = await this.get(token, batchId);
        if (done(batch)) return batch;
        if (Date.now() > deadline) throw new Error(`batch never reached the state: ${JSON.stringify(batch)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

export const isFinished = (batch: BulkBatch) => batch.status === 'completed' || batch.status === 'stopped';

/** A signed-in seller owning a store workspace (a plain row: the fake uploader never calls the marketplace). */
export async function sellerWithStore(ctx: TestContext, platform: 'coupang' | 'naver' = 'coupang') {
  const user = await createUser(ctx);
  const token = await loginAs(ctx, user.id);
  const [workspace] = await ctx.database.db
    .insert(workspaces)
    .values({ name: `${user.email} 스토어`, platform, ownerId: user.id })
    .returning({ id: workspaces.id });
  if (!workspace) throw new Error('workspace insert returned nothing');
  await ctx.database.db
    .insert(workspaceMembers)
    .values({ workspaceId: workspace.id, userId: user.id, role: 'owner' });
  return { user, token, workspaceId: workspace.id };
}

/** What `startGatedBulk` starts. */
export type GatedBulk = Awaited<ReturnType<typeof startGatedBulk>>;
