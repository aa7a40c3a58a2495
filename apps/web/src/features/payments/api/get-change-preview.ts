import type { ChangePreviewResponse } from '@ollida/contracts/subscriptions';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type PreviewTarget, paymentQueryKeys } from '../../../lib/payment-query-keys';

/** `GET /api/subscriptions/change-preview`: what moving to `target` (`free` = cancelling) would do, before it is done. */
export function getChangePreview(
  target: PreviewTarget,
  signal?: AbortSignal,
): Promise<ChangePreviewResponse> {
  const query = new URLSearchParams({ plan_type: target });
  return apiRequest<ChangePreviewResponse>(`/api/subscriptions/change-preview?${query}`, { signal });
}

/** Read again each time a dialog opens: the amounts depend on the day. */
export function changePreviewQueryOptions(target: PreviewTarget) {
  return queryOptions({
    queryKey: paymentQueryKeys.changePreview(target),
    queryFn: ({ signal }) => getChangePreview(target, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
