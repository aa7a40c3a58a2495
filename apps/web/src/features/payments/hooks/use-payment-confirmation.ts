import { errorCodes } from '@ollida/contracts/errors';
import type { ConfirmPaymentBody, PaymentRecord } from '@ollida/contracts/payments';
import type { PlanType } from '@ollida/contracts/plans';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { paymentQueryKeys } from '../../../lib/payment-query-keys';
import { confirmPayment } from '../api/confirm-payment';
import { getPaymentHistory } from '../api/get-payment-history';
import { type ConfirmationOutcome, isOutcomeUnknown, outcomeOfRecord } from '../lib/confirmation-outcome';
import { confirmFailedText, paymentText } from '../lib/payment-text';

/** `checking` watches the history for a while (`isWatching`), then leaves the buyer to look at it themselves. */
export type ConfirmationState =
  | { status: 'processing' }
  | { status: 'succeeded'; planType: PlanType }
  | { status: 'failed'; message: string }
  | { status: 'checking'; isWatching: boolean };

/** How often and how many times an order whose outcome is open is looked up in the history (about 30 s in all). */
export const orderWatch = { intervalMs: 3000, maxLookups: 10 } as const;

// One confirm per order and page load: React's StrictMode runs effects twice in development, and a second confirm
// would answer `payment_not_pending` for a payment that just succeeded.
const confirmations = new Map<string, Promise<ConfirmationOutcome>>();

/** The order's row of a fresh history, which also refreshes the cached history (and the plan once it is paid). */
async function lookUpOrder(orderId: string, queryClient: QueryClient): Promise<PaymentRecord | undefined> {
  const history = await getPaymentHistory();
  queryClient.setQueryData(paymentQueryKeys.history(), history);
  const record = history.find((row) => row.order_id === orderId);
  if (record?.status === 'completed') {
    void queryClient.invalidateQueries({ queryKey: paymentQueryKeys.subscription() });
  }
  return record;
}

/**
 * A 409 `payment_not_pending`: this page was reloaded after the confirm, or another tab is confirming the same order.
 * The history tells which; while it cannot be read the order is being checked, never reported as failed.
 */
async function outcomeOfSettled(
  orderId: string,
  detail: string,
  queryClient: QueryClient,
): Promise<ConfirmationOutcome> {
  try {
    const record = await lookUpOrder(orderId, queryClient);
    return record ? outcomeOfRecord(record, detail) : { status: 'failed', message: detail };
  } catch (error) {
    console.error('결제 내역을 확인하지 못했습니다.', error);
    return { status: 'checking' };
  }
}

async function settle(body: ConfirmPaymentBody, queryClient: QueryClient): Promise<ConfirmationOutcome> {
  try {
    const confirmed = await confirmPayment(body);
    // The answer carries the new subscription; the history gains the completed row.
    queryClient.setQueryData(paymentQueryKeys.subscription(), confirmed.subscription);
    void queryClient.invalidateQueries({ queryKey: paymentQueryKeys.history() });
    return { status: 'succeeded', planType: confirmed.planType };
  } catch (error) {
    if (isApiError(error) && error.code === errorCodes.paymentNotPending) {
      return outcomeOfSettled(body.order_id, confirmFailedText(error), queryClient);
    }
    if (isOutcomeUnknown(error)) return { status: 'checking' };
    return { status: 'failed', message: confirmFailedText(error) };
  }
}

function confirmOnce(body: ConfirmPaymentBody, queryClient: QueryClient): Promise<ConfirmationOutcome> {
  const started = confirmations.get(body.order_id);
  if (started) return started;
  const outcome = settle(body, queryClient);
  confirmations.set(body.order_id, outcome);
  return outcome;
}

/**
 * Looks the order up every `orderWatch.intervalMs` until the history shows it settled (`onSettled`) or the lookups
 * run out (`onGiveUp`); a lookup that fails just waits for the next. Returns the function that stops watching.
 */
function watchOrder(
  orderId: string,
  queryClient: QueryClient,
  onSettled: (outcome: ConfirmationOutcome) => void,
  onGiveUp: () => void,
): () => void {
  let lookups = 0;
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function lookUp() {
    lookups += 1;
    const record = await lookUpOrder(orderId, queryClient).catch(() => undefined);
    if (isStopped) return;
    const outcome = record ? outcomeOfRecord(record, paymentText.confirmFailed) : undefined;
    if (outcome && outcome.status !== 'checking') {
      onSettled(outcome);
    } else if (lookups >= orderWatch.maxLookups) {
      onGiveUp();
    } else {
      timer = setTimeout(() => void lookUp(), orderWatch.intervalMs);
    }
  }

  timer = setTimeout(() => void lookUp(), orderWatch.intervalMs);
  return () => {
    isStopped = true;
    clearTimeout(timer);
  };
}

/**
 * Confirms what the provider's success redirect carried, once, and refreshes the subscription and the history. When
 * the outcome is open, watches the history until the order completes or fails.
 */
export function usePaymentConfirmation(
  paymentKey: string,
  orderId: string,
  amount: number,
): ConfirmationState {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<ConfirmationOutcome | null>(null);
  const [isWatching, setIsWatching] = useState(true);
  const isChecking = outcome?.status === 'checking';

  useEffect(() => {
    let isCurrent = true;
    void confirmOnce({ payment_key: paymentKey, order_id: orderId, amount }, queryClient).then((settled) => {
      if (isCurrent) setOutcome(settled);
    });
    return () => {
      isCurrent = false;
    };
  }, [paymentKey, orderId, amount, queryClient]);

  useEffect(() => {
    if (!isChecking) return;
    return watchOrder(orderId, queryClient, setOutcome, () => setIsWatching(false));
  }, [isChecking, orderId, queryClient]);

  if (outcome === null) return { status: 'processing' };
  return outcome.status === 'checking' ? { status: 'checking', isWatching } : outcome;
}
