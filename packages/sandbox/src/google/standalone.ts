import { isEntryModule, listenWithPrefix } from '../standalone-server.ts';
import { generateSandboxSigningKey, type SandboxSigningKey } from './keys.ts';
import type { GoogleSandboxClient, GoogleSandboxOptions } from './options.ts';
import { mountGoogleSandbox } from './plugin.ts';
import { SandboxStore } from './store.ts';

/** Where the standalone server mounts the plugin, matching the path used inside the main app. */
export const SANDBOX_PREFIX = '/sandbox/google';

/** Options for `startGoogleSandbox`; the issuer is always derived from the bound address. */
export interface StartGoogleSandboxOptions extends Omit<GoogleSandboxOptions, 'issuer' | 'store'> {
  /** Interface to bind; defaults to 127.0.0.1. */
  host?: string;
  /** Port to bind; defaults to 0 (ephemeral). */
  port?: number;
  /** Enable Fastify's request logging; off by default to keep test output quiet. */
  logger?: boolean;
}

/** A running standalone sandbox plus handles on its state for tests. */
export interface RunningGoogleSandbox {
  /** e.g. http://127.0.0.1:54321/sandbox/google */
  issuer: string;
  /** e.g. http://127.0.0.1:54321 */
  origin: string;
  port: number;
  /** Issued authorization codes and access tokens. */
  store: SandboxStore;
  signingKey: SandboxSigningKey;
  clients: GoogleSandboxClient[];
  close(): Promise<void>;
}

/** Starts the sandbox on its own Fastify server (ephemeral port by default) and resolves once it is listening. */
export async function startGoogleSandbox(opts: StartGoogleSandboxOptions): Promise<RunningGoogleSandbox> {
  const store = new SandboxStore();
  const signingKey = opts.signingKey ?? (await generateSandboxSigningKey());
  // The port, and therefore the issuer, is only known after listen(); routes read it lazily.
  let issuer = '';
  const server = await listenWithPrefix({
    ...opts,
    prefix: SANDBOX_PREFIX,
    mount: (scope) => mountGoogleSandbox(scope, { ...opts, store, signingKey }, () => issuer),
  });
  issuer = server.baseUrl;
  return {
    issuer,
    origin: server.origin,
    port: server.port,
    store,
    signingKey,
    clients: opts.clients,
    close: server.close,
  };
}

async function main(): Promise<void> {
  const clientId = process.env.GOOGLE_SANDBOX_CLIENT_ID;
  const clientSecret = process.env.GOOGLE_SANDBOX_CLIENT_SECRET;
  // Comma-separated so one sandbox can serve several dev origins.
  const redirectUris = (
    process.env.GOOGLE_SANDBOX_REDIRECT_URIS ??
    process.env.GOOGLE_SANDBOX_REDIRECT_URI ??
    ''
  )
    .split(',')
    .map((uri) => uri.trim())
    .filter((uri) => uri !== '');
  if (clientId === undefined || clientSecret === undefined || redirectUris.length === 0) {
    console.error(
      'Set GOOGLE_SANDBOX_CLIENT_ID, GOOGLE_SANDBOX_CLIENT_SECRET and GOOGLE_SANDBOX_REDIRECT_URI ' +
        '(comma-separated for several); optionally GOOGLE_SANDBOX_PORT.',
    );
    process.exitCode = 1;
    return;
  }
  const sandbox = await startGoogleSandbox({
    clients: [{ clientId, clientSecret, redirectUris }],
    port: Number(process.env.GOOGLE_SANDBOX_PORT ?? 0),
    logger: true,
  });
  console.log(sandbox.issuer);
  const stop = () => {
    void sandbox.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isEntryModule(import.meta.url)) await main();
