import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 requests signed in the Authorization header (what every S3-compatible store takes:
 * AWS S3, Cloudflare R2, MinIO, Naver/NCP Object Storage). Checked against AWS's published S3 example in
 * s3-signature.test.ts; the S3 sandbox verifies requests with the same functions.
 */

export const emptyPayloadHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface SignableRequest {
  method: string;
  /** The path as sent, already URI-encoded (S3 does not encode it a second time). */
  path: string;
  /** Header names in lower case; must hold `host`, `x-amz-date` and `x-amz-content-sha256`. */
  headers: Readonly<Record<string, string>>;
  /** The headers to sign (lower case); default all of `headers`. */
  signedHeaders?: readonly string[];
  /** Canonical query string (sorted, encoded); empty for the object requests used here. */
  query?: string;
}

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** `20130524T000000Z` for an instant. */
export function amzDateOf(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 3986 encoding of one path segment, as S3 canonicalises it. */
export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalRequest(request: SignableRequest, signedHeaders: readonly string[]): string {
  const headerLines = signedHeaders.map(
    (name) => `${name}:${(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`,
  );
  return [
    request.method.toUpperCase(),
    request.path,
    request.query ?? '',
    headerLines.join(''),
    signedHeaders.join(';'),
    request.headers['x-amz-content-sha256'] ?? emptyPayloadHash,
  ].join('\n');
}

/** The signature and the Authorization header value of a request. */
export function signRequest(
  request: SignableRequest,
  credentials: S3Credentials,
): { authorization: string; signature: string } {
  const amzDate = request.headers['x-amz-date'] ?? '';
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const signedHeaders = [...(request.signedHeaders ?? Object.keys(request.headers))]
    .map((name) => name.toLowerCase())
    .sort();
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    sha256Hex(canonicalRequest(request, signedHeaders)),
  ].join('\n');
  const dateKey = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const signingKey = hmac(hmac(hmac(dateKey, credentials.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    signature,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},` +
      `SignedHeaders=${signedHeaders.join(';')},Signature=${signature}`,
  };
}

export interface ParsedAuthorization {
  accessKeyId: string;
  day: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

/** Reads an `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` header; null when it is not one. */
export function parseAuthorization(value: string | undefined): ParsedAuthorization | null {
  const match =
    /^AWS4-HMAC-SHA256\s+Credential=([^/\s,]+)\/(\d{8})\/([^/\s,]+)\/([^/\s,]+)\/aws4_request\s*,\s*SignedHeaders=([a-z0-9;-]+)\s*,\s*Signature=([0-9a-f]{64})$/.exec(
      value?.trim() ?? '',
    );
  if (match === null) return null;
  const [, accessKeyId = '', day = '', region = '', service = '', signedHeaders = '', signature = ''] = match;
  return { accessKeyId, day, region, service, signedHeaders: signedHeaders.split(';'), signature };
}
