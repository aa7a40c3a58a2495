import type { BillingIssueBody, BillingIssueResponse } from '@ollida/contracts/subscriptions';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { paymentQueryKeys } from '../../../lib/payment-query-keys';
import { issueBilling } from '../api/issue-billing';
import { billingText } from '../lib/payment-text';

export type BillingIssueState =
  | { status: 'processing' }
  | { status: 'succeeded'; result: BillingIssueResponse }
  | { status: 'failed'; message: string };

type BillingIssueOutcome = Exclude<BillingIssueState, { status: 'processing' }>;

// One issue per authKey and page load: React's StrictMode runs effects twice in development, and the authKey is
// one-time, so a second request would fail for a card that was just registered.
const issues = new Map<string, Promise<BillingIssueOutcome>>();

async function settle(body: BillingIssueBody, queryClient: QueryClient): Promise<BillingIssueOutcome> {
  try {
    const result = await issueBilling(body);
    // The answer carries the new subscription; the history may gain the first charge.
    queryClient.setQueryData(paymentQueryKeys.subscription(), result.subscription);
    void queryClient.invalidateQueries({ queryKey: paymentQueryKeys.history() });
    return { status: 'succeeded', result };
  } catch (error) {
    const message = isApiError(error) && error.detail ? error.detail : billingText.issueFailed;
    return { status: 'failed', message };
  }
}

function issueOnce(body: BillingIssueBody, queryClient: QueryClient): Promise<BillingIssueOutcome> {
  const started = issues.get(body.authKey);
  if (started) return started;
  const outcome = settle(body, queryClient);
  issues.set(body.authKey, outcome);
  return outcome;
}

/** Registers the card of the provider's success redirect, once, and refreshes the subscription and the history. */
export function useBillingIssue(customerKey: string, authKey: string): BillingIssueState {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<BillingIssueOutcome | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void issueOnce({ customerKey, authKey }, queryClient).then((settled) => {
      if (isCurrent) setOutcome(settled);
    });
    return () => {
      isCurrent = false;
    };
  }, [customerKey, authKey, queryClient]);

  return outcome ?? { status: 'processing' };
}
