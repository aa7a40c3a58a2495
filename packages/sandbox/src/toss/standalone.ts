import { isEntryModule, listenWithPrefix } from '../standalone-server.ts';
import { JsonState } from '../state/json-state.ts';
import { TOSS_DEMO_CLIENT_KEY, TOSS_DEMO_MERCHANT_KEYS, TOSS_DEMO_SECRET_KEY } from './demo-accounts.ts';
import {
  initialTossState,
  type TossMerchantKeys,
  type TossSandboxOptions,
  type TossSandboxState,
} from './options.ts';
import { mountTossSandbox } from './plugin.ts';

/** Where the standalone server mounts the plugin, matching the path used inside the main app. */
export const TOSS_SANDBOX_PREFIX = '/sandbox/toss';

/** Options for `startTossSandbox`; the public URL is always derived from the bound address. */
export interface StartTossSandboxOptions extends Omit<TossSandboxOptions, 'publicUrl' | 'state'> {
  /** Interface to bind; defaults to 127.0.0.1. */
  host?: string;
  /** Port to bind; defaults to 0 (ephemeral). */
  port?: number;
  /** Enable Fastify's request logging; off by default to keep test output quiet. */
  logger?: boolean;
}

/** A running standalone sandbox plus handles on its state for tests. */
export interface RunningTossSandbox {
  /** e.g. http://127.0.0.1:54321/sandbox/toss — the client's API base and the shim's origin. */
  baseUrl: string;
  /** e.g. http://127.0.0.1:54321 */
  origin: string;
  port: number;
  keys: readonly TossMerchantKeys[];
  /** Payments, checkout ids and idempotent answers. */
  state: JsonState<TossSandboxState>;
  close(): Promise<void>;
}

/** Starts the sandbox on its own Fastify server (ephemeral port by default) and resolves once it is listening. */
export async function startTossSandbox(opts: StartTossSandboxOptions = {}): Promise<RunningTossSandbox> {
  const state = new JsonState(opts.stateFile, initialTossState);
  const keys = opts.keys ?? TOSS_DEMO_MERCHANT_KEYS;
  // The port, and therefore the base URL, is only known after listen(); routes read it lazily.
  let baseUrl = '';
  const server = await listenWithPrefix({
    ...opts,
    prefix: TOSS_SANDBOX_PREFIX,
    mount: (scope) => mountTossSandbox(scope, { ...opts, keys, state }, () => baseUrl),
  });
  baseUrl = server.baseUrl;
  return { baseUrl, origin: server.origin, port: server.port, keys, state, close: server.close };
}

async function main(): Promise<void> {
  const sandbox = await startTossSandbox({
    port: Number(process.env.TOSS_SANDBOX_PORT ?? 0),
    stateFile: process.env.TOSS_SANDBOX_STATE_FILE,
    logger: true,
  });
  console.log(`Toss sandbox: ${sandbox.baseUrl}`);
  console.log(`  SDK shim: ${sandbox.baseUrl}/v2/standard (v1: ${sandbox.baseUrl}/v1)`);
  console.log(`  client key: ${TOSS_DEMO_CLIENT_KEY}`);
  console.log(`  secret key: ${TOSS_DEMO_SECRET_KEY}`);
  const stop = () => {
    void sandbox.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isEntryModule(import.meta.url)) await main();
