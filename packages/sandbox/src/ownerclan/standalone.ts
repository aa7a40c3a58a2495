import { SHOP_SANDBOX_PATH } from '../domeggook/shop-links.ts';
import { shopSandboxPlugin } from '../shop/plugin.ts';
import { isEntryModule, listenWithPrefix } from '../standalone-server.ts';
import {
  OWNERCLAN_DEMO_ACCOUNTS,
  OWNERCLAN_DEMO_PASSWORD,
  OWNERCLAN_DEMO_USERNAME,
} from './demo-accounts.ts';
import type { OwnerclanSandboxOptions } from './options.ts';
import { mountOwnerclanSandbox } from './plugin.ts';

/** Where the standalone server mounts the plugin, matching the path used inside the main app. */
export const OWNERCLAN_SANDBOX_PREFIX = '/sandbox/ownerclan';

/** Options for `startOwnerclanSandbox`. */
export interface StartOwnerclanSandboxOptions extends OwnerclanSandboxOptions {
  /** Interface to bind; defaults to 127.0.0.1. */
  host?: string;
  /** Port to bind; defaults to 0 (ephemeral). */
  port?: number;
  /** Enable Fastify's request logging; off by default to keep test output quiet. */
  logger?: boolean;
}

/** A running standalone Ownerclan API. */
export interface RunningOwnerclanSandbox {
  /**
   * e.g. http://127.0.0.1:54321/sandbox/ownerclan — both the auth base (`/auth`) and the API base (`/v1/graphql`);
   * the real ones are https://auth.ownerclan.com and https://api.ownerclan.com.
   */
  baseUrl: string;
  /** e.g. http://127.0.0.1:54321 */
  origin: string;
  port: number;
  /** Where image URLs in the answers point: the given shop, or the one mounted on this server. */
  shopBaseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the API on its own Fastify server (ephemeral 127.0.0.1 port by default). Without `shopBaseUrl` the demo shop
 * is mounted on the same server at /sandbox/shop, so every image URL in the answers loads.
 */
export async function startOwnerclanSandbox(
  opts: StartOwnerclanSandboxOptions = {},
): Promise<RunningOwnerclanSandbox> {
  const { host, port, logger, ...pluginOptions } = opts;
  const server = await listenWithPrefix({
    host,
    port,
    logger,
    prefix: '',
    mount: async (scope) => {
      await scope.register(
        async (api) => {
          await mountOwnerclanSandbox(api, { accounts: OWNERCLAN_DEMO_ACCOUNTS, ...pluginOptions });
        },
        { prefix: OWNERCLAN_SANDBOX_PREFIX },
      );
      if (opts.shopBaseUrl === undefined)
        await scope.register(shopSandboxPlugin, { prefix: SHOP_SANDBOX_PATH });
    },
  });
  return {
    baseUrl: `${server.origin}${OWNERCLAN_SANDBOX_PREFIX}`,
    origin: server.origin,
    port: server.port,
    shopBaseUrl: opts.shopBaseUrl ?? `${server.origin}${SHOP_SANDBOX_PATH}`,
    close: server.close,
  };
}

async function main(): Promise<void> {
  const sandbox = await startOwnerclanSandbox({
    port: Number(process.env.OWNERCLAN_SANDBOX_PORT ?? 0),
    shopBaseUrl: process.env.OWNERCLAN_SANDBOX_SHOP_URL,
    logger: true,
  });
  console.log(`오너클랜 API 샌드박스: 인증 ${sandbox.baseUrl}/auth · GraphQL ${sandbox.baseUrl}/v1/graphql`);
  console.log(`  판매사 ID ${OWNERCLAN_DEMO_USERNAME} / 비밀번호 ${OWNERCLAN_DEMO_PASSWORD}`);
  console.log(`  이미지: ${sandbox.shopBaseUrl}/`);
  const stop = () => {
    void sandbox.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isEntryModule(import.meta.url)) await main();
