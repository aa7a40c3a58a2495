import type { PlanType } from '@ollida/contracts/plans';
import type { BillingAuthResponse } from '@ollida/contracts/subscriptions';
import { useEffect, useState } from 'react';
import { startBillingAuth } from '../api/start-billing-auth';
import { billingAuthFailedText, isUserCancel, paymentStartErrorText, paymentText } from '../lib/payment-text';
import { usePaymentProvider } from './use-payment-provider';

/** A card registration under way: for subscribing to `planType`, or (null) for replacing the registered card. */
export interface CardRegistration {
  planType: PlanType | null;
}

/**
 * The card registration of the billing flow: provider ready, registration opened by the server, the provider's card
 * window opened. `registration` stays set once the window opened (the provider is taking the seller away) and clears
 * on a failure, a cancel, or a return to this page from the browser's back-forward cache.
 */
export function useRegisterCard() {
  const provider = usePaymentProvider();
  const [registration, setRegistration] = useState<CardRegistration | null>(null);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRegistration(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function registerCard(planType: PlanType | null): Promise<void> {
    if (registration) return;
    if (!provider) {
      window.alert(paymentText.notReady);
      return;
    }
    setRegistration({ planType });
    let auth: BillingAuthResponse;
    try {
      auth = await startBillingAuth(planType);
    } catch (error) {
      setRegistration(null);
      window.alert(billingAuthFailedText(error, planType === null));
      return;
    }
    try {
      await provider.payment({ customerKey: auth.customerKey }).requestBillingAuth({
        method: 'CARD',
        successUrl: auth.successUrl,
        failUrl: auth.failUrl,
        customerName: auth.customerName || undefined,
        customerEmail: auth.customerEmail || undefined,
      });
    } catch (error) {
      setRegistration(null);
      if (!isUserCancel(error)) window.alert(paymentStartErrorText(error));
    }
  }

  return { registration, registerCard };
}
