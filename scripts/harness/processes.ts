// Child processes of the process tests (multi-instance, faults): the built server and worker bundles, their logs kept
// for the checks and for the report when something fails.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../built-server.ts';

export const serverDist = join(repoRoot, 'apps', 'server', 'dist');
export const bundles = { server: join(serverDist, 'main.js'), worker: join(serverDist, 'main-worker.js') };

export interface Running {
  name: string;
  /** Where its HTTP answers (the app, or the worker's probes). */
  url: string;
  child: ChildProcess;
  /** Every line written to stdout and stderr so far. */
  lines: string[];
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
}

const running = new Set<Running>();

/** Starts `bundle` with `env` on top of a clean environment (only PATH and HOME pass through). */
export function startProcess(
  name: string,
  bundle: string,
  port: number,
  env: Record<string, string>,
  /** Node's arguments; the bundle with source maps by default (`['--import', 'tsx', 'scripts/start.ts']` for npm start). */
  nodeArgs: readonly string[] = ['--enable-source-maps', bundle],
): Running {
  const child = spawn(process.execPath, [...nodeArgs], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const process_: Running = { name, url: `http://127.0.0.1:${port}`, child, lines, exited };
  running.add(process_);
  void exited.then(() => running.delete(process_));
  return process_;
}

/** Sends SIGTERM and waits for the exit (SIGKILL after `graceMs`); answers the exit code. */
export async function stopProcess(target: Running, graceMs = 25_000): Promise<number | null> {
  if (target.child.exitCode !== null || target.child.signalCode !== null) return target.child.exitCode;
  target.child.kill('SIGTERM');
  const timer = setTimeout(() => target.child.kill('SIGKILL'), graceMs);
  const code = await target.exited;
  clearTimeout(timer);
  return code;
}

/** Stops whatever is still running (the test's `finally`). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((target) => stopProcess(target, 10_000)));
}

// A crashed or interrupted test must not leave servers behind.
process.once('exit', () => {
  for (const target of running) target.child.kill('SIGKILL');
});

/** Polls `/api/ready` until it answers 200 with `jobs` as expected; fails early if the process exits. */
export async function waitReady(target: Running, jobs: 'running' | 'enqueue-only', timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (target.child.exitCode !== null)
      throw new Error(`${target.name} exited with ${target.child.exitCode}`);
    const body = await fetch(`${target.url}/api/ready`).then(
      async (response) => (response.status === 200 ? ((await response.json()) as { jobs?: string }) : null),
      () => null,
    );
    if (body !== null) {
      if (body.jobs !== jobs)
        throw new Error(`${target.name} is ready with jobs=${body.jobs}, expected ${jobs}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${target.name} was not ready within ${timeoutMs} ms`);
}

/** pino lines of a process, parsed (other lines, like the sandbox account list, are skipped). */
export function logRecords(target: Running): Record<string, unknown>[] {
  return target.lines.flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

/** The last lines of every process ever started here, for a failure report. */
export function tailOf(targets: Running[], count = 30): string {
  return targets
    .map((target) => `--- ${target.name} (last ${count} lines)\n${target.lines.slice(-count).join('\n')}`)
    .join('\n');
}
