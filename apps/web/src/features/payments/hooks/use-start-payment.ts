import type { CreatePaymentResponse } from '@ollida/contracts/payments';
import type { PlanType } from '@ollida/contracts/plans';
import { useEffect, useState } from 'react';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../auth/session/session-context';
import { createPayment } from '../api/create-payment';
import { isUserCancel, orderFailedText, paymentStartErrorText, paymentText } from '../lib/payment-text';
import { usePaymentProvider } from './use-payment-provider';

/**
 * The payment start of spec 2 §4: provider ready, order created by the server, payment window opened. `payingPlan` is
 * the plan being paid; it stays set once the window opened (the provider is taking the buyer away) and clears on a
 * failure, a cancel, or a return to this page from the browser's back-forward cache.
 */
export function useStartPayment() {
  const provider = usePaymentProvider();
  const { user } = useCurrentUser();
  const [payingPlan, setPayingPlan] = useState<PlanType | null>(null);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPayingPlan(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function startPayment(planType: PlanType): Promise<void> {
    if (payingPlan) return;
    if (!provider) {
      window.alert(paymentText.notReady);
      return;
    }
    setPayingPlan(planType);
    let order: CreatePaymentResponse;
    try {
      order = await createPayment(planType);
    } catch (error) {
      setPayingPlan(null);
      window.alert(orderFailedText(error));
      return;
    }
    try {
      await provider.toss.payment({ customerKey: provider.anonymousCustomer }).requestPayment({
        method: 'CARD',
        amount: { currency: 'KRW', value: order.amount },
        orderId: order.orderId,
        orderName: order.orderName,
        customerName: user?.name || undefined,
        customerEmail: user?.email,
        successUrl: `${window.location.origin}${paths.paymentSuccess}`,
        failUrl: `${window.location.origin}${paths.paymentFail}`,
      });
    } catch (error) {
      setPayingPlan(null);
      if (!isUserCancel(error)) window.alert(paymentStartErrorText(error));
    }
  }

  return { payingPlan, startPayment };
}
