import type { AbandonPaymentBody } from '@ollida/contracts/payments';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/payments/abandon`: tells the server the buyer left the payment window of this order. */
export async function abandonPayment(body: AbandonPaymentBody): Promise<void> {
  await apiRequest<undefined>('/api/payments/abandon', { method: 'POST', body });
}
