import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildNaverTestApp,
  injectToken,
  injectUpload,
  pngBytes,
  TEST_PREFIX,
  type TestFilePart,
} from './testing.ts';

let clock = Date.UTC(2026, 0, 15, 1, 0, 0);
let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  clock = Date.UTC(2026, 0, 15, 1, 0, 0);
  app = await buildNaverTestApp({ now: () => clock, baseUrl: 'http://sandbox.test/sandbox/naver' });
  token = await injectToken(app, clock);
});
afterEach(async () => {
  await app.close();
});

function upload(files: TestFilePart[]) {
  return injectUpload(app, token, files);
}

function post(path: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
}

describe('image upload', () => {
  it('returns sandbox URLs in order and serves the bytes back without a token', async () => {
    const response = await upload([
      { name: 'a.png', bytes: pngBytes('first') },
      { name: 'b.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]) },
    ]);
    expect(response.statusCode).toBe(200);
    const urls: string[] = response.json().images.map((image: { url: string }) => image.url);
    expect(urls[0]).toMatch(/^http:\/\/sandbox\.test\/sandbox\/naver\/images\/[a-f0-9]{24}\.png$/);
    expect(urls[1]).toMatch(/\.jpg$/);
    const served = await app.inject({ url: new URL(urls[0] ?? '').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(pngBytes('first'))).toBe(true);
  });

  it('refuses more than 10 files, non-images, a wrong field and an empty request', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => ({
      name: `${index}.png`,
      bytes: pngBytes(String(index)),
    }));
    const tooMany = await upload(eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'BAD_REQUEST',
      invalidInputs: [{ name: 'imageFiles', type: 'Size' }],
    });
    const text = await upload([{ name: 'a.png', bytes: Buffer.from('<html>not an image</html>') }]);
    expect(text.json().invalidInputs[0]).toMatchObject({ name: 'imageFiles[0]', type: 'Format' });
    const field = await upload([{ field: 'image', name: 'a.png', bytes: pngBytes('x') }]);
    expect(field.json().invalidInputs.map((input: { name: string }) => input.name)).toEqual([
      'imageFiles',
      'image',
    ]);
    const json = await post('/v1/product-images/upload', { imageFiles: [] });
    expect(json.statusCode).toBe(400);
  });

  it('refuses files above the size limit', async () => {
    await app.close();
    app = await buildNaverTestApp({ now: () => clock, maxImageBytes: 16 });
    token = await injectToken(app, clock);
    const response = await upload([{ name: 'big.png', bytes: pngBytes('x'.repeat(64)) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidInputs[0]).toMatchObject({ name: 'imageFiles[0]', type: 'Size' });
  });
});
