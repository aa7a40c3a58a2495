import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readiness } from '@ollida/contracts/app-info';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { migrationsFolder } from '../../paths.ts';

/** Ready, or the Korean reason a load balancer should not send traffic here yet. */
export type ReadinessResult = { ready: true; body: Readiness } | { ready: false; detail: string };

export type ReadinessCheck = () => Promise<ReadinessResult>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's readiness (the worker entry serves it on its own health port). */
    readiness: ReadinessCheck;
  }
}

/** `when` of the newest migration this build ships: drizzle records it as `created_at` once applied. */
export function latestMigrationMillis(folder: string = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Database reachable, this build's migrations applied (as drizzle decides it: the newest recorded `created_at` is not
 * older than the newest migration), and the job runner started: needed to send jobs in every process, and to take
 * them in one that runs jobs. The migration check passes once and is then remembered; the rest is asked every time.
 */
export function createReadinessCheck(deps: {
  database: DatabaseHandle;
  runner: Pick<JobRunner, 'isStarted' | 'workedQueues'>;
  runJobs: boolean;
  /** Test seam: the migration the database must have reached (default: the newest in the journal). */
  expectedMigrationMillis?: number;
}): ReadinessCheck {
  const expected = deps.expectedMigrationMillis ?? latestMigrationMillis();
  let migrated = false;

  async function migrationsApplied(): Promise<boolean> {
    if (migrated) return true;
    try {
      const { rows } = await deps.database.executeSql(
        'select max(created_at) as latest from drizzle.__drizzle_migrations',
        [],
      );
      const latest = Number((rows[0] as { latest: unknown } | undefined)?.latest ?? 0);
      migrated = latest >= expected;
    } catch {
      // No migrations table yet: nothing was ever applied.
      migrated = false;
    }
    return migrated;
  }

  return async () => {
    try {
      await deps.database.ping();
    } catch {
      return { ready: false, detail: '데이터베이스에 연결할 수 없습니다.' };
    }
    if (!(await migrationsApplied())) {
      return { ready: false, detail: '데이터베이스 마이그레이션이 아직 적용되지 않았습니다.' };
    }
    if (!deps.runner.isStarted()) {
      return { ready: false, detail: '작업 실행기가 시작되지 않았습니다(시작 중이거나 종료 중입니다).' };
    }
    if (deps.runJobs && deps.runner.workedQueues().length === 0) {
      return { ready: false, detail: '작업 처리기가 아직 작업을 받고 있지 않습니다.' };
    }
    return {
      ready: true,
      body: {
        status: 'ready',
        database: 'ok',
        migrations: 'ok',
        jobs: deps.runJobs ? 'running' : 'enqueue-only',
      },
    };
  };
}
