import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** The data directory is held by another running process: starting a second one would split the database. */
export class DataDirBusy extends Error {
  constructor(dataDir: string, holder: string) {
    super(
      `데이터 폴더(${dataDir})를 이미 다른 올리다 프로세스(${holder})가 쓰고 있습니다. 그 프로세스를 먼저 끄거나 DATA_DIR을 다른 폴더로 지정해 주세요.`,
    );
    this.name = 'DataDirBusy';
  }
}

const ownerFile = 'ollida.owner';

function holderOf(dataDir: string): string {
  try {
    return readFileSync(join(dataDir, ownerFile), 'utf8').trim() || '알 수 없음';
  } catch {
    return '알 수 없음';
  }
}

/**
 * Takes the data directory for this process alone (issue 22): the directory is made owner-only, and a lock is held
 * and refreshed while the process runs. A lock left by a killed process goes stale (no refresh for `staleMs`) and is
 * taken over after that wait; a live holder makes this throw `DataDirBusy` naming it. Returns the release.
 */
export async function lockDataDir(dataDir: string, staleMs = 10_000): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, 'ollida.lock'),
      stale: staleMs,
      update: Math.floor(staleMs / 2),
      // A killed holder stops refreshing: waiting a little longer than `staleMs` lets its lock go stale and be taken.
      retries: { retries: Math.ceil(staleMs / 1000) + 2, minTimeout: 1000, maxTimeout: 1000, factor: 1 },
      realpath: false,
      // Losing the lock (the directory taken away, the clock jumping) must stop the process, never run on unguarded.
      onCompromised: (error) => {
        console.error('데이터 폴더 잠금을 잃어 서버를 멈춥니다:', error.message);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirBusy(dataDir, holderOf(dataDir));
    throw error;
  }
  writeFileSync(join(dataDir, ownerFile), `pid ${process.pid} @ ${hostname()}`, { mode: 0o600 });
  return async () => {
    rmSync(join(dataDir, ownerFile), { force: true });
    await release();
  };
}
