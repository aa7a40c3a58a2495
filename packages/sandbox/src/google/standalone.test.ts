import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGoogleSandbox, startGoogleSandbox } from './standalone.ts';

const CLIENT_ID = 'standalone-client';
const CLIENT_SECRET = 'standalone-secret';
const REDIRECT_URI = 'http://127.0.0.1:3999/auth/callback';

let sandbox: RunningGoogleSandbox;

beforeAll(async () => {
  sandbox = await startGoogleSandbox({
    clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT_URI] }],
  });
});
afterAll(async () => {
  await sandbox.close();
});

/** Pulls the hidden inputs out of the sign-in page, the way a browser would submit them. */
function hiddenFields(html: string): Record<string, string> {
  const decodeEntities = (value: string) =>
    value
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    const [, name, value] = match;
    if (name !== undefined && value !== undefined) fields[decodeEntities(name)] = decodeEntities(value);
  }
  return fields;
}

/** Plays the user: loads the page, fills the form, and returns the redirect back to the client. */
async function signIn(authorizationUrl: URL, email: string, name: string): Promise<URL> {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? '';
  const form = new URLSearchParams({
    ...hiddenFields(html),
    email,
    name,
    email_verified: 'true',
    action: 'allow',
  });
  const response = await fetch(new URL(action, authorizationUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

describe('startGoogleSandbox', () => {
  it('listens on an ephemeral 127.0.0.1 port and serves discovery over real HTTP', async () => {
    expect(sandbox.issuer).toBe(`http://127.0.0.1:${sandbox.port}/sandbox/google`);
    const response = await fetch(`${sandbox.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { issuer: string; jwks_uri: string };
    expect(doc.issuer).toBe(sandbox.issuer);
    expect(doc.jwks_uri).toBe(`${sandbox.issuer}/certs`);
    const jwks = (await (await fetch(doc.jwks_uri)).json()) as { keys: Array<{ kid: string }> };
    expect(jwks.keys[0]?.kid).toBe(sandbox.signingKey.kid);
  });

  it.each([
    ['client_secret_post', oidc.ClientSecretPost(CLIENT_SECRET)],
    ['client_secret_basic', oidc.ClientSecretBasic(CLIENT_SECRET)],
  ])('completes the full flow with openid-client (%s)', async (_label, clientAuth) => {
    const config = await oidc.discovery(new URL(sandbox.issuer), CLIENT_ID, undefined, clientAuth, {
      execute: [oidc.allowInsecureRequests],
    });
    const pkceCodeVerifier = oidc.randomPKCECodeVerifier();
    const expectedState = oidc.randomState();
    const expectedNonce = oidc.randomNonce();
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(pkceCodeVerifier),
      code_challenge_method: 'S256',
      state: expectedState,
      nonce: expectedNonce,
    });
    expect(authorizationUrl.href.startsWith(`${sandbox.issuer}/authorize?`)).toBe(true);

    const callback = await signIn(authorizationUrl, 'Dana@Example.com', '다나');
    expect(callback.searchParams.get('state')).toBe(expectedState);

    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier,
      expectedState,
      expectedNonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: sandbox.issuer,
      aud: CLIENT_ID,
      nonce: expectedNonce,
      email: 'dana@example.com',
      email_verified: true,
      name: '다나',
    });
    expect(claims?.sub).toMatch(/^\d{21}$/);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(3599);

    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, claims?.sub ?? '');
    expect(userinfo).toMatchObject({ email: 'dana@example.com', name: '다나', email_verified: true });

    // The code is single-use: openid-client must surface the replay as invalid_grant.
    await expect(
      oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier, expectedState, expectedNonce }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});
