/** Query keys of the payments feature; the success page invalidates the subscription and the history after a confirm. */
export const paymentQueryKeys = {
  all: ['payments'] as const,
  clientKey: () => [...paymentQueryKeys.all, 'client-key'] as const,
  subscription: () => [...paymentQueryKeys.all, 'subscription'] as const,
  history: () => [...paymentQueryKeys.all, 'history'] as const,
};
