import { isEntryModule, listenWithPrefix } from '../standalone-server.ts';
import { NAVER_DEMO_APPLICATIONS, type NaverDemoApplication } from './demo-accounts.ts';
import type { NaverSandboxOptions } from './options.ts';
import { mountNaverSandbox } from './plugin.ts';
import { NaverSandboxStore } from './store.ts';

/** Where the standalone server mounts the plugin, matching the path used inside the main app. */
export const NAVER_SANDBOX_PREFIX = '/sandbox/naver';

/** Options for `startNaverSandbox`; image URLs always point at the bound address. */
export interface StartNaverSandboxOptions extends Omit<NaverSandboxOptions, 'baseUrl' | 'store'> {
  /** Interface to bind; defaults to 127.0.0.1. */
  host?: string;
  /** Port to bind; defaults to 0 (ephemeral). */
  port?: number;
  /** Enable Fastify's request logging; off by default to keep test output quiet. */
  logger?: boolean;
}

/** A running standalone sandbox plus handles on its state for tests. */
export interface RunningNaverSandbox {
  /** e.g. http://127.0.0.1:54321/sandbox/naver — the client's base URL (the real one ends in /external). */
  baseUrl: string;
  /** e.g. http://127.0.0.1:54321 */
  origin: string;
  port: number;
  /** Tokens, images and products, the request log, and scripted faults. */
  store: NaverSandboxStore;
  applications: readonly NaverDemoApplication[];
  close(): Promise<void>;
}

/** Starts the sandbox on its own Fastify server (ephemeral port by default) and resolves once it is listening. */
export async function startNaverSandbox(opts: StartNaverSandboxOptions = {}): Promise<RunningNaverSandbox> {
  const store = new NaverSandboxStore(opts.stateFile);
  // The port, and therefore the base URL, is only known after listen(); routes read it lazily.
  let baseUrl = '';
  const server = await listenWithPrefix({
    ...opts,
    prefix: NAVER_SANDBOX_PREFIX,
    mount: (scope) => mountNaverSandbox(scope, { ...opts, store }, () => baseUrl),
  });
  baseUrl = server.baseUrl;
  return {
    baseUrl,
    origin: server.origin,
    port: server.port,
    store,
    applications: opts.applications ?? NAVER_DEMO_APPLICATIONS,
    close: server.close,
  };
}

async function main(): Promise<void> {
  const sandbox = await startNaverSandbox({
    port: Number(process.env.NAVER_SANDBOX_PORT ?? 0),
    stateFile: process.env.NAVER_SANDBOX_STATE_FILE,
    logger: true,
  });
  console.log(`Naver Commerce sandbox: ${sandbox.baseUrl}`);
  for (const application of sandbox.applications) {
    console.log(`  ${application.channels.map((channel) => channel.name).join(', ')}`);
    console.log(`    client_id=${application.clientId} client_secret=${application.clientSecret}`);
  }
  const stop = () => {
    void sandbox.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isEntryModule(import.meta.url)) await main();
