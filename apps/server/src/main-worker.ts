// `npm run worker` (apps/server/dist/main-worker.js): runs the pg-boss jobs (bulk registration, Investigator crawls)
// for HTTP instances started with RUN_JOBS=0. It builds the same app, so the job handlers get exactly the services
// the HTTP instances use, but never listens with it: only /api/health and /api/ready answer, on PORT.
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { tolerateJobStoreRejections } from './jobs/job-store-rejections.ts';
import { createProbeApp } from './modules/health/index.ts';
import { exitOnStopSignals } from './platform/stop-signals.ts';

async function main() {
  process.umask(0o077);
  const loaded = loadConfig();
  if (!loaded.databaseUrl) {
    console.error(
      '작업 프로세스는 DATABASE_URL(PostgreSQL)이 필요합니다: 내장 데이터베이스는 서버 프로세스 하나만 열 수 있고, 그 서버가 작업도 처리합니다.',
    );
    process.exit(1);
  }
  // This process exists to run jobs, whatever RUN_JOBS says in an environment shared with the HTTP instances.
  const config: Config = Object.freeze({ ...loaded, runJobs: true });
  const database = openDatabase({ databaseUrl: config.databaseUrl });
  // Under the advisory lock, like every instance: whichever process starts first migrates.
  await database.migrate();
  // No SPA and no sandbox state files: nothing reaches this app over HTTP (in sandbox mode the jobs call the instances'
  // sandboxes at ${PUBLIC_URL}/sandbox/*), and sandboxes flush their state on close, which would overwrite an
  // instance's state files in a shared DATA_DIR.
  const app = await buildApp({ config, database });
  tolerateJobStoreRejections(app.log);
  let closing = false;
  // Not ready from the first moment of shutdown, before the app's close hooks reach the job runner.
  const probes = createProbeApp(async () =>
    closing ? { ready: false, detail: '작업 프로세스가 종료 중입니다.' } : app.readiness(),
  );

  exitOnStopSignals(app.log, async (signal) => {
    closing = true;
    app.log.info({ signal }, '작업 프로세스를 종료합니다: 새 작업을 받지 않고, 처리 중인 작업을 기다립니다');
    // Stops taking jobs, waits for running ones up to the stop timeout (the rest go back to the queue for another
    // worker), flushes the access log; /api/ready answers 503 from the first moment.
    await app.close();
    await probes.close();
    await database.close();
    app.log.info('작업 프로세스를 종료했습니다');
  });

  // Probes answer while the workers start: live at once, ready when jobs are being taken.
  await probes.listen({ port: config.port, host: config.host });
  await app.ready();
  app.log.info(
    { database: database.kind, jobs: 'running', probes: `http://${config.host}:${config.port}/api/ready` },
    '올리다 작업 프로세스 실행 중',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('작업 프로세스를 시작하지 못했습니다:', error);
  }
  process.exit(1);
});
