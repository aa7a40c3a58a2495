import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from '../../../scripts/harness/http-calls.ts';
import {
  type FaultStack,
  isFinished,
  marketplaceAgreement,
  sellerOf,
  shopUrls,
  startBatch,
  startFaultStack,
  waitForBatch,
} from './support/fault-stack.ts';

// Restarts the machine's PostgreSQL cluster, so it runs only where that is allowed: CI sets FAULTS_POSTGRES_RESTART=1
// on its own machine, after every other test that uses the server is done.
const adminUrl = process.env.TEST_DATABASE_URL;
const enabled = process.env.FAULTS_POSTGRES_RESTART === '1' && adminUrl !== undefined;
const databaseName = `ollida_fault_${randomBytes(4).toString('hex')}`;
const total = 10;

let stack: FaultStack | undefined;

/** Stops the cluster (fast: open connections are cut), keeps it down for `downMs`, starts it again. */
async function restartCluster(downMs: number): Promise<void> {
  const [version] = readdirSync('/etc/postgresql');
  if (version === undefined) throw new Error('no PostgreSQL cluster in /etc/postgresql');
  const control = (...args: string[]) =>
    promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', ...args]);
  await control('stop', '-m', 'fast');
  await new Promise((resolve) => setTimeout(resolve, downMs));
  await control('start');
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!enabled) return;
  await withAdmin((client) => client.query(`create database ${databaseName}`));
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${databaseName}`;
  stack = await startFaultStack({ databaseUrl: url.toString() });
});
afterAll(async () => {
  await stack?.close();
  if (enabled)
    await withAdmin((client) => client.query(`drop database if exists ${databaseName} with (force)`));
});

it.runIf(enabled)(
  'finishes a bulk batch across a PostgreSQL restart, uploading no item twice and leaving no request hanging',
  async () => {
    if (stack === undefined) throw new Error('no stack');
    const running = stack;
    const seller = await sellerOf(running);
    running.proxy.setMode({ kind: 'delay', delayMs: 500 });
    const batchId = await startBatch(running, seller, shopUrls(running, total));
    await waitForBatch(running, seller.token, batchId, (batch) => batch.success >= 2, 60_000);

    // Screens keep asking while the database is away: each answer comes back in bounded time.
    let polling = true;
    const latencies: number[] = [];
    const statuses = new Set<number>();
    const poller = (async () => {
      while (polling) {
        const asked = Date.now();
        const answer = await call(running.url, 'GET', `/api/product-registration/bulk/${batchId}`, {
          token: seller.token,
        });
        latencies.push(Date.now() - asked);
        statuses.add(answer.status);
        if (answer.status !== 200) expect(String(answer.body.detail)).toMatch(/[가-힣]/);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await restartCluster(5_000);
    const done = await waitForBatch(running, seller.token, batchId, isFinished, 120_000).catch(
      (error: unknown) => {
        throw new Error(`${String(error)}\n${running.tail()}`);
      },
    );
    polling = false;
    await poller;

    expect(Math.max(...latencies)).toBeLessThan(15_000);
    expect(done.status).toBe('completed');
    // Coupang's answers are recorded through the outage and items whose step met the outage are retried.
    expect(done, JSON.stringify(done.errors)).toMatchObject({ success: total, fail: 0 });
    const agreement = marketplaceAgreement(running, done);
    expect(agreement.duplicateNames).toEqual([]);
    expect(agreement.uploadedNotOnMarketplace).toEqual([]);
    expect(agreement.claimedTwice).toEqual([]);
    expect((await call(running.url, 'GET', '/api/ready')).status).toBe(200);
    expect([...statuses].every((status) => status === 200 || status >= 500)).toBe(true);
  },
);
