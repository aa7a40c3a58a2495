import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendOAuthError } from './http.ts';
import { scopedClaims } from './identity.ts';
import type { SandboxContext } from './options.ts';

/** Registers /v1/userinfo; OIDC Core §5.3.1 requires both GET and POST. */
export function registerUserinfoRoute(app: FastifyInstance, ctx: SandboxContext): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request.headers.authorization);
    const record = token === undefined ? undefined : ctx.store.findAccessToken(token, ctx.now());
    if (record === undefined) {
      // RFC 6750 §3: the challenge tells the client to go and get a fresh token.
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      const description =
        token === undefined ? 'Missing Bearer access token.' : 'Invalid or expired access token.';
      return sendOAuthError(reply, 401, 'invalid_token', description);
    }
    const body = { sub: record.identity.sub, ...scopedClaims(record.identity, record.scope) };
    return reply.code(200).header('cache-control', 'no-store').send(body);
  };
  app.get('/v1/userinfo', handler);
  app.post('/v1/userinfo', handler);
}

function bearerToken(header: string | undefined): string | undefined {
  return header === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
}
