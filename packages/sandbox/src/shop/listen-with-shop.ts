import type { FastifyInstance } from 'fastify';
import { type ListeningSandbox, listenWithPrefix } from '../standalone-server.ts';
import { shopSandboxPlugin } from './plugin.ts';
import { SHOP_SANDBOX_PATH } from './shop-links.ts';

/** A standalone supplier-API sandbox and the shop base URL its answers link pictures to. */
export interface ListeningWithShop extends ListeningSandbox {
  shopBaseUrl: string;
}

/**
 * Starts a supplier-API sandbox (`mount` under `prefix`) whose answers point at the demo shop's pictures. Without
 * `shopBaseUrl` the shop is mounted on the same server at /sandbox/shop, so every image URL in the answers loads.
 */
export async function listenWithShop(options: {
  prefix: string;
  mount: (scope: FastifyInstance) => unknown;
  shopBaseUrl?: string;
  host?: string;
  port?: number;
  logger?: boolean;
}): Promise<ListeningWithShop> {
  const server = await listenWithPrefix({
    host: options.host,
    port: options.port,
    logger: options.logger,
    prefix: '',
    mount: async (scope) => {
      await scope.register(
        async (api) => {
          await options.mount(api);
        },
        { prefix: options.prefix },
      );
      if (options.shopBaseUrl === undefined)
        await scope.register(shopSandboxPlugin, { prefix: SHOP_SANDBOX_PATH });
    },
  });
  return {
    ...server,
    baseUrl: `${server.origin}${options.prefix}`,
    shopBaseUrl: options.shopBaseUrl ?? `${server.origin}${SHOP_SANDBOX_PATH}`,
  };
}
