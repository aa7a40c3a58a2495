import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerAuthorizeRoutes } from './authorize-routes.ts';
import { buildDiscoveryDocument } from './discovery.ts';
import { sendOAuthError } from './http.ts';
import { buildJwks, generateSandboxSigningKey } from './keys.ts';
import {
  DEFAULT_CODE_TTL_SECONDS,
  type GoogleSandboxOptions,
  normalizeIssuer,
  type SandboxContext,
} from './options.ts';
import { SandboxStore } from './store.ts';
import { registerTokenRoute } from './token.ts';
import { registerUserinfoRoute } from './userinfo.ts';

/** Fastify plugin serving a local Google-like OpenID provider; register it with a prefix such as /sandbox/google. */
export const googleSandboxPlugin: FastifyPluginAsync<GoogleSandboxOptions> = async (app, opts) => {
  const fixed = opts.issuer === undefined ? undefined : normalizeIssuer(opts.issuer);
  await mountGoogleSandbox(app, opts, fixed === undefined ? undefined : () => fixed);
};

/** Mounts the sandbox routes on an (already prefixed, encapsulated) instance; `resolveIssuer` overrides derivation. */
export async function mountGoogleSandbox(
  app: FastifyInstance,
  opts: GoogleSandboxOptions,
  resolveIssuer?: () => string,
): Promise<void> {
  // Registered here, inside our encapsulation context, so the host app's body parsing is untouched.
  await app.register(formbody);

  const prefix = app.prefix;
  const ctx: SandboxContext = {
    clients: new Map(opts.clients.map((client) => [client.clientId, client])),
    store: opts.store ?? new SandboxStore(),
    signingKey: opts.signingKey ?? (await generateSandboxSigningKey()),
    codeTtlSeconds: opts.codeTtlSeconds ?? DEFAULT_CODE_TTL_SECONDS,
    now: opts.now ?? Date.now,
    issuerFor: (request) => resolveIssuer?.() ?? `${request.protocol}://${request.host}${prefix}`,
  };
  const jwks = await buildJwks(ctx.signingKey);

  // Keep every error on these routes in RFC 6749 shape, including Fastify's own (bad JSON, 415, body limit).
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error, 'google sandbox failure');
      return sendOAuthError(reply, 500, 'server_error', 'Internal sandbox error.');
    }
    return sendOAuthError(reply, status, 'invalid_request', error.message);
  });

  app.get('/.well-known/openid-configuration', async (request: FastifyRequest, reply) => {
    return reply
      .header('cache-control', 'public, max-age=60')
      .send(buildDiscoveryDocument(ctx.issuerFor(request)));
  });
  app.get('/certs', async (_request, reply) => {
    return reply.header('cache-control', 'public, max-age=60').send(jwks);
  });
  registerAuthorizeRoutes(app, ctx);
  registerTokenRoute(app, ctx);
  registerUserinfoRoute(app, ctx);
}
