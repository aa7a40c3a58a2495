import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { errorCodes } from '@ollida/contracts/errors';
import type { FastifyInstance } from 'fastify';

// Toss Payments' SDK script and the payment window it opens in an iframe; the sandbox's shim is same-origin.
const tossSdkOrigin = 'https://js.tosspayments.com';
const tossOrigins = 'https://*.tosspayments.com';

/**
 * Security headers (strict CSP: what the app itself serves, plus Toss Payments' SDK and window), cookies, and opt-in
 * per-route rate limits.
 */
export async function registerSecurity(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", tossSdkOrigin],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", tossOrigins],
        frameSrc: ["'self'", tossOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      detail: `요청이 너무 많습니다. ${Math.ceil(context.ttl / 1000)}초 후 다시 시도해 주세요.`,
      code: errorCodes.rateLimited,
    }),
  });
}
