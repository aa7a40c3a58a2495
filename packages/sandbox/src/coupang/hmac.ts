import { createHmac, timingSafeEqual } from 'node:crypto';

/** The four parts of `Authorization: CEA algorithm=…, access-key=…, signed-date=…, signature=…`. */
export interface CeaAuthorization {
  algorithm: string;
  accessKey: string;
  signedDate: string;
  signature: string;
}

/** Parses a CEA header; spaces after commas are optional (the Partners sample emits none). */
export function parseCeaAuthorization(header: string | undefined): CeaAuthorization | undefined {
  if (header === undefined) return undefined;
  const match = /^CEA\s+(.+)$/.exec(header.trim());
  if (!match?.[1]) return undefined;
  const fields = new Map<string, string>();
  for (const part of match[1].split(',')) {
    const separator = part.indexOf('=');
    if (separator <= 0) return undefined;
    const key = part.slice(0, separator).trim();
    if (fields.has(key)) return undefined;
    fields.set(key, part.slice(separator + 1).trim());
  }
  const algorithm = fields.get('algorithm');
  const accessKey = fields.get('access-key');
  const signedDate = fields.get('signed-date');
  const signature = fields.get('signature');
  if (fields.size !== 4 || !algorithm || !accessKey || !signedDate || !signature) return undefined;
  return { algorithm, accessKey, signedDate, signature };
}

/** Reads `yyMMdd'T'HHmmss'Z'` (UTC, two-digit year, 20xx) into epoch ms; undefined when malformed. */
export function parseSignedDate(signedDate: string): number | undefined {
  const match = /^(\d{2})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(signedDate);
  if (!match) return undefined;
  const [, yy, mm, dd, hh, mi, ss] = match.map(Number);
  if (
    yy === undefined ||
    mm === undefined ||
    dd === undefined ||
    hh === undefined ||
    mi === undefined ||
    ss === undefined
  ) {
    return undefined;
  }
  const ms = Date.UTC(2000 + yy, mm - 1, dd, hh, mi, ss);
  const check = new Date(ms);
  if (check.getUTCMonth() !== mm - 1 || check.getUTCDate() !== dd || hh > 23 || mi > 59 || ss > 59) {
    return undefined;
  }
  return ms;
}

/** Lowercase hex HMAC-SHA256 of `signedDate + METHOD + path + query`, computed independently of the client. */
export function expectedSignature(
  secretKey: string,
  signedDate: string,
  method: string,
  path: string,
  query: string,
): string {
  return createHmac('sha256', Buffer.from(secretKey, 'utf8'))
    .update(`${signedDate}${method.toUpperCase()}${path}${query}`, 'utf8')
    .digest('hex');
}

/** Constant-time comparison of two hex signatures. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Splits a raw request target (`/a/b?x=1`) into path and query exactly as received, without decoding. */
export function splitRawTarget(rawUrl: string): { path: string; query: string } {
  const mark = rawUrl.indexOf('?');
  return mark < 0
    ? { path: rawUrl, query: '' }
    : { path: rawUrl.slice(0, mark), query: rawUrl.slice(mark + 1) };
}
