import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ERROR_PAGE_CSP,
  renderErrorPage,
  renderSignInPage,
  type SignInFormValues,
  signInPageCsp,
} from './authorize-page.ts';
import { type AuthorizeValidation, validateAuthorizeParams } from './authorize-request.ts';
import { isFormContentType, readParam, withQuery } from './http.ts';
import { parseIdentity } from './identity.ts';
import type { SandboxContext } from './options.ts';

/** Registers GET and POST /authorize: the consent page and its submission. */
export function registerAuthorizeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/authorize', async (request, reply) => {
    const validation = validateAuthorizeParams(request.query, ctx.clients);
    if (validation.kind !== 'ok') return sendInvalid(reply, validation);
    const html = renderSignInPage(validation.request, { emailVerified: true });
    return sendHtml(reply, 200, html, signInPageCsp(validation.request.redirectUri));
  });

  app.post('/authorize', async (request, reply) => {
    if (!isFormContentType(request.headers['content-type'])) {
      const error = {
        error: 'invalid_request',
        description: '로그인 양식은 application/x-www-form-urlencoded 로 전송해야 합니다.',
      };
      return sendHtml(reply, 400, renderErrorPage(error), ERROR_PAGE_CSP);
    }
    const body = request.body;
    // The form re-sends every OAuth parameter, so the trust checks from GET must run again.
    const validation = validateAuthorizeParams(body, ctx.clients);
    if (validation.kind !== 'ok') return sendInvalid(reply, validation);
    const authz = validation.request;

    if (readParam(body, 'action') === 'deny') {
      const location = withQuery(authz.redirectUri, {
        error: 'access_denied',
        error_description: 'The user denied the request.',
        state: authz.state,
      });
      return reply.code(302).header('location', location).header('cache-control', 'no-store').send();
    }

    const input = {
      email: readParam(body, 'email'),
      name: readParam(body, 'name'),
      emailVerified: readParam(body, 'email_verified'),
      picture: readParam(body, 'picture'),
    };
    const parsed = parseIdentity(input);
    if ('message' in parsed) {
      const values: SignInFormValues = {
        email: input.email,
        name: input.name,
        emailVerified: input.emailVerified === 'on' || input.emailVerified === 'true',
        picture: input.picture,
      };
      return sendHtml(
        reply,
        400,
        renderSignInPage(authz, values, parsed.message),
        signInPageCsp(authz.redirectUri),
      );
    }

    const now = ctx.now();
    const grant = {
      clientId: authz.clientId,
      redirectUri: authz.redirectUri,
      scope: authz.scope,
      nonce: authz.nonce,
      codeChallenge: authz.codeChallenge,
      codeChallengeMethod: authz.codeChallengeMethod,
      identity: parsed.identity,
    };
    const code = ctx.store.issueCode(grant, now + ctx.codeTtlSeconds * 1000, now);
    const location = withQuery(authz.redirectUri, { code, state: authz.state });
    return reply.code(302).header('location', location).header('cache-control', 'no-store').send();
  });
}

function sendInvalid(
  reply: FastifyReply,
  validation: Exclude<AuthorizeValidation, { kind: 'ok' }>,
): FastifyReply {
  if (validation.kind === 'page') return sendHtml(reply, 400, renderErrorPage(validation), ERROR_PAGE_CSP);
  const location = withQuery(validation.redirectUri, {
    error: validation.error,
    error_description: validation.description,
    state: validation.state,
  });
  return reply.code(302).header('location', location).header('cache-control', 'no-store').send();
}

function sendHtml(reply: FastifyReply, status: number, html: string, csp: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(html);
}
