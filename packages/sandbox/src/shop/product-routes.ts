import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findShopProduct, shopMemberOnlyProducts } from './catalogue.ts';
import type { ShopProduct, ShopStyle } from './catalogue-types.ts';
import type { PageContext } from './html.ts';
import { loginRedirect } from './member-routes.ts';
import type { ShopContext } from './options.ts';
import { renderCafe24Page } from './render-cafe24.ts';
import { renderDomeggookPage } from './render-domeggook.ts';
import { renderEuckrPage } from './render-euckr.ts';
import { renderGodoPage } from './render-godo.ts';
import { DOMEME_LOGIN, GODO_LOGIN } from './render-misc.ts';
import { renderOpengraphPage } from './render-opengraph.ts';
import { pageContext, queryParam, sendEucKr, sendHtml, sendNotFound } from './respond.ts';
import { readCookie, SHOP_SESSION_COOKIE } from './sessions.ts';

type PageHandler = (request: FastifyRequest, reply: FastifyReply, ctx: PageContext) => FastifyReply;

function paramOf(request: FastifyRequest, name: string): string | undefined {
  return queryParam(request.params, name);
}

/** Registers every product page route, one URL shape per real site. */
export function registerProductRoutes(app: FastifyInstance, shop: ShopContext): void {
  const prefix = app.prefix;
  const get = (path: string, handler: PageHandler) => {
    app.get(path, async (request, reply) => handler(request, reply, pageContext(request, prefix, shop.now)));
  };
  const isLoggedIn = (request: FastifyRequest) =>
    shop.sessions.find(readCookie(request.headers.cookie, SHOP_SESSION_COOKIE)) !== undefined;

  const page =
    (style: ShopStyle, render: (product: ShopProduct, ctx: PageContext) => string) =>
    (no: string | undefined, reply: FastifyReply, ctx: PageContext): FastifyReply => {
      const listed = no === undefined ? undefined : findShopProduct(style, no);
      const product = listed === undefined ? undefined : shop.supplier.current(listed);
      if (product === undefined) return sendNotFound(reply, ctx);
      const html = render(product, ctx);
      return style === 'euckr' ? sendEucKr(reply, html) : sendHtml(reply, html);
    };

  const domeggook = page('domeggook', (p, ctx) => renderDomeggookPage(p, ctx, 'domeggook'));
  get('/domeggook/:itemNo', (request, reply, ctx) => domeggook(paramOf(request, 'itemNo'), reply, ctx));
  get('/domeggook/', (request, reply, ctx) => domeggook(queryParam(request.query, 'no'), reply, ctx));
  get('/domeme/s/:itemNo', (request, reply, ctx) => {
    if (!isLoggedIn(request)) return loginRedirect(reply, ctx, DOMEME_LOGIN, request.url);
    const listed = findShopProduct('domeggook', paramOf(request, 'itemNo') ?? '');
    const product = listed === undefined ? undefined : shop.supplier.current(listed);
    if (product === undefined) return sendNotFound(reply, ctx);
    return sendHtml(reply, renderDomeggookPage(product, ctx, 'domeme'));
  });

  const cafe24 = page('cafe24', renderCafe24Page);
  get('/cafe24/product/detail.html', (request, reply, ctx) =>
    cafe24(queryParam(request.query, 'product_no'), reply, ctx),
  );
  get('/cafe24/m/product/detail.html', (request, reply, ctx) =>
    cafe24(queryParam(request.query, 'product_no'), reply, ctx),
  );
  for (const path of [
    '/cafe24/product/:slug/:productNo/category/:cateNo/display/:displayGroup/',
    '/cafe24/product/:slug/:productNo/category/:cateNo/display/:displayGroup',
  ]) {
    get(path, (request, reply, ctx) => cafe24(paramOf(request, 'productNo'), reply, ctx));
  }

  const godo = page('godo', renderGodoPage);
  get('/godo/goods/goods_view.php', (request, reply, ctx) => {
    const goodsNo = queryParam(request.query, 'goodsNo');
    const memberOnly = findShopProduct('godo', goodsNo ?? '', shopMemberOnlyProducts);
    if (memberOnly === undefined) return godo(goodsNo, reply, ctx);
    if (!isLoggedIn(request)) return loginRedirect(reply, ctx, GODO_LOGIN, request.url);
    const product = shop.supplier.current(memberOnly);
    if (product === undefined) return sendNotFound(reply, ctx);
    return sendHtml(reply, renderGodoPage(product, ctx));
  });

  const opengraph = page('opengraph', renderOpengraphPage);
  for (const path of ['/opengraph/shop_view/', '/opengraph/shop_view']) {
    get(path, (request, reply, ctx) => opengraph(queryParam(request.query, 'idx'), reply, ctx));
  }

  const euckr = page('euckr', renderEuckrPage);
  get('/euckr/shop/shopdetail.html', (request, reply, ctx) =>
    euckr(queryParam(request.query, 'branduid'), reply, ctx),
  );
}
