import { type ListeningWithShop, listenWithShop } from '../shop/listen-with-shop.ts';
import { isEntryModule } from '../standalone-server.ts';
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

/**
 * A running standalone Ownerclan API: `baseUrl` is both the auth base (`/auth`) and the API base (`/v1/graphql`); the
 * real ones are https://auth.ownerclan.com and https://api.ownerclan.com.
 */
export type RunningOwnerclanSandbox = ListeningWithShop;

/**
 * Starts the API on its own Fastify server (ephemeral 127.0.0.1 port by default). Without `shopBaseUrl` the demo shop
 * is mounted on the same server at /sandbox/shop, so every image URL in the answers loads.
 */
export async function startOwnerclanSandbox(
  opts: StartOwnerclanSandboxOptions = {},
): Promise<RunningOwnerclanSandbox> {
  const { host, port, logger, ...pluginOptions } = opts;
  return listenWithShop({
    host,
    port,
    logger,
    prefix: OWNERCLAN_SANDBOX_PREFIX,
    shopBaseUrl: opts.shopBaseUrl,
    mount: (api) => mountOwnerclanSandbox(api, { accounts: OWNERCLAN_DEMO_ACCOUNTS, ...pluginOptions }),
  });
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
