import type { SubscriptionActionResponse } from '@ollida/contracts/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentQueryKeys } from '../../../lib/payment-query-keys';

/**
 * A change, cancel or resume: its answer becomes the cached subscription, and the history is read again (an upgrade
 * charges, a cancel may refund). `onDone` runs after a success, e.g. to close the dialog.
 */
export function useSubscriptionAction(
  action: () => Promise<SubscriptionActionResponse>,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (response) => {
      queryClient.setQueryData(paymentQueryKeys.subscription(), response.subscription);
      void queryClient.invalidateQueries({ queryKey: paymentQueryKeys.history() });
      onDone?.();
    },
  });
}
