import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { deliverCallback, startSignIn } from '../../../test/sign-in.ts';

const lines: string[] = [];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => ctx.close());

describe('sign-in logs', () => {
  it('never contain the authorization code, the state, the app token or the cookie', async () => {
    const steps = await startSignIn(ctx, { email: 'logs@example.com', name: '로그' });
    const callback = await deliverCallback(ctx, steps.callbackUrl, steps.cookie);
    const token = new URLSearchParams(new URL(String(callback.headers.location)).hash.slice(1)).get('token');
    await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${token}` },
    });

    const output = lines.join('');
    expect(output).toContain('/auth/google/callback');
    const secrets = [
      String(steps.callbackUrl.searchParams.get('code')),
      String(steps.callbackUrl.searchParams.get('state')),
      String(token),
      steps.cookie.split('=')[1] ?? 'cookie',
    ];
    for (const secret of secrets) expect(output).not.toContain(secret);
  });
});
