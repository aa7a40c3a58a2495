import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { OWNERCLAN_TOKEN_TTL_MS } from './auth.ts';
import {
  buildOwnerclanTestApp,
  demoToken,
  postAuth,
  postGraphql,
  TEST_HOST,
  TEST_PREFIX,
  testClock,
} from './testing.ts';

describe('오너클랜 sandbox: /auth', () => {
  it('answers a seller JWT as plain text, valid for about a month', async () => {
    const clock = testClock();
    const app = await buildOwnerclanTestApp({ now: clock.now });
    const response = await postAuth(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const claims = decodeJwt(response.body);
    expect(claims).toMatchObject({ service: 'ownerclan', userType: 'seller', sub: 'ollida_seller' });
    expect(((claims.exp ?? 0) - (claims.iat ?? 0)) * 1000).toBe(OWNERCLAN_TOKEN_TTL_MS);
    await app.close();
  });

  it('refuses wrong credentials with 401 and a malformed body with 400, both as text', async () => {
    const app = await buildOwnerclanTestApp();
    const wrong = await postAuth(app, { password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['content-type']).toContain('text/plain');
    expect((await postAuth(app, { userType: 'vendor' })).statusCode).toBe(400);
    expect((await postAuth(app, { username: undefined })).statusCode).toBe(400);
    const broken = await app.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/auth`,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toContain('text/plain');
    await app.close();
  });
});

describe('오너클랜 sandbox: /v1/graphql', () => {
  it('answers 401 UNAUTHENTICATED without a token, with a foreign token and after expiry', async () => {
    const clock = testClock();
    const app = await buildOwnerclanTestApp({ now: clock.now });
    const query = { query: '{ item(key: "W68562D") { name } }' };
    for (const token of [undefined, 'not.a.jwt']) {
      const response = await postGraphql(app, token, query);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const other = await buildOwnerclanTestApp({ now: clock.now });
    expect((await postGraphql(app, await demoToken(other), query)).statusCode).toBe(401);
    const token = await demoToken(app);
    expect((await postGraphql(app, token, query)).statusCode).toBe(200);
    clock.advance(OWNERCLAN_TOKEN_TTL_MS + 1_000);
    expect((await postGraphql(app, token, query)).statusCode).toBe(401);
    await Promise.all([app.close(), other.close()]);
  });

  it('answers POST bodies and GET ?query= with variables, images on the calling host', async () => {
    const app = await buildOwnerclanTestApp();
    const token = await demoToken(app);
    const query = 'query Q($key: String!) { item(key: $key) { key status images(size: large) } }';
    const posted = await postGraphql(app, token, { query, variables: { key: 'W3K8N2Q' } });
    expect(posted.json().data.item).toMatchObject({ key: 'W3K8N2Q', status: 'soldout' });
    expect(posted.json().data.item.images[0]).toMatch(
      new RegExp(`^http://${TEST_HOST}/sandbox/shop/images/`),
    );
    const params = new URLSearchParams({ query, variables: JSON.stringify({ key: 'WQ52MHE' }) });
    const got = await app.inject({
      method: 'GET',
      url: `${TEST_PREFIX}/v1/graphql?${params}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(got.json().data.item.key).toBe('WQ52MHE');
    const bad = await app.inject({
      method: 'GET',
      url: `${TEST_PREFIX}/v1/graphql?query=&variables=%7B`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });

  it('points images at a configured shop', async () => {
    const app = await buildOwnerclanTestApp({ shopBaseUrl: 'https://shop.example/base/' });
    const response = await postGraphql(app, await demoToken(app), {
      query: '{ item(key: "W68562D") { content images(size: small) } }',
    });
    const item = response.json().data.item;
    expect(item.images[0]).toMatch(/^https:\/\/shop\.example\/base\/images\/godo\//);
    expect(item.content).toContain('https://shop.example/base/images/godo/');
    await app.close();
  });
});
