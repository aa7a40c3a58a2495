import { errorCodes } from '@ollida/contracts/errors';
import type { PaymentRecord } from '@ollida/contracts/payments';
import type { PlanType } from '@ollida/contracts/plans';
import { clientErrorCodes, isApiError } from '../../../lib/api-client';
import { paymentText } from './payment-text';

/** `checking`: the card may have been charged but the server could not tell yet; the history will. */
export type ConfirmationOutcome =
  | { status: 'succeeded'; planType: PlanType }
  | { status: 'failed'; message: string }
  | { status: 'checking' };

// A gateway answering for a server that did not (bad gateway, timeout) says nothing about the payment either.
const gatewayStatuses = new Set([502, 504]);

/**
 * True when a failed confirm leaves the payment's outcome open: the server could not reach the provider or read its
 * answer (`upstream_error`), or no answer came back at all. The order may still complete, so it is not a failure.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isApiError(error) || error.code === errorCodes.paymentFailed) return false;
  return (
    error.code === errorCodes.upstream ||
    error.code === clientErrorCodes.network ||
    gatewayStatuses.has(error.status)
  );
}

/** What a history row says about its order; `failedMessage` stands in for a failure the provider did not explain. */
export function outcomeOfRecord(record: PaymentRecord, failedMessage: string): ConfirmationOutcome {
  switch (record.status) {
    case 'completed':
      return { status: 'succeeded', planType: record.plan_type };
    case 'failed':
      return { status: 'failed', message: record.failure_message ?? failedMessage };
    case 'cancelled':
      return { status: 'failed', message: paymentText.cancelled };
    case 'expired':
      return { status: 'failed', message: paymentText.expired };
    case 'refunded':
      return { status: 'failed', message: paymentText.refunded };
    case 'pending':
      return { status: 'checking' };
    default: {
      const unexpected: never = record.status;
      return unexpected;
    }
  }
}
