import { type ErrorBody, errorCodes } from '@ollida/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseTrouble } from '../db/database-trouble.ts';
import {
  DomainError,
  DuplicateUpload,
  ListingReviewFailed,
  MarketplaceRejected,
  Upstream,
} from './domain-errors.ts';
import { nulCharacterDetail } from './input-hygiene.ts';

const apiPrefixes = ['/api/', '/auth/', '/sandbox/'];
const rateLimitedDetail = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A browser that followed a sign-in redirect gets a readable Korean page instead of raw JSON. */
function wantsSignInPage(reply: FastifyReply): boolean {
  const { url, headers } = reply.request;
  return url.startsWith('/auth/') && (headers.accept ?? '').includes('text/html');
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  if (wantsSignInPage(reply)) {
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>로그인 오류 - 올리다</title></head>` +
          `<body><h1>로그인하지 못했습니다</h1><p>${escapeHtml(body.detail)}</p>` +
          `<p><a href="/login">로그인 화면으로 돌아가기</a></p></body></html>`,
      );
  }
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function validationPath(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return [context, path].filter(Boolean).join('.');
}

/** Maps every thrown error to `{detail, code}` with a Korean message; 5xx bodies hide internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Upstream) {
      request.log.warn({ upstream: error.info }, 'upstream failure');
      return send(reply, error.status, {
        detail: error.detail,
        code: error.code,
        provider: error.info.provider,
        ...(error.info.providerCode ? { provider_code: error.info.providerCode } : {}),
      });
    }
    if (error instanceof DuplicateUpload) {
      return send(reply, error.status, {
        detail: error.detail,
        code: error.code,
        existing_product: error.existing,
      });
    }
    if (error instanceof ListingReviewFailed) {
      return send(reply, error.status, { detail: error.detail, code: error.code, checks: error.checks });
    }
    if (error instanceof MarketplaceRejected) {
      return send(reply, error.status, {
        detail: error.detail,
        code: error.code,
        provider: error.provider,
        uploaded_product_id: error.uploadedProductId,
      });
    }
    if (error instanceof DomainError) {
      return send(reply, error.status, { detail: error.detail, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, {
        detail: '입력값을 확인해 주세요.',
        code: errorCodes.validation,
        errors: error.validation.map((issue) => ({
          path: validationPath(issue.instancePath, error.validationContext),
          message: issue.message ?? '값이 올바르지 않습니다.',
        })),
      });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, { detail: '요청 본문이 너무 큽니다.', code: errorCodes.bodyTooLarge });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, { detail: 'JSON 형식이 올바르지 않습니다.', code: errorCodes.malformedJson });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, { detail: '지원하지 않는 요청 형식입니다.', code: errorCodes.invalid });
    }
    if (error.statusCode === 429) {
      // @fastify/rate-limit throws what its errorResponseBuilder built, wait time included.
      const detail = 'detail' in error && typeof error.detail === 'string' ? error.detail : rateLimitedDetail;
      return send(reply, 429, { detail, code: errorCodes.rateLimited });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, error.statusCode, { detail: '잘못된 요청입니다.', code: errorCodes.invalid });
    }
    const database = databaseTrouble(error);
    if (database === 'unavailable') {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply.header('retry-after', '5'), 503, {
        detail: '데이터베이스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
        code: errorCodes.unavailable,
      });
    }
    if (database === 'character') {
      return send(reply, 400, { detail: nulCharacterDetail, code: errorCodes.invalid });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, {
      detail: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
      code: errorCodes.internal,
    });
  });
}

/** True for paths that belong to the API surface (JSON 404s) rather than the SPA. */
export function isApiPath(url: string): boolean {
  return apiPrefixes.some((prefix) => url.startsWith(prefix)) || url === '/api' || url === '/auth';
}

/** Unknown API routes answer a Korean 404; other paths are left to the SPA fallback. */
export function apiNotFound(reply: FastifyReply) {
  return send(reply, 404, { detail: '요청한 API를 찾을 수 없습니다.', code: errorCodes.routeNotFound });
}
