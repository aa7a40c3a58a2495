import { appInfoSchema, healthSchema, readinessSchema } from '@ollida/contracts/app-info';
import { errorBodySchema } from '@ollida/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { ServiceUnavailable } from '../../platform/domain-errors.ts';
import { sandboxDemoKeys } from '../../platform/sandboxes.ts';
import type { ReadinessCheck } from './readiness.ts';

/**
 * Liveness (`/api/health`: the process answers; no I/O, so a slow database never gets a live process restarted) and
 * readiness (`/api/ready`: may this process take traffic or jobs now). The worker entry serves these two alone.
 */
export function registerProbeRoutes(app: FastifyInstance, readiness: ReadinessCheck) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/health',
    {
      schema: { tags: ['system'], summary: '생존 확인 (데이터베이스 없이)', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
  routes.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: '준비 확인 (데이터베이스, 마이그레이션, 작업 실행기)',
        response: { 200: readinessSchema, 503: errorBodySchema },
      },
    },
    async () => {
      const result = await readiness();
      if (!result.ready) throw new ServiceUnavailable(result.detail);
      return result.body;
    },
  );
}

/** The probes, and the public facts the SPA needs before sign-in. */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { config: Config; readiness: ReadinessCheck },
) {
  registerProbeRoutes(app, deps.readiness);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/app-info',
      { schema: { tags: ['system'], summary: '공개 앱 정보', response: { 200: appInfoSchema } } },
      async (_request, reply) => {
        // The same for everyone until the server restarts with new settings.
        reply.header('cache-control', 'public, max-age=300');
        return {
          sandbox: deps.config.sandbox,
          support_email: deps.config.supportEmail,
          extension_url: deps.config.extensionUrl,
          business: deps.config.business,
          access_log_retention_days: deps.config.accessLogRetentionDays,
          ...(deps.config.sandbox ? { sandbox_demo: sandboxDemoKeys } : {}),
        };
      },
    );
}
