import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';

export interface ListeningSandbox {
  /** e.g. http://127.0.0.1:54321 */
  origin: string;
  port: number;
  /** `origin` + the mount prefix, e.g. http://127.0.0.1:54321/sandbox/naver */
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts a Fastify server (127.0.0.1, ephemeral port by default) with `mount` registered under `prefix`. */
export async function listenWithPrefix(options: {
  prefix: string;
  /** Registers the sandbox routes; may be async (awaited before listening). */
  mount: (scope: FastifyInstance) => unknown;
  host?: string;
  port?: number;
  logger?: boolean;
}): Promise<ListeningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(
    async (scope) => {
      await options.mount(scope);
    },
    { prefix: options.prefix },
  );
  await app.listen({ host, port: options.port ?? 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') {
    await app.close();
    throw new Error(`sandbox at ${options.prefix} is not bound to a TCP port`);
  }
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return { origin, port: address.port, baseUrl: `${origin}${options.prefix}`, close: () => app.close() };
}

/** True when the module at `moduleUrl` is the process entry (run directly with `node --import tsx`). */
export function isEntryModule(moduleUrl: string): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    return realpathSync(entry) === fileURLToPath(moduleUrl);
  } catch {
    return false;
  }
}
