import { type CrawlResult, crawlResultSchema } from '@ollida/contracts/investigator';
import { listingPath } from '@ollida/sandbox/shop/render-listing';
import { type RunningShopSandbox, startShopSandbox } from '@ollida/sandbox/shop/standalone';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { expect } from 'vitest';
import { createJobRunner } from '../../src/jobs/job-runner.ts';
import { registerInvestigator, sandboxShopSites } from '../../src/modules/investigator/index.ts';
import { createUnlimitedPlanLimits, type PlanLimits } from '../../src/modules/plans/index.ts';
import { registerErrorHandler } from '../../src/platform/error-handler.ts';
import { registerSecurity } from '../../src/platform/security.ts';
import { inlinePageParser } from '../../src/sources/parse-pool.ts';
import { createSafeFetcher } from '../../src/sources/safe-fetch.ts';
import { buildTestApp, type TestContext } from '../build-test-app.ts';
import { createUser, loginAs } from '../factories.ts';

/** A demo shop on an ephemeral port that remembers every path it was asked for. */
export async function startRecordedShop(): Promise<{ shop: RunningShopSandbox; requests: string[] }> {
  const requests: string[] = [];
  const shop = await startShopSandbox({ onRequest: (url) => requests.push(url) });
  return { shop, requests };
}

/** The app crawling the shop's sections as its sites, without pauses (politeness itself is tested on its own). */
export function buildInvestigatorApp(
  shop: RunningShopSandbox,
  options: { planLimits?: PlanLimits | 'plans'; workers?: number } = {},
) {
  return buildTestApp({
    planLimits: options.planLimits,
    sourceFetch: { allowedPrefixes: [`${shop.baseUrl}/`] },
    investigator: {
      sites: sandboxShopSites(shop.baseUrl, listingPath),
      politeness: { minDelayMs: 0, honourCrawlDelay: false },
      jobs: {
        workers: options.workers,
        sweepIntervalSeconds: 0,
        stopTimeoutMs: 1_000,
        pollingIntervalSeconds: 0.5,
        retryDelaySeconds: 1,
      },
    },
  });
}

/** Calls of the Investigator and product search APIs as one signed-in user. */
export function investigatorKit(ctx: TestContext) {
  async function call(
    token: string | undefined,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
  ) {
    return ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
  }

  return {
    call,

    async seller() {
      const user = await createUser(ctx);
      return { user, token: await loginAs(ctx, user.id) };
    },

    async startCrawl(token: string, domain: string, maxCrawls: number): Promise<CrawlResult> {
      const response = await call(token, 'POST', '/api/product-investigator/crawler/start', {
        domain,
        max_crawls: maxCrawls,
      });
      expect(response.statusCode, response.body).toBe(200);
      return crawlResultSchema.parse(response.json());
    },

    /** Polls the session until the crawl has ended. */
    async finished(token: string, sessionId: string, timeoutMs = 20_000): Promise<CrawlResult> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const response = await call(token, 'GET', `/api/product-investigator/crawler/sessions/${sessionId}`);
        expect(response.statusCode, response.body).toBe(200);
        const result = crawlResultSchema.parse(response.json());
        if (result.status !== 'running') return result;
        if (Date.now() > until) throw new Error(`crawl ${sessionId} still running: ${result.message}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/**
 * A second server process on the test's database: the Investigator module with a job runner of its own, crawling
 * the shop at the given pace. Close it to stop its worker as a shutting-down server would.
 */
export async function startCrawlProcess(ctx: TestContext, shop: RunningShopSandbox, minDelayMs: number) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app, { https: false });
  const fetcher = createSafeFetcher({ allowedPrefixes: [`${shop.baseUrl}/`] });
  app.addHook('onClose', () => fetcher.close());
  registerInvestigator(app, {
    database: ctx.database,
    runner: createJobRunner({ database: ctx.database }),
    requireUser: async () => undefined,
    fetcher,
    parser: inlinePageParser,
    sites: sandboxShopSites(shop.baseUrl, listingPath),
    politeness: { minDelayMs, honourCrawlDelay: false },
    limits: createUnlimitedPlanLimits(),
    appSecret: ctx.config.appSecret,
    clock: () => ctx.clock.now,
    jobs: { sweepIntervalSeconds: 0, stopTimeoutMs: 300, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
  });
  await app.ready();
  return app;
}
