import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeImageFetcher, sampleProductRequest, unlimitedBucket } from '../../../test/kits/naver.ts';
import { Upstream } from '../../platform/domain-errors.ts';
import { createHttpClient } from '../http-client.ts';
import { createNaverClient, type NaverApplicationClient } from './naver-client.ts';

type Mode = 'hang' | 'error500' | 'garbage';

/** A misbehaving server: a good token endpoint (unless told otherwise) and APIs that hang, fail or talk nonsense. */
let mode: Mode = 'hang';
let tokenMisbehaves = false;
let hits = 0;
let server: Server;
let baseUrl = '';

function misbehave(response: ServerResponse): void {
  switch (mode) {
    case 'hang':
      return;
    case 'error500':
      response
        .writeHead(500, { 'content-type': 'text/html' })
        .end('<html><body>Internal Server Error</body></html>');
      return;
    case 'garbage':
      response.writeHead(200, { 'content-type': 'application/json' }).end('\u0000\u0001not json at all');
      return;
    default: {
      const unreachable: never = mode;
      throw new Error(`unknown mode ${String(unreachable)}`);
    }
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    hits += 1;
    request.resume();
    if (request.url === '/external/v1/oauth2/token' && !tokenMisbehaves) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ access_token: 'fault-token', expires_in: 10800, token_type: 'Bearer' }));
      return;
    }
    misbehave(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/external`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  hits = 0;
  tokenMisbehaves = false;
});

function client(): NaverApplicationClient {
  return createNaverClient({
    baseUrl,
    http: createHttpClient({ maxRetries: 1, baseDelayMs: 1 }),
    clock: () => new Date(),
    fetchImage: fakeImageFetcher().fetchImage,
    bucket: unlimitedBucket(),
    timeouts: { defaultMs: 150, uploadMs: 150, categoriesMs: 150 },
  }).forApplication({ clientId: 'faultClientId000000000', clientSecret: '$2a$04$41tVW.YeXJzmsW5ewE2feu' });
}

async function failure(promise: Promise<unknown>): Promise<Upstream> {
  const started = Date.now();
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  // Two attempts of 150 ms for a read, one for a write: well inside a second either way.
  expect(Date.now() - started).toBeLessThan(2000);
  expect(error).toBeInstanceOf(Upstream);
  return error as Upstream;
}

describe('Naver client against a misbehaving server', () => {
  it('gives up on a hanging read after its timeout and retries', async () => {
    mode = 'hang';
    const error = await failure(client().getChannels());
    expect(error.detail).toContain('응답하지 않았습니다');
    expect(error.info).toEqual({ provider: 'naver', retryable: true });
    expect(hits).toBe(3);
  });

  it('gives up on a hanging create after one attempt and calls it unsafe to repeat', async () => {
    mode = 'hang';
    const error = await failure(client().createProduct(sampleProductRequest(['http://x/a.png'], 'FAULT')));
    expect(error.info).toEqual({ provider: 'naver', retryable: false });
    expect(hits).toBe(2);
  });

  it('reports a hanging token endpoint', async () => {
    mode = 'hang';
    tokenMisbehaves = true;
    const error = await failure(client().getChannels());
    expect(error.detail).toContain('응답하지 않았습니다');
  });

  it('reports 500 with an HTML page as a Naver server problem', async () => {
    mode = 'error500';
    const error = await failure(client().searchProducts());
    expect(error.info).toEqual({ provider: 'naver', httpStatus: 500, retryable: true });
    expect(error.detail).toContain('HTTP 500');
    expect(hits).toBe(3);
  });

  it('reports 500 from the token endpoint', async () => {
    mode = 'error500';
    tokenMisbehaves = true;
    const error = await failure(client().getChannels());
    expect(error.detail).toContain('인증 토큰 발급에 실패했습니다');
    expect(error.info.httpStatus).toBe(500);
  });

  it('reports garbage instead of JSON', async () => {
    mode = 'garbage';
    const error = await failure(client().getCategories());
    expect(error.detail).toContain('응답을 해석하지 못했습니다');
    tokenMisbehaves = true;
    const tokenError = await failure(client().getChannels());
    expect(tokenError.detail).toContain('인증 토큰 발급 응답을 해석하지 못했습니다');
  });
});
