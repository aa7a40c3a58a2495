import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import { createHttpClient } from '../http-client.ts';
import { type CoupangVendorClient, createCoupangClient } from './coupang-client.ts';
import type { CoupangProductRequest } from './product-types.ts';

// A misbehaving gateway on loopback: each case picks how it answers.
type Mode = (request: IncomingMessage, response: ServerResponse) => void;
let mode: Mode = (_request, response) => response.end();
let hits = 0;
let server: Server;
let baseUrl: string;

const credentials = { accessKey: 'ak-fault', secretKey: 'sk-fault-never-shown', vendorId: 'A00012345' };
const json = (status: number, body: string) => (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' }).end(body);
};

beforeAll(async () => {
  server = createServer((request, response) => {
    hits += 1;
    mode(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  hits = 0;
});

function client(options: { maxRetries?: number; maxResponseBytes?: number } = {}): CoupangVendorClient {
  return createCoupangClient({
    baseUrl,
    http: createHttpClient({
      sleep: async () => undefined,
      maxRetries: options.maxRetries ?? 2,
      maxResponseBytes: options.maxResponseBytes,
    }),
    clock: () => new Date(),
    rateLimiter: { take: async () => undefined },
    timeouts: { readMs: 500, writeMs: 500 },
  }).forVendor(credentials);
}

async function upstreamOf(promise: Promise<unknown>): Promise<Upstream> {
  const error = await promise.catch((caught: unknown) => caught);
  if (!(error instanceof Upstream)) throw new Error(`expected an Upstream error, got ${String(error)}`);
  expect(error.detail).not.toContain(credentials.secretKey);
  return error;
}

const product = { sellerProductName: '테스트', items: [] } as unknown as CoupangProductRequest;

describe('Coupang client against a faulty gateway', () => {
  it('gives up on a hanging read within the timeout, as a retryable Upstream', async () => {
    mode = () => undefined;
    const started = Date.now();
    const error = await upstreamOf(client({ maxRetries: 0 }).listOutboundPlaces());
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error.detail).toContain('응답하지 않았습니다');
    expect(error.info).toEqual({ provider: 'coupang', retryable: true });
  });

  it('warns that a hanging product create may still have happened, and does not resend it', async () => {
    mode = () => undefined;
    const error = await upstreamOf(client().createProduct(product));
    expect(hits).toBe(1);
    expect(error.info.retryable).toBe(false);
    expect(error.detail).toContain('반영되었을 수 있으니');
  });

  it('retries a read on 500, then reports the gateway message', async () => {
    mode = json(500, '{"code":"ERROR","message":"Internal Server Error"}');
    const error = await upstreamOf(client().listReturnCenters());
    expect(hits).toBe(3);
    expect(error.info).toEqual({
      provider: 'coupang',
      httpStatus: 500,
      providerCode: 'ERROR',
      retryable: true,
    });
    expect(error.detail).toContain('쿠팡 서버 오류로 반품지 목록 조회에 실패했습니다');
    expect(error.detail).toContain('Internal Server Error');
  });

  it('never retries a write on 500', async () => {
    mode = json(500, '{"code":"ERROR","message":"java.lang.NullPointerException"}');
    const error = await upstreamOf(client().createProduct(product));
    expect(hits).toBe(1);
    expect(error.info).toMatchObject({ httpStatus: 500, retryable: false });
    expect(error.detail).toContain('java.lang.NullPointerException');
  });

  it('reports the gateway 504 with its own advice', async () => {
    mode = json(
      504,
      '{"code":"ERROR","message":"Request timed out, if the situation continues consider applying timeout extension."}',
    );
    const error = await upstreamOf(client({ maxRetries: 0 }).getCategoryMeta(80307));
    expect(error.detail).toContain('제시간에 응답하지 않았습니다');
    expect(error.detail).toContain('timeout extension');
  });

  it('reports garbage in a 200 as an unreadable answer', async () => {
    mode = (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>점검 중</html>');
    const error = await upstreamOf(client().listOutboundPlaces());
    expect(error.detail).toBe('쿠팡의 출고지 목록 조회 응답을 해석하지 못했습니다. (HTTP 200)');
  });

  it('reports well-formed JSON of the wrong shape, naming the field', async () => {
    mode = json(200, '{"code":200,"message":"OK","data":[{"orderId":1}],"nextToken":""}');
    const error = await upstreamOf(
      client().listOrderSheets({ createdAtFrom: '2025-07-01', createdAtTo: '2025-07-02', status: 'ACCEPT' }),
    );
    expect(error.detail).toContain('발주서 목록 조회 응답 형식이 예상과 다릅니다');
    expect(error.detail).toContain('data.0.shipmentBoxId');
  });

  it('reports an ERROR code inside HTTP 200 with Coupang words', async () => {
    mode = json(
      200,
      '{"code":"ERROR","message":"상품 정보가 등록 또는 수정되고 있습니다. 잠시 후 다시 조회해 주시기 바랍니다."}',
    );
    const error = await upstreamOf(client().getProduct('14300000001'));
    expect(error.info).toMatchObject({ httpStatus: 200, providerCode: 'ERROR' });
    expect(error.detail).toContain('잠시 후 다시 조회해 주시기 바랍니다');
  });

  it('reports an oversized body without reading it all', async () => {
    mode = json(200, `{"content":[],"padding":"${'x'.repeat(300_000)}"}`);
    const error = await upstreamOf(client({ maxResponseBytes: 100_000 }).listOutboundPlaces());
    expect(error.detail).toContain('응답이 너무 큽니다');
  });

  it("explains Akamai's HTML Access Denied page and the 302 block", async () => {
    mode = (_request, response) =>
      response
        .writeHead(403, { 'content-type': 'text/html' })
        .end('<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD></HTML>');
    const denied = await upstreamOf(client().listReturnCenters());
    expect(denied.info).toMatchObject({ httpStatus: 403, retryable: false });
    expect(denied.detail).toContain('IP');
    expect(denied.detail).toContain('Access Denied');
    mode = (_request, response) => response.writeHead(302, { location: 'https://www.coupang.com/' }).end();
    const blocked = await upstreamOf(client().listReturnCenters());
    expect(blocked.info).toMatchObject({ httpStatus: 302, retryable: false });
    expect(blocked.detail).toContain('차단');
  });

  it('signs what it sends: the Authorization header matches the request line the server received', async () => {
    let received: { url?: string; authorization?: string; requestedBy?: string } = {};
    mode = (request, response) => {
      received = {
        url: request.url,
        authorization: request.headers.authorization,
        requestedBy: String(request.headers['x-requested-by']),
      };
      json(200, '{"code":200,"message":"OK","data":[],"nextToken":""}')(request, response);
    };
    await client().listOrderSheets({
      createdAtFrom: '2025-07-15',
      createdAtTo: '2025-07-25',
      status: 'ACCEPT',
    });
    expect(received.url).toBe(
      '/v2/providers/openapi/apis/api/v5/vendors/A00012345/ordersheets?createdAtFrom=2025-07-15%2B09:00&createdAtTo=2025-07-25%2B09:00&status=ACCEPT&maxPerPage=50',
    );
    expect(received.authorization).toMatch(
      /^CEA algorithm=HmacSHA256, access-key=ak-fault, signed-date=\d{6}T\d{6}Z, signature=[0-9a-f]{64}$/,
    );
    expect(received.requestedBy).toBe('A00012345');
  });
});
