import { NAVER_DEMO_STORE } from '@ollida/sandbox/naver/demo-accounts';
import { TOSS_DEMO_SECRET_KEY } from '@ollida/sandbox/toss/demo-accounts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { confirm, createOrder, paidOrder } from '../test/kits/payments.ts';
import { chairDraft, startImageServer, uploadKit } from '../test/kits/uploads.ts';
import { demoVendor } from '../test/kits/workspaces.ts';
import { deliverCallback, startSignIn } from '../test/sign-in.ts';

/** One answer of the app as a client saw it. */
interface Seen {
  request: string;
  status: number;
  body: string;
  headers: Record<string, unknown>;
}

const logLines: string[] = [];
const seen: Seen[] = [];
let ctx: TestContext;
let images: Awaited<ReturnType<typeof startImageServer>>;
const adminEmail = 'security-admin@example.com';

/** The same context whose app records every answer, so the kits' calls are inspected too. */
function recording(context: TestContext): TestContext {
  const app = new Proxy(context.app, {
    get(target, property, receiver) {
      if (property !== 'inject') return Reflect.get(target, property, receiver);
      return async (options: InjectOptions) => {
        const response = await target.inject(options);
        const url = typeof options.url === 'string' ? options.url : String(options.path ?? '');
        seen.push({
          request: `${options.method ?? 'GET'} ${url}`,
          status: response.statusCode,
          body: response.body,
          headers: { ...response.headers },
        });
        return response;
      };
    },
  });
  return { ...context, app };
}

