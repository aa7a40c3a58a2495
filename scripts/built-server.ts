import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = join(repoRoot, 'apps', 'server', 'dist', 'main.js');
export const webDist = join(repoRoot, 'apps', 'web', 'dist');

/** A port nobody listens on right now, picked by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('server did not become healthy in time');
}

/**
 * Starts the built server on the embedded default in `dataDir` and resolves at its first healthy answer; `port` is
 * for callers that must name it in `env` beforehand (PUBLIC_URL), else the OS picks one.
 */
export async function startBuiltServer(
  dataDir: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<RunningServer> {
  const listenPort = port ?? (await freePort());
  const url = `http://localhost:${listenPort}`;
  const child = spawn(process.execPath, [serverBundle], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(listenPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A crashed caller must not leave the server behind.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(url, child, Date.now() + 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, stop };
}
