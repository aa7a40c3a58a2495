import {
  accessStatsQuerySchema,
  accessStatsResponseSchema,
  adminMessageResponseSchema,
  banIpBodySchema,
  banIpFromStatsBodySchema,
  bannedIpsQuerySchema,
  bannedIpsResponseSchema,
  checkIpResponseSchema,
  ipDetailsQuerySchema,
  ipDetailsResponseSchema,
  ipParamsSchema,
  myIpResponseSchema,
  securitySystemResponseSchema,
  unbanAllResponseSchema,
  unbanIpBodySchema,
} from '@ollida/contracts/admin';
import { errorBodySchema, errorCodes } from '@ollida/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import { clientIpOf } from '../../platform/client-ip.ts';
import { Forbidden } from '../../platform/domain-errors.ts';
import type { AccessStatsService } from './access-stats.service.ts';
import type { AdminCaller, IpBansService } from './ip-bans.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  429: errorBodySchema,
};

/** Per administrator (the limit is checked after the role). */
const adminRateLimit = {
  max: 120,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.auth?.user.id ?? request.ip,
};

/** The sign-in check (see platform/authenticate.ts). */
export type RequireUser = (request: FastifyRequest) => Promise<void>;

export interface AdminRouteDeps {
  requireUser: RequireUser;
  stats: AccessStatsService;
  bans: IpBansService;
  securitySystem: () => Promise<{
    active: boolean;
    patterns: string[];
    auto_blocked_total: number;
    dropped_log_entries: number;
  }>;
}

function callerOf(request: FastifyRequest): AdminCaller {
  return { user: currentAuth(request).user, ip: clientIpOf(request) };
}

/**
 * `/api/admin/*` (docs/product/admin.md#access): signed in, then the admin role, before any work — checked on request, before the body
 * is even read, so a non-admin learns nothing from validation messages either.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  const onRequest = async (request: FastifyRequest) => {
    await deps.requireUser(request);
    if (currentAuth(request).user.role !== 'admin') {
      throw new Forbidden('관리자 권한이 필요합니다.', errorCodes.adminRequired);
    }
  };
  const config = { rateLimit: adminRateLimit };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { stats, bans } = deps;

  routes.get(
    '/api/admin/access-stats',
    {
      onRequest,
      config,
      schema: {
        tags,
        summary: '접속 통계 (기간별 요약, 의심 IP, 시간대별, 상위 경로, 상위 IP)',
        security,
        querystring: accessStatsQuerySchema,
        response: { 200: accessStatsResponseSchema, ...errors },
      },
    },
    async (request) => stats.accessStats(request.query),
  );

  routes.get(
    '/api/admin/ip-details/:ip',
    {
      onRequest,
      config,
      schema: {
        tags,
        summary: 'IP 상세 (요약, 차단 기록, 최근 요청 50건, 경로 통계)',
        security,
        params: ipParamsSchema,
        querystring: ipDetailsQuerySchema,
        response: { 200: ipDetailsResponseSchema, ...errors },
      },
    },
    async (request) => stats.ipDetails(request.params.ip, request.query.hours),
  );

  routes.get(
    '/api/admin/banned-ips',
    {
      onRequest,
      config,
      schema: {
        tags,
        summary: '차단한 IP 목록 (최근 차단 순, 10개씩)',
        security,
        querystring: bannedIpsQuerySchema,
        response: { 200: bannedIpsResponseSchema, ...errors },
      },
    },
    async (request) => bans.list(request.query.page, request.query.limit),
  );

  routes.get(
    '/api/admin/my-ip',
    {
      onRequest,
      config,
      schema: {
        tags,
        summary: '내 접속 IP와 차단 여부',
        security,
        response: { 200: myIpResponseSchema, ...errors },
      },
    },
    async (request) => bans.myIp(callerOf(request)),
  );

  routes.get(
    '/api/admin/check-ip/:ip',
    {
      onRequest,
      config,
      schema: {
        tags,
        summary: 'IP 차단 여부 확인',
        security,
        params: ipParamsSchema,
        response: { 200: checkIpResponseSchema, ...errors },
      },
    },
    async (request) => bans.check(request.params.ip),
  );

  routes.get(
    '/api/admin/security-system',
    {
      onRequest,
      config,
      schema: {
        tags,
        summary: '자동 보안 시스템 상태 (감지 패턴, 자동 차단 수)',
        security,
        response: { 200: securitySystemResponseSchema, ...errors },
      },
    },
    async () => deps.securitySystem(),
  );

  routes.post(
    '/api/admin/ban-ip',
    {
      onRequest,
      config,
      schema: {
        tags,
        summary: 'IP 차단 (사유를 비우면 "관리자에 의한 차단")',
        security,
        body: banIpBodySchema,
        response: { 200: adminMessageResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => bans.ban(callerOf(request), request.body.ip_address, request.body.reason),
  );

  routes.post(
    '/api/admin/ban-ip-from-stats',
    {
      onRequest,
      config,
      schema: {
        tags,
        summary: '통계에서 IP 차단 (사유를 비우면 "의심스러운 활동 감지")',
        security,
        body: banIpFromStatsBodySchema,
        response: { 200: adminMessageResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => bans.ban(callerOf(request), request.body.ip_address, request.body.reason),
  );

  routes.post(
    '/api/admin/unban-ip',
    {
      onRequest,
      config,
      schema: {
        tags,
        summary: 'IP 차단 해제',
        security,
        body: unbanIpBodySchema,
        response: { 200: adminMessageResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => bans.unban(request.body.ip_address),
  );

  routes.post(
    '/api/admin/unban-all-ips',
    {
      onRequest,
      config,
      schema: {
        tags,
        summary: '모든 IP 차단 해제',
        security,
        response: { 200: unbanAllResponseSchema, ...errors },
      },
    },
    async () => bans.unbanAll(),
  );
}
