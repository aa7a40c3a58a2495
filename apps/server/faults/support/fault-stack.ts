// The server under a fault test: the built bundle as a child process (so it can be killed for real), on its own
// data directory, with Coupang reached through a fault proxy in front of a standalone Coupang sandbox that lives in
// the test process and so outlives every server crash.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BulkBatch, bulkBatchSchema } from '@ollida/contracts/uploads';
import { type RunningCoupangSandbox, startCoupangSandbox } from '@ollida/sandbox/coupang/standalone';
import { freePort } from '../../../../scripts/built-server.ts';
import { connectCoupangStore, expectCall, signIn } from '../../../../scripts/harness/http-calls.ts';
import {
  bundles,
  type Running,
  startProcess,
  stopProcess,
  tailOf,
  waitReady,
} from '../../../../scripts/harness/processes.ts';
import { type FaultProxy, startFaultProxy } from './fault-proxy.ts';

export interface FaultStackOptions {
  /** PostgreSQL URL; the embedded PGlite in the data directory when absent. */
  databaseUrl?: string;
}

export interface FaultStack {
  proxy: FaultProxy;
  coupang: RunningCoupangSandbox;
  /** The server process now running (replaced by `restart`). */
  server(): Running;
  url: string;
  /** The server's DATA_DIR (its embedded database is in there), readable once the server stopped. */
  dataDir: string;
  /** Starts the server again on the same port, data directory and database. */
  restart(): Promise<void>;
  /** Every server process started, for a failure report. */
  tail(): string;
  close(): Promise<void>;
}

export async function startFaultStack(options: FaultStackOptions = {}): Promise<FaultStack> {
  const coupang = await startCoupangSandbox();
  const proxy = await startFaultProxy(coupang.baseUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'ollida-faults-'));
  const port = await freePort();
  const env = {
    NODE_ENV: 'development',
    SANDBOX: '1',
    APP_SECRET: randomBytes(36).toString('base64url'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    COUPANG_API_BASE: proxy.baseUrl,
    LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const started: Running[] = [];
  const launch = async () => {
    const server = startProcess(`server-${started.length + 1}`, bundles.server, port, env);
    started.push(server);
    await waitReady(server, 'running');
  };
  await launch();
  const current = () => {
    const server = started.at(-1);
    if (server === undefined) throw new Error('no server started');
    return server;
  };
  return {
    proxy,
    coupang,
    server: current,
    url: env.PUBLIC_URL,
    dataDir,
    restart: launch,
    tail: () => tailOf(started, 40),
    async close() {
      await Promise.all(started.map((server) => stopProcess(server, 10_000)));
      await proxy.close();
      await coupang.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in seller with a connected Coupang store on the stack's server. */
export async function sellerOf(stack: FaultStack, email = 'seller@example.com') {
  const token = await signIn(stack.url, email);
  const workspaceId = await connectCoupangStore(stack.url, token);
  return { token, workspaceId };
}

/** URLs of distinct products on the server's own demo shop. */
export const shopUrls = (stack: FaultStack, count: number, first = 1) =>
  Array.from({ length: count }, (_, index) => `${stack.url}/sandbox/shop/bench/items/${first + index}`);

export async function startBatch(
  stack: FaultStack,
  seller: { token: string; workspaceId: string },
  urls: string[],
): Promise<string> {
  const created = await expectCall(201, stack.url, 'POST', '/api/product-registration/bulk', {
    token: seller.token,
    body: { workspace_id: seller.workspaceId, stop_on_first_failure: false, urls },
  });
  return String(created.batch_id);
}

export async function readBatch(stack: FaultStack, token: string, batchId: string): Promise<BulkBatch> {
  const body = await expectCall(200, stack.url, 'GET', `/api/product-registration/bulk/${batchId}`, {
    token,
  });
  return bulkBatchSchema.parse(body);
}

/** Polls the batch until `done` holds; fails after `timeoutMs` with the batch as it was. */
export async function waitForBatch(
  stack: FaultStack,
  token: string,
  batchId: string,
  done: (batch: BulkBatch) => boolean,
  timeoutMs: number,
): Promise<BulkBatch> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const batch = await readBatch(stack, token, batchId);
    if (done(batch)) return batch;
    if (Date.now() > deadline) {
      throw new Error(`batch never reached the state within ${timeoutMs} ms: ${JSON.stringify(batch)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const isFinished = (batch: BulkBatch) => batch.status === 'completed' || batch.status === 'stopped';

/** The Coupang seller product id in a Wing admin link (`…?vendorInventoryId=…`). */
export function sellerProductIdOf(adminUrl: string | null): number | undefined {
  const id = adminUrl === null ? null : new URL(adminUrl).searchParams.get('vendorInventoryId');
  return id === null ? undefined : Number(id);
}

/**
 * What the marketplace holds against what the batch says: every item marked uploaded is a product on Coupang, no
 * product was listed twice (two products of one name), and no item marked uploaded points at another's product.
 */
export function marketplaceAgreement(stack: FaultStack, batch: BulkBatch) {
  const vendor = stack.coupang.vendors[0];
  if (vendor === undefined) throw new Error('the Coupang sandbox has no demo vendor');
  const products = stack.coupang.products.createdBy(vendor.vendorId);
  const names = products.map((product) => product.sellerProductName);
  const onMarketplace = new Set(products.map((product) => product.sellerProductId));
  const uploaded = batch.items.filter((item) => item.status === 'success');
  const claimed = uploaded.map((item) => sellerProductIdOf(item.admin_url));
  return {
    products: products.length,
    duplicateNames: names.filter((name, index) => names.indexOf(name) !== index),
    uploadedNotOnMarketplace: claimed.filter((id) => id === undefined || !onMarketplace.has(id)),
    claimedTwice: claimed.filter((id, index) => claimed.indexOf(id) !== index),
  };
}
