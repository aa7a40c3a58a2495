import { appInfoSchema, healthSchema } from '@ollida/contracts/app-info';
import { errorBodySchema } from '@ollida/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { ServiceUnavailable } from '../../platform/domain-errors.ts';
import { sandboxDemoKeys } from '../../platform/sandboxes.ts';

/** Liveness with a database round trip, and the public facts the SPA needs before sign-in. */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; config: Config },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: '상태 확인',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async () => {
      await deps.database.ping().catch(() => {
        throw new ServiceUnavailable('데이터베이스에 연결할 수 없습니다.');
      });
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
  routes.get(
    '/api/app-info',
    { schema: { tags: ['system'], summary: '공개 앱 정보', response: { 200: appInfoSchema } } },
    async () => ({
      sandbox: deps.config.sandbox,
      support_email: deps.config.supportEmail,
      extension_url: deps.config.extensionUrl,
      ...(deps.config.sandbox ? { sandbox_demo: sandboxDemoKeys } : {}),
    }),
  );
}
