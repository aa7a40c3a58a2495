import { isEntryModule, listenWithPrefix } from '../standalone-server.ts';
import { shopCatalogue, shopUrl } from './catalogue.ts';
import type { ShopProduct } from './catalogue-types.ts';
import { SHOP_DEMO_MEMBER } from './demo-accounts.ts';
import type { ShopSandboxOptions } from './options.ts';
import { shopSandboxPlugin } from './plugin.ts';
import { SHOP_SANDBOX_PATH } from './shop-links.ts';

/** Where the standalone server mounts the plugin, matching the path used inside the main app. */
export const SHOP_SANDBOX_PREFIX = SHOP_SANDBOX_PATH;

/** Options for `startShopSandbox`. */
export interface StartShopSandboxOptions extends ShopSandboxOptions {
  /** Interface to bind; defaults to 127.0.0.1. */
  host?: string;
  /** Port to bind; defaults to 0 (ephemeral). */
  port?: number;
  /** Enable Fastify's request logging; off by default to keep test output quiet. */
  logger?: boolean;
  /**
   * Told the path and query of every request (tests check what a crawler asked for) and the host name it was sent
   * to (the sync bench serves 20 host names from one shop).
   */
  onRequest?: (url: string, hostname: string) => void;
}

/** A running standalone shop plus the catalogue it serves. */
export interface RunningShopSandbox {
  /** e.g. http://127.0.0.1:54321/sandbox/shop */
  baseUrl: string;
  /** e.g. http://127.0.0.1:54321 */
  origin: string;
  port: number;
  catalogue: readonly ShopProduct[];
  /** Absolute URL of a product's page on this server. */
  productUrl(product: ShopProduct): string;
  close(): Promise<void>;
}

/** Starts the shop on its own Fastify server (ephemeral 127.0.0.1 port by default) and resolves once listening. */
export async function startShopSandbox(opts: StartShopSandboxOptions = {}): Promise<RunningShopSandbox> {
  const { host, port, logger, onRequest, ...pluginOptions } = opts;
  const server = await listenWithPrefix({
    host,
    port,
    logger,
    prefix: '',
    mount: async (scope) => {
      if (onRequest !== undefined)
        scope.addHook('onRequest', async (request) => onRequest(request.url, request.hostname));
      await scope.register(shopSandboxPlugin, { ...pluginOptions, prefix: SHOP_SANDBOX_PREFIX });
    },
  });
  const baseUrl = `${server.origin}${SHOP_SANDBOX_PREFIX}`;
  return {
    baseUrl,
    origin: server.origin,
    port: server.port,
    catalogue: shopCatalogue,
    productUrl: (product) => shopUrl(baseUrl, product.path),
    close: server.close,
  };
}

async function main(): Promise<void> {
  const sandbox = await startShopSandbox({ port: Number(process.env.SHOP_SANDBOX_PORT ?? 0), logger: true });
  console.log(`샌드박스 쇼핑몰: ${sandbox.baseUrl}/`);
  console.log(`데모 회원: ${SHOP_DEMO_MEMBER.loginId} / ${SHOP_DEMO_MEMBER.password}`);
  const stop = () => {
    void sandbox.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isEntryModule(import.meta.url)) await main();
