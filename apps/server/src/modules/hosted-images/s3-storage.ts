import { request } from 'undici';
import { contentTypeOfFile, hostedFilePattern, type ImageStorage } from './image-storage.ts';
import { amzDateOf, encodeSegment, type S3Credentials, sha256Hex, signRequest } from './s3-signature.ts';

export interface S3StorageOptions extends S3Credentials {
  /** The service's origin, e.g. `https://<account>.r2.cloudflarestorage.com` or `https://s3.ap-northeast-2.amazonaws.com`. */
  endpoint: string;
  bucket: string;
  /** Folder inside the bucket, e.g. `ollida/images/` (default none). */
  prefix?: string;
  /** Each request, answer included (default 15 s). */
  timeoutMs?: number;
  clock?: () => Date;
}

/** An S3 answer other than the ones the storage expects; `code` is S3's own (`SignatureDoesNotMatch` …). */
export class S3StorageError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'S3StorageError';
  }
}

/**
 * Pictures in an S3-compatible bucket (path-style requests signed with Signature Version 4), for several instances
 * sharing one store. `put` asks first whether the key is there (keys are content-addressed, so a stored one is never
 * written again); `get` answers null on 404. Tested against the S3 sandbox (s3-sandbox.ts), which checks every
 * signature.
 */
export function createS3ImageStorage(options: S3StorageOptions): ImageStorage {
  const endpoint = new URL(options.endpoint);
  const origin = endpoint.origin;
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const prefix = (options.prefix ?? '').replace(/^\/+/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const clock = options.clock ?? (() => new Date());

  const pathOf = (key: string) =>
    `${basePath}/${encodeSegment(options.bucket)}/${`${prefix}${key}`.split('/').map(encodeSegment).join('/')}`;

  async function send(method: 'GET' | 'HEAD' | 'PUT', key: string, body?: Uint8Array, contentType?: string) {
    if (!hostedFilePattern.test(key)) throw new Error(`invalid hosted image key: ${JSON.stringify(key)}`);
    const path = pathOf(key);
    const headers: Record<string, string> = {
      host: endpoint.host,
      'x-amz-date': amzDateOf(clock()),
      'x-amz-content-sha256': sha256Hex(body ?? ''),
      ...(contentType === undefined ? {} : { 'content-type': contentType }),
    };
    const { authorization } = signRequest({ method, path, headers }, options);
    const response = await request(`${origin}${path}`, {
      method,
      headers: {
        ...headers,
        authorization,
        ...(method === 'PUT' ? { 'cache-control': 'public, max-age=31536000, immutable' } : {}),
      },
      body: body === undefined ? undefined : Buffer.from(body.buffer, body.byteOffset, body.byteLength),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    return response;
  }

  async function failure(
    method: string,
    key: string,
    response: Awaited<ReturnType<typeof send>>,
  ): Promise<S3StorageError> {
    const text = method === 'HEAD' ? '' : await response.body.text().catch(() => '');
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
    return new S3StorageError(
      `S3 ${method} ${key} failed: HTTP ${response.statusCode}${code ? ` ${code}` : ''}`,
      response.statusCode,
      code,
    );
  }

  return {
    async put(key, bytes, contentType) {
      const head = await send('HEAD', key);
      await head.body.dump();
      if (head.statusCode === 200) return;
      if (head.statusCode !== 404) throw await failure('HEAD', key, head);
      const response = await send('PUT', key, bytes, contentType);
      if (response.statusCode !== 200) throw await failure('PUT', key, response);
      await response.body.dump();
    },

    async get(key) {
      if (!hostedFilePattern.test(key)) return null;
      const response = await send('GET', key);
      if (response.statusCode === 404) {
        // A missing key is an answer; a missing bucket (same status) is a misconfiguration.
        const error = await failure('GET', key, response);
        if (error.code === undefined || error.code === 'NoSuchKey') return null;
        throw error;
      }
      if (response.statusCode !== 200) throw await failure('GET', key, response);
      // The type follows from our own key, whatever the bucket says about the object.
      return { bytes: Buffer.from(await response.body.arrayBuffer()), contentType: contentTypeOfFile(key) };
    },
  };
}
