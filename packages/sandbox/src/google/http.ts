import type { FastifyReply } from 'fastify';

/** RFC 6749 §5.2 error body. */
export interface OAuthErrorBody {
  error: string;
  error_description: string;
}

/** Reads a single string parameter; empty values count as absent (RFC 6749 §3.1). */
export function readParam(source: unknown, name: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value: unknown = Reflect.get(source, name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Returns the first of `names` sent more than once (parsed as an array), which RFC 6749 §3.1 forbids. */
export function findRepeatedParam(source: unknown, names: readonly string[]): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  return names.find((name) => Array.isArray(Reflect.get(source, name)));
}

/** True when the request body was sent as application/x-www-form-urlencoded. */
export function isFormContentType(header: string | undefined): boolean {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/x-www-form-urlencoded';
}

/** Sends an RFC 6749 error as JSON; token responses must never be cached (§5.1). */
export function sendOAuthError(
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
): FastifyReply {
  const body: OAuthErrorBody = { error, error_description: description };
  return reply.code(status).header('cache-control', 'no-store').header('pragma', 'no-cache').send(body);
}

/** Appends parameters to a redirect URI without disturbing the query it already carries. */
export function withQuery(base: string, params: Record<string, string | undefined>): string {
  const extra = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) extra.append(key, value);
  }
  const url = new URL(base);
  // Splice raw text rather than use url.searchParams, which would re-encode the client's own parameters.
  const existing = url.search.slice(1);
  url.search = existing === '' ? extra.toString() : `${existing}&${extra.toString()}`;
  return url.toString();
}
