import type { ListingStateRefreshResponse } from '@ollida/contracts/uploaded-products';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/uploaded-products/listing-states`: reads each listing's review state from Wing. */
export function refreshListingStates(ids: readonly string[]): Promise<ListingStateRefreshResponse> {
  return apiRequest<ListingStateRefreshResponse>('/api/uploaded-products/listing-states', {
    method: 'POST',
    body: { ids },
  });
}
