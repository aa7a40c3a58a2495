import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUrlFor } from '../../test/postgres-url.ts';
import { openDatabase } from '../db/client.ts';
import { createJobRunner, jobSchema } from './job-runner.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

// PGlite serves one process, so the race needs a real server: the PostgreSQL run of the tier (CI) covers it.
describe.skipIf(!baseUrl)('pg-boss install when several processes start together on a new database', () => {
  it('starts every runner and creates each queue once: a lost race is retried, not fatal', async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      // Without the retries pg-boss 10 lost these races in most rounds: a duplicate pg_namespace row while installing,
      // a deadlock between two create_queue calls of one queue.
      for (let round = 0; round < 3; round += 1) {
        const name = `ollida_install_${randomBytes(6).toString('hex')}`;
        await admin.query(`create database ${name}`);
        const handles = [0, 1, 2, 3].map(() =>
          openDatabase({ databaseUrl: databaseUrlFor(baseUrl ?? '', name) }),
        );
        const runners = handles.map((database) => createJobRunner({ database, supervise: false }));
        try {
          // As processes do: migrations under the advisory lock, then the runner, then the queues.
          const starts = await Promise.allSettled(
            handles.map(async (database, index) => {
              await database.migrate();
              await runners[index]?.start();
            }),
          );
          expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);
          for (const queue of ['install-race-a', 'install-race-b']) {
            const creations = await Promise.allSettled(
              runners.map((runner) =>
                runner.createQueue(queue, {
                  retryLimit: 1,
                  retryDelaySeconds: 1,
                  retryBackoff: false,
                  expireInSeconds: 60,
                }),
              ),
            );
            expect(creations.filter((creation) => creation.status === 'rejected')).toEqual([]);
          }
          const version = await handles[0]?.executeSql(`select version from ${jobSchema}.version`, []);
          expect(version?.rows).toHaveLength(1);
          const queues = await handles[0]?.executeSql(
            `select name from ${jobSchema}.queue order by name`,
            [],
          );
          expect(queues?.rows).toEqual([{ name: 'install-race-a' }, { name: 'install-race-b' }]);
        } finally {
          await Promise.all(runners.map((runner) => runner.stop({ timeoutMs: 100 })));
          await Promise.all(handles.map((handle) => handle.close()));
          await admin.query(`drop database if exists ${name} with (force)`);
        }
      }
    } finally {
      await admin.end();
    }
  });
});
