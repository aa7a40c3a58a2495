import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shopUrl } from '@ollida/sandbox/shop/catalogue';
import { type RunningShopSandbox, startShopSandbox } from '@ollida/sandbox/shop/standalone';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedServerAnswer, hostileRedirects, hostileUrls } from '../../../security/hostile-urls.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { planKit } from '../../../test/kits/plans.ts';
import { hostedImages, hostedImageUses } from '../../db/schema/hosted-images.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { createImageDownloader } from '../../sources/image-download.ts';
import { type LoopbackServer, startLoopbackServer } from '../../sources/loopback-server.test-helper.ts';
import { createSafeFetcher, type SafeFetcher } from '../../sources/safe-fetch.ts';
import type { ResolvedAddress, Resolver } from '../../sources/vetted-lookup.ts';
import { createPlanLimits } from '../plans/index.ts';
import { createImageHost, type ImageHost, type ImageHostDeps, imageMonthOf } from './image-host.ts';
import { createDiskImageStorage } from './image-storage.ts';

let ctx: TestContext;
let dataDir: string;
let shop: RunningShopSandbox;
/** Stands in for a supplier CDN; the only local origin the fetcher may reach, under /allowed/. */
let pictures: LoopbackServer;
/** Stands in for anything internal (an admin port, the metadata service): nothing may reach it. */
let victim: LoopbackServer;
let fetcher: SafeFetcher;
let hostDeps: ImageHostDeps;
let host: ImageHost;
let plans: ReturnType<typeof planKit>;

const picture: Record<string, { type: string; body: Buffer }> = {};

/** A picture on the test CDN. */
const url = (name: string) => `${pictures.origin}/allowed/p/${name}`;

// Test names never reach real DNS; each answers with a private address (as the fetcher's own SSRF suite does).
const dnsTable: Record<string, ResolvedAddress[]> = {
  'evil.test': [{ address: '127.0.0.1', family: 4 }],
  'mixed.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '127.0.0.1', family: 4 },
  ],
  'mapped.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'zero.test': [{ address: '0.0.0.0', family: 4 }],
  'metadata.test': [{ address: '169.254.169.254', family: 4 }],
  'ula.test': [{ address: 'fd00::1', family: 6 }],
};
const resolve: Resolver = async (hostname) => {
  const answer = dnsTable[hostname];
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return answer;
};

/** A PNG of one colour whose bytes differ for every `seed`. */
const numbered = (seed: number) =>
  sharp({
    create: {
      width: 32,
      height: 32,
      channels: 3,
      background: { r: seed % 256, g: (seed >> 8) % 256, b: 77 },
    },
  })
    .png()
    .toBuffer();

async function servePictures() {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'supplier secret' } })
    .toBuffer();
  Object.assign(picture, {
    'photo.jpg': { type: 'image/jpeg', body: photo },
    // The same bytes at another address, and the same bytes with a lying Content-Type.
    'photo-copy.jpg': { type: 'image/jpeg', body: photo },
    'wide.png': {
      type: 'image/png',
      body: await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#aa3300' } })
        .png()
        .toBuffer(),
    },
    'page.png': {
      type: 'image/png',
      body: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
    },
    'logo.svg': {
      type: 'image/svg+xml',
      body: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><script>alert(1)</script></svg>',
      ),
    },
    'svg-as.png': {
      type: 'image/png',
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"></svg>'),
    },
  });
  for (let seed = 0; seed < 8; seed += 1) {
    picture[`n/${seed}.png`] = { type: 'image/png', body: await numbered(seed) };
  }
}

