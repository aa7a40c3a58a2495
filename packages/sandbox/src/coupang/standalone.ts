import { isEntryModule, listenWithPrefix } from '../standalone-server.ts';
import { COUPANG_DEMO_VENDORS, type CoupangDemoVendor } from './demo-accounts.ts';
import type { CoupangSandboxOptions } from './options.ts';
import { createCoupangSandboxContext, mountCoupangSandbox } from './plugin.ts';
import type { ProductStore } from './product-store.ts';

/** Where the standalone server mounts the plugin, matching the path used inside the main app. */
export const COUPANG_SANDBOX_PREFIX = '/sandbox/coupang';

/** Options for `startCoupangSandbox`. */
export interface StartCoupangSandboxOptions extends CoupangSandboxOptions {
  /** Interface to bind; defaults to 127.0.0.1. */
  host?: string;
  /** Port to bind; defaults to 0 (ephemeral). */
  port?: number;
  /** Enable Fastify's request logging; off by default to keep test output quiet. */
  logger?: boolean;
}

/** A running standalone sandbox plus handles on its state for tests. */
export interface RunningCoupangSandbox {
  /** e.g. http://127.0.0.1:54321/sandbox/coupang — use as the client's base URL. */
  baseUrl: string;
  /** e.g. http://127.0.0.1:54321 */
  origin: string;
  port: number;
  vendors: readonly CoupangDemoVendor[];
  products: ProductStore;
  close(): Promise<void>;
}

/** Starts the sandbox on its own Fastify server (127.0.0.1, ephemeral port by default). */
export async function startCoupangSandbox(
  opts: StartCoupangSandboxOptions = {},
): Promise<RunningCoupangSandbox> {
  const ctx = createCoupangSandboxContext(opts);
  const server = await listenWithPrefix({
    ...opts,
    prefix: COUPANG_SANDBOX_PREFIX,
    mount: (scope) => mountCoupangSandbox(scope, ctx),
  });
  return {
    baseUrl: server.baseUrl,
    origin: server.origin,
    port: server.port,
    vendors: opts.vendors ?? COUPANG_DEMO_VENDORS,
    products: ctx.products,
    close: server.close,
  };
}

async function main(): Promise<void> {
  const sandbox = await startCoupangSandbox({
    port: Number(process.env.COUPANG_SANDBOX_PORT ?? 0),
    stateFile: process.env.COUPANG_SANDBOX_STATE_FILE,
    logger: true,
  });
  console.log(sandbox.baseUrl);
  for (const vendor of sandbox.vendors) {
    console.log(
      `${vendor.vendorName}: vendorId=${vendor.vendorId} wing=${vendor.wingAccount} accessKey=${vendor.accessKey} secretKey=${vendor.secretKey}`,
    );
  }
  const stop = () => {
    void sandbox.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isEntryModule(import.meta.url)) await main();
