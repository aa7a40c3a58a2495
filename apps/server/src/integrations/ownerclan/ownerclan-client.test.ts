import { describe, expect, it } from 'vitest';
import { Invalid, Upstream } from '../../platform/domain-errors.ts';
import type { HttpClient, OutboundRequest, OutboundResponse } from '../http-client.ts';
import { createOwnerclanClient, OWNERCLAN_ITEM_QUERY } from './ownerclan-client.ts';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.parse('2026-11-20T03:00:00Z');

/** An unsigned JWT with `exp`; the client only reads the payload. */
function jwt(expMs: number, id: number): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'seller', n: id, exp: Math.floor(expMs / 1000) })}.sig`;
}

const item = { key: 'W68562D', name: 'LED 스탠드', price: 30240, images: ['https://img/x.png'], options: [] };

/** A scripted Ownerclan: `/auth` hands out numbered tokens; GraphQL answers via `graphql(token, request)`. */
function fakeOwnerclan(
  graphql: (token: string, request: OutboundRequest) => { status: number; body: unknown },
  auth: () => { status: number; text?: string } = () => ({ status: 200 }),
) {
  const requests: OutboundRequest[] = [];
  let logins = 0;
  let now = start;
  const http: HttpClient = {
    async send(request): Promise<OutboundResponse> {
      requests.push(request);
      if (request.url.endsWith('/auth')) {
        const answer = auth();
        logins += 1;
        const text = answer.text ?? jwt(now + 30 * DAY, logins);
        return {
          status: answer.status,
          headers: new Headers(),
          text: answer.status === 200 ? text : 'denied',
        };
      }
      const token = String(request.headers?.authorization).replace('Bearer ', '');
      const answer = graphql(token, request);
      return { status: answer.status, headers: new Headers(), text: JSON.stringify(answer.body) };
    },
  };
  const client = createOwnerclanClient({
    authUrl: 'https://auth.test/',
    apiUrl: 'https://api.test',
    username: 'seller',
    password: 'pw',
    http,
    clock: () => new Date(now),
  });
  return {
    client,
    requests,
    logins: () => logins,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<Upstream> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Upstream)) throw new Error(`expected Upstream, got ${String(error)}`);
  expect(error.info.provider).toBe('ownerclan');
  return error;
}

describe('createOwnerclanClient', () => {
  it('logs in with the seller account, then queries with the bearer token and the key as a variable', async () => {
    const fake = fakeOwnerclan(() => ({ status: 200, body: { data: { item } } }));
    expect(await fake.client.getItem('W68562D')).toEqual(item);
    const [login, call] = fake.requests;
    expect(login).toMatchObject({ method: 'POST', url: 'https://auth.test/auth', idempotent: true });
    expect(JSON.parse(String(login?.body))).toEqual({
      service: 'ownerclan',
      userType: 'seller',
      username: 'seller',
      password: 'pw',
    });
    expect(call).toMatchObject({ method: 'POST', url: 'https://api.test/v1/graphql', idempotent: true });
    expect(call?.headers?.authorization).toBe(`Bearer ${jwt(start + 30 * DAY, 1)}`);
    expect(JSON.parse(String(call?.body))).toEqual({
      query: OWNERCLAN_ITEM_QUERY,
      variables: { key: 'W68562D' },
      operationName: 'OllidaItem',
    });
  });

  it('reuses the token until an hour before it expires, and logs in once for concurrent calls', async () => {
    const fake = fakeOwnerclan(() => ({ status: 200, body: { data: { item } } }));
    await Promise.all([fake.client.getItem('W68562D'), fake.client.getItem('W68562D')]);
    fake.advance(29 * DAY);
    await fake.client.getItem('W68562D');
    expect(fake.logins()).toBe(1);
    fake.advance(DAY - 30 * 60 * 1000);
    await fake.client.getItem('W68562D');
    expect(fake.logins()).toBe(2);
  });

  it('renews a token the API refuses once, then gives up with an Upstream error', async () => {
    const refusedOnce = fakeOwnerclan((token) =>
      token === jwt(start + 30 * DAY, 1)
        ? { status: 401, body: { errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] } }
        : { status: 200, body: { data: { item } } },
    );
    expect((await refusedOnce.client.getItem('W68562D')).key).toBe('W68562D');
    expect(refusedOnce.logins()).toBe(2);

    const asErrors = fakeOwnerclan(() => ({
      status: 200,
      body: {
        errors: [{ message: 'login', extensions: { code: 'AUTHENTICATION_REQUIRED' } }],
        data: { item: null },
      },
    }));
    const error = await failure(asErrors.client.getItem('W68562D'));
    expect(asErrors.logins()).toBe(2);
    expect(error.detail).toBe('오너클랜이 인증을 거부했습니다. 판매사 계정 상태를 확인해 주세요.');
  });

  it('maps wrong credentials, server trouble and broken tokens at /auth', async () => {
    const wrong = await failure(
      fakeOwnerclan(
        () => ({ status: 200, body: {} }),
        () => ({ status: 401 }),
      ).client.getItem('W68562D'),
    );
    expect(wrong.detail).toContain('오너클랜 로그인에 실패했습니다');
    expect(wrong.info).toMatchObject({ httpStatus: 401, retryable: false });
    const down = await failure(
      fakeOwnerclan(
        () => ({ status: 200, body: {} }),
        () => ({ status: 503 }),
      ).client.getItem('W68562D'),
    );
    expect(down.info).toMatchObject({ httpStatus: 503, retryable: true });
    const garbage = await failure(
      fakeOwnerclan(
        () => ({ status: 200, body: {} }),
        () => ({ status: 200, text: 'not a jwt' }),
      ).client.getItem('W68562D'),
    );
    expect(garbage.detail).toBe('오너클랜 인증 서버가 올바른 토큰을 보내지 않았습니다.');
  });

  it('reports a missing item (with or without errors), other GraphQL errors and HTTP failures', async () => {
    const notFound = await failure(
      fakeOwnerclan(() => ({
        status: 200,
        body: {
          errors: [{ message: '상품을 찾을 수 없습니다.', extensions: { code: 'ITEM_NOT_FOUND' } }],
          data: { item: null },
        },
      })).client.getItem('WZZZZZZ'),
    );
    expect(notFound.detail).toBe('오너클랜에서 상품을 찾을 수 없습니다. (상품코드 WZZZZZZ)');
    expect(notFound.info).toMatchObject({ providerCode: 'ITEM_NOT_FOUND', retryable: false });
    const quietNull = await failure(
      fakeOwnerclan(() => ({ status: 200, body: { data: { item: null } } })).client.getItem('WZZZZZZ'),
    );
    expect(quietNull.info.providerCode).toBe('ITEM_NOT_FOUND');
    const invalid = await failure(
      fakeOwnerclan(() => ({
        status: 400,
        body: {
          errors: [
            {
              message: 'Cannot query field "x" on type "Item".',
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            },
          ],
        },
      })).client.getItem('W68562D'),
    );
    expect(invalid.detail).toBe('오너클랜 API 오류: Cannot query field "x" on type "Item".');
    const server = await failure(
      fakeOwnerclan(() => ({ status: 502, body: 'bad gateway' })).client.getItem('W68562D'),
    );
    expect(server.info).toMatchObject({ httpStatus: 502, retryable: true });
    const shape = await failure(
      fakeOwnerclan(() => ({ status: 200, body: { data: { item: { key: 5 } } } })).client.getItem('W68562D'),
    );
    expect(shape.detail).toContain('(항목: key)');
  });

  it('refuses a malformed item code before calling', async () => {
    const fake = fakeOwnerclan(() => ({ status: 200, body: {} }));
    await expect(fake.client.getItem('68562D')).rejects.toBeInstanceOf(Invalid);
    expect(fake.requests).toHaveLength(0);
  });
});
