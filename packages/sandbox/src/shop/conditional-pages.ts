import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Whether an If-None-Match header names `etag` (a list of tags, `*`, or weak tags compared weakly). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers conditional GETs as a real shop's server does (RFC 9110 §13.1.2): every whole 200 answer carries a strong
 * ETag of its bytes, and a request whose If-None-Match names it gets 304 without a body, so supplier sync can tell an
 * unchanged page without reading it.
 */
export function registerConditionalPages(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 22)}"`;
    reply.header('etag', etag);
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}
