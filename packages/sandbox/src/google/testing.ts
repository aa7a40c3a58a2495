import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { generateSandboxSigningKey, type SandboxSigningKey } from './keys.ts';
import type { GoogleSandboxClient, GoogleSandboxOptions } from './options.ts';
import { googleSandboxPlugin } from './plugin.ts';

// Shared fixtures for the sandbox's own tests; not used at runtime.

export const TEST_ISSUER = 'http://localhost:3000/sandbox/google';
export const TEST_PREFIX = '/sandbox/google';
export const TEST_CLIENT: GoogleSandboxClient = {
  clientId: 'web-client.apps.sandbox',
  clientSecret: 's3cret:with+odd chars',
  redirectUris: ['http://localhost:3000/api/auth/google/callback', 'http://localhost:5173/cb?from=sandbox'],
};
export const OTHER_CLIENT: GoogleSandboxClient = {
  clientId: 'other-client',
  clientSecret: 'other-secret',
  redirectUris: ['http://localhost:4000/cb'],
};
export const TEST_REDIRECT_URI = 'http://localhost:3000/api/auth/google/callback';

let sharedKey: Promise<SandboxSigningKey> | undefined;

/** One RSA key for the whole test file, since generating a key per app is the slowest part of setup. */
export function testSigningKey(): Promise<SandboxSigningKey> {
  sharedKey ??= generateSandboxSigningKey();
  return sharedKey;
}

/** Builds a host app with the plugin mounted at /sandbox/google and a fixed issuer. */
export async function buildTestApp(overrides: Partial<GoogleSandboxOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(googleSandboxPlugin, {
    prefix: TEST_PREFIX,
    issuer: TEST_ISSUER,
    clients: [TEST_CLIENT, OTHER_CLIENT],
    signingKey: await testSigningKey(),
    ...overrides,
  });
  await app.ready();
  return app;
}

/** Creates an RFC 7636 verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Encodes client credentials for client_secret_basic (form-encode each part, then base64). */
export function basicAuth(id: string, secret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replaceAll('%20', '+');
  return `Basic ${Buffer.from(`${encode(id)}:${encode(secret)}`).toString('base64')}`;
}

/** Form fields for a valid authorization request plus a signed-in identity. */
export function authorizeForm(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: TEST_CLIENT.clientId,
    redirect_uri: TEST_REDIRECT_URI,
    scope: 'openid email profile',
    state: 'state-123',
    nonce: 'nonce-456',
    email: 'Alice@Example.com',
    name: '앨리스',
    email_verified: 'on',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** Submits the sign-in form through inject and returns the redirect Location as a URL. */
export async function submitAuthorize(
  app: FastifyInstance,
  overrides: Record<string, string | undefined> = {},
): Promise<URL> {
  const response = await app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(authorizeForm(overrides)).toString(),
  });
  const location = response.headers.location;
  if (response.statusCode !== 302 || typeof location !== 'string') {
    throw new Error(`expected a redirect, got ${response.statusCode}: ${response.body}`);
  }
  return new URL(location);
}

/** Posts a form to /token, optionally with an Authorization header. */
export async function postToken(app: FastifyInstance, form: Record<string, string>, authorization?: string) {
  return app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}/token`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization === undefined ? {} : { authorization }),
    },
    payload: new URLSearchParams(form).toString(),
  });
}
