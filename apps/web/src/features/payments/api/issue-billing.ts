import type { BillingIssueBody, BillingIssueResponse } from '@ollida/contracts/subscriptions';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/subscriptions/billing-issue`: registers the card the provider's success redirect carried. */
export function issueBilling(body: BillingIssueBody): Promise<BillingIssueResponse> {
  return apiRequest<BillingIssueResponse>('/api/subscriptions/billing-issue', { method: 'POST', body });
}
