import type { PlanType } from '@ollida/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { currentSubscriptionQueryOptions } from '../api/get-current-subscription';
import { FreeBanner } from '../components/free-banner';
import { PaymentHistory } from '../components/payment-history';
import { PlanCards } from '../components/plan-cards';
import { SubscriptionPeriod } from '../components/subscription-period';
import { UsageBox } from '../components/usage-box';
import { useStartPayment } from '../hooks/use-start-payment';

const defaultPlan: PlanType = 'starter';

/** /mypage/payment: the subscription period, plans, usage and payment history (spec 2 §2). Card entry happens in the provider's window. */
export function PaymentPage() {
  const subscription = useQuery(currentSubscriptionQueryOptions());
  const { payingPlan, startPayment } = useStartPayment();
  const [chosenPlan, setChosenPlan] = useState<PlanType | null>(null);
  const selectedPlan = chosenPlan ?? subscription.data?.planType ?? defaultPlan;
  const plansHeadingId = useId();

  function choosePlan(plan: PlanType) {
    setChosenPlan(plan);
    void startPayment(plan);
  }

  return (
    <div className="space-y-6">
      <PageTitle>결제 관리</PageTitle>
      <h1 className="text-2xl font-bold text-slate-900">결제 관리</h1>
      <FreeBanner />
      <SubscriptionPeriod />
      <section aria-labelledby={plansHeadingId} className="space-y-4">
        <h2 id={plansHeadingId} className="text-lg font-semibold text-slate-900">
          요금제
        </h2>
        <PlanCards
          subscription={subscription.data}
          selectedPlan={selectedPlan}
          payingPlan={payingPlan}
          onChoose={choosePlan}
        />
      </section>
      <UsageBox />
      <PaymentHistory />
    </div>
  );
}