beforeAll(async () => {
  images = await startImageServer();
  const built = await buildTestApp({
    // Debug is the most a deployment would log; every line it writes is read below.
    env: { LOG_LEVEL: 'debug', ADMIN_EMAILS: adminEmail },
    logStream: { write: (line) => void logLines.push(line) },
    sourceFetch: { allowedPrefixes: [images.baseUrl] },
  });
  ctx = recording(built);
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

/** Secrets and where each may legitimately appear (a response the client must be handed it in). */
interface Secret {
  name: string;
  value: string;
  allowedIn?: (answer: Seen, where: 'body' | 'headers') => boolean;
}

function findLeaks(secrets: Secret[]): string[] {
  const logs = logLines.join('\n');
  const leaks: string[] = [];
  for (const secret of secrets) {
    if (logs.includes(secret.value)) leaks.push(`${secret.name} in the logs`);
    for (const answer of seen) {
      for (const where of ['body', 'headers'] as const) {
        const text = where === 'body' ? answer.body : JSON.stringify(answer.headers);
        if (text.includes(secret.value) && !secret.allowedIn?.(answer, where)) {
          leaks.push(`${secret.name} in the ${where} of ${answer.request} (${answer.status})`);
        }
      }
    }
  }
  return leaks;
}

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

describe('secrets in responses and logs', () => {
  it('never shows a marketplace, payment, sign-in or app secret outside the one answer meant to hand it over', async () => {
    const secrets: Secret[] = [];
    const kit = uploadKit(ctx);

    // Sign-in through the Google sandbox: the code travels in the callback URL, the token in the final redirect.
    const steps = await startSignIn(ctx, { email: adminEmail, name: '보안 관리자' });
    const callback = await deliverCallback(ctx, steps.callbackUrl, steps.cookie);
    const adminToken =
      new URLSearchParams(new URL(String(callback.headers.location)).hash.slice(1)).get('token') ?? '';
    expect(adminToken).not.toBe('');
    secrets.push(
      { name: 'Google authorization code', value: steps.callbackUrl.searchParams.get('code') ?? 'missing' },
      {
        name: 'app token from sign-in',
        value: adminToken,
        // The callback hands the token to the browser in its redirect's fragment, by design.
        allowedIn: (answer, where) =>
          where === 'headers' && answer.request.startsWith('GET /auth/google/callback'),
      },
    );

    // Workspaces with the Coupang and the Naver demo keys, the key test, and a wrong key tried.
    const coupang = await kit.coupangStore();
    const naver = await kit.naverStore();
    for (const person of [coupang.owner, coupang.admin, coupang.member, naver.owner, naver.member]) {
      secrets.push({ name: 'app token', value: person.token });
    }
    for (const { owner, workspaceId } of [coupang, naver]) {
      const tested = await call(owner.token, 'POST', `/api/workspaces/${workspaceId}/test-credentials`);
      expect(tested.statusCode, tested.body).toBe(200);
    }
    const wrongSecret = 'wrong-coupang-secret-0123456789abcdef0123456789';
    const checks = [
      { accesskey: demoVendor.accessKey, secretkey: demoVendor.secretKey, vendorId: demoVendor.vendorId },
      { accesskey: demoVendor.accessKey, secretkey: wrongSecret, vendorId: demoVendor.vendorId },
    ];
    for (const body of checks)
      await call(coupang.owner.token, 'POST', '/api/validate-coupang-credentials', body);
    secrets.push({ name: 'a mistyped Coupang secret key', value: wrongSecret });

    // Store API keys: issued once each, then used for an upload and the extension's check.
    for (const { owner, workspaceId, platform } of [
      { ...coupang, platform: 'coupang' },
      { ...naver, platform: 'naver' },
    ]) {
      const generated = await call(owner.token, 'POST', `/api/workspaces/${workspaceId}/api-key`);
      expect(generated.statusCode, generated.body).toBe(200);
      const apiKey: string = generated.json().data.api_key;
      secrets.push({
        name: `issued ${platform} store API key`,
        value: apiKey,
        allowedIn: (answer, where) => answer === seenAnswerOf(generated.body) && where === 'body',
      });
      await ctx.app.inject({
        method: 'GET',
        url: '/api/extension/whoami',
        headers: { 'x-ollida-api-key': apiKey },
      });
      const upload = await ctx.app.inject({
        method: 'POST',
        url: `/api/${platform}/upload-product-with-key`,
        payload: { api_key: apiKey, product_details: chairDraft(images.baseUrl) },
      });
      expect(upload.statusCode, upload.body).toBe(200);
    }

    // A Toss payment, confirmed with the server-only secret key.
    const order = await createOrder(ctx, coupang.owner.token, 'starter');
    const confirmed = await confirm(ctx, coupang.owner.token, await paidOrder(ctx, order));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await call(coupang.owner.token, 'GET', '/api/payments/history');

    // Admin screens that show what others sent (paths, addresses), after the access log is written.
    await ctx.app.traffic.accessLog.flush();
    for (const url of [
      '/api/admin/access-stats',
      '/api/admin/ip-details/127.0.0.1',
      '/api/admin/security-system',
    ]) {
      expect((await call(adminToken, 'GET', url)).statusCode, url).toBe(200);
    }

    secrets.push(
      { name: 'Coupang demo secret key', value: demoVendor.secretKey },
      { name: 'Naver client secret', value: NAVER_DEMO_STORE.clientSecret },
      { name: 'Toss secret key', value: TOSS_DEMO_SECRET_KEY },
      { name: 'Toss Basic credentials', value: Buffer.from(`${TOSS_DEMO_SECRET_KEY}:`).toString('base64') },
      { name: 'APP_SECRET', value: ctx.config.appSecret },
      { name: 'Google client secret', value: ctx.config.google.clientSecret },
    );
    // The checks ran on real traffic: debug lines were written and every flow answered.
    expect(logLines.length).toBeGreaterThan(seen.length);
    expect(seen.length).toBeGreaterThan(20);
    expect(findLeaks(secrets)).toEqual([]);
  });
});

/** The recorded answer whose body is exactly this one (the generate call's own answer). */
function seenAnswerOf(body: string): Seen | undefined {
  return seen.find((answer) => answer.body === body);
}
