import type { FastifyRequest } from 'fastify';
import type { AuthenticatedSession, SessionService } from '../modules/auth/session.service.ts';
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

/** Builds the preHandler that admits only requests with a valid, unrevoked app token. */
export function createRequireUser(sessions: SessionService) {
  return async function requireUser(request: FastifyRequest): Promise<void> {
    request.auth = await sessions.authenticate(readBearer(request.headers.authorization));
  };
}

/** The signed-in session of a request that passed `requireUser`. */
export function currentAuth(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new Unauthenticated();
  return request.auth;
}
