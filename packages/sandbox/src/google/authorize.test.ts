import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SandboxStore } from './store.ts';
import {
  authorizeForm,
  buildTestApp,
  pkcePair,
  submitAuthorize,
  TEST_CLIENT,
  TEST_ISSUER,
  TEST_PREFIX,
  TEST_REDIRECT_URI,
} from './testing.ts';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

function authorizeUrl(overrides: Record<string, string | undefined> = {}): string {
  const { email: _e, name: _n, email_verified: _v, ...oauth } = authorizeForm(overrides);
  return `${TEST_PREFIX}/authorize?${new URLSearchParams(oauth).toString()}`;
}

describe('discovery and keys', () => {
  it('serves the discovery document for the configured issuer', async () => {
    const response = await app.inject({ url: `${TEST_PREFIX}/.well-known/openid-configuration` });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc).toMatchObject({
      issuer: TEST_ISSUER,
      authorization_endpoint: `${TEST_ISSUER}/authorize`,
      token_endpoint: `${TEST_ISSUER}/token`,
      userinfo_endpoint: `${TEST_ISSUER}/v1/userinfo`,
      jwks_uri: `${TEST_ISSUER}/certs`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      code_challenge_methods_supported: ['plain', 'S256'],
    });
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'email_verified', 'name']));
    expect(doc).not.toHaveProperty('authorization_response_iss_parameter_supported');
  });

  it('derives the issuer from the request when none is configured', async () => {
    const derived = await buildTestApp({ issuer: undefined });
    const response = await derived.inject({
      url: `${TEST_PREFIX}/.well-known/openid-configuration`,
      headers: { host: 'sandbox.test:8080' },
    });
    expect(response.json().issuer).toBe('http://sandbox.test:8080/sandbox/google');
    await derived.close();
  });

  it('publishes only the public RS256 key', async () => {
    const { keys } = (await app.inject({ url: `${TEST_PREFIX}/certs` })).json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(typeof keys[0].kid).toBe('string');
    expect(keys[0]).not.toHaveProperty('d');
  });
});

describe('GET /authorize', () => {
  it('renders an accessible Korean sign-in form carrying every OAuth parameter', async () => {
    const { challenge } = pkcePair();
    const response = await app.inject({
      url: authorizeUrl({
        code_challenge: challenge,
        code_challenge_method: 'S256',
        login_hint: 'hint@example.com',
        state: '"><script>alert(1)</script>',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://localhost:3000; frame-ancestors 'none'",
    );
    const html = response.body;
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('샌드박스 Google 로그인');
    expect(html).toContain('<form method="post" action="authorize">');
    expect(html).toContain(`name="code_challenge" value="${challenge}"`);
    expect(html).toContain(`name="redirect_uri" value="${TEST_REDIRECT_URI}"`);
    expect(html).toMatch(
      /<label for="email">[^<]+<\/label>\s*<input id="email" name="email" type="email" required/,
    );
    expect(html).toMatch(
      /<label for="name">[^<]+<\/label>\s*<input id="name" name="name" type="text" required/,
    );
    expect(html).toMatch(
      /<input id="email_verified" name="email_verified" type="checkbox" value="true" checked>/,
    );
    expect(html).toContain('<label for="email_verified">이메일 인증됨</label>');
    expect(html).toContain('value="hint@example.com"');
    expect(html).toContain('name="action" value="deny"');
    expect(html).not.toContain('<script');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('shows a 400 page, without redirecting, for an unknown client', async () => {
    const response = await app.inject({ url: authorizeUrl({ client_id: 'nope' }) });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('invalid_client');
    expect(response.body).toContain('<html lang="ko">');
  });

  it.each([
    ['an unregistered redirect_uri', 'http://evil.example/cb'],
    ['a trailing-slash variant', `${TEST_REDIRECT_URI}/`],
    ['a missing redirect_uri', undefined],
  ])('shows a 400 redirect_uri_mismatch page for %s', async (_label, redirectUri) => {
    const response = await app.inject({ url: authorizeUrl({ redirect_uri: redirectUri }) });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('redirect_uri_mismatch');
  });

  it('accepts a redirect_uri registered for the client even when it has its own query', async () => {
    const location = await submitAuthorize(app, { redirect_uri: 'http://localhost:5173/cb?from=sandbox' });
    expect(location.searchParams.get('from')).toBe('sandbox');
    expect(location.searchParams.get('code')).toBeTruthy();
  });

  it.each([
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ response_type: undefined }, 'invalid_request'],
    [{ scope: 'email profile' }, 'invalid_scope'],
    [{ scope: 'openid https://www.googleapis.com/auth/drive' }, 'invalid_scope'],
    [{ scope: undefined }, 'invalid_request'],
    [{ code_challenge_method: 'S512', code_challenge: 'a'.repeat(43) }, 'invalid_request'],
    [{ code_challenge_method: 'S256' }, 'invalid_request'],
    [{ code_challenge: 'too-short' }, 'invalid_request'],
  ])('redirects back with an error for %o', async (overrides, error) => {
    const response = await app.inject({ url: authorizeUrl(overrides) });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(TEST_REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('error_description')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe('state-123');
  });
});

describe('POST /authorize', () => {
  it('redirects to the client with a code and the state', async () => {
    const location = await submitAuthorize(app);
    expect(`${location.origin}${location.pathname}`).toBe(TEST_REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('code')?.length).toBeGreaterThanOrEqual(43);
    expect(location.searchParams.has('iss')).toBe(false);
  });

  it('answers access_denied when the user cancels, even with an empty form', async () => {
    const location = await submitAuthorize(app, { action: 'deny', email: undefined, name: undefined });
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it.each([
    [{ email: 'not-an-email' }, '올바른 이메일'],
    [{ email: undefined }, '올바른 이메일'],
    [{ name: '   ' }, '이름을 입력'],
    [{ picture: 'javascript:alert(1)' }, '프로필 사진'],
  ])('re-renders the form with a Korean error for %o', async (overrides, message) => {
    const response = await app.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/authorize`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(authorizeForm(overrides)).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain(message);
    expect(response.body).toContain('<form method="post" action="authorize">');
  });

  it('re-validates the client and redirect_uri before honouring the form', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/authorize`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(authorizeForm({ redirect_uri: 'http://evil.example/cb' })).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('redirect_uri_mismatch');
  });

  it('binds the code to the submitted identity, PKCE challenge and nonce', async () => {
    const shared = new SandboxStore();
    const local = await buildTestApp({ store: shared });
    const { challenge } = pkcePair();
    const location = await submitAuthorize(local, {
      code_challenge: challenge,
      code_challenge_method: 'S256',
      email_verified: undefined,
      picture: 'https://example.com/a.png',
    });
    const record = shared.codes.get(location.searchParams.get('code') ?? '');
    expect(record).toMatchObject({
      clientId: TEST_CLIENT.clientId,
      redirectUri: TEST_REDIRECT_URI,
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
      nonce: 'nonce-456',
      scope: 'openid email profile',
      used: false,
      identity: { email: 'alice@example.com', emailVerified: false, picture: 'https://example.com/a.png' },
    });
    expect(record?.identity.sub).toMatch(/^\d{21}$/);
    await local.close();
  });
});
