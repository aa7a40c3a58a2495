import { errorBodySchema } from '@ollida/contracts/errors';
import {
  allProductsQuerySchema,
  allProductsResponseSchema,
  crawlHistoryResponseSchema,
  crawlResultSchema,
  crawlSessionParamsSchema,
  crawlStartBodySchema,
  datesResponseSchema,
  domainListQuerySchema,
  fileQuerySchema,
  htmlContentResponseSchema,
  htmlFilesQuerySchema,
  htmlFilesResponseSchema,
  investigatorStatsSchema,
  maxParseHtmlBytes,
  parsedProductsResponseSchema,
  parseFileResponseSchema,
  parseHtmlBodySchema,
  parseHtmlResponseSchema,
  productsOfDateResponseSchema,
  sourceDateParamsSchema,
  sourceParamsSchema,
  sourcesResponseSchema,
  supportedSitesResponseSchema,
} from '@ollida/contracts/investigator';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../platform/authenticate.ts';
import { perUserRateLimit } from '../../platform/per-user-rate-limit.ts';
import type { InvestigatorService } from './investigator.service.ts';

const base = '/api/product-investigator';
const tags = ['product-investigator'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * A stored supplier page, opened from a signed link: no script of it may run in our origin. The sandbox directive
 * gives the document an opaque origin with scripts, forms and plugins off; only its pictures and styles load.
 */
const storedPageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "sandbox; default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline' http: https:; font-src http: https: data:",
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/** `/api/product-investigator/*` (docs/product/search-and-investigator.md#calls). */
export function registerInvestigatorRoutes(
  app: FastifyInstance,
  deps: { requireUser: preHandlerHookHandler; service: InvestigatorService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service, requireUser } = deps;
  const userId = (request: FastifyRequest) => currentAuth(request).user.id;

  routes.get(
    `${base}/sources`,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '소스(파서) 목록',
        security,
        response: { 200: sourcesResponseSchema, ...errors },
      },
    },
    async () => service.sources(),
  );

  routes.get(
    `${base}/supported-sites`,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '크롤링할 수 있는 사이트와 이번 달 남은 실행 횟수',
        security,
        response: { 200: supportedSitesResponseSchema, ...errors },
      },
    },
    async (request) => service.supportedSites(userId(request)),
  );

  routes.post(
    `${base}/crawler/start`,
    {
      preHandler: requireUser,
      config: { rateLimit: perUserRateLimit(10) },
      schema: {
        tags,
        summary: '크롤링 시작 (작업으로 실행, 세션으로 진행 확인)',
        security,
        body: crawlStartBodySchema,
        response: {
          200: crawlResultSchema,
          ...errors,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => service.startCrawl(userId(request), request.body),
  );

  routes.get(
    `${base}/crawler/sessions/:id`,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '크롤링 진행 상황과 결과',
        security,
        params: crawlSessionParamsSchema,
        response: { 200: crawlResultSchema, ...errors },
      },
    },
    async (request) => service.crawlSession(userId(request), request.params.id),
  );

  routes.get(
    `${base}/crawl-history`,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '사이트의 크롤링 기록 (최근 20개)',
        security,
        querystring: domainListQuerySchema,
        response: { 200: crawlHistoryResponseSchema, ...errors },
      },
    },
    async (request) => service.crawlHistory(userId(request), request.query.domain, request.query.limit),
  );

  routes.get(
    `${base}/parsed-products`,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '사이트의 파싱된 상품 (최근 20개)',
        security,
        querystring: domainListQuerySchema,
        response: { 200: parsedProductsResponseSchema, ...errors },
      },
    },
    async (request) => service.parsedProducts(userId(request), request.query.domain, request.query.limit),
  );

  routes.get(
    `${base}/dates/:source`,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '소스의 수집 날짜',
        security,
        params: sourceParamsSchema,
        response: { 200: datesResponseSchema, ...errors },
      },
    },
    async (request) => service.dates(userId(request), request.params.source),
  );

  routes.get(
    `${base}/products/all`,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '전체 상품 또는 HTML 파일 (필터, 50개씩)',
        security,
        querystring: allProductsQuerySchema,
        response: { 200: allProductsResponseSchema, ...errors },
      },
    },
    async (request) => service.allProducts(userId(request), request.query),
  );

  routes.get(
    `${base}/products/:source/:date`,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '소스·날짜별 상품',
        security,
        params: sourceDateParamsSchema,
        response: { 200: productsOfDateResponseSchema, ...errors },
      },
    },
    async (request) => service.productsOfDate(userId(request), request.params.source, request.params.date),
  );

  routes.get(
    `${base}/stats`,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '저장된 상품 통계',
        security,
        response: { 200: investigatorStatsSchema, ...errors },
      },
    },
    async (request) => service.stats(userId(request)),
  );

  routes.get(
    `${base}/html-files`,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '저장된 HTML 파일 (도메인·날짜순, 50개씩)',
        security,
        querystring: htmlFilesQuerySchema,
        response: { 200: htmlFilesResponseSchema, ...errors },
      },
    },
    async (request) => service.htmlFiles(userId(request), request.query),
  );

  routes.get(
    `${base}/html-content`,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '저장된 HTML 내용과 새 탭에서 열 서명된 링크',
        security,
        querystring: fileQuerySchema,
        response: { 200: htmlContentResponseSchema, ...errors },
      },
    },
    async (request) => service.htmlContent(userId(request), request.query.file_path),
  );

  // Opened in a new tab without the sign-in header: the signed, short-lived link is the permission.
  routes.get(
    `${base}/html-view/:id`,
    {
      schema: {
        tags,
        summary: '저장된 페이지 보기 (서명된 링크, 스크립트 실행 불가)',
        params: z.object({ id: z.uuid('링크가 올바르지 않습니다.') }),
        querystring: z.object({
          expires: z.coerce.number().int().positive(),
          signature: z.string().min(1).max(100),
        }),
      },
    },
    async (request, reply) => {
      const html = await service.viewPage(request.params.id, request.query.expires, request.query.signature);
      return reply.headers(storedPageHeaders).send(html);
    },
  );

  routes.get(
    `${base}/parse-file`,
    {
      preHandler: requireUser,
      config: { rateLimit: perUserRateLimit(60) },
      schema: {
        tags,
        summary: '저장된 파일을 다시 파싱',
        security,
        querystring: fileQuerySchema,
        response: { 200: parseFileResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => service.parseFile(userId(request), request.query.file_path),
  );

  routes.post(
    `${base}/parse`,
    {
      preHandler: requireUser,
      // The HTML travels as a JSON string: escapes can double its size on the wire.
      bodyLimit: 2 * maxParseHtmlBytes + 64 * 1024,
      config: { rateLimit: perUserRateLimit(60) },
      schema: {
        tags,
        summary: 'HTML을 사이트의 상품 페이지로 파싱',
        security,
        body: parseHtmlBodySchema,
        response: { 200: parseHtmlResponseSchema, ...errors, 413: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => service.parseHtml(request.body.domain, request.body.html_content),
  );
}
