import { shopSandboxPlugin } from '../shop/plugin.ts';
import { isEntryModule, listenWithPrefix } from '../standalone-server.ts';
import { DOMEGGOOK_DEMO_API_KEY } from './demo-accounts.ts';
import type { DomeggookSandboxOptions } from './options.ts';
import { mountDomeggookSandbox } from './plugin.ts';
import { SHOP_SANDBOX_PATH } from './shop-links.ts';

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

/** A running standalone Open API. */
export interface RunningDomeggookSandbox {
  /** e.g. http://127.0.0.1:54321/sandbox/domeggook — the client's base URL (the real one is https://domeggook.com). */
  baseUrl: string;
  /** e.g. http://127.0.0.1:54321 */
  origin: string;
  port: number;
  /** Where image URLs in the answers point: the given shop, or the one mounted on this server. */
  shopBaseUrl: string;
  apiKeys: readonly string[];
  close(): Promise<void>;
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
  const server = await listenWithPrefix({
    host,
    port,
    logger,
    prefix: '',
    mount: async (scope) => {
      await scope.register(
        async (api) => {
          await mountDomeggookSandbox(api, { ...pluginOptions, apiKeys });
        },
        { prefix: DOMEGGOOK_SANDBOX_PREFIX },
      );
      if (opts.shopBaseUrl === undefined)
        await scope.register(shopSandboxPlugin, { prefix: SHOP_SANDBOX_PATH });
    },
  });
  return {
    baseUrl: `${server.origin}${DOMEGGOOK_SANDBOX_PREFIX}`,
    origin: server.origin,
    port: server.port,
    shopBaseUrl: opts.shopBaseUrl ?? `${server.origin}${SHOP_SANDBOX_PATH}`,
    apiKeys,
    close: server.close,
  };
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
