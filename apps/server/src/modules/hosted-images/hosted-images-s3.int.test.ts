import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { planKit } from '../../../test/kits/plans.ts';
import { hostedImageUses } from '../../db/schema/hosted-images.ts';
import { createImageDownloader } from '../../sources/image-download.ts';
import { type LoopbackServer, startLoopbackServer } from '../../sources/loopback-server.test-helper.ts';
import { createSafeFetcher, type SafeFetcher } from '../../sources/safe-fetch.ts';
import { createUnlimitedPlanLimits } from '../plans/index.ts';
import { createImageStorage } from './hosted-images.module.ts';
import { createImageHost, type ImageHostDeps } from './image-host.ts';
import { type RunningS3Sandbox, startS3Sandbox } from './s3-sandbox.ts';
import { S3StorageError } from './s3-storage.ts';

// Two app processes sharing one bucket: the image host below stands for the instance (or worker) that hosted a
// picture, the test app for another instance answering GET /i/ from the same bucket.
let ctx: TestContext;
let bucket: RunningS3Sandbox;
let pictures: LoopbackServer;
let fetcher: SafeFetcher;
let dataDir: string;
let deps: ImageHostDeps;

const credentials = {
  accessKeyId: 'OLLIDABUCKETKEY00001',
  secretAccessKey: 'ollida-bucket-secret-abcdefghijklmnopqrstuvwxyz',
  region: 'auto',
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ollida-hosted-s3-'));
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2f6f4f' } })
    .png()
    .toBuffer();
  pictures = await startLoopbackServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
    response.end(png);
  });
  bucket = await startS3Sandbox({ ...credentials, bucket: 'ollida-images' });
  ctx = await buildTestApp({
    env: {
      DATA_DIR: dataDir,
      IMAGE_STORAGE: 's3',
      IMAGE_BUCKET_ENDPOINT: bucket.endpoint,
      IMAGE_BUCKET_NAME: 'ollida-images',
      IMAGE_BUCKET_REGION: 'auto',
      IMAGE_BUCKET_ACCESS_KEY_ID: credentials.accessKeyId,
      IMAGE_BUCKET_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      IMAGE_BUCKET_PREFIX: 'hosted/',
    },
  });
  fetcher = createSafeFetcher({ allowedPrefixes: [`${pictures.origin}/`] });
  const clock = () => ctx.clock.now;
  deps = {
    download: createImageDownloader(fetcher),
    storage: createImageStorage(ctx.config.imageStorage),
    publicUrl: ctx.config.publicUrl,
    db: ctx.database.db,
    limits: createUnlimitedPlanLimits(),
    clock,
  };
});

afterAll(async () => {
  await ctx.close();
  await fetcher.close();
  await Promise.all([bucket.close(), pictures.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

async function store() {
  const owner = await createUser(ctx);
  return planKit(ctx).seedStore(owner.id);
}

describe('hosted pictures in an S3-compatible bucket', () => {
  it('stores a picture in the bucket once and serves it from another instance', async () => {
    const workspaceId = await store();
    const host = createImageHost(deps);
    const image = await host.host(workspaceId, `${pictures.origin}/chair.png`, 'representative');
    await host.host(workspaceId, `${pictures.origin}/chair-again.png`, 'representative');
    const file = `${image.hash.slice(0, 32)}.png`;
    expect([...bucket.objects.keys()]).toEqual([`hosted/${file}`]);
    expect(bucket.objects.get(`hosted/${file}`)?.contentType).toBe('image/png');
    expect(bucket.requests.filter((seen) => seen.method === 'PUT')).toHaveLength(1);
    expect(bucket.requests.every((seen) => seen.status === 200 || seen.status === 404)).toBe(true);

    const response = await ctx.app.inject({ method: 'GET', url: `/i/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(image.hash);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/i/ffffffffffffffffffffffffffffffff.png' })).statusCode,
    ).toBe(404);
    // Nothing on this instance's disk.
    expect(existsSync(join(dataDir, 'images'))).toBe(false);
  });

  it('counts nothing when the bucket refuses the picture', async () => {
    const workspaceId = await store();
    const config = ctx.config.imageStorage;
    if (config.kind !== 's3') throw new Error('the test app should use the bucket');
    const host = createImageHost({
      ...deps,
      storage: createImageStorage({ ...config, secretAccessKey: 'rotated-away' }),
    });
    const error = await host
      .host(workspaceId, `${pictures.origin}/other.png`, 'detail')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(S3StorageError);
    const uses = await ctx.database.db
      .select()
      .from(hostedImageUses)
      .where(eq(hostedImageUses.workspaceId, workspaceId));
    expect(uses).toEqual([]);
  });
});
