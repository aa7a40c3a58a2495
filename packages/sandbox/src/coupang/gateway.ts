import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { CoupangDemoVendor } from './demo-accounts.ts';
import {
  expectedSignature,
  parseCeaAuthorization,
  parseSignedDate,
  signaturesMatch,
  splitRawTarget,
} from './hmac.ts';
import type { CoupangSandboxContext } from './options.ts';
import { CoupangSandboxError, sendGatewayError, sendNumericError, sendProductError } from './wire.ts';

/** Gateway texts, as the Partners guide and Wing clients quote them. */
export const GATEWAY_MESSAGES = {
  invalidSignature: 'Invalid signature.',
  expired: 'Specified signature is expired.',
  badFormat: 'HMAC format is invalid.',
  unknownKey: 'Unknown error occurred, please contact api-gateway channel for the details.',
  throttled: 'Too many requests. The rate limit for this vendor has been exceeded, please retry later.',
  notFound: 'No API matches the requested path. Check the path and the vendorId in it.',
} as const;

const maxBodyBytes = 10 * 1024 * 1024;

/** The vendor the gateway authenticated for this request (routes run only after the hook set it). */
export function authenticatedVendor(ctx: CoupangSandboxContext, request: FastifyRequest): CoupangDemoVendor {
  const vendor = ctx.vendorOf.get(request);
  if (!vendor) throw new CoupangSandboxError(401, 'gateway', GATEWAY_MESSAGES.badFormat);
  return vendor;
}

/** A vendorId in the path must be the key's own vendor; the gateway answers 404 otherwise. */
export function assertPathVendor(
  ctx: CoupangSandboxContext,
  request: FastifyRequest,
  vendorId: string,
): CoupangDemoVendor {
  const vendor = authenticatedVendor(ctx, request);
  if (vendor.vendorId !== vendorId) throw new CoupangSandboxError(404, 'gateway', GATEWAY_MESSAGES.notFound);
  return vendor;
}

function jsonErrorLine(text: string, error: unknown): number {
  const position = error instanceof Error ? /position (\d+)/.exec(error.message)?.[1] : undefined;
  if (position === undefined) return 1;
  return text.slice(0, Number(position)).split('\n').length;
}

/** Body parsing, HMAC checks, throttling, 404s and error shapes for everything under the plugin's prefix. */
export function registerGateway(app: FastifyInstance, ctx: CoupangSandboxContext): void {
  // Our own JSON parser (inside this encapsulated plugin only) so a broken body gets Coupang's message, and an
  // empty body with a JSON content type (what most clients send on GET/PUT) is simply no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: maxBodyBytes },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      ctx.rawBodies.set(request, text);
      try {
        done(null, JSON.parse(text));
      } catch (error) {
        done(
          new CoupangSandboxError(
            400,
            'product',
            `입력값에 오류가 있습니다. line: ${jsonErrorLine(text, error)}`,
          ),
          undefined,
        );
      }
    },
  );

  app.addHook('onRequest', async (request, reply) => {
    // Unknown paths skip authentication: the not-found handler answers them.
    if (request.routeOptions.url === undefined) return;
    const auth = parseCeaAuthorization(request.headers.authorization);
    const signedAt = auth === undefined ? undefined : parseSignedDate(auth.signedDate);
    if (auth?.algorithm !== 'HmacSHA256' || signedAt === undefined) {
      return sendGatewayError(reply, 401, GATEWAY_MESSAGES.badFormat);
    }
    const vendor = ctx.vendorsByAccessKey.get(auth.accessKey);
    if (!vendor) return sendGatewayError(reply, 401, GATEWAY_MESSAGES.unknownKey);
    if (Math.abs(ctx.now() - signedAt) > ctx.signatureToleranceMs) {
      return sendGatewayError(reply, 401, GATEWAY_MESSAGES.expired);
    }
    // The signature is over the path exactly as received, mount prefix included, because the client's base URL
    // carries the prefix and it signs what it sends; the protocol fixes lowercase hex, so nothing else passes.
    const { path, query } = splitRawTarget(request.raw.url ?? '');
    const valid =
      /^[0-9a-f]{64}$/.test(auth.signature) &&
      signaturesMatch(
        expectedSignature(vendor.secretKey, auth.signedDate, request.method, path, query),
        auth.signature,
      );
    if (!valid) return sendGatewayError(reply, 401, GATEWAY_MESSAGES.invalidSignature);
    if (ctx.limiter) {
      const count = ctx.limiter.admit(vendor.vendorId);
      if (count === undefined) return sendGatewayError(reply, 429, GATEWAY_MESSAGES.throttled);
      if (ctx.limiter.nearLimit(count)) {
        reply.header('X-CAG-Warnings', `vendor ${vendor.vendorId} is close to the API rate limit`);
      }
    }
    ctx.vendorOf.set(request, vendor);
  });

  app.setNotFoundHandler((_request, reply) => sendGatewayError(reply, 404, GATEWAY_MESSAGES.notFound));

  app.setErrorHandler<FastifyError | CoupangSandboxError>((error, request, reply) => {
    if (error instanceof CoupangSandboxError) {
      if (error.family === 'product')
        return sendProductError(reply, error.status, error.message, error.extra);
      if (error.family === 'numeric') return sendNumericError(reply, error.status, error.message);
      return sendGatewayError(reply, error.status, error.message, error.extra);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error, 'coupang sandbox failure');
      return sendGatewayError(reply, 500, 'Internal Server Error');
    }
    return sendGatewayError(reply, status, error.message);
  });
}