function answer(redirects: Record<string, string>) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '';
    if (path.startsWith('/allowed/p/')) {
      const found = picture[decodeURIComponent(path.slice('/allowed/p/'.length))];
      if (found === undefined) return void response.writeHead(404).end('not found');
      response.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length });
      return void response.end(found.body);
    }
    const next = allowedServerAnswer(redirects, path);
    if ('page' in next) return void response.end(next.page);
    response.writeHead(302, { location: next.location });
    response.end();
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ollida-hosted-'));
  await servePictures();
  victim = await startLoopbackServer((_request, response) => response.end('internal secret'));
  pictures = await startLoopbackServer(answer(hostileRedirects(victim.port)));
  shop = await startShopSandbox();
  ctx = await buildTestApp({ env: { DATA_DIR: dataDir }, planLimits: 'plans' });
  plans = planKit(ctx);
  fetcher = createSafeFetcher({
    allowedPrefixes: [`${pictures.origin}/allowed/`, `${shop.baseUrl}/`],
    // The victim's port is allowed so hostile URLs can aim at it: only the address checks stand in between.
    allowedPorts: [80, 443, victim.port],
    resolve,
    totalTimeoutMs: 5_000,
  });
  const clock = () => ctx.clock.now;
  hostDeps = {
    download: createImageDownloader(fetcher),
    // The folder the app's own GET /i/ route reads (DATA_DIR/images).
    storage: createDiskImageStorage(join(ctx.config.dataDir, 'images')),
    publicUrl: ctx.config.publicUrl,
    db: ctx.database.db,
    limits: createPlanLimits(ctx.database.db, { clock }),
    clock,
  };
  host = createImageHost(hostDeps);
});

