import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AuthenticatedSession, SessionService } from '../modules/auth/index.ts';
import { Unauthenticated } from './domain-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedSession | null;
  }
}

const maxTokenLength = 4096;

function readBearer(header: string | undefined): string {
  const match = header?.match(/^Bearer ([A-Za-z0-9._~+/=-]+)$/);
  if (!match?.[1] || match[1].length > maxTokenLength) throw new Unauthenticated();
  return match[1];
}

/** Admits only requests with a valid, unrevoked app token (throws 401 otherwise) and sets `request.auth`. */
export type RequireUser = (request: FastifyRequest) => Promise<void>;

/** Builds the preHandler that admits only requests with a valid, unrevoked app token. */
export function createRequireUser(sessions: SessionService): RequireUser {
  return async function requireUser(request: FastifyRequest): Promise<void> {
    request.auth = await sessions.authenticate(readBearer(request.headers.authorization));
  };
}

/** The signed-in session of a request that passed `requireUser`. */
export function currentAuth(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new Unauthenticated();
  return request.auth;
}

type RouteHooks = RouteOptions['preHandler'] | RouteOptions['onRequest'];
const hookList = (hooks: RouteHooks): unknown[] => (hooks === undefined ? [] : [hooks].flat());

/**
 * Moves `requireUser` from a route's preHandler to its onRequest hooks, for every route registered after this call:
 * the session is checked after the per-address rate limits (which still count anonymous calls) and before the body
 * is read or validated, so an anonymous caller gets 401 (or 429), never a validation report (issue 22). Routes keep
 * declaring it as a preHandler; this is the one place that orders it.
 */
export function authenticateBeforeParsing(
  app: FastifyInstance,
  requireUser: (request: FastifyRequest) => Promise<void>,
): void {
  app.addHook('onRoute', (route) => {
    const preHandlers = hookList(route.preHandler);
    if (!preHandlers.includes(requireUser)) return;
    const rest = preHandlers.filter((hook) => hook !== requireUser);
    route.preHandler = rest.length === 0 ? undefined : (rest as RouteOptions['preHandler']);
    route.onRequest = [...hookList(route.onRequest), requireUser] as RouteOptions['onRequest'];
  });
}
