import type { SandboxSigningKey } from './keys.ts';
import type { SandboxStore } from './store.ts';

/** One registered OAuth client, the sandbox's equivalent of a Google Cloud "OAuth client ID". */
export interface GoogleSandboxClient {
  clientId: string;
  clientSecret: string;
  /** Compared byte-for-byte with the request, as Google does (no trailing-slash or case leniency). */
  redirectUris: string[];
}

/** Options accepted by `googleSandboxPlugin`. */
export interface GoogleSandboxOptions {
  /** Absolute issuer URL; when absent it is derived per request from protocol, host and the plugin prefix. */
  issuer?: string;
  clients: GoogleSandboxClient[];
  /** Lifetime of authorization codes; defaults to 120 seconds. */
  codeTtlSeconds?: number;
  /** Millisecond clock, injectable so tests can expire codes and tokens without waiting. */
  now?: () => number;
  /** Fixed signing key; otherwise a fresh RS256 key pair is generated per plugin instance. */
  signingKey?: SandboxSigningKey;
  /** Shared state, so a caller (the standalone server, tests) can inspect issued codes and tokens. */
  store?: SandboxStore;
}

/** Everything the route modules need, resolved once when the plugin is registered. */
export interface SandboxContext {
  clients: ReadonlyMap<string, GoogleSandboxClient>;
  store: SandboxStore;
  signingKey: SandboxSigningKey;
  codeTtlSeconds: number;
  now: () => number;
  /** Issuer for the current request: fixed by configuration or derived from the request. */
  issuerFor: (request: { protocol: string; host: string }) => string;
}

export const DEFAULT_CODE_TTL_SECONDS = 120;
export const ACCESS_TOKEN_TTL_SECONDS = 3599;
export const ID_TOKEN_TTL_SECONDS = 3600;

/** Normalises an issuer so `<issuer>/token` never ends up with a double slash. */
export function normalizeIssuer(issuer: string): string {
  const url = new URL(issuer);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Google sandbox issuer must be an http(s) URL, got ${issuer}`);
  }
  if (url.search !== '' || url.hash !== '') {
    throw new Error(`Google sandbox issuer must not carry a query or fragment, got ${issuer}`);
  }
  return issuer.replace(/\/+$/, '');
}
