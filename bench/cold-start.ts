import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchResult } from './benchmark.ts';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });

async function waitForHealth(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('server did not become healthy in time');
}

/** Milliseconds from spawning the built server to its first 200 on /api/health. */
async function timeOneStart(serverBundle: string, dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [serverBundle], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, Date.now() + 60_000);
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/** Cold start on the embedded default once the database exists: the median of several starts. */
export async function measureColdStart(serverBundle: string, runs = 5): Promise<BenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ollida-bench-'));
  try {
    const first = await timeOneStart(serverBundle, dataDir);
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) times.push(await timeOneStart(serverBundle, dataDir));
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
    return {
      figure: 'Cold start to first /api/health 200 (PGlite, database exists)',
      target: 3000,
      measured: median,
      unit: 'ms',
      detail: `median of ${runs}; first start creating the database: ${first.toFixed(0)} ms`,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
