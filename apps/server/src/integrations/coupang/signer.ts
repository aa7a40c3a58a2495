import { createHmac } from 'node:crypto';

/** A vendor's Open API key pair; the gateway binds it to exactly one vendorId. */
export interface CoupangCredentials {
  accessKey: string;
  secretKey: string;
  vendorId: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `yyMMdd'T'HHmmss'Z'` in UTC with a two-digit year — signing with local (KST) time is the classic 401. */
export function formatSignedDate(at: Date): string {
  return (
    `${pad(at.getUTCFullYear() % 100)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}` +
    `T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`
  );
}

/** Lowercase hex HMAC-SHA256 over `signedDate + METHOD + path + query` (no separators, query without `?`). */
export function computeCoupangSignature(input: {
  secretKey: string;
  signedDate: string;
  method: string;
  path: string;
  query: string;
}): string {
  return createHmac('sha256', Buffer.from(input.secretKey, 'utf8'))
    .update(`${input.signedDate}${input.method.toUpperCase()}${input.path}${input.query}`, 'utf8')
    .digest('hex');
}

/** The `Authorization` header value for one request; the secret key itself never leaves this function. */
export function buildCoupangAuthorization(input: {
  accessKey: string;
  secretKey: string;
  signedDate: string;
  method: string;
  path: string;
  query: string;
}): string {
  const signature = computeCoupangSignature(input);
  return `CEA algorithm=HmacSHA256, access-key=${input.accessKey}, signed-date=${input.signedDate}, signature=${signature}`;
}

/**
 * Percent-encodes one query component so that the WHATWG URL parser (and so fetch) leaves it byte-identical:
 * encodeURIComponent plus `!'()*`, with `:` kept raw as in Coupang's own v5 examples (`2025-07-15%2B09:00`).
 */
export function encodeQueryComponent(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%3A', ':');
}

/** Builds the query once, in the given order (Coupang does not sort), ready to be signed and sent unchanged. */
export function buildCoupangQuery(
  params: readonly (readonly [string, string | number | undefined])[],
): string {
  return params
    .filter((entry): entry is readonly [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeQueryComponent(key)}=${encodeQueryComponent(String(value))}`)
    .join('&');
}
