import type { FastifyInstance } from 'fastify';
import { CAFE24_CATEGORY_NO, GODO_CATEGORY_CODE } from './catalogue.ts';
import type { ShopStyle } from './catalogue-types.ts';
import type { ShopContext } from './options.ts';
import { listingPath, renderListingPage, renderShopIndex } from './render-listing.ts';
import { renderNoticePage, renderRobotsTxt } from './render-misc.ts';
import {
  pageContext,
  pageParam,
  queryParam,
  redirectWithin,
  sendEucKr,
  sendHtml,
  sendNotFound,
} from './respond.ts';

/** Registers the index, robots.txt, listings, the notice page and the image files. */
export function registerSiteRoutes(app: FastifyInstance, shop: ShopContext): void {
  const prefix = app.prefix;

  app.get('/', async (request, reply) =>
    sendHtml(reply, renderShopIndex(pageContext(request, prefix, shop.now))),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(renderRobotsTxt(prefix)),
  );

  const listing = (style: ShopStyle, path: string, requiredQuery?: [string, string]) => {
    app.get(path, async (request, reply) => {
      const ctx = pageContext(request, prefix, shop.now);
      // Real shops answer an unknown category with their 404 page; only the one category exists here.
      if (requiredQuery !== undefined && queryParam(request.query, requiredQuery[0]) !== requiredQuery[1]) {
        return sendNotFound(reply, ctx);
      }
      const html = renderListingPage(style, pageParam(request.query), shop.listPageSize, ctx);
      return style === 'euckr' ? sendEucKr(reply, html) : sendHtml(reply, html);
    });
  };
  listing('domeggook', '/domeggook/list');
  listing('cafe24', '/cafe24/product/list.html', ['cate_no', CAFE24_CATEGORY_NO]);
  listing('godo', '/godo/goods/goods_list.php', ['cateCd', GODO_CATEGORY_CODE]);
  listing('opengraph', '/opengraph/shop');
  listing('euckr', '/euckr/shop/shopbrand.html', ['xcode', '001']);

  for (const style of ['cafe24', 'godo'] as const) {
    app.get(`/${style}/`, async (request, reply) =>
      redirectWithin(reply, pageContext(request, prefix, shop.now), listingPath(style, 1)),
    );
  }

  app.get('/godo/board/view.php', async (request, reply) => {
    const ctx = pageContext(request, prefix, shop.now);
    const isNotice =
      queryParam(request.query, 'bdId') === 'notice' && queryParam(request.query, 'sno') === '17';
    return isNotice ? sendHtml(reply, renderNoticePage(ctx)) : sendNotFound(reply, ctx);
  });

  app.get('/images/*', async (request, reply) => {
    const rest = queryParam(request.params, '*') ?? '';
    const image = shop.images.get(`images/${rest}`);
    if (image === undefined) return sendNotFound(reply, pageContext(request, prefix, shop.now));
    return (
      reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        // A supplier CDN's pictures load anywhere (the browser extension's popup shows them); the host app's default
        // same-origin policy would block them there.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(image.body)
    );
  });
}
