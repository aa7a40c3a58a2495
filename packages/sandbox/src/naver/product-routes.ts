import type { FastifyInstance } from 'fastify';
import { findCategory } from './categories.ts';
import { categoryRules } from './category-rules.ts';
import { applicationOf } from './gateway.ts';
import { findUploadedImage } from './image-routes.ts';
import type { NaverSandboxContext } from './options.ts';
import { checkProductRequest } from './product-validation.ts';
import { sendApiError } from './responses.ts';
import type { StoredProduct } from './store.ts';

// Product bodies carry the full detail HTML, so they may be larger than the host app's default limit.
const PRODUCT_BODY_LIMIT = 10 * 1024 * 1024;

/** The stored product as `GET /v2/products/origin-products/{no}` answers it. */
export function productView(product: StoredProduct) {
  return {
    originProduct: { ...product.originProduct, statusType: product.statusType },
    smartstoreChannelProduct: {
      ...product.smartstoreChannelProduct,
      channelProductDisplayStatusType: product.displayStatus,
    },
    ...(product.windowChannelProduct === undefined
      ? {}
      : { windowChannelProduct: product.windowChannelProduct }),
  };
}

/** Registers POST /v2/products (non-idempotent, like the real one) and the two GETs of a product. */
export function registerProductRoutes(app: FastifyInstance, ctx: NaverSandboxContext): void {
  app.post('/v2/products', { bodyLimit: PRODUCT_BODY_LIMIT }, async (request, reply) => {
    const now = ctx.now();
    const application = applicationOf(request);
    const windowChannel = application.channels.find((channel) => channel.channelType === 'WINDOW');
    const result = checkProductRequest(request.body, {
      categoryKind: (id) => {
        const category = findCategory(id);
        if (category === undefined) return 'unknown';
        return category.last ? 'leaf' : 'branch';
      },
      categoryRules,
      isUploadedImage: (url) => findUploadedImage(ctx.store, url) !== undefined,
      windowChannelNo: windowChannel?.channelNo,
    });
    if (!result.ok) {
      const [first, ...rest] = result.problems;
      const message =
        first === undefined
          ? '잘못된 요청입니다.'
          : `${first.message}${rest.length > 0 ? ` 외 ${rest.length}건` : ''}`;
      return sendApiError(reply, now, 400, 'BAD_REQUEST', message, result.problems);
    }
    const { product } = result;
    // Duplicates are allowed, as on the real API: a seller code is a search key, not a uniqueness rule.
    const stored = ctx.store.addProduct(
      {
        clientId: application.clientId,
        originProduct: { ...product.originProduct, leafCategoryId: product.leafCategoryId },
        smartstoreChannelProduct: product.smartstoreChannelProduct,
        ...(product.windowChannelProduct === undefined
          ? {}
          : { windowChannelProduct: product.windowChannelProduct }),
        statusType: product.statusType,
        displayStatus: product.displayStatus,
        regDate: now,
        modifiedDate: now,
      },
      product.windowChannelProduct !== undefined,
    );
    return {
      originProductNo: stored.originProductNo,
      smartstoreChannelProductNo: stored.channelProductNo,
      ...(stored.windowChannelProductNo === undefined
        ? {}
        : { windowChannelProductNo: stored.windowChannelProductNo }),
      ...productView(stored),
    };
  });

  app.get<{ Params: { no: string } }>('/v2/products/origin-products/:no', async (request, reply) => {
    const product = ctx.store
      .productsOf(applicationOf(request).clientId)
      .find((candidate) => String(candidate.originProductNo) === request.params.no);
    if (product === undefined)
      return sendApiError(reply, ctx.now(), 404, 'NOT_FOUND', '상품이 존재하지 않습니다.');
    return productView(product);
  });

  app.get<{ Params: { no: string } }>('/v2/products/channel-products/:no', async (request, reply) => {
    const product = ctx.store
      .productsOf(applicationOf(request).clientId)
      .find((candidate) => String(candidate.channelProductNo) === request.params.no);
    if (product === undefined)
      return sendApiError(reply, ctx.now(), 404, 'NOT_FOUND', '상품이 존재하지 않습니다.');
    return { originProductNo: product.originProductNo, ...productView(product) };
  });
}
