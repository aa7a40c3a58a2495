import { errorBodySchema } from '@ollida/contracts/errors';
import { currentSubscriptionSchema } from '@ollida/contracts/payments';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import type { SubscriptionReader } from './current-subscription.ts';

/** `GET /api/subscriptions/current`. */
export function registerPlanRoutes(
  app: FastifyInstance,
  deps: { requireUser: preHandlerAsyncHookHandler; subscriptions: SubscriptionReader },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/subscriptions/current',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['subscriptions'],
        summary: '현재 요금제와 사용량',
        security: [{ bearer: [] }],
        response: { 200: currentSubscriptionSchema, 401: errorBodySchema },
      },
    },
    async (request) => deps.subscriptions.current(currentAuth(request).user.id),
  );
}
