import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseAuthorization, type S3Credentials, sha256Hex, signRequest } from './s3-signature.ts';

/**
 * A local stand-in for an S3-compatible bucket, speaking the S3 REST protocol for what the image storage uses
 * (path-style `PUT`, `GET` and `HEAD` of objects) and refusing like S3 does: every request must carry a valid
 * Signature Version 4 Authorization header (known key, scope of the request's day and the sandbox's region, `host`,
 * `x-amz-date` and `x-amz-content-sha256` signed, the body matching its hash, the time within 15 minutes), with S3's
 * XML error bodies (`SignatureDoesNotMatch`, `InvalidAccessKeyId`, `XAmzContentSHA256Mismatch`,
 * `RequestTimeTooSkewed`, `NoSuchBucket`, `NoSuchKey` …). Objects live in memory.
 */

export interface S3SandboxOptions extends S3Credentials {
  bucket: string;
  /** Largest object accepted (default 32 MB). */
  maxObjectBytes?: number;
  clock?: () => Date;
}

export interface S3SandboxRequest {
  method: string;
  path: string;
  status: number;
  code?: string;
}

export interface RunningS3Sandbox {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  requests: S3SandboxRequest[];
  close(): Promise<void>;
}

const maxSkewMs = 15 * 60 * 1000;

function amzDateToInstant(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (match === null) return Number.NaN;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
}

class S3Refusal extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new S3Refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Checks the request's signature as S3 does; throws an S3Refusal naming what is wrong. */
function authenticate(
  request: IncomingMessage,
  path: string,
  body: Buffer,
  options: S3SandboxOptions,
  now: Date,
) {
  const auth = parseAuthorization(request.headers.authorization);
  if (auth === null) throw new S3Refusal(403, 'AccessDenied', 'Access Denied');
  if (auth.accessKeyId !== options.accessKeyId) {
    throw new S3Refusal(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  }
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const instant = amzDateToInstant(amzDate);
  if (Number.isNaN(instant))
    throw new S3Refusal(403, 'AccessDenied', 'AWS authentication requires a valid Date.');
  if (Math.abs(instant - now.getTime()) > maxSkewMs) {
    throw new S3Refusal(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  }
  if (auth.day !== amzDate.slice(0, 8) || auth.region !== options.region || auth.service !== 's3') {
    throw new S3Refusal(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  }
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!auth.signedHeaders.includes(required)) {
      throw new S3Refusal(400, 'AuthorizationHeaderMalformed', `${required} must be signed.`);
    }
  }
  const contentHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (contentHash !== sha256Hex(body)) {
    throw new S3Refusal(
      400,
      'XAmzContentSHA256Mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    );
  }
  const headers: Record<string, string> = {};
  for (const name of auth.signedHeaders) {
    const value = request.headers[name];
    headers[name] = Array.isArray(value) ? value.join(',') : (value ?? '');
  }
  const expected = signRequest(
    { method: request.method ?? '', path, headers, signedHeaders: auth.signedHeaders },
    options,
  ).signature;
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(auth.signature))) {
    throw new S3Refusal(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/** Starts the sandbox on an ephemeral 127.0.0.1 port. */
export async function startS3Sandbox(options: S3SandboxOptions): Promise<RunningS3Sandbox> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: S3SandboxRequest[] = [];
  const clock = options.clock ?? (() => new Date());
  const limit = options.maxObjectBytes ?? 32 * 1024 * 1024;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const method = request.method ?? 'GET';
    const body = await readBody(request, limit);
    authenticate(request, path, body, options, clock());
    const [, bucket = '', ...rest] = path.split('/');
    if (decodeURIComponent(bucket) !== options.bucket) {
      throw new S3Refusal(404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    const key = rest.map(decodeURIComponent).join('/');
    if (key === '') throw new S3Refusal(405, 'MethodNotAllowed', 'Only object requests are supported.');
    if (method === 'PUT') {
      const contentType = String(request.headers['content-type'] ?? 'binary/octet-stream');
      objects.set(key, { bytes: body, contentType });
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      return 200;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      throw new S3Refusal(
        405,
        'MethodNotAllowed',
        'The specified method is not allowed against this resource.',
      );
    }
    const found = objects.get(key);
    if (found === undefined) throw new S3Refusal(404, 'NoSuchKey', 'The specified key does not exist.');
    response.writeHead(200, { 'content-type': found.contentType, 'content-length': found.bytes.length });
    response.end(method === 'HEAD' ? undefined : found.bytes);
    return 200;
  }

  const server = createServer((request, response) => {
    const seen: S3SandboxRequest = { method: request.method ?? '', path: request.url ?? '', status: 0 };
    requests.push(seen);
    handle(request, response).then(
      (status) => {
        seen.status = status;
      },
      (error: unknown) => {
        const refusal =
          error instanceof S3Refusal
            ? error
            : new S3Refusal(500, 'InternalError', 'We encountered an internal error.');
        seen.status = refusal.status;
        seen.code = refusal.code;
        if (response.headersSent) return void response.destroy();
        response.writeHead(refusal.status, { 'content-type': 'application/xml' });
        response.end(request.method === 'HEAD' ? undefined : xmlError(refusal.code, refusal.message));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
