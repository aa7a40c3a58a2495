import { type RunningCoupangSandbox, startCoupangSandbox } from '@ollida/sandbox/coupang/standalone';
import { type RunningGoogleSandbox, startGoogleSandbox } from '@ollida/sandbox/google/standalone';
import { type RunningNaverSandbox, startNaverSandbox } from '@ollida/sandbox/naver/standalone';
import { type RunningTossSandbox, startTossSandbox } from '@ollida/sandbox/toss/standalone';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createUnlimitedPlanLimits, type PlanLimits } from '../src/modules/plans/index.ts';
import { createTestDatabase } from './test-database.ts';

export const testPublicUrl = 'http://ollida.test';
export const testAppSecret = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const testClient = { clientId: 'ollida-test-client', clientSecret: 'ollida-test-client-secret' };

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  google: RunningGoogleSandbox;
  coupang: RunningCoupangSandbox;
  naver: RunningNaverSandbox;
  /** Toss Payments on the test clock: moving `clock.now` past 10 minutes expires a confirm window. */
  toss: RunningTossSandbox;
  clock: { now: Date };
  close(): Promise<void>;
}

/** The real app on a fresh migrated database, talking to standalone sandboxes (Google, Coupang, Naver) on ephemeral ports. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    logStream?: { write(line: string): void };
    /** Default: unlimited, for tests of other features; `'plans'` enforces the real subscription-based limits. */
    planLimits?: PlanLimits | 'plans';
    sourceFetch?: AppDeps['sourceFetch'];
    /** Bulk job tuning; tests default to no recovery sweep and a short graceful stop. */
    jobs?: AppDeps['jobs'];
    bulkEvents?: AppDeps['bulkEvents'];
    /** Access log and IP guard switches (tests of seeded statistics turn the live log off). */
    traffic?: AppDeps['traffic'];
    /** Investigator sites (a shop on an ephemeral port), pacing and job tuning. */
    investigator?: AppDeps['investigator'];
    /** The built browser extension the download hands out (a folder the test wrote). */
    extensionDist?: string;
  } = {},
): Promise<TestContext> {
  const google = await startGoogleSandbox({
    clients: [{ ...testClient, redirectUris: [`${testPublicUrl}/auth/google/callback`] }],
  });
  const coupang = await startCoupangSandbox({ approvalDelayMs: 0 });
  const naver = await startNaverSandbox({ rateLimit: false });
  const clock = { now: new Date() };
  const toss = await startTossSandbox({ now: () => clock.now.getTime() });
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: testPublicUrl,
    APP_SECRET: testAppSecret,
    SANDBOX: '1',
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: testClient.clientId,
    GOOGLE_CLIENT_SECRET: testClient.clientSecret,
    COUPANG_API_BASE: coupang.baseUrl,
    NAVER_API_BASE: naver.baseUrl,
    TOSS_API_BASE: toss.baseUrl,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    clock: () => clock.now,
    logStream: options.logStream,
    planLimits:
      options.planLimits === 'plans' ? undefined : (options.planLimits ?? createUnlimitedPlanLimits()),
    sourceFetch: options.sourceFetch,
    jobs: options.jobs ?? { sweepIntervalSeconds: 0, stopTimeoutMs: 1_000 },
    syncSweepIntervalSeconds: 0,
    renewalSweepIntervalSeconds: 0,
    bulkEvents: options.bulkEvents,
    traffic: options.traffic,
    investigator: options.investigator,
    extensionDist: options.extensionDist,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    google,
    coupang,
    naver,
    toss,
    clock,
    async close() {
      await app.close();
      await database.close();
      await Promise.all([google.close(), coupang.close(), naver.close(), toss.close()]);
    },
  };
}
