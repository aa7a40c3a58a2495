import { z } from 'zod';

/**
 * The first-run checklist of a new seller, in order: a workspace, its delivery settings (Coupang return center and
 * outbound place, or the Naver A/S phone), the price rule saved once, a first product listed. Each step is done when
 * any workspace the user belongs to has done it.
 */
export const onboardingSteps = ['workspace', 'delivery', 'price_rule', 'first_upload'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/** `GET /api/user/onboarding`. */
export const onboardingResponseSchema = z.object({
  data: z.object({
    steps: z.array(z.object({ step: z.enum(onboardingSteps), done: z.boolean() })),
    completed: z.boolean(),
  }),
});
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;
