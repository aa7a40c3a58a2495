import {
  googleCallbackQuerySchema,
  googleLoginQuerySchema,
  messageResponseSchema,
} from '@ollida/contracts/auth';
import { errorBodySchema } from '@ollida/contracts/errors';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import type { LoginService } from './login.service.ts';
import type { SessionService } from './session.service.ts';

const stateCookie = 'ollida_login_state';
const stateCookieMaxAgeSeconds = 600;

/** Google sign-in redirects and sign-out. */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: {
    login: LoginService;
    sessions: SessionService;
    requireUser: preHandlerAsyncHookHandler;
    secureCookies: boolean;
    rateLimitPerMinute: number;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: deps.rateLimitPerMinute, timeWindow: '1 minute' };
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.secureCookies,
    path: '/auth/google',
  };

  routes.get(
    '/auth/google/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Google 로그인 시작 (브라우저 이동)',
        querystring: googleLoginQuerySchema,
        response: { 400: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { location, state } = await deps.login.startLogin(request.query);
      reply.setCookie(stateCookie, state, { ...cookieOptions, maxAge: stateCookieMaxAgeSeconds });
      return reply.redirect(location, 302);
    },
  );

  routes.get(
    '/auth/google/callback',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Google 로그인 콜백',
        querystring: googleCallbackQuerySchema,
        response: { 400: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.clearCookie(stateCookie, cookieOptions);
      const location = await deps.login.finishLogin({
        rawQuery: request.url.split('?')[1] ?? '',
        state: request.query.state,
        error: request.query.error,
        cookieState: request.cookies[stateCookie],
        userAgent: request.headers['user-agent'],
      });
      return reply.redirect(location, 302);
    },
  );

  routes.post(
    '/api/auth/logout',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['auth'],
        summary: '로그아웃 (토큰 폐기)',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await deps.sessions.revokeSession(currentAuth(request).sessionId);
      return { message: '로그아웃되었습니다.' };
    },
  );
}
