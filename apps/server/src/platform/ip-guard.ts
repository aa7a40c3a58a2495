import { type ErrorBody, errorCodes } from '@ollida/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { logPathOf } from './access-log.ts';
import { clientIpOf } from './client-ip.ts';

export const blockedIpMessage = '접근이 차단된 IP 주소입니다. 차단이 잘못되었다면 관리자에게 문의해 주세요.';

const blockedBody: ErrorBody = { detail: blockedIpMessage, code: errorCodes.ipBlocked };

export interface IpGuardDeps {
  isBlocked(ip: string): boolean;
  isDangerousPath(path: string): boolean;
  /** Counts the probe and blocks the address once it probed enough; true when it is now blocked. */
  autoBlock(ip: string, path: string): Promise<boolean>;
  /** Whether the request carries a valid session (a signed-in seller is never blocked by a path). */
  hasSession(request: FastifyRequest): Promise<boolean>;
}

// What a browser fetches for a page, on its own: an <img>, a script or a style another page (or a supplier's og:image
// in a parser card) points at us. Counting these would let any page get its viewers blocked.
const subresourceDestinations = new Set([
  'image',
  'script',
  'style',
  'font',
  'audio',
  'video',
  'track',
  'object',
  'embed',
]);

function isBrowserSubresource(request: FastifyRequest): boolean {
  const destination = request.headers['sec-fetch-dest'];
  const site = request.headers['sec-fetch-site'];
  return (
    (typeof destination === 'string' && subresourceDestinations.has(destination)) ||
    (site === 'cross-site' && destination !== 'document')
  );
}

const blockedPage = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>접근이 차단되었습니다 · 올리다</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a">
<h1 style="font-size:1.25rem">접근이 차단되었습니다</h1>
<p>${blockedIpMessage}</p>
<p style="color:#475569;font-size:.9rem">보안 시스템이 이 주소에서 위험한 경로 요청을 여러 번 감지했습니다.</p>
</body></html>`;

/** JSON for the API (and clients that ask for JSON), a Korean page for a person's browser. */
function sendBlocked(request: FastifyRequest, reply: FastifyReply) {
  const path = logPathOf(request.url);
  const wantsJson = path.startsWith('/api') || !String(request.headers.accept ?? '').includes('text/html');
  reply.code(403);
  return wantsJson ? reply.send(blockedBody) : reply.type('text/html; charset=utf-8').send(blockedPage);
}

/**
 * First hook of every request, every route included (API, SPA, sandboxes, unknown paths): a blocked address gets 403;
 * a dangerous path marks the request for the access log and counts as a probe of its address, which is blocked after
 * a few (this request included). Browser sub-resource fetches and signed-in requests are never counted.
 */
export function registerIpGuard(app: FastifyInstance, deps: IpGuardDeps): void {
  // The answer is sent here rather than thrown: plugins with their own error handlers (the sandboxes) would turn a
  // thrown error into their own shape.
  app.addHook('onRequest', async (request, reply) => {
    const ip = clientIpOf(request);
    if (deps.isBlocked(ip)) return sendBlocked(request, reply);
    const path = logPathOf(request.url);
    if (!deps.isDangerousPath(path)) return;
    request.isDangerousPath = true;
    if (isBrowserSubresource(request) || (await deps.hasSession(request))) return;
    if (await deps.autoBlock(ip, path)) return sendBlocked(request, reply);
  });
}
