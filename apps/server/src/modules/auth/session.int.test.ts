import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const me = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: authorization ? { authorization } : {} });

describe('app tokens and sessions', () => {
  it('answers 401 with a Korean detail when the token is missing or malformed', async () => {
    for (const header of [undefined, 'Bearer', 'Basic abc', 'Bearer not a token', 'Bearer abc.def.ghi']) {
      const response = await me(header);
      expect(response.statusCode, String(header)).toBe(401);
      expect(response.json().detail).toMatch(/로그인/);
    }
  });

  it('refuses a token signed with another secret', async () => {
    const user = await createUser(ctx);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti('00000000-0000-4000-8000-000000000000')
      .setIssuer('ollida')
      .setAudience('ollida-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const response = await me(`Bearer ${forged}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('token_invalid');
  });

  it('refuses an unsigned (alg none) token', async () => {
    const user = await createUser(ctx);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: user.id, jti: 'x', exp: 9999999999 })).toString(
      'base64url',
    );
    const response = await me(`Bearer ${header}.${payload}.`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('token_invalid');
  });

  it('expires a token after seven days', async () => {
    const user = await createUser(ctx);
    const token = await loginAs(ctx, user.id);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    const issuedAt = ctx.clock.now;
    ctx.clock.now = new Date(issuedAt.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    try {
      const response = await me(`Bearer ${token}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('token_expired');
    } finally {
      ctx.clock.now = issuedAt;
    }
  });

  it('revokes the token on the server at logout', async () => {
    const user = await createUser(ctx);
    const token = await loginAs(ctx, user.id);
    const other = await loginAs(ctx, user.id);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().message).toBe('로그아웃되었습니다.');
    const after = await me(`Bearer ${token}`);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('token_revoked');
    expect((await me(`Bearer ${other}`)).statusCode).toBe(200);
  });

  it('refuses logout without a token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
  });

  it('rejects an oversized or malformed body before it reaches the session', async () => {
    const user = await createUser(ctx);
    const token = await loginAs(ctx, user.id);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const oversized = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers,
      payload: JSON.stringify({ padding: 'x'.repeat(ctx.config.bodyLimitBytes + 10) }),
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toMatchObject({
      code: 'body_too_large',
      detail: expect.stringMatching(/큽니다/),
    });
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers,
      payload: '{"a":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'malformed_json' });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
  });
});
