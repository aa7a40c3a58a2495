import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NaverDemoApplication } from './demo-accounts.ts';
import type { NaverSandboxContext } from './options.ts';
import { newTraceId, sendGatewayError } from './responses.ts';

const authenticated = new WeakMap<FastifyRequest, NaverDemoApplication>();
const heldBack = new WeakMap<FastifyRequest, number>();

/** Path below the plugin prefix without the query, the form faults and the request log use. */
function relativePath(request: FastifyRequest, prefix: string): string {
  const path = request.url.split('?')[0] ?? '';
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** Trace ids, the request log and scripted faults, for every route of the plugin. */
export function registerGatewayHooks(app: FastifyInstance, ctx: NaverSandboxContext): void {
  const prefix = app.prefix;
  // Faults act in onRequest, like the gateway they stand in for: before authentication and before the body is read.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('gncp-gw-trace-id', newTraceId(ctx.now()));
    const fault = ctx.store.takeFault(request.method, relativePath(request, prefix));
    if (fault === undefined) return;
    if (fault.status !== undefined) {
      reply.headers(fault.headers ?? {});
      return reply.code(fault.status).send(fault.body ?? '');
    }
    if (fault.delayMs !== undefined) heldBack.set(request, fault.delayMs);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const delayMs = heldBack.get(request);
    if (delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    ctx.store.requests.push({
      method: request.method,
      path: relativePath(request, prefix),
      status: reply.statusCode,
    });
  });
}

const buckets = new WeakMap<NaverSandboxContext, Map<string, { tokens: number; updatedAt: number }>>();

/** Takes one request from the application's bucket for this API; false when it is empty. */
function takeRateToken(ctx: NaverSandboxContext, key: string, reply: FastifyReply): boolean {
  if (ctx.rateLimit === false) return true;
  const { replenishRate, burstCapacity } = ctx.rateLimit;
  const perContext = buckets.get(ctx) ?? new Map<string, { tokens: number; updatedAt: number }>();
  buckets.set(ctx, perContext);
  const now = ctx.now();
  const bucket = perContext.get(key) ?? { tokens: burstCapacity, updatedAt: now };
  bucket.tokens = Math.min(burstCapacity, bucket.tokens + ((now - bucket.updatedAt) / 1000) * replenishRate);
  bucket.updatedAt = now;
  perContext.set(key, bucket);
  const allowed = bucket.tokens >= 1;
  if (allowed) bucket.tokens -= 1;
  reply.header('gncp-gw-ratelimit-replenish-rate', String(replenishRate));
  reply.header('gncp-gw-ratelimit-burst-capacity', String(burstCapacity));
  reply.header('gncp-gw-ratelimit-remaining', String(Math.floor(bucket.tokens)));
  return allowed;
}

/** Bearer check and per-API rate limit for every route below `scope` (all but the token and image hosts). */
export function registerAuthentication(scope: FastifyInstance, ctx: NaverSandboxContext): void {
  // The gateway refuses a bad token before the API parses anything, so GW.AUTHN wins over a malformed body.
  scope.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([^\s]+)$/i.exec(header);
    const token = match?.[1] === undefined ? undefined : ctx.store.findToken(match[1]);
    const now = ctx.now();
    const application = token === undefined ? undefined : ctx.applications.get(token.clientId);
    if (token === undefined || token.revoked || token.expiresAt <= now || application === undefined) {
      return sendGatewayError(reply, now, 401, 'GW.AUTHN', '요청을 보낼 권한이 없습니다.');
    }
    const api = `${request.method} ${request.routeOptions.url ?? request.url}`;
    if (!takeRateToken(ctx, `${application.clientId} ${api}`, reply)) {
      return sendGatewayError(
        reply,
        now,
        429,
        'GW.RATE_LIMIT',
        '요청이 많아 서비스를 일시적으로 사용할 수 없습니다.',
      );
    }
    authenticated.set(request, application);
  });
}

/** The application whose token authenticated this request (only on routes below `registerAuthentication`). */
export function applicationOf(request: FastifyRequest): NaverDemoApplication {
  const application = authenticated.get(request);
  if (application === undefined) throw new Error('Naver sandbox route reached without authentication');
  return application;
}
