import { Readable } from 'node:stream';
import multipart, { type Multipart } from '@fastify/multipart';
import { errorBodySchema, errorCodes } from '@ollida/contracts/errors';
import {
  feeRatesRequestSchema,
  feeRatesSchema,
  orderActionResponseSchema,
  orderConfirmRequestSchema,
  orderDetailQuerySchema,
  orderDetailSchema,
  orderDispatchRequestSchema,
  orderFilterSchema,
  orderIdParamsSchema,
  orderLimits,
  orderListQuerySchema,
  orderListResponseSchema,
  orderSyncRequestSchema,
  orderSyncSchema,
  supplierOrderRequestSchema,
} from '@ollida/contracts/orders';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../platform/authenticate.ts';
import { DomainError, Invalid } from '../../platform/domain-errors.ts';
import { perUserRateLimit } from '../../platform/per-user-rate-limit.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

async function readUpload(
  parts: AsyncIterableIterator<Multipart>,
): Promise<{ workspaceId: string; bytes: Buffer }> {
  let workspaceId: string | undefined;
  let bytes: Buffer | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field' && part.fieldname === 'workspace_id') workspaceId = String(part.value);
      else if (part.type === 'file' && bytes === undefined) {
        if (!/\.csv$/i.test(part.filename.trim()))
          throw new Invalid('CSV 파일만 올릴 수 있습니다.', errorCodes.csvNotCsv);
        bytes = await part.toBuffer();
      } else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError(
        413,
        errorCodes.csvTooLarge,
        'CSV 파일이 너무 큽니다. 1MB 이하 파일만 올릴 수 있습니다.',
      );
    }
    throw new Invalid('업로드한 파일을 읽지 못했습니다. 파일을 다시 선택해 주세요.', errorCodes.csvMalformed);
  }
  const id = z.uuid().safeParse(workspaceId);
  if (!id.success) throw new Invalid('워크스페이스를 다시 선택해 주세요.', errorCodes.validation);
  if (!bytes) throw new Invalid('송장 CSV 파일을 선택해 주세요.', errorCodes.csvMissingFile);
  return { workspaceId: id.data, bytes };
}

/** The two-market order API (issue 26); `/api/coupang/orders` stays as docs/product/products-and-orders.md#calls names it. */
export async function registerOrderRoutes(
  app: FastifyInstance,
  deps: { requireUser: preHandlerAsyncHookHandler; service: OrdersService },
): Promise<void> {
  const { service, requireUser } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).user.id;

  routes.get(
    '/api/orders',
    {
      preHandler: requireUser,
      // The service builds the contract's shape; a page (kept or fresh) is written as plain JSON.
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
      schema: {
        tags,
        summary: '주문 목록 (쿠팡·네이버, 저장된 주문에서 조회)',
        security,
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(userOf(request), request.query),
  );

  routes.get(
    '/api/orders/export.csv',
    {
      preHandler: requireUser,
      config: { rateLimit: perUserRateLimit(10) },
      schema: {
        tags,
        summary: '주문 CSV 내보내기 (마진 포함, 최대 50,000건)',
        security,
        querystring: orderFilterSchema,
      },
    },
    async (request, reply) => {
      const lines = await service.exportCsv(userOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="orders.csv"; filename*=UTF-8''${encodeURIComponent('주문목록.csv')}`,
        )
        .send(Readable.from(lines));
    },
  );

  routes.get(
    '/api/orders/fee-rates',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '마켓 수수료율 조회',
        security,
        querystring: orderDetailQuerySchema,
        response: { 200: feeRatesSchema, ...errors },
      },
    },
    async (request) => service.feeRates(userOf(request), request.query.workspace_id),
  );

  routes.put(
    '/api/orders/fee-rates',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '마켓 수수료율 저장 (기본값과 카테고리별)',
        security,
        body: feeRatesRequestSchema,
        response: { 200: feeRatesSchema, ...errors },
      },
    },
    async (request) => {
      const { workspace_id, ...rates } = request.body;
      return service.saveFeeRates(userOf(request), workspace_id, rates);
    },
  );

  routes.post(
    '/api/orders/sync',
    {
      preHandler: requireUser,
      config: { rateLimit: perUserRateLimit(12) },
      schema: {
        tags,
        summary: '마켓에서 주문 다시 불러오기',
        security,
        body: orderSyncRequestSchema,
        response: { 202: orderSyncSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.requestSync(userOf(request), request.body.workspace_id)),
  );

  routes.post(
    '/api/orders/confirm',
    {
      preHandler: requireUser,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        tags,
        summary: '발주 확인 (쿠팡 상품준비중, 네이버 발주확인)',
        security,
        body: orderConfirmRequestSchema,
        response: { 200: orderActionResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => service.confirm(userOf(request), request.body.workspace_id, request.body.order_ids),
  );

  routes.post(
    '/api/orders/dispatch',
    {
      preHandler: requireUser,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        tags,
        summary: '송장번호 보내기 (쿠팡 송장 업로드, 네이버 발송 처리)',
        security,
        body: orderDispatchRequestSchema,
        response: { 200: orderActionResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) =>
      service.dispatch(
        userOf(request),
        request.body.workspace_id,
        request.body.items.map((item) => ({
          orderId: item.order_id,
          courier: item.courier,
          trackingNumber: item.tracking_number,
        })),
      ),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: orderLimits.csvMaxBytes, fields: 5, parts: 6, fieldSize: 200 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/orders/dispatch-csv',
      {
        preHandler: requireUser,
        config: { rateLimit: perUserRateLimit(10) },
        schema: {
          tags,
          summary: '송장 CSV 업로드 (주문번호, 택배사, 송장번호 열)',
          security,
          consumes: ['multipart/form-data'],
          response: {
            200: orderActionResponseSchema,
            ...errors,
            413: errorBodySchema,
            415: errorBodySchema,
            422: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request) => {
        if (!request.isMultipart()) {
          throw new DomainError(
            415,
            errorCodes.csvMissingFile,
            '송장 CSV 파일을 multipart/form-data로 보내 주세요.',
          );
        }
        const upload = await readUpload(request.parts());
        return service.dispatchCsv(userOf(request), upload.workspaceId, upload.bytes);
      },
    );
  });

  routes.get(
    '/api/orders/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '주문 상세 (공급처 주문 도우미 포함)',
        security,
        params: orderIdParamsSchema,
        querystring: orderDetailQuerySchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => service.detail(userOf(request), request.query.workspace_id, request.params.id),
  );

  routes.put(
    '/api/orders/:id/supplier-order',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '공급처 주문번호와 결제 금액 기록',
        security,
        params: orderIdParamsSchema,
        body: supplierOrderRequestSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) =>
      service.saveSupplierOrder(userOf(request), request.body.workspace_id, request.params.id, {
        supplierOrderNumber: request.body.supplier_order_number,
        supplierPaid: request.body.supplier_paid,
      }),
  );
}
