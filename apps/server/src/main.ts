import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { tolerateJobStoreRejections } from './jobs/job-store-rejections.ts';
import { webDistFolder } from './paths.ts';
import { DataDirBusy, lockDataDir } from './platform/data-dir-lock.ts';
import { describeSandboxAccounts } from './platform/sandboxes.ts';
import { exitOnStopSignals } from './platform/stop-signals.ts';

async function main() {
  // Everything this process writes (embedded database, secrets, hosted pictures) is readable by its owner only.
  process.umask(0o077);
  const config = loadConfig();
  // The embedded database has one writer: a second process on the same directory is refused before it opens it.
  const releaseDataDir =
    config.databaseUrl === undefined ? await lockDataDir(config.dataDir) : async () => {};
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    webDist: webDistFolder,
    sandboxStateDir: join(config.dataDir, 'sandbox'),
    startJobsOnListen: true,
  });

  tolerateJobStoreRejections(app.log);
  exitOnStopSignals(app.log, async (signal) => {
    app.log.info({ signal }, '서버를 종료합니다');
    // Stops accepting connections and waits for open requests; bulk event streams end (pages fall back to polling,
    // which any instance answers); with RUN_JOBS=1 running jobs get the stop timeout to finish; the access log is
    // flushed before the database closes.
    await app.close();
    await database.close();
    await releaseDataDir();
  });

  if (config.sandbox && config.env === 'production') {
    app.log.warn(
      '운영 모드에서 샌드박스가 켜져 있습니다: 누구나 아무 이메일로 로그인할 수 있고 ADMIN_EMAILS의 관리자도 될 수 있습니다. 시연용으로만 쓰세요.',
    );
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      sandbox: config.sandbox,
      // enqueue-only: RUN_JOBS=0, the `npm run worker` processes take the jobs.
      jobs: config.runJobs ? 'running' : 'enqueue-only',
    },
    config.sandbox
      ? `올리다 실행 중 (샌드박스 모드): ${config.publicUrl}`
      : `올리다 실행 중: ${config.publicUrl}`,
  );
  // Printed plainly (not as a JSON log line) so a person starting the embedded default can read and copy it.
  if (config.sandbox) console.log(`\n${describeSandboxAccounts(config.publicUrl)}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusy) {
    console.error(error.message);
  } else {
    console.error('서버를 시작하지 못했습니다:', error);
  }
  process.exit(1);
});
