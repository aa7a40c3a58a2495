// What docs/deployment.md claims about several instances, checked on the built bundles and a fresh PostgreSQL
// database: two HTTP instances with RUN_JOBS=0 and one worker process. A session made on A works on B; a bulk batch
// started on A stalls while the worker is down and finishes (every item once, on the marketplace too) when it is
// back, followed on B; with a second worker, a 300-URL batch is listed once per URL without a single 429 from
// Coupang (the two workers share the vendor's budget through PostgreSQL); an IP blocked through A is refused by B
// within 5 s. Run by .ci/run after `npm test`.
// Usage: [TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres] node --import tsx scripts/test-multi-instance.ts
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, repoRoot } from './built-server.ts';
import { call, connectCoupangStore, expectCall, signIn } from './harness/http-calls.ts';
import {
  bundles,
  logRecords,
  type Running,
  startProcess,
  stopAll,
  stopProcess,
  tailOf,
  waitReady,
} from './harness/processes.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `ollida_multi_${process.pid}_${randomBytes(3).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const startedAt = performance.now();
const step = (message: string) =>
  console.log(`[multi-instance +${((performance.now() - startedAt) / 1000).toFixed(1)}s] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`check failed: ${message}`);
}

const started: Running[] = [];
const tempDir = mkdtempSync(join(tmpdir(), 'ollida-multi-'));
const admin = new pg.Client({ connectionString: adminUrl });
const db = new pg.Client({ connectionString: databaseUrl });

async function run(): Promise<void> {
  // `npm test` built both bundles in its e2e step; build the server alone when run by hand without them.
  if (!existsSync(bundles.server) || !existsSync(bundles.worker)) {
    step('building the server bundles');
    const build = spawnSync('npm', ['run', 'build', '-w', '@ollida/server'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    check(build.status === 0, 'server build');
  }
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await db.connect();
  step(`database ${databaseName}`);

  const [portA, portB, portWorker] = [await freePort(), await freePort(), await freePort()];
  const shared = {
    NODE_ENV: 'development',
    SANDBOX: '1',
    DATABASE_URL: databaseUrl,
    APP_SECRET: randomBytes(36).toString('base64url'),
    TRUST_PROXY: 'loopback',
    ADMIN_EMAILS: 'admin@example.com',
    LOG_LEVEL: 'info',
  };
  const instance = (name: string, port: number) =>
    startProcess(name, bundles.server, port, {
      ...shared,
      RUN_JOBS: '0',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: join(tempDir, name),
    });
  const a = instance('instance-a', portA);
  const b = instance('instance-b', portB);
  // PUBLIC_URL plays the load balancer's address: in sandbox mode the worker reaches the marketplaces and the demo
  // shop at ${PUBLIC_URL}/sandbox/*, here instance A's.
  const startWorker = (name: string) =>
    startProcess(name, bundles.worker, portWorker, {
      ...shared,
      PUBLIC_URL: a.url,
      DATA_DIR: join(tempDir, name),
    });
  let worker = startWorker('worker-1');
  started.push(a, b, worker);
  // All three at once: migrations run under the advisory lock, whoever comes first.
  await Promise.all([
    waitReady(a, 'enqueue-only'),
    waitReady(b, 'enqueue-only'),
    waitReady(worker, 'running'),
  ]);
  step('instances A and B ready (jobs: enqueue-only), worker ready (jobs: running)');

  const seller = await signIn(a.url, 'seller@example.com');
  const me = await expectCall(200, b.url, 'GET', '/api/user/me', { token: seller });
  check(me.email === 'seller@example.com', 'a session made on A works on B');
  step('signed in on A, the same token works on B');
  const workspaceId = await connectCoupangStore(a.url, seller);
  step('Coupang workspace with the demo keys, return center and outbound place connected');

  // The worker goes away: a batch started now must wait, though both instances are up.
  check((await stopProcess(worker)) === 0, 'the worker exits 0 on SIGTERM');
  check(
    worker.lines.some((line) => line.includes('작업 프로세스를 종료했습니다')),
    'the worker logs its graceful end',
  );
  const urls = Array.from({ length: 6 }, (_, index) => `${a.url}/sandbox/shop/bench/items/${index + 1}`);
  const created = await expectCall(201, a.url, 'POST', '/api/product-registration/bulk', {
    token: seller,
    body: { workspace_id: workspaceId, urls },
  });
  const batchId = String(created.batch_id);
  await sleep(3_000);
  const stalled = await expectCall(200, b.url, 'GET', `/api/product-registration/bulk/${batchId}`, {
    token: seller,
  });
  const stalledItems = stalled.items as { status: string }[];
  check(
    stalled.status === 'running' && stalledItems.every((item) => item.status === 'waiting'),
    `nothing runs without the worker: ${JSON.stringify(stalledItems.map((item) => item.status))}`,
  );
  const queued = await db.query<{ state: string }>(
    `select state from pgboss.job where name = 'bulk-registration' and data->>'item_id' in
       (select id::text from bulk_items where batch_id = $1)`,
    [batchId],
  );
  check(queued.rows.length === 6 && queued.rows.every((row) => row.state === 'created'), 'six queued jobs');
  step('batch of 6 started on A: after 3 s with no worker, every item still waiting (jobs queued)');

  worker = startWorker('worker-2');
  started.push(worker);
  await waitReady(worker, 'running');
  let batch = stalled;
  const deadline = Date.now() + 60_000;
  while (batch.status === 'running' && Date.now() < deadline) {
    await sleep(250);
    batch = await expectCall(200, b.url, 'GET', `/api/product-registration/bulk/${batchId}`, {
      token: seller,
    });
  }
  const items = batch.items as { id: string; status: string }[];
  check(
    batch.status === 'completed' && batch.success === 6 && batch.fail === 0,
    `batch completed on the restarted worker: ${JSON.stringify({ ...batch, items: undefined })}`,
  );
  check(
    items.every((item) => item.status === 'success'),
    'every item succeeded',
  );
  step('worker restarted: the batch completed, followed on B');
  const coupangState = join(tempDir, 'instance-a', 'sandbox', 'coupang.json');
  await checkExactlyOnce([batchId], coupangState);

  // Two job processes at once: each alone stays under Coupang's limit; together only a shared budget keeps them there.
  const secondWorker = startProcess('worker-3', bundles.worker, await freePort(), {
    ...shared,
    PUBLIC_URL: a.url,
    DATA_DIR: join(tempDir, 'worker-3'),
  });
  started.push(secondWorker);
  await waitReady(secondWorker, 'running');
  // A plan without a registration cap: the free tier stops after 10 products.
  await db.query(
    `with seller as (select id from users where email = 'seller@example.com'),
          paid as (insert into payments (user_id, order_id, order_name, plan_type, amount, status, approved_at)
                   select id, 'multi-instance-business', '비즈니스 플랜', 'business', 99000, 'completed', now()
                   from seller returning id, user_id)
     insert into subscriptions (user_id, plan_type, status, current_period_start, current_period_end, payment_id)
     select user_id, 'business', 'active', now() - interval '1 day', now() + interval '29 days', id from paid`,
  );
  const largeStartedAt = new Date();
  const large = await expectCall(201, b.url, 'POST', '/api/product-registration/bulk', {
    token: seller,
    body: {
      workspace_id: workspaceId,
      urls: Array.from({ length: 300 }, (_, index) => `${a.url}/sandbox/shop/bench/items/${index + 101}`),
    },
  });
  const largeId = String(large.batch_id);
  let largeBatch = large;
  const largeDeadline = Date.now() + 240_000;
  while (largeBatch.status === 'running' && Date.now() < largeDeadline) {
    await sleep(1_000);
    largeBatch = await expectCall(200, a.url, 'GET', `/api/product-registration/bulk/${largeId}`, {
      token: seller,
    });
  }
  check(
    largeBatch.status === 'completed' && largeBatch.success === 300,
    `the 300-URL batch completed: ${JSON.stringify({ ...largeBatch, items: undefined, results: undefined, errors: (largeBatch.errors as unknown[]).slice(0, 3) })}`,
  );
  // The access log is written in batches within a second or two.
  await sleep(2_500);
  const coupangAnswers = await db.query<{ throttled: string; calls: string }>(
    `select count(*) filter (where status_code = 429) as throttled, count(*) as calls from access_logs
     where path like '/sandbox/coupang/%' and at >= $1`,
    [largeStartedAt],
  );
  const answers = coupangAnswers.rows[0];
  check(
    answers !== undefined && Number(answers.calls) > 300,
    `Coupang calls were logged (${answers?.calls})`,
  );
  check(answers.throttled === '0', `zero 429 from Coupang (${answers.throttled} of ${answers.calls} calls)`);
  step(
    `two workers, 300 URLs: ${String(largeBatch.success)} listed, ${answers.calls} Coupang calls, 0 answered 429`,
  );
  await checkExactlyOnce([batchId, largeId], coupangState);

  const adminToken = await signIn(a.url, 'admin@example.com');
  const client = '203.0.113.77';
  check(
    (await call(b.url, 'GET', '/api/health', { forwardedFor: client })).status === 200,
    'B serves the client',
  );
  await expectCall(200, a.url, 'POST', '/api/admin/ban-ip', {
    token: adminToken,
    body: { ip_address: client, reason: '다중 인스턴스 테스트' },
  });
  check(
    (await call(a.url, 'GET', '/api/health', { forwardedFor: client })).status === 403,
    'A refuses at once',
  );
  const blockedAt = performance.now();
  let onB = await call(b.url, 'GET', '/api/health', { forwardedFor: client });
  while (onB.status !== 403 && performance.now() - blockedAt < 5_000) {
    await sleep(100);
    onB = await call(b.url, 'GET', '/api/health', { forwardedFor: client });
  }
  const waited = performance.now() - blockedAt;
  check(onB.status === 403, `B refuses the blocked client within 5 s (still ${onB.status})`);
  check(typeof onB.body.detail === 'string' && typeof onB.body.code === 'string', 'a Korean {detail, code}');
  check(
    (await call(b.url, 'GET', '/api/health', { forwardedFor: '203.0.113.78' })).status === 200,
    'B still serves other clients',
  );
  step(`IP blocked through A: B answered 403 after ${Math.round(waited)} ms (${String(onB.body.detail)})`);

  for (const target of [a, b]) {
    const ready = logRecords(target).find((record) => record.jobs !== undefined && record.url !== undefined);
    check(ready?.jobs === 'enqueue-only', `${target.name} logs jobs=enqueue-only at start`);
  }
  for (const target of [a, b, worker, secondWorker]) {
    check((await stopProcess(target)) === 0, `${target.name} exits 0`);
  }
  step('instances and worker stopped gracefully (exit 0)');
}

/**
 * One upload row per item of the batches, one completed job per item, and on the marketplace (A's Coupang sandbox)
 * one product each and nothing else.
 */
async function checkExactlyOnce(batchIds: string[], coupangState: string): Promise<void> {
  const items = (
    await db.query<{ id: string }>('select id::text as id from bulk_items where batch_id = any($1::uuid[])', [
      batchIds,
    ])
  ).rows;
  const rows = await db.query<{ item: string; uploads: string; statuses: string[]; product: string | null }>(
    `select u.batch_item_id as item, count(*) as uploads, array_agg(u.status) as statuses,
            max(u.seller_product_id) as product
     from uploaded_products u join bulk_items i on i.id = u.batch_item_id
     where i.batch_id = any($1::uuid[]) group by u.batch_item_id`,
    [batchIds],
  );
  check(rows.rows.length === items.length, `an upload row for every item (${rows.rows.length})`);
  check(
    rows.rows.every((row) => Number(row.uploads) === 1 && row.statuses.join() === 'success'),
    'exactly one successful upload row per item',
  );
  const jobs = await db.query<{ item: string; states: string[] }>(
    `select data->>'item_id' as item, array_agg(state::text) as states from pgboss.job
     where name = 'bulk-registration' and data->>'item_id' = any($1::text[]) group by 1`,
    [items.map((item) => item.id)],
  );
  check(
    jobs.rows.length === items.length && jobs.rows.every((row) => row.states.join() === 'completed'),
    `one completed job per item: ${JSON.stringify(jobs.rows)}`,
  );
  // The sandbox writes its state file within 200 ms of a change.
  await sleep(500);
  const state = JSON.parse(readFileSync(coupangState, 'utf8')) as { products: { sellerProductId: number }[] };
  const created = state.products.map((product) => String(product.sellerProductId)).sort();
  const recorded = rows.rows.map((row) => String(row.product)).sort();
  check(
    JSON.stringify(created) === JSON.stringify(recorded),
    `the marketplace received each product once: ${JSON.stringify({ created, recorded })}`,
  );
  step(
    `exactly once: ${items.length} upload rows, ${items.length} completed jobs, ${created.length} Coupang products`,
  );
}

const watchdog = setTimeout(() => {
  console.error('[multi-instance] over 420 s: giving up');
  process.kill(process.pid, 'SIGINT');
}, 420_000);
let failed = false;
process.once('SIGINT', () => {
  failed = true;
  void cleanUp().finally(() => process.exit(1));
});

async function cleanUp(): Promise<void> {
  clearTimeout(watchdog);
  await stopAll();
  await db.end().catch(() => undefined);
  await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  rmSync(tempDir, { recursive: true, force: true });
}

try {
  await run();
} catch (error) {
  failed = true;
  console.error(`[multi-instance] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  console.error(tailOf(started));
} finally {
  await cleanUp();
}
step(failed ? 'failed' : 'passed');
process.exit(failed ? 1 : 0);
