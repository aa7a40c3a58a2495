import type { FastifyInstance } from 'fastify';
import type { CoupangDemoVendor } from './demo-accounts.ts';
import { assertPathVendor, authenticatedVendor } from './gateway.ts';
import { imageDownloadProblem } from './image-download.ts';
import { type CoupangSandboxContext, PATHS } from './options.ts';
import { historiesPage } from './product-history.ts';
import { checkModifyRequest } from './product-modify.ts';
import { productView } from './product-store.ts';
import { checkProductRequest, type ProductCheckContext } from './product-validation.ts';
import { cachedOutboundPlaces, cachedReturnCenters } from './shipping-places.ts';
import { CoupangSandboxError, sendJson } from './wire.ts';

function readProductId(params: unknown): number {
  const raw =
    typeof params === 'object' && params !== null ? Reflect.get(params, 'sellerProductId') : undefined;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) {
    throw new CoupangSandboxError(400, 'product', `sellerProductId[${String(raw)}]는 숫자여야 합니다.`);
  }
  return Number(raw);
}

function checkContext(ctx: CoupangSandboxContext, vendor: CoupangDemoVendor): ProductCheckContext {
  return {
    vendor,
    returnCenters: cachedReturnCenters(vendor.vendorId, ctx.seed),
    outboundPlaces: cachedOutboundPlaces(vendor.vendorId, ctx.seed),
  };
}

/** Seller-product APIs: create, modify, read, histories, approval request, and the auto-category consent check. */
export function registerProductRoutes(app: FastifyInstance, ctx: CoupangSandboxContext): void {
  app.post(PATHS.sellerProducts, async (request, reply) => {
    const vendor = authenticatedVendor(ctx, request);
    const checked = checkProductRequest(request.body, checkContext(ctx, vendor));
    // The review downloads the pictures when it starts; the sandbox does it before answering so the verdict is
    // settled by the time the approval clock runs out (the real service answers first and downloads later).
    const imageProblem = checked.requested
      ? await imageDownloadProblem(checked.body, ctx.imageDownload)
      : undefined;
    const product = ctx.products.create(vendor.vendorId, checked, imageProblem);
    return sendJson(reply, 200, { code: 'SUCCESS', message: '', data: product.sellerProductId });
  });

  // A reviewer's verdict no request rule shows, for demos and end-to-end tests of rejected listings (signed like any
  // call, so only the vendor itself can ask it).
  app.post(PATHS.denyNextReview, async (request, reply) => {
    const vendor = authenticatedVendor(ctx, request);
    const reason =
      typeof request.body === 'object' && request.body !== null ? Reflect.get(request.body, 'reason') : '';
    if (typeof reason !== 'string' || reason.trim() === '' || reason.length > 500) {
      throw new CoupangSandboxError(400, 'product', 'reason(반려 사유)을 500자 이내로 입력해 주세요.');
    }
    ctx.products.denyNextReview(vendor.vendorId, reason.trim());
    return sendJson(reply, 200, { code: 'SUCCESS', message: '', data: null });
  });

  app.put(PATHS.sellerProducts, async (request, reply) => {
    const vendor = authenticatedVendor(ctx, request);
    const { sellerProductId, checked, itemIds } = checkModifyRequest(
      request.body,
      checkContext(ctx, vendor),
      (id) => ctx.products.find(vendor.vendorId, id),
    );
    const imageProblem = checked.requested
      ? await imageDownloadProblem(checked.body, ctx.imageDownload)
      : undefined;
    ctx.products.modify(vendor.vendorId, sellerProductId, checked, itemIds, imageProblem);
    return sendJson(reply, 200, { code: 'SUCCESS', message: '', data: sellerProductId });
  });

  app.get(`${PATHS.sellerProducts}/:sellerProductId`, async (request, reply) => {
    const vendor = authenticatedVendor(ctx, request);
    const id = readProductId(request.params);
    const product = ctx.products.find(vendor.vendorId, id);
    if (!product) throw new CoupangSandboxError(404, 'product', `업체상품[${id}]이 존재하지 않습니다.`);
    return sendJson(reply, 200, { code: 'SUCCESS', message: '', data: productView(product) });
  });

  app.get(`${PATHS.sellerProducts}/:sellerProductId/histories`, async (request, reply) => {
    const vendor = authenticatedVendor(ctx, request);
    const id = readProductId(request.params);
    const product = ctx.products.find(vendor.vendorId, id);
    if (!product) throw new CoupangSandboxError(404, 'product', `업체상품[${id}]이 존재하지 않습니다.`);
    return sendJson(reply, 200, historiesPage(product.history ?? [], request.query));
  });

  app.put(`${PATHS.sellerProducts}/:sellerProductId/approvals`, async (request, reply) => {
    const vendor = authenticatedVendor(ctx, request);
    const id = readProductId(request.params);
    const saved = ctx.products.find(vendor.vendorId, id);
    const imageProblem =
      saved?.status === 'SAVED' ? await imageDownloadProblem(saved.body, ctx.imageDownload) : undefined;
    ctx.products.requestApproval(vendor.vendorId, id, imageProblem);
    return sendJson(reply, 200, {
      code: 'SUCCESS',
      message: `${id} 승인 요청되었습니다. 승인 결과는 상품 조회에서 확인할 수 있습니다.`,
      data: String(id),
    });
  });

  app.get<{ Params: { vendorId: string } }>(PATHS.autoCategoryAgreed, async (request, reply) => {
    const vendor = assertPathVendor(ctx, request, request.params.vendorId);
    return sendJson(reply, 200, { code: 'SUCCESS', message: '', data: vendor.autoCategoryAgreed });
  });
}
