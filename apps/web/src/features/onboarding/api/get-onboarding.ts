import type { OnboardingResponse } from '@ollida/contracts/onboarding';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/user/onboarding`: which first-run steps are done, read again whenever the profile page opens. */
export function onboardingQueryOptions() {
  return queryOptions({
    queryKey: ['onboarding'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<OnboardingResponse>('/api/user/onboarding', { signal })).data,
    staleTime: 0,
  });
}
