import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../../scripts/built-server.ts';
import { bundles, startProcess, stopAll, waitReady } from '../../../scripts/harness/processes.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ollida-start-'));
afterAll(async () => {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
});

// What a process manager does to `npm start`: SIGTERM to the process it started. The server behind it must stop too,
// close its data directory and report its exit code (issue 22 §9); it used to keep running with the directory open.
it('npm start passes SIGTERM to the server and exits with its code once the server has stopped', async () => {
  const port = await freePort();
  const start = startProcess(
    'npm-start',
    bundles.server,
    port,
    {
      NODE_ENV: 'development',
      SANDBOX: '1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    ['--import', 'tsx', 'scripts/start.ts'],
  );
  await waitReady(start, 'running', 180_000);
  start.child.kill('SIGTERM');
  expect(await start.exited).toBe(0);
  await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
}, 240_000);
