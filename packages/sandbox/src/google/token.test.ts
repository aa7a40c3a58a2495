import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  basicAuth,
  buildTestApp,
  OTHER_CLIENT,
  pkcePair,
  postToken,
  submitAuthorize,
  TEST_CLIENT,
  TEST_ISSUER,
  TEST_PREFIX,
  TEST_REDIRECT_URI,
} from './testing.ts';

let app: FastifyInstance;
let clock: number;

beforeEach(async () => {
  clock = Date.now();
  app = await buildTestApp({ now: () => clock });
});
afterEach(async () => {
  await app.close();
});

const BASIC = basicAuth(TEST_CLIENT.clientId, TEST_CLIENT.clientSecret);

async function codeFor(overrides: Record<string, string | undefined> = {}): Promise<string> {
  const location = await submitAuthorize(app, overrides);
  return location.searchParams.get('code') ?? '';
}

/** `authorization: null` sends no Authorization header (client_secret_post or no auth at all). */
function exchange(code: string, extra: Record<string, string> = {}, authorization: string | null = BASIC) {
  return postToken(
    app,
    { grant_type: 'authorization_code', code, redirect_uri: TEST_REDIRECT_URI, ...extra },
    authorization ?? undefined,
  );
}

async function verifyIdToken(idToken: string) {
  const jwks = createLocalJWKSet((await app.inject({ url: `${TEST_PREFIX}/certs` })).json());
  // The clock is injected, so verify against it rather than the wall clock.
  return jwtVerify(idToken, jwks, {
    issuer: TEST_ISSUER,
    audience: TEST_CLIENT.clientId,
    currentDate: new Date(clock),
  });
}

