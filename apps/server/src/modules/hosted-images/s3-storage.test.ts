import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { type RunningS3Sandbox, startS3Sandbox } from './s3-sandbox.ts';
import { amzDateOf, emptyPayloadHash, sha256Hex, signRequest } from './s3-signature.ts';
import { createS3ImageStorage, S3StorageError, type S3StorageOptions } from './s3-storage.ts';

const credentials = {
  accessKeyId: 'OLLIDATESTKEY000001',
  secretAccessKey: 'ollida-s3-sandbox-secret-0123456789abcdef',
  region: 'ap-northeast-2',
};
const key = '0123456789abcdef0123456789abcdef.jpg';
let sandbox: RunningS3Sandbox;
let options: S3StorageOptions;

beforeAll(async () => {
  sandbox = await startS3Sandbox({ ...credentials, bucket: 'ollida-images' });
  options = { ...credentials, endpoint: sandbox.endpoint, bucket: 'ollida-images', prefix: 'prod/i/' };
});
afterAll(async () => {
  await sandbox.close();
});

/** The S3 error code of a refused call. */
async function s3Code(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(S3StorageError);
  return (error as S3StorageError).code;
}

describe('S3 image storage against the S3 sandbox', () => {
  it('puts an object under the prefix once and reads it back with the type of its key', async () => {
    const storage = createS3ImageStorage(options);
    const before = sandbox.requests.length;
    await storage.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
    await storage.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(sandbox.objects.get(`prod/i/${key}`)).toEqual({
      bytes: Buffer.from('jpeg bytes'),
      contentType: 'image/jpeg',
    });
    // HEAD (missing), PUT, then HEAD (found) only: a stored key is never written again.
    expect(sandbox.requests.slice(before).map((seen) => `${seen.method} ${seen.status}`)).toEqual([
      'HEAD 404',
      'PUT 200',
      'HEAD 200',
    ]);
    expect(await storage.get(key)).toEqual({ bytes: Buffer.from('jpeg bytes'), contentType: 'image/jpeg' });
    expect(await storage.get('ffffffffffffffffffffffffffffffff.png')).toBeNull();
    expect(await storage.get('../secret.jpg')).toBeNull();
    await expect(storage.put('../secret.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      'invalid hosted image key',
    );
  });

  it('is refused by the sandbox as S3 would: wrong secret, unknown key id, skewed clock, unknown bucket', async () => {
    const wrongSecret = createS3ImageStorage({ ...options, secretAccessKey: 'not-the-secret' });
    expect(await s3Code(wrongSecret.get(key))).toBe('SignatureDoesNotMatch');
    // HEAD answers carry no body, so no S3 code: the status says it.
    const headRefused = await wrongSecret
      .put(key, Buffer.from('x'), 'image/jpeg')
      .catch((error: unknown) => error);
    expect(headRefused).toMatchObject({ status: 403 });
    const unknownKey = createS3ImageStorage({ ...options, accessKeyId: 'SOMEONEELSE' });
    expect(await s3Code(unknownKey.get(key))).toBe('InvalidAccessKeyId');
    const lateClock = createS3ImageStorage({
      ...options,
      clock: () => new Date(Date.now() - 20 * 60 * 1000),
    });
    expect(await s3Code(lateClock.get(key))).toBe('RequestTimeTooSkewed');
    const otherRegion = createS3ImageStorage({ ...options, region: 'us-east-1' });
    expect(await s3Code(otherRegion.get(key))).toBe('AuthorizationHeaderMalformed');
    const otherBucket = createS3ImageStorage({ ...options, bucket: 'someone-elses' });
    expect(await s3Code(otherBucket.get(key))).toBe('NoSuchBucket');
  });

  it('refuses unsigned requests and bodies that do not match their signed hash', async () => {
    const url = `${sandbox.endpoint}/ollida-images/prod/i/${key}`;
    const unsigned = await request(url);
    expect(unsigned.statusCode).toBe(403);
    expect(await unsigned.body.text()).toContain('<Code>AccessDenied</Code>');

    const path = `/ollida-images/prod/i/${key}`;
    const headers = {
      host: new URL(sandbox.endpoint).host,
      'x-amz-date': amzDateOf(new Date()),
      'x-amz-content-sha256': sha256Hex('the signed body'),
    };
    const { authorization } = signRequest({ method: 'PUT', path, headers }, credentials);
    const swapped = await request(url, {
      method: 'PUT',
      headers: { ...headers, authorization },
      body: 'another body',
    });
    expect(swapped.statusCode).toBe(400);
    expect(await swapped.body.text()).toContain('<Code>XAmzContentSHA256Mismatch</Code>');

    // A valid signature on another path does not open this one.
    const signedElsewhere = signRequest(
      {
        method: 'GET',
        path: '/ollida-images/other.jpg',
        headers: { ...headers, 'x-amz-content-sha256': emptyPayloadHash },
      },
      credentials,
    );
    const replayed = await request(url, {
      headers: {
        ...headers,
        'x-amz-content-sha256': emptyPayloadHash,
        authorization: signedElsewhere.authorization,
      },
    });
    expect(replayed.statusCode).toBe(403);
    expect(await replayed.body.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
  });
});

describe('IMAGE_STORAGE', () => {
  const base = {
    NODE_ENV: 'test',
    APP_SECRET: 'a'.repeat(40),
    SANDBOX: '1',
    DATA_DIR: '/tmp/ollida-config-images',
  };

  it('is the disk under DATA_DIR/images by default', () => {
    expect(loadConfig(base).imageStorage).toEqual({ kind: 'disk', dir: '/tmp/ollida-config-images/images' });
  });

  it('reads an S3 bucket, with us-east-1 when no region is given', () => {
    const config = loadConfig({
      ...base,
      IMAGE_STORAGE: 's3',
      IMAGE_BUCKET_ENDPOINT: 'https://s3.ap-northeast-2.amazonaws.com',
      IMAGE_BUCKET_NAME: 'ollida-images',
      IMAGE_BUCKET_ACCESS_KEY_ID: 'AKIA',
      IMAGE_BUCKET_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.imageStorage).toEqual({
      kind: 's3',
      endpoint: 'https://s3.ap-northeast-2.amazonaws.com',
      bucket: 'ollida-images',
      region: 'us-east-1',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      prefix: '',
    });
  });

  it('refuses s3 without its bucket settings, naming each', () => {
    let problems: string[] = [];
    try {
      loadConfig({ ...base, IMAGE_STORAGE: 's3', IMAGE_BUCKET_NAME: 'ollida-images' });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toEqual([
      'IMAGE_STORAGE=s3에는 다음 설정이 필요합니다: IMAGE_BUCKET_ENDPOINT, IMAGE_BUCKET_ACCESS_KEY_ID, IMAGE_BUCKET_SECRET_ACCESS_KEY.',
    ]);
  });
});