afterAll(async () => {
  await ctx.close();
  await fetcher.close();
  await Promise.all([shop.close(), pictures.close(), victim.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

async function seller() {
  const owner = await createUser(ctx);
  const workspaceId = await plans.seedStore(owner.id);
  return { owner, workspaceId, token: await loginAs(ctx, owner.id) };
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: path, headers });

const storedFiles = () =>
  readdirSync(join(dataDir, 'images'), { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  ).length;

async function imageRows(hash: string) {
  return ctx.database.db.select().from(hostedImages).where(eq(hostedImages.hash, hash));
}

async function useRows(workspaceId: string) {
  return ctx.database.db.select().from(hostedImageUses).where(eq(hostedImageUses.workspaceId, workspaceId));
}

describe('hosting a picture', () => {
  it('turns a sandbox-shop picture into a square representative on our origin, served by GET /i/', async () => {
    const { workspaceId } = await seller();
    const product = shop.catalogue[0];
    if (product === undefined) throw new Error('empty catalogue');
    const image = await host.host(workspaceId, shopUrl(shop.baseUrl, product.images.main), 'representative');

    expect(image.url).toMatch(/^http:\/\/ollida\.test\/i\/[0-9a-f]{32}\.png$/);
    expect(image.url).toBe(`http://ollida.test/i/${image.hash.slice(0, 32)}.png`);
    // The shop's 600 × 600 picture is square already and within 500 to 5,000 px.
    expect(image).toMatchObject({ ext: 'png', width: 600, height: 600 });
    expect(
      existsSync(join(dataDir, 'images', image.hash.slice(0, 2), `${image.hash.slice(0, 32)}.png`)),
    ).toBe(true);

    const response = await get(new URL(image.url).pathname);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers.etag).toBe(`"${image.hash.slice(0, 32)}"`);
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(image.hash);
    expect(response.rawPayload.length).toBe(image.bytes);
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 600, 600]);

    const [row] = await imageRows(image.hash);
    expect(row).toMatchObject({
      file: `${image.hash.slice(0, 32)}.png`,
      contentType: 'image/png',
      bytes: image.bytes,
    });
    expect(await useRows(workspaceId)).toEqual([
      expect.objectContaining({ imageHash: image.hash, month: imageMonthOf(ctx.clock.now) }),
    ]);
  });

  it('answers a cached copy with 304 and HEAD without a body', async () => {
    const { workspaceId } = await seller();
    const image = await host.host(workspaceId, url('wide.png'), 'detail');
    const path = new URL(image.url).pathname;
    const etag = `"${image.hash.slice(0, 32)}"`;
    expect((await get(path, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(path, { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await get(path, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const head = await ctx.app.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.rawPayload.length).toBe(0);
  });

  it('gives the same picture the same URL and stores it once, from any address and any store', async () => {
    const first = await seller();
    const second = await seller();
    const before = storedFiles();
    const a = await host.host(first.workspaceId, url('photo.jpg'), 'representative');
    const b = await host.host(first.workspaceId, url('photo.jpg'), 'representative');
    const c = await host.host(first.workspaceId, url('photo-copy.jpg'), 'representative');
    const d = await host.host(second.workspaceId, url('photo.jpg'), 'representative');
    expect(new Set([a.url, b.url, c.url, d.url]).size).toBe(1);
    expect(a).toMatchObject({ ext: 'jpg', width: 800, height: 800 });
    expect(storedFiles()).toBe(before + 1);
    expect(await imageRows(a.hash)).toHaveLength(1);
    // Counted once per store per month, however often it is hosted again.
    expect(await useRows(first.workspaceId)).toHaveLength(1);
    expect(await useRows(second.workspaceId)).toHaveLength(1);
    // The detail version of the same source is another picture (not squared).
    const detail = await host.host(first.workspaceId, url('photo.jpg'), 'detail');
    expect(detail.url).not.toBe(a.url);
    expect(detail).toMatchObject({ width: 800, height: 600 });
    const served = await get(new URL(detail.url).pathname);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes(Buffer.from('supplier secret'))).toBe(false);
  });

  it('keeps URLs within Coupang’s 150 characters even on a long origin', async () => {
    const { workspaceId } = await seller();
    const origin = 'https://images.ollida-seller-tools.example.co.kr/ollida/production-cdn-origin';
    const long = createImageHost({ ...hostDeps, publicUrl: `${origin}/` });
    const image = await long.host(workspaceId, url('wide.png'), 'representative');
    expect(image.url.startsWith(`${origin}/i/`)).toBe(true);
    expect(image.url.length).toBe(origin.length + '/i/'.length + 32 + '.jpg'.length);
    expect(image.url.length).toBeLessThanOrEqual(150);
  });

  it('documents the route in the OpenAPI document', async () => {
    const response = await get('/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/i/{file}');
  });

  it('refuses a workspace that does not exist', async () => {
    const error = await refusal(host.host('00000000-0000-4000-8000-000000000000', url('wide.png'), 'detail'));
    expect(error.status).toBe(404);
  });
});

describe('hosting the pictures of a detail page', () => {
  it('points every picture at our origin, leaves out the ones that fail, and lists why', async () => {
    const { workspaceId } = await seller();
    const html =
      `<div class="detail"><p>튼튼한 의자 &amp; 책상</p><img src="${url('photo.jpg')}" alt="정면" width="780">` +
      `<img src="${url('logo.svg')}"><img src="${url('svg-as.png')}" alt="가짜">` +
      `<IMG SRC="${url('photo.jpg')}" srcset="${url('photo.jpg')} 2x" onerror="alert(1)">` +
      `<img src="/relative/x.png"><img src="${url('missing.png')}"><img src="${url('wide.png')}"></div>`;
    const result = await host.hostDetailHtml(workspaceId, html);

    const photo = await host.host(workspaceId, url('photo.jpg'), 'detail');
    const wide = await host.host(workspaceId, url('wide.png'), 'detail');
    expect(result.html).toBe(
      `<div class="detail"><p>튼튼한 의자 &amp; 책상</p><img src="${photo.url}" alt="정면" width="780">` +
        `<img src="${photo.url}"><img src="${wide.url}"></div>`,
    );
    expect(result.images.map((image) => image.url)).toEqual([photo.url, wide.url]);
    expect(result.failures.map((failure) => [failure.url, failure.code])).toEqual([
      [url('logo.svg'), 'image_download_failed'],
      [url('svg-as.png'), 'image_unusable'],
      ['/relative/x.png', 'image_download_failed'],
      [url('missing.png'), 'image_download_failed'],
    ]);
    expect(result.failures[1]?.detail).toContain('SVG');
    expect(result.failures[3]?.detail).toContain('404');
  });

  it('reports the sandbox shop’s SVG detail pictures as failures and keeps its PNG ones', async () => {
    const { workspaceId } = await seller();
    const product = shop.catalogue[0];
    if (product === undefined) throw new Error('empty catalogue');
    const html = [product.images.main, ...product.images.detail]
      .map((path) => `<img src="${shopUrl(shop.baseUrl, path)}">`)
      .join('');
    const result = await host.hostDetailHtml(workspaceId, html);
    expect(result.images).toHaveLength(1);
    expect(result.failures).toHaveLength(product.images.detail.length);
  });

  it('hosts at most the bound of distinct pictures of one page and says so for the rest', async () => {
    const { workspaceId } = await seller();
    const bounded = createImageHost({ ...hostDeps, maxDetailImages: 3 });
    const html = Array.from({ length: 6 }, (_, seed) => `<img src="${url(`n/${seed}.png`)}">`).join('<br>');
    const result = await bounded.hostDetailHtml(workspaceId, html);
    expect(result.images).toHaveLength(3);
    expect(result.failures.map((failure) => failure.url)).toEqual(
      [3, 4, 5].map((seed) => url(`n/${seed}.png`)),
    );
    expect(result.failures[0]?.detail).toContain('3장까지');
    expect(result.html.match(/<img /g)).toHaveLength(3);
    expect(await useRows(workspaceId)).toHaveLength(3);
  });
});

describe('the monthly image allowance', () => {
  /** Uses of made-up pictures by `workspaceId` in the month holding `at`. */
  async function seedUses(workspaceId: string, count: number, at: Date) {
    const tag = workspaceId.slice(0, 8);
    for (let index = 0; index < count; index += 1) {
      const hash = createHash('sha256').update(`${tag}:${at.toISOString()}:${index}`).digest('hex');
      await ctx.database.db.insert(hostedImages).values({
        hash,
        file: `${hash.slice(0, 32)}.jpg`,
        contentType: 'image/jpeg',
        bytes: 1,
        width: 1,
        height: 1,
      });
      await ctx.database.db
        .insert(hostedImageUses)
        .values({ workspaceId, month: imageMonthOf(at), imageHash: hash });
    }
  }

  it('counts new pictures of all the owner’s stores this month, refuses past the plan, and shows the count', async () => {
    const { owner, workspaceId, token } = await seller();
    const photo = await host.host(workspaceId, url('photo.jpg'), 'detail');
    const lastMonth = new Date(ctx.clock.now.getTime() - 40 * 24 * 60 * 60 * 1000);
    await seedUses(workspaceId, 30, lastMonth);
    await seedUses(workspaceId, 59, ctx.clock.now);
    const otherStore = await plans.seedStore(owner.id);
    await seedUses(otherStore, 40, ctx.clock.now);

    const current = await get('/api/subscriptions/current', { authorization: `Bearer ${token}` });
    expect(current.statusCode).toBe(200);
    expect(current.json().allowance.imagesPerMonth).toBe(100);
    expect(current.json().usage.images).toMatchObject({ used: 100, total: 100, remaining: 0 });

    // The free tier's 100 are used: a new picture is refused, in either store; one already counted is not.
    const refused = await refusal(host.host(otherStore, url('wide.png'), 'detail'));
    expect(refused).toMatchObject({ status: 403, code: 'image_quota_exceeded' });
    expect(refused.detail).toBe(
      '무료 체험으로 이번 달 올릴 수 있는 이미지 100장을 모두 사용했습니다. 스타터 플랜부터 매월 500장까지 올릴 수 있습니다.',
    );
    expect((await host.host(workspaceId, url('photo.jpg'), 'detail')).url).toBe(photo.url);
    // A detail page stops on the allowance instead of quietly dropping every picture.
    const page = await refusal(host.hostDetailHtml(workspaceId, `<img src="${url('n/7.png')}">`));
    expect(page.code).toBe('image_quota_exceeded');

    await plans.subscribe(owner.id, 'starter');
    await host.host(otherStore, url('wide.png'), 'detail');
    const after = await get('/api/subscriptions/current', { authorization: `Bearer ${token}` });
    expect(after.json().usage.images).toMatchObject({ used: 101, total: 500, remaining: 399 });
  });

  it('counts a picture hosted twice at once a single time', async () => {
    const { workspaceId } = await seller();
    await seedUses(workspaceId, 99, ctx.clock.now);
    const results = await Promise.all([
      host.host(workspaceId, url('n/6.png'), 'detail'),
      host.host(workspaceId, url('n/6.png'), 'detail'),
    ]);
    expect(results[0].url).toBe(results[1].url);
    expect(await useRows(workspaceId)).toHaveLength(100);
  });

  it('counts nothing for a picture that was refused', async () => {
    const { workspaceId } = await seller();
    await refusal(host.host(workspaceId, url('page.png'), 'detail'));
    expect(await useRows(workspaceId)).toHaveLength(0);
  });
});

describe('security', () => {
  it('refuses SVG, whether it says so or calls itself PNG, and stores nothing', async () => {
    const { workspaceId } = await seller();
    const before = storedFiles();
    const named = await refusal(host.host(workspaceId, url('logo.svg'), 'representative'));
    expect(named).toMatchObject({ status: 400, code: 'image_download_failed' });
    const disguised = await refusal(host.host(workspaceId, url('svg-as.png'), 'representative'));
    expect(disguised).toMatchObject({ status: 400, code: 'image_unusable' });
    expect(disguised.detail).toBe(
      '상품 이미지(svg-as.png)가 JPG, PNG, GIF, WEBP, BMP 이미지가 아닙니다 (내용: SVG 문서).',
    );
    expect(storedFiles()).toBe(before);
  });

  it('refuses an HTML page served as image/png', async () => {
    const { workspaceId } = await seller();
    const error = await refusal(host.host(workspaceId, url('page.png'), 'detail'));
    expect(error).toMatchObject({ status: 400, code: 'image_unusable' });
    expect(error.detail).toContain('HTML 문서');
  });

  it('refuses every internal address through the SSRF-safe fetcher, and nothing reaches the victim', async () => {
    const { workspaceId } = await seller();
    const hostile = hostileUrls(victim.port, `${pictures.origin}`);
    expect(hostile.length).toBeGreaterThanOrEqual(30);
    for (const [address] of hostile) {
      const error = await refusal(host.host(workspaceId, address, 'representative'));
      expect([address, error.code]).toEqual([address, 'image_download_failed']);
    }
    const page = await host.hostDetailHtml(
      workspaceId,
      hostile.map(([address]) => `<img src="${address.replaceAll('"', '&quot;')}">`).join(''),
    );
    expect(page.images).toEqual([]);
    expect(page.html).toBe('');
    expect(victim.connections()).toBe(0);
    expect(await useRows(workspaceId)).toHaveLength(0);
  });

  it('answers 404 for every /i/ name that is not a stored picture, without reaching the file system outside', async () => {
    const { workspaceId } = await seller();
    const image = await host.host(workspaceId, url('wide.png'), 'detail');
    const file = new URL(image.url).pathname.slice('/i/'.length);
    const key = file.slice(0, 32);
    const paths = [
      '/i/',
      '/i/..',
      '/i/../app-secret',
      '/i/..%2f..%2fapp-secret',
      '/i/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/i/..%5c..%5cetc%5cpasswd',
      `/i/${key.slice(0, 2)}/${file}`,
      `/i/${file}/`,
      `/i/${file}/x`,
      `/i/${file}.png`,
      `/i/${key}.jpeg`,
      `/i/${key}.svg`,
      `/i/${key}.html`,
      `/i/${key.toUpperCase()}.png`,
      `/i/${key.slice(1)}.png`,
      `/i/${key}0.png`,
      `/i/${key}.jpg`,
      '/i/ffffffffffffffffffffffffffffffff.png',
      '/i/images',
    ];
    for (const path of paths) {
      const response = await get(path);
      expect([path, response.statusCode]).toEqual([path, 404]);
      expect(response.headers['content-type']).toContain('application/json');
    }
    // A NUL byte is refused before routing (platform/input-hygiene.ts).
    expect((await get(`/i/${file}%00.png`)).statusCode).toBe(400);
    expect((await get(`/i/${file}`)).statusCode).toBe(200);
  });
});
