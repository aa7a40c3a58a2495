import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../../scripts/built-server.ts';
import { bundles, startProcess, stopAll, waitReady } from '../../../scripts/harness/processes.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ollida-lock-'));
afterAll(async () => {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
});

async function server(name: string) {
  const port = await freePort();
  const env = {
    NODE_ENV: 'development',
    SANDBOX: '1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  return startProcess(name, bundles.server, port, env);
}

function entriesUnder(dir: string): { path: string; isDirectory: boolean }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory()
      ? [{ path, isDirectory: true }, ...entriesUnder(path)]
      : [{ path, isDirectory: false }];
  });
}

// Issue 22 §2: two servers on one embedded database diverged and listed products twice.
it('one data directory has one server: a second is refused by name, a killed one’s lock is taken over', async () => {
  const first = await server('first');
  await waitReady(first, 'running');

  const second = await server('second');
  expect(await second.exited).toBe(1);
  expect(second.lines.join('\n')).toContain(`다른 올리다 프로세스(pid ${first.child.pid}`);

  // Owner-only: the directory and every directory in it, so no other account reaches a file; the files Ollida writes
  // itself are owner-only too (PGlite sets 0666 on its own files, which the 0700 directories keep private).
  const entries = entriesUnder(dataDir);
  const openDirectories = [dataDir, ...entries.filter((e) => e.isDirectory).map((e) => e.path)].filter(
    (path) => (statSync(path).mode & 0o077) !== 0,
  );
  expect(openDirectories).toEqual([]);
  const ownFiles = entries.filter((e) => !e.isDirectory && !e.path.startsWith(join(dataDir, 'pg')));
  expect(ownFiles.length).toBeGreaterThan(0);
  expect(ownFiles.filter((e) => (statSync(e.path).mode & 0o077) !== 0).map((e) => e.path)).toEqual([]);

  first.child.kill('SIGKILL');
  await first.exited;
  const third = await server('third');
  await waitReady(third, 'running', 90_000);
}, 180_000);
