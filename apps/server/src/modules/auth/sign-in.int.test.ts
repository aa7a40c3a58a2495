import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext, testPublicUrl } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { deliverCallback, signInThroughSandbox, startSignIn } from '../../../test/sign-in.ts';
import { loginStates, sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ env: { ADMIN_EMAILS: 'Boss@Example.com' } });
});
afterAll(() => ctx.close());

async function tableCounts() {
  const [u] = await ctx.database.db.select({ n: count() }).from(users);
  const [s] = await ctx.database.db.select({ n: count() }).from(sessions);
  return { users: u?.n ?? 0, sessions: s?.n ?? 0 };
}

function fragmentOf(location: string | string[] | undefined) {
  return new URLSearchParams(new URL(String(location)).hash.slice(1));
}

describe('Google sign-in through the sandbox provider', () => {
  it('signs a seller in, lands on the final page with the token in the fragment, and /api/user/me answers', async () => {
    const steps = await startSignIn(ctx, { email: 'kim@example.com', name: '김판매' });
    expect(steps.authorizeUrl.origin).toBe(new URL(ctx.google.issuer).origin);
    expect(steps.authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(steps.authorizeUrl.searchParams.get('nonce')).toBeTruthy();

    const callback = await deliverCallback(ctx, steps.callbackUrl, steps.cookie);
    expect(callback.statusCode).toBe(302);
    const location = new URL(String(callback.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${testPublicUrl}/login`);
    expect(location.search).toBe('');
    const token = fragmentOf(callback.headers.location).get('token');
    expect(token).toBeTruthy();
    expect(callback.headers['referrer-policy']).toBe('no-referrer');

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      email: 'kim@example.com',
      name: '김판매',
      profile_picture: null,
      role: 'user',
    });
  });

  it('keeps one account per Google subject across sign-ins and refreshes the name', async () => {
    await signInThroughSandbox(ctx, { email: 'park@example.com', name: '박판매' });
    const before = await tableCounts();
    const token = await signInThroughSandbox(ctx, { email: 'park@example.com', name: '박대표' });
    const after = await tableCounts();
    expect(after.users).toBe(before.users);
    expect(after.sessions).toBe(before.sessions + 1);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().name).toBe('박대표');
  });

  it('gives the admin role to ADMIN_EMAILS, compared case-insensitively', async () => {
    const token = await signInThroughSandbox(ctx, { email: 'boss@example.com', name: '관리자' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().role).toBe('admin');
  });
  it('takes the admin role away at the next sign-in once the email leaves ADMIN_EMAILS', async () => {
    await signInThroughSandbox(ctx, { email: 'former@example.com', name: '전관리자' });
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'former@example.com'));
    const token = await signInThroughSandbox(ctx, { email: 'former@example.com', name: '전관리자' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().role).toBe('user');
  });
});

describe('bad sign-in input gets a clear answer and changes nothing', () => {
  it('refuses a tampered state', async () => {
    const steps = await startSignIn(ctx, { email: 'tamper@example.com', name: '변조' });
    const before = await tableCounts();
    const tampered = new URL(steps.callbackUrl);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    const response = await deliverCallback(ctx, tampered, steps.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'login_state_invalid',
      detail: expect.stringContaining('로그인'),
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('shows a browser that followed the redirect a Korean page with the same status', async () => {
    const steps = await startSignIn(ctx, { email: 'browser@example.com', name: '브라우저' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${steps.callbackUrl.pathname}${steps.callbackUrl.search}`,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('로그인 화면으로 돌아가기');
    expect(response.body).toContain('href="/login"');
  });

  it('refuses a callback without the browser-bound state cookie', async () => {
    const steps = await startSignIn(ctx, { email: 'nocookie@example.com', name: '쿠키없음' });
    const response = await deliverCallback(ctx, steps.callbackUrl, '');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('login_state_invalid');
  });

  it('refuses a replayed callback (state and code are single-use)', async () => {
    const steps = await startSignIn(ctx, { email: 'replay@example.com', name: '재사용' });
    expect((await deliverCallback(ctx, steps.callbackUrl, steps.cookie)).statusCode).toBe(302);
    const before = await tableCounts();
    const replay = await deliverCallback(ctx, steps.callbackUrl, steps.cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('login_state_invalid');
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a replayed authorization code delivered with a fresh state', async () => {
    const first = await startSignIn(ctx, { email: 'codereplay@example.com', name: '코드재사용' });
    expect((await deliverCallback(ctx, first.callbackUrl, first.cookie)).statusCode).toBe(302);
    const second = await startSignIn(ctx, { email: 'codereplay@example.com', name: '코드재사용' });
    const before = await tableCounts();
    const replay = new URL(second.callbackUrl);
    replay.searchParams.set('code', String(first.callbackUrl.searchParams.get('code')));
    const response = await deliverCallback(ctx, replay, second.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'login_failed' });
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a sign-in finished more than ten minutes after it started', async () => {
    const steps = await startSignIn(ctx, { email: 'slow@example.com', name: '느림' });
    const startedAt = ctx.clock.now;
    ctx.clock.now = new Date(startedAt.getTime() + 11 * 60 * 1000);
    try {
      const response = await deliverCallback(ctx, steps.callbackUrl, steps.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('login_state_invalid');
    } finally {
      ctx.clock.now = startedAt;
    }
  });

  it('refuses a tampered authorization code', async () => {
    const steps = await startSignIn(ctx, { email: 'badcode@example.com', name: '코드변조' });
    const before = await tableCounts();
    const tampered = new URL(steps.callbackUrl);
    tampered.searchParams.set('code', 'forged-code');
    const response = await deliverCallback(ctx, tampered, steps.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'login_failed' });
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a final_redirect outside the app origin (no open redirect)', async () => {
    const [pendingBefore] = await ctx.database.db.select({ n: count() }).from(loginStates);
    for (const target of [
      'https://evil.example/login',
      '//evil.example/',
      'javascript:alert(1)',
      'http://ollida.test@evil.example/',
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/auth/google/login?final_redirect=${encodeURIComponent(target)}`,
      });
      expect(response.statusCode, target).toBe(400);
      expect(response.json()).toMatchObject({ code: 'login_redirect_refused' });
      expect(response.headers.location).toBeUndefined();
    }
    const [pendingAfter] = await ctx.database.db.select({ n: count() }).from(loginStates);
    expect(pendingAfter?.n).toBe(pendingBefore?.n);
  });

  it('refuses a redirect_uri other than the app callback', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/auth/google/login?redirect_uri=${encodeURIComponent('https://evil.example/auth/google/callback')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('login_redirect_refused');
  });

  it('sends a cancelled sign-in back to the login page with an error and creates nobody', async () => {
    const before = await tableCounts();
    const steps = await startSignIn(ctx, { email: 'deny@example.com', name: '취소', action: 'deny' });
    const response = await deliverCallback(ctx, steps.callbackUrl, steps.cookie);
    expect(response.statusCode).toBe(302);
    expect(fragmentOf(response.headers.location).get('error')).toBe('access_denied');
    expect(await tableCounts()).toEqual(before);
  });

  it('does not trust an unverified email', async () => {
    const before = await tableCounts();
    const steps = await startSignIn(ctx, {
      email: 'unverified@example.com',
      name: '미인증',
      emailVerified: false,
    });
    const response = await deliverCallback(ctx, steps.callbackUrl, steps.cookie);
    expect(fragmentOf(response.headers.location).get('error')).toBe('email_not_verified');
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses an email already owned by another Google account', async () => {
    await createUser(ctx, { email: 'Taken@example.com', googleSubject: 'another-subject' });
    const before = await tableCounts();
    const steps = await startSignIn(ctx, { email: 'taken@example.com', name: '중복' });
    const response = await deliverCallback(ctx, steps.callbackUrl, steps.cookie);
    expect(fragmentOf(response.headers.location).get('error')).toBe('email_taken');
    expect(await tableCounts()).toEqual(before);
  });

  it('bounds the length of sign-in parameters', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/auth/google/login?final_redirect=${encodeURIComponent(`${testPublicUrl}/${'a'.repeat(3000)}`)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
  });
});
