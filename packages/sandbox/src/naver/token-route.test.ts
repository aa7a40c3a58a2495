import { genSaltSync, hashSync } from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NAVER_DEMO_STORE, NAVER_DEMO_WINDOW_AND_STORE } from './demo-accounts.ts';
import { buildNaverTestApp, injectToken, TEST_PREFIX, tokenForm } from './testing.ts';
import { expectedSignature } from './token-route.ts';

const MINUTE = 60_000;
let clock = Date.UTC(2026, 0, 15, 1, 0, 0);
let app: FastifyInstance;

beforeEach(async () => {
  clock = Date.UTC(2026, 0, 15, 1, 0, 0);
  app = await buildNaverTestApp({ now: () => clock });
});
afterEach(async () => {
  await app.close();
});

function requestToken(payload: string, contentType = 'application/x-www-form-urlencoded', query = '') {
  return app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}/v1/oauth2/token${query}`,
    headers: { 'content-type': contentType },
    payload,
  });
}

describe('POST /v1/oauth2/token', () => {
  it('matches the official signature vector', () => {
    expect(expectedSignature('aaaabbbbcccc', '1643961623299', '$2a$10$abcdefghijklmnopqrstuv')).toBe(
      'JDJhJDEwJGFiY2RlZmdoaWprbG1ub3BxcnN0dXVCVldZSk42T0VPdEx1OFY0cDQxa2IuTnpVaUEzbmsy',
    );
  });

  it('issues a 3-hour bearer token for a correctly signed form body', async () => {
    const response = await requestToken(tokenForm(clock - 1000));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ expires_in: 10_800, token_type: 'Bearer' });
    expect(response.headers['gncp-gw-trace-id']).toEqual(expect.any(String));
  });

  it('rejects a wrong signature in the API error shape', async () => {
    const response = await requestToken(
      tokenForm(clock, NAVER_DEMO_STORE, { client_secret_sign: 'd3Jvbmc=' }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      code: 'BAD_REQUEST',
      invalidInputs: [{ name: 'client_secret_sign', type: 'Invalid' }],
      traceId: expect.any(String),
    });
    expect(body.timestamp).toMatch(/\+09:00$/);
  });

  it('rejects a valid bcrypt hash of the right password made with another salt (no compareSync shortcut)', async () => {
    const timestamp = String(clock);
    const otherSalt = genSaltSync(4);
    const forged = Buffer.from(hashSync(`${NAVER_DEMO_STORE.clientId}_${timestamp}`, otherSalt)).toString(
      'base64',
    );
    const response = await requestToken(tokenForm(clock, NAVER_DEMO_STORE, { client_secret_sign: forged }));
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidInputs[0].name).toBe('client_secret_sign');
  });

  it('rejects a signature of another application', async () => {
    const signedByOther = expectedSignature(
      NAVER_DEMO_STORE.clientId,
      String(clock),
      NAVER_DEMO_WINDOW_AND_STORE.clientSecret,
    );
    const response = await requestToken(
      tokenForm(clock, NAVER_DEMO_STORE, { client_secret_sign: signedByOther }),
    );
    expect(response.statusCode).toBe(400);
  });

  it('accepts a timestamp up to 5 minutes old and refuses an older one with the documented message', async () => {
    expect((await requestToken(tokenForm(clock - 5 * MINUTE))).statusCode).toBe(200);
    const stale = await requestToken(tokenForm(clock - 5 * MINUTE - 1));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('timestamp항목의 유효 시간이 만료되었습니다.');
  });

  it('refuses a timestamp in seconds and one from the future', async () => {
    const seconds = await requestToken(tokenForm(Math.floor(clock / 1000)));
    expect(seconds.json().message).toBe('timestamp항목의 유효 시간이 만료되었습니다.');
    const future = await requestToken(tokenForm(clock + 2000));
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('timestamp 항목은 현재 이전이어야 합니다.');
  });

  it('answers parameters in the query string with the quota penalty the real gateway applies', async () => {
    const response = await requestToken('', 'application/x-www-form-urlencoded', `?${tokenForm(clock)}`);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      code: 'GW.QUOTA_LIMIT',
      message: '할당된 시간당 요청량을 초과하였습니다.',
    });
    expect(response.headers['gncp-gw-quota-period']).toBe('HOURS');
    expect(response.headers['gncp-gw-quota-limit']).toBe('1');
  });

  it('answers a JSON token request with the same penalty', async () => {
    const json = JSON.stringify(Object.fromEntries(new URLSearchParams(tokenForm(clock))));
    const response = await requestToken(json, 'application/json');
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('GW.QUOTA_LIMIT');
  });

  it('checks grant_type, type and account_id', async () => {
    const grant = await requestToken(tokenForm(clock, NAVER_DEMO_STORE, { grant_type: 'password' }));
    expect(grant.json().invalidInputs[0].name).toBe('grant_type');
    const missing = await requestToken(tokenForm(clock, NAVER_DEMO_STORE, { type: undefined }));
    expect(missing.json().invalidInputs[0].name).toBe('type');
    const selfWithAccount = await requestToken(
      tokenForm(clock, NAVER_DEMO_STORE, { account_id: 'ollida-demo' }),
    );
    expect(selfWithAccount.json().invalidInputs[0].name).toBe('account_id');
    const seller = await requestToken(
      tokenForm(clock, NAVER_DEMO_STORE, { type: 'SELLER', account_id: 'someone-else' }),
    );
    expect(seller.statusCode).toBe(403);
    const ownSeller = await requestToken(
      tokenForm(clock, NAVER_DEMO_STORE, { type: 'SELLER', account_id: 'ollida-demo' }),
    );
    expect(ownSeller.statusCode).toBe(200);
  });

  it('refuses an unknown application', async () => {
    const response = await requestToken(
      tokenForm(clock, { ...NAVER_DEMO_STORE, clientId: 'unknownClientId0000000' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidInputs[0].name).toBe('client_id');
  });

  it('re-serves the same token while 30 minutes or more remain, then issues a new one; the old one keeps working', async () => {
    const first = await injectToken(app, clock);
    clock += 150 * MINUTE;
    const again = await requestToken(tokenForm(clock));
    expect(again.json()).toMatchObject({ access_token: first, expires_in: 1800 });
    clock += 1;
    const renewed = await injectToken(app, clock);
    expect(renewed).not.toBe(first);
    const withOld = await app.inject({
      url: `${TEST_PREFIX}/v1/seller/channels`,
      headers: { authorization: `Bearer ${first}` },
    });
    expect(withOld.statusCode).toBe(200);
  });

  it('answers an expired or unknown token with GW.AUTHN in the gateway shape', async () => {
    const token = await injectToken(app, clock);
    clock += 3 * 60 * MINUTE;
    for (const authorization of [`Bearer ${token}`, 'Bearer unknown', undefined]) {
      const response = await app.inject({
        url: `${TEST_PREFIX}/v1/seller/channels`,
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'GW.AUTHN',
        message: '요청을 보낼 권한이 없습니다.',
        timestamp: expect.stringMatching(/\+09:00$/),
        traceId: expect.any(String),
      });
    }
  });
});
