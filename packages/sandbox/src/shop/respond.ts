import type { FastifyReply, FastifyRequest } from 'fastify';
import iconv from 'iconv-lite';
import { type PageContext, SHOP_PAGE_CSP } from './html.ts';
import { renderNotFoundPage } from './render-misc.ts';

/** The page context of a request: links point back at the host and prefix the client used. */
export function pageContext(request: FastifyRequest, prefix: string, now: () => number): PageContext {
  return { scheme: request.protocol, host: request.host, prefix, now: now() };
}

/** Reads a single query parameter; repeated or missing parameters count as absent. */
export function queryParam(query: unknown, name: string): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const value: unknown = Reflect.get(query, name);
  return typeof value === 'string' ? value : undefined;
}

/** Reads a positive page number, defaulting to 1 for anything else. */
export function pageParam(query: unknown): number {
  const page = Number(queryParam(query, 'page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function withPageHeaders(reply: FastifyReply): FastifyReply {
  // Overrides whatever strict CSP the host app set: these pages imitate foreign sites with inline data scripts.
  return reply.header('content-security-policy', SHOP_PAGE_CSP).header('cache-control', 'no-cache');
}

/** Sends a UTF-8 HTML page. */
export function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return withPageHeaders(reply).code(status).type('text/html; charset=utf-8').send(html);
}

/** Sends an HTML page as EUC-KR (CP949) bytes, declaring the charset in the header as old Korean shops do. */
export function sendEucKr(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return withPageHeaders(reply)
    .code(status)
    .type('text/html; charset=euc-kr')
    .send(iconv.encode(html, 'euc-kr'));
}

/** Sends the shop's 404 page. */
export function sendNotFound(reply: FastifyReply, ctx: PageContext): FastifyReply {
  return sendHtml(reply, renderNotFoundPage(ctx), 404);
}

/** Redirects to a path under the shop root. */
export function redirectWithin(reply: FastifyReply, ctx: PageContext, relativePath: string): FastifyReply {
  return reply.code(302).header('location', `${ctx.prefix}/${relativePath}`).send();
}
