import { type ListeningWithShop, listenWithShop } from '../shop/listen-with-shop.ts';
import { isEntryModule } from '../standalone-server.ts';
import { DOMEGGOOK_DEMO_API_KEY } from './demo-accounts.ts';
import type { DomeggookSandboxOptions } from './options.ts';
import { mountDomeggookSandbox } from './plugin.ts';

/** Where the standalone server mounts the plugin, matching the path used inside the main app. */
export const DOMEGGOOK_SANDBOX_PREFIX = '/sandbox/domeggook';

/** Options for `startDomeggookSandbox`. */
export interface StartDomeggookSandboxOptions extends DomeggookSandboxOptions {
  /** Interface to bind; defaults to 127.0.0.1. */
  host?: string;
  /** Port to bind; defaults to 0 (ephemeral). */
  port?: number;
  /** Enable Fastify's request logging; off by default to keep test output quiet. */
  logger?: boolean;
}

/** A running standalone Open API: `baseUrl` is the client's base URL (the real one is https://domeggook.com). */
export interface RunningDomeggookSandbox extends ListeningWithShop {
  apiKeys: readonly string[];
}

/**
 * Starts the Open API on its own Fastify server (ephemeral 127.0.0.1 port by default). Without `shopBaseUrl` the demo
 * shop is mounted on the same server at /sandbox/shop, so every image URL in the answers loads.
 */
export async function startDomeggookSandbox(
  opts: StartDomeggookSandboxOptions = {},
): Promise<RunningDomeggookSandbox> {
  const { host, port, logger, ...pluginOptions } = opts;
  const apiKeys = opts.apiKeys ?? [DOMEGGOOK_DEMO_API_KEY];
  const server = await listenWithShop({
    host,
    port,
    logger,
    prefix: DOMEGGOOK_SANDBOX_PREFIX,
    shopBaseUrl: opts.shopBaseUrl,
    mount: (api) => mountDomeggookSandbox(api, { ...pluginOptions, apiKeys }),
  });
  return { ...server, apiKeys };
}

async function main(): Promise<void> {
  const sandbox = await startDomeggookSandbox({
    port: Number(process.env.DOMEGGOOK_SANDBOX_PORT ?? 0),
    shopBaseUrl: process.env.DOMEGGOOK_SANDBOX_SHOP_URL,
    logger: true,
  });
  console.log(`도매꾹 Open API 샌드박스: ${sandbox.baseUrl}/ssl/api/`);
  console.log(`  API Key (aid): ${DOMEGGOOK_DEMO_API_KEY}`);
  console.log(`  이미지: ${sandbox.shopBaseUrl}/`);
  const stop = () => {
    void sandbox.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isEntryModule(import.meta.url)) await main();
