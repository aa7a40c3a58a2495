import type { FastifyRequest } from 'fastify';

/**
 * A route's `config.rateLimit` counted per signed-in user: the hook runs at preHandler, after sign-in was checked, so
 * the key is the user (the IP only if none).
 */
export function perUserRateLimit(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.auth?.user.id ?? request.ip,
  };
}
