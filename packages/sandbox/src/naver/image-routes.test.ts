import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NaverSandboxStore } from './store.ts';
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

describe('stored image limits', () => {
  async function limitedApp(limits: { maxImages?: number; maxTotalBytes?: number }) {
    await app.close();
    app = await buildNaverTestApp({ now: () => clock, store: new NaverSandboxStore(undefined, limits) });
    token = await injectToken(app, clock);
  }

  async function uploadedPaths(markers: string[]): Promise<string[]> {
    const response = await upload(
      markers.map((marker) => ({ name: `${marker}.png`, bytes: pngBytes(marker) })),
    );
    expect(response.statusCode).toBe(200);
    return response.json().images.map((image: { url: string }) => new URL(image.url).pathname);
  }

  async function statusOf(path: string): Promise<number> {
    return (await app.inject({ url: path })).statusCode;
  }

  it('keeps only the most recent images; an evicted URL answers 404 NOT_FOUND', async () => {
    await limitedApp({ maxImages: 3 });
    const [first, second] = await uploadedPaths(['a', 'b']);
    const [third, fourth] = await uploadedPaths(['c', 'd']);
    const evicted = await app.inject({ url: first ?? '' });
    expect(evicted.statusCode).toBe(404);
    expect(evicted.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await Promise.all([second, third, fourth].map((path) => statusOf(path ?? '')))).toEqual([
      200, 200, 200,
    ]);
  });

  it('keeps the total size under the byte limit, but never splits one upload', async () => {
    // pngBytes(marker) is 8 signature bytes plus the marker: 40-byte files here.
    const marker = (letter: string) => letter.repeat(32);
    await limitedApp({ maxTotalBytes: 100 });
    const [first, second] = await uploadedPaths([marker('a'), marker('b')]);
    const [third] = await uploadedPaths([marker('c')]);
    expect(await Promise.all([first, second, third].map((path) => statusOf(path ?? '')))).toEqual([
      404, 200, 200,
    ]);
    const batch = await uploadedPaths([marker('d'), marker('e'), marker('f')]);
    expect(await Promise.all([second, third, ...batch].map((path) => statusOf(path ?? '')))).toEqual([
      404, 404, 200, 200, 200,
    ]);
  });

  it('shrinks a state file written before the limits on load', () => {
    const dir = mkdtempSync(join(tmpdir(), 'naver-images-'));
    try {
      const file = join(dir, 'naver.json');
      const before = new NaverSandboxStore(file);
      const image = { clientId: 'c', contentType: 'image/png', extension: 'png', bytesBase64: '', size: 1 };
      const stored = before.addImages(
        ['a', 'b', 'c', 'd'].map((_, index) => ({ ...image, uploadedAt: index })),
      );
      before.flush();
      const after = new NaverSandboxStore(file, { maxImages: 2 });
      expect(stored.map((one) => after.findImage(one.id) !== undefined)).toEqual([false, false, true, true]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
