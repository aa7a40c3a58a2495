import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PageContext } from './html.ts';
import type { ShopContext } from './options.ts';
import { DOMEME_LOGIN, GODO_LOGIN, type LoginWall, renderLoginPage } from './render-misc.ts';
import { pageContext, queryParam, sendHtml } from './respond.ts';
import { SHOP_SESSION_COOKIE } from './sessions.ts';

/** Sends a visitor without a session to the site's login form, remembering where they wanted to go. */
export function loginRedirect(
  reply: FastifyReply,
  ctx: PageContext,
  wall: LoginWall,
  originalUrl: string,
): FastifyReply {
  const location = `${ctx.prefix}/${wall.formPath}?${wall.returnParam}=${encodeURIComponent(originalUrl)}`;
  return reply.code(302).header('location', location).header('cache-control', 'no-store').send();
}

/** Only paths inside the shop are followed after login, so the form cannot be used as an open redirect. */
function safeReturnTarget(value: string | undefined, ctx: PageContext): string {
  if (value === undefined) return `${ctx.prefix}/`;
  const insideShop = value.startsWith(`${ctx.prefix}/`) && !value.startsWith('//') && !value.includes('\\');
  return insideShop ? value : `${ctx.prefix}/`;
}

/** Registers the login form and submit routes of both login walls. */
export function registerMemberRoutes(app: FastifyInstance, shop: ShopContext): void {
  const prefix = app.prefix;
  for (const wall of [GODO_LOGIN, DOMEME_LOGIN]) {
    app.get(`/${wall.formPath}`, async (request, reply) => {
      const ctx = pageContext(request, prefix, shop.now);
      const returnTo = safeReturnTarget(queryParam(request.query, wall.returnParam), ctx);
      return sendHtml(reply, renderLoginPage(wall, ctx, returnTo));
    });
    app.post(`/${wall.actionPath}`, async (request, reply) => {
      const ctx = pageContext(request, prefix, shop.now);
      const loginId = queryParam(request.body, wall.idField);
      const password = queryParam(request.body, wall.passwordField);
      const returnTo = safeReturnTarget(queryParam(request.body, wall.returnParam), ctx);
      const member = shop.members.find((m) => m.loginId === loginId && m.password === password);
      if (member === undefined) {
        // Real shops answer a failed login with 200 and the form again, not with 401.
        return sendHtml(
          reply,
          renderLoginPage(wall, ctx, returnTo, '아이디 또는 비밀번호가 일치하지 않습니다.'),
        );
      }
      const session = shop.sessions.create(member.loginId);
      return reply
        .code(302)
        .header('set-cookie', `${SHOP_SESSION_COOKIE}=${session}; Path=${prefix}/; HttpOnly; SameSite=Lax`)
        .header('location', returnTo)
        .header('cache-control', 'no-store')
        .send();
    });
  }
}
