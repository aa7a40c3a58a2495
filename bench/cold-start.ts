import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../scripts/built-server.ts';
import type { BenchResult } from './benchmark.ts';

/** Milliseconds from spawning the built server to its first 200 on /api/health. */
async function timeOneStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startBuiltServer(dataDir);
  const elapsed = performance.now() - started;
  await server.stop();
  return elapsed;
}

/** Cold start on the embedded default once the database exists: the median of several starts. */
export async function measureColdStart(runs = 5): Promise<BenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ollida-bench-'));
  try {
    const first = await timeOneStart(dataDir);
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) times.push(await timeOneStart(dataDir));
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
    return {
      figure: 'Cold start to first /api/health 200 (PGlite, database exists)',
      target: 3000,
      measured: median,
      unit: 'ms',
      detail: `median of ${runs}; first start, creating the database: ${first.toFixed(0)} ms`,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
