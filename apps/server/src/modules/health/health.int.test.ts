import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { jobSchema } from '../../jobs/job-runner.ts';
import { createProbeApp } from './probe-server.ts';
import { createReadinessCheck, latestMigrationMillis } from './readiness.ts';

const startedRunner = (workedQueues: string[] = ['bulk-registration']) => ({
  isStarted: () => true,
  workedQueues: () => workedQueues,
});

/** The probes of a process whose database and runner the test controls. */
async function probe(readiness: ReturnType<typeof createReadinessCheck>) {
  const app = createProbeApp(readiness);
  const [health, ready] = await Promise.all([
    app.inject({ method: 'GET', url: '/api/health' }),
    app.inject({ method: 'GET', url: '/api/ready' }),
  ]);
  await app.close();
  return { health, ready };
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('the app with workers (default)', () => {
  it('is live without a database round trip and ready once its job workers run', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok', jobs: 'running' });
  });
});

describe('an HTTP instance with RUN_JOBS=0', () => {
  let sender: TestContext;
  beforeAll(async () => {
    // The config refuses RUN_JOBS=0 on the embedded database; this app gets its test database handed in.
    sender = await buildTestApp({ env: { RUN_JOBS: '0', DATABASE_URL: 'postgres://127.0.0.1:1/unused' } });
  });
  afterAll(() => sender.close());

  it('is ready to enqueue: the runner started and both queues exist', async () => {
    const ready = await sender.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', jobs: 'enqueue-only' });
    const { rows } = await sender.database.executeSql(
      `select name from ${jobSchema}.queue order by name`,
      [],
    );
    expect(rows.map((row) => (row as { name: string }).name)).toEqual(
      expect.arrayContaining(['bulk-registration', 'investigator-crawl']),
    );
  });
});

describe('readiness refusals', () => {
  const migrated = () => ctx.database;

  it('answers 503 with a Korean reason while the database is down, and stays live', async () => {
    const down: DatabaseHandle = {
      ...migrated(),
      ping: () => Promise.reject(new Error('connection refused')),
    };
    const { health, ready } = await probe(
      createReadinessCheck({ database: down, runner: startedRunner(), runJobs: true }),
    );
    expect(health.statusCode).toBe(200);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      detail: '데이터베이스에 연결할 수 없습니다.',
      code: 'service_unavailable',
    });
  });

  it('is not ready on a database without this build’s migrations', async () => {
    const empty = openDatabase({ pglite: new PGlite() });
    try {
      const blank = await probe(
        createReadinessCheck({ database: empty, runner: startedRunner(), runJobs: true }),
      );
      expect(blank.ready.statusCode).toBe(503);
      expect(blank.ready.json().detail).toBe('데이터베이스 마이그레이션이 아직 적용되지 않았습니다.');
    } finally {
      await empty.close();
    }
    const newer = createReadinessCheck({
      database: migrated(),
      runner: startedRunner(),
      runJobs: true,
      expectedMigrationMillis: latestMigrationMillis() + 1,
    });
    expect((await probe(newer)).ready.statusCode).toBe(503);
    const current = createReadinessCheck({ database: migrated(), runner: startedRunner(), runJobs: true });
    expect((await probe(current)).ready.statusCode).toBe(200);
  });

  it('is not ready before the job runner starts, nor when it should work jobs and takes none', async () => {
    const stopped = { isStarted: () => false, workedQueues: () => [] };
    const notStarted = await probe(
      createReadinessCheck({ database: migrated(), runner: stopped, runJobs: false }),
    );
    expect(notStarted.ready.statusCode).toBe(503);
    expect(notStarted.ready.json().detail).toMatch(/작업 실행기가 시작되지 않았습니다/);

    const idle = await probe(
      createReadinessCheck({ database: migrated(), runner: startedRunner([]), runJobs: true }),
    );
    expect(idle.ready.statusCode).toBe(503);
    const sender = await probe(
      createReadinessCheck({ database: migrated(), runner: startedRunner([]), runJobs: false }),
    );
    expect(sender.ready.json()).toMatchObject({ status: 'ready', jobs: 'enqueue-only' });
  });

  it('keeps unknown paths of the probe server a Korean 404', async () => {
    const app = createProbeApp(
      createReadinessCheck({ database: migrated(), runner: startedRunner(), runJobs: true }),
    );
    const response = await app.inject({ method: 'GET', url: '/api/user/me' });
    await app.close();
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('route_not_found');
  });
});