describe('POST /token', () => {
  it('exchanges a code with client_secret_basic and returns a verifiable id_token', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await codeFor({ code_challenge: challenge, code_challenge_method: 'S256' });
    const response = await exchange(code, { code_verifier: verifier });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ expires_in: 3599, token_type: 'Bearer', scope: 'openid email profile' });
    expect(typeof body.access_token).toBe('string');

    const { payload, protectedHeader } = await verifyIdToken(body.id_token);
    const { keys } = (await app.inject({ url: `${TEST_PREFIX}/certs` })).json();
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: keys[0].kid });
    expect(payload).toMatchObject({
      iss: TEST_ISSUER,
      aud: TEST_CLIENT.clientId,
      azp: TEST_CLIENT.clientId,
      nonce: 'nonce-456',
      email: 'alice@example.com',
      email_verified: true,
      name: '앨리스',
    });
    expect(payload.sub).toMatch(/^\d{21}$/);
    expect(payload.exp).toBe((payload.iat ?? 0) + 3600);
    expect(payload.iat).toBe(Math.floor(clock / 1000));
    expect(payload).not.toHaveProperty('picture');
  });

  it('accepts client_secret_post and carries picture and an unverified email', async () => {
    const code = await codeFor({
      email_verified: undefined,
      picture: 'https://example.com/p.png',
      nonce: undefined,
    });
    const response = await exchange(
      code,
      { client_id: TEST_CLIENT.clientId, client_secret: TEST_CLIENT.clientSecret },
      null,
    );
    expect(response.statusCode).toBe(200);
    const { payload } = await verifyIdToken(response.json().id_token);
    expect(payload.email_verified).toBe(false);
    expect(payload.picture).toBe('https://example.com/p.png');
    expect(payload).not.toHaveProperty('nonce');
  });

  it('only releases the claims the scope allows, like Google', async () => {
    const code = await codeFor({ scope: 'openid' });
    const { payload } = await verifyIdToken((await exchange(code)).json().id_token);
    expect(payload).not.toHaveProperty('email');
    expect(payload).not.toHaveProperty('name');
    expect(payload.sub).toMatch(/^\d{21}$/);
  });

  it('gives the same email the same sub across sign-ins, regardless of case', async () => {
    const first = (await exchange(await codeFor({ email: 'Bob@example.com' }))).json();
    const second = (await exchange(await codeFor({ email: 'bob@EXAMPLE.com', name: 'Bobby' }))).json();
    const other = (await exchange(await codeFor({ email: 'carol@example.com' }))).json();
    const subOf = async (token: string) => (await verifyIdToken(token)).payload.sub;
    expect(await subOf(first.id_token)).toBe(await subOf(second.id_token));
    expect(await subOf(first.id_token)).not.toBe(await subOf(other.id_token));
  });

  it('rejects a reused code and revokes the token it minted', async () => {
    const code = await codeFor();
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const second = await exchange(code);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ error: 'invalid_grant' });
    expect(second.json().error_description).toEqual(expect.any(String));
    const userinfo = await app.inject({
      url: `${TEST_PREFIX}/v1/userinfo`,
      headers: { authorization: `Bearer ${first.json().access_token}` },
    });
    expect(userinfo.statusCode).toBe(401);
  });

  it('burns the code even when the failed attempt was for another reason', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await codeFor({ code_challenge: challenge, code_challenge_method: 'S256' });
    expect((await exchange(code, { code_verifier: pkcePair().verifier })).json().error).toBe('invalid_grant');
    const retry = await exchange(code, { code_verifier: verifier });
    expect(retry.statusCode).toBe(400);
    expect(retry.json().error).toBe('invalid_grant');
  });

  it.each([
    ['a wrong verifier', () => pkcePair().verifier],
    ['a missing verifier', () => undefined],
    ['a malformed verifier', () => 'short'],
  ])('rejects %s for an S256 code', async (_label, makeVerifier) => {
    const { challenge } = pkcePair();
    const code = await codeFor({ code_challenge: challenge, code_challenge_method: 'S256' });
    const verifier = makeVerifier();
    const response = await exchange(code, verifier === undefined ? {} : { code_verifier: verifier });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('supports the plain PKCE method', async () => {
    const { verifier } = pkcePair();
    const code = await codeFor({ code_challenge: verifier, code_challenge_method: 'plain' });
    expect((await exchange(code, { code_verifier: verifier })).statusCode).toBe(200);
  });

  it('rejects a verifier when no challenge was bound (PKCE downgrade)', async () => {
    const code = await codeFor();
    expect((await exchange(code, { code_verifier: pkcePair().verifier })).json().error).toBe('invalid_grant');
  });

  it('rejects a wrong secret with 401 invalid_client', async () => {
    const code = await codeFor();
    const basic = await exchange(code, {}, basicAuth(TEST_CLIENT.clientId, 'wrong'));
    expect(basic.statusCode).toBe(401);
    expect(basic.json()).toMatchObject({ error: 'invalid_client' });
    expect(basic.headers['www-authenticate']).toContain('Basic');
    const post = await exchange(code, { client_id: TEST_CLIENT.clientId, client_secret: 'wrong' }, null);
    expect(post.statusCode).toBe(401);
    expect(post.json().error).toBe('invalid_client');
    const none = await exchange(code, {}, null);
    expect(none.statusCode).toBe(401);
    // Client authentication failed before the code was looked at, so it is still redeemable.
    expect((await exchange(code)).statusCode).toBe(200);
  });

  it('rejects an expired code', async () => {
    const code = await codeFor();
    clock += 121_000;
    const response = await exchange(code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('honours a custom codeTtlSeconds', async () => {
    const local = await buildTestApp({ now: () => clock, codeTtlSeconds: 5 });
    const location = await submitAuthorize(local);
    clock += 6_000;
    const response = await postToken(
      local,
      {
        grant_type: 'authorization_code',
        code: location.searchParams.get('code') ?? '',
        redirect_uri: TEST_REDIRECT_URI,
      },
      BASIC,
    );
    expect(response.json().error).toBe('invalid_grant');
    await local.close();
  });

  it('rejects a redirect_uri that differs from the one used at authorize', async () => {
    const code = await codeFor();
    const response = await exchange(code, { redirect_uri: 'http://localhost:5173/cb?from=sandbox' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('rejects a code issued to another client', async () => {
    const code = await codeFor();
    const response = await exchange(code, {}, basicAuth(OTHER_CLIENT.clientId, OTHER_CLIENT.clientSecret));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('rejects unknown codes and unsupported grant types', async () => {
    expect((await exchange('made-up')).json().error).toBe('invalid_grant');
    const refresh = await postToken(app, { grant_type: 'refresh_token', refresh_token: 'x' }, BASIC);
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe('unsupported_grant_type');
  });

  it('rejects a JSON body with 400 invalid_request', async () => {
    const code = await codeFor();
    const response = await app.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/token`,
      headers: { authorization: BASIC },
      payload: { grant_type: 'authorization_code', code, redirect_uri: TEST_REDIRECT_URI },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
    const malformed = await app.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/token`,
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('rejects mixing client_secret_basic and client_secret_post', async () => {
    const code = await codeFor();
    const response = await exchange(code, { client_secret: TEST_CLIENT.clientSecret });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
  });
});

describe('GET /v1/userinfo', () => {
  it('returns the claims for a valid access token', async () => {
    const tokens = (await exchange(await codeFor({ picture: 'https://example.com/p.png' }))).json();
    const response = await app.inject({
      url: `${TEST_PREFIX}/v1/userinfo`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.statusCode).toBe(200);
    const { payload } = await verifyIdToken(tokens.id_token);
    expect(response.json()).toEqual({
      sub: payload.sub,
      name: '앨리스',
      email: 'alice@example.com',
      email_verified: true,
      picture: 'https://example.com/p.png',
    });
    expect(decodeProtectedHeader(tokens.id_token).alg).toBe('RS256');
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'Bearer ya29.unknown'],
  ])('answers 401 invalid_token for %s', async (_label, authorization) => {
    const response = await app.inject({
      url: `${TEST_PREFIX}/v1/userinfo`,
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(response.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('answers 401 once the access token has expired', async () => {
    const tokens = (await exchange(await codeFor())).json();
    clock += 3600_000;
    const response = await app.inject({
      url: `${TEST_PREFIX}/v1/userinfo`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
