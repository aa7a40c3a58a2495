import type { previewTargets } from '@ollida/contracts/subscriptions';

/** What a change preview is asked about: a plan, or `free` for a cancellation. */
export type PreviewTarget = (typeof previewTargets)[number];

/**
 * Query keys of the payment API; the current subscription is also read outside payments. The success page invalidates
 * the subscription and the history after a confirm.
 */
export const paymentQueryKeys = {
  all: ['payments'] as const,
  clientKey: () => [...paymentQueryKeys.all, 'client-key'] as const,
  subscription: () => [...paymentQueryKeys.all, 'subscription'] as const,
  history: () => [...paymentQueryKeys.all, 'history'] as const,
  changePreview: (target: PreviewTarget) => [...paymentQueryKeys.all, 'change-preview', target] as const,
};
