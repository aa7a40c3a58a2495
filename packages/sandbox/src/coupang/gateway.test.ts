import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { GATEWAY_MESSAGES } from './gateway.ts';
import {
  buildTestApp,
  call,
  FIRST_VENDOR,
  manualClock,
  SECOND_VENDOR,
  signedHeaders,
  TEST_PREFIX,
} from './testing.ts';

const centersPath = `/v2/providers/openapi/apis/api/v4/vendors/${FIRST_VENDOR.vendorId}/returnShippingCenters`;
const target = `${TEST_PREFIX}${centersPath}?pageNum=1&pageSize=5`;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(options: Parameters<typeof buildTestApp>[0] = {}) {
  const clock = manualClock();
  app = await buildTestApp({ now: clock.now, ...options });
  return { app, clock };
}

function expectGatewayError(
  response: { statusCode: number; json(): unknown },
  status: number,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ code: 'ERROR', message, transactionId: expect.any(String) });
}

describe('coupang sandbox gateway', () => {
  it('accepts a correctly signed request', async () => {
    const { app, clock } = await start();
    const response = await app.inject({
      method: 'GET',
      url: target,
      headers: signedHeaders(FIRST_VENDOR, 'GET', target, clock.ms),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json;charset=UTF-8');
  });

  it('rejects a wrong secret key with 401 Invalid signature', async () => {
    const { app, clock } = await start();
    const headers = signedHeaders(FIRST_VENDOR, 'GET', target, clock.ms, { secretKey: 'not-the-secret' });
    expectGatewayError(
      await app.inject({ method: 'GET', url: target, headers }),
      401,
      GATEWAY_MESSAGES.invalidSignature,
    );
  });

  it('rejects a tampered query (signed pageSize=5, sent pageSize=50)', async () => {
    const { app, clock } = await start();
    const headers = signedHeaders(FIRST_VENDOR, 'GET', target, clock.ms);
    const tampered = target.replace('pageSize=5', 'pageSize=50');
    expectGatewayError(
      await app.inject({ method: 'GET', url: tampered, headers }),
      401,
      GATEWAY_MESSAGES.invalidSignature,
    );
  });

  it('rejects a signature over a re-encoded query: the raw wire bytes are what count', async () => {
    const { app, clock } = await start();
    const sent = `${TEST_PREFIX}/v2/providers/openapi/apis/api/v5/vendors/${FIRST_VENDOR.vendorId}/ordersheets?createdAtFrom=2025-07-15%2B09:00&createdAtTo=2025-07-20%2B09:00&status=ACCEPT`;
    const headers = signedHeaders(FIRST_VENDOR, 'GET', sent, clock.ms, {
      signTarget: sent.replaceAll('%2B', '+'),
    });
    expectGatewayError(
      await app.inject({ method: 'GET', url: sent, headers }),
      401,
      GATEWAY_MESSAGES.invalidSignature,
    );
  });

  it('rejects another method than the one signed', async () => {
    const { app, clock } = await start();
    const headers = signedHeaders(FIRST_VENDOR, 'POST', target, clock.ms);
    expectGatewayError(
      await app.inject({ method: 'GET', url: target, headers }),
      401,
      GATEWAY_MESSAGES.invalidSignature,
    );
  });

  it('rejects a stale or future signed-date with 401 Specified signature is expired', async () => {
    const { app, clock } = await start();
    const stale = signedHeaders(FIRST_VENDOR, 'GET', target, clock.ms - 6 * 60 * 1000);
    expectGatewayError(
      await app.inject({ method: 'GET', url: target, headers: stale }),
      401,
      GATEWAY_MESSAGES.expired,
    );
    const future = signedHeaders(FIRST_VENDOR, 'GET', target, clock.ms + 6 * 60 * 1000);
    expectGatewayError(
      await app.inject({ method: 'GET', url: target, headers: future }),
      401,
      GATEWAY_MESSAGES.expired,
    );
    const recent = signedHeaders(FIRST_VENDOR, 'GET', target, clock.ms - 4 * 60 * 1000);
    expect((await app.inject({ method: 'GET', url: target, headers: recent })).statusCode).toBe(200);
  });

  it('answers malformed headers and unknown keys in the gateway shape', async () => {
    const { app, clock } = await start();
    const missing = await app.inject({ method: 'GET', url: target });
    expectGatewayError(missing, 401, GATEWAY_MESSAGES.badFormat);
    const localTime = signedHeaders(FIRST_VENDOR, 'GET', target, clock.ms).authorization?.replace(
      /signed-date=\d{6}T\d{6}Z/,
      'signed-date=2025-07-20T12:00:00',
    );
    expectGatewayError(
      await app.inject({ method: 'GET', url: target, headers: { authorization: localTime } }),
      401,
      GATEWAY_MESSAGES.badFormat,
    );
    const unknown = signedHeaders({ ...FIRST_VENDOR, accessKey: 'no-such-key' }, 'GET', target, clock.ms);
    expectGatewayError(
      await app.inject({ method: 'GET', url: target, headers: unknown }),
      401,
      GATEWAY_MESSAGES.unknownKey,
    );
  });

  it('accepts the header without spaces', async () => {
    const { app, clock } = await start();
    const tight =
      signedHeaders(FIRST_VENDOR, 'GET', target, clock.ms).authorization?.replaceAll(', ', ',') ?? '';
    expect(
      (await app.inject({ method: 'GET', url: target, headers: { authorization: tight } })).statusCode,
    ).toBe(200);
  });

  it('rejects a signature over the path without the mount prefix: only the path on the wire counts', async () => {
    const { app, clock } = await start();
    const unprefixed = signedHeaders(FIRST_VENDOR, 'GET', target, clock.ms, {
      signTarget: target.slice(TEST_PREFIX.length),
    });
    expectGatewayError(
      await app.inject({ method: 'GET', url: target, headers: unprefixed }),
      401,
      GATEWAY_MESSAGES.invalidSignature,
    );
  });

  it('rejects the right signature in uppercase hex: the protocol fixes lowercase', async () => {
    const { app, clock } = await start();
    const authorization = signedHeaders(FIRST_VENDOR, 'GET', target, clock.ms).authorization?.replace(
      /signature=([0-9a-f]{64})$/,
      (_whole, hex: string) => `signature=${hex.toUpperCase()}`,
    );
    expect(authorization).toMatch(/signature=[0-9A-F]{64}$/);
    expectGatewayError(
      await app.inject({ method: 'GET', url: target, headers: { authorization } }),
      401,
      GATEWAY_MESSAGES.invalidSignature,
    );
  });

  it("answers 404 when the path names another vendor than the key's", async () => {
    const { app, clock } = await start();
    const response = await call(app, clock, 'GET', `${centersPath}?pageNum=1`, undefined, SECOND_VENDOR);
    expectGatewayError(response, 404, GATEWAY_MESSAGES.notFound);
  });

  it('answers unknown paths with the gateway 404, signed or not', async () => {
    const { app, clock } = await start();
    expectGatewayError(
      await app.inject({ method: 'GET', url: `${TEST_PREFIX}/v2/nowhere` }),
      404,
      GATEWAY_MESSAGES.notFound,
    );
    expectGatewayError(
      await call(app, clock, 'GET', '/v2/providers/openapi/apis/api/v9/vendors/A00012345/ordersheets'),
      404,
      'No API matches the requested path.',
    );
  });

  it('throttles more than 10 calls per second per vendor with 429, warning near the limit', async () => {
    const { app, clock } = await start();
    const statuses: number[] = [];
    let warned = 0;
    for (let i = 0; i < 12; i += 1) {
      const response = await call(app, clock, 'GET', `${centersPath}?pageNum=1`);
      statuses.push(response.statusCode);
      if (response.headers['x-cag-warnings'] !== undefined) warned += 1;
      if (response.statusCode === 429) expectGatewayError(response, 429, GATEWAY_MESSAGES.throttled);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect(warned).toBe(2);
    // The other vendor has its own quota.
    const other = await call(
      app,
      clock,
      'GET',
      `/v2/providers/openapi/apis/api/v4/vendors/${SECOND_VENDOR.vendorId}/returnShippingCenters`,
      undefined,
      SECOND_VENDOR,
    );
    expect(other.statusCode).toBe(200);
    clock.advance(1001);
    expect((await call(app, clock, 'GET', `${centersPath}?pageNum=1`)).statusCode).toBe(200);
  });

  it('can run without throttling', async () => {
    const { app, clock } = await start({ rateLimitPerSecond: 0 });
    for (let i = 0; i < 15; i += 1) {
      expect((await call(app, clock, 'GET', `${centersPath}?pageNum=1`)).statusCode).toBe(200);
    }
  });
});
