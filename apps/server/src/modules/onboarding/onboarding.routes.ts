import { errorBodySchema } from '@ollida/contracts/errors';
import {
  type OnboardingResponse,
  onboardingResponseSchema,
  onboardingSteps,
} from '@ollida/contracts/onboarding';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentAuth } from '../../platform/authenticate.ts';
import { createOnboardingRepo } from './onboarding.repo.ts';

/** `GET /api/user/onboarding`: the first-run checklist of the signed-in user, each step ticked from the data. */
export function registerOnboardingRoutes(
  app: FastifyInstance,
  deps: { db: Database; requireUser: preHandlerAsyncHookHandler },
): void {
  const repo = createOnboardingRepo(deps.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/user/onboarding',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['user'],
        summary: '처음 시작하기 체크리스트 (워크스페이스, 배송 정보, 가격 규칙, 첫 상품 등록)',
        security: [{ bearer: [] }],
        response: { 200: onboardingResponseSchema, 401: errorBodySchema },
      },
    },
    async (request): Promise<OnboardingResponse> => {
      const flags = await repo.stepsOf(currentAuth(request).user.id);
      const steps = onboardingSteps.map((step) => ({ step, done: flags[step] }));
      return { data: { steps, completed: steps.every((entry) => entry.done) } };
    },
  );
}
