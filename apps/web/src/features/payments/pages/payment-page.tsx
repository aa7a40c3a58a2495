import { type PlanType, planOf } from '@ollida/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { currentSubscriptionQueryOptions } from '../../../lib/get-current-subscription';
import { CancelDialog } from '../components/cancel-dialog';
import { ChangePlanDialog } from '../components/change-plan-dialog';
import { FreeBanner } from '../components/free-banner';
import { PaymentHistory } from '../components/payment-history';
import { PlanCards } from '../components/plan-cards';
import { SubscribeDialog } from '../components/subscribe-dialog';
import { SubscriptionSection } from '../components/subscription-section';
import { UsageBox } from '../components/usage-box';
import { useRegisterCard } from '../hooks/use-register-card';
import { isRenewing } from '../lib/subscription-state';

const defaultPlan: PlanType = 'starter';

/** Which dialog the page shows; each is mounted only while open, so closing resets it. */
type PaymentDialog =
  | { kind: 'subscribe'; plan: PlanType }
  | { kind: 'change'; plan: PlanType }
  | { kind: 'cancel' };

/**
 * /mypage/payment: the subscription, plans, usage and payment history (docs/product/plans-and-payments.md#payment-page). A plan is subscribed to by
 * registering a card in the provider's window; a renewing subscription changes plan or is cancelled here.
 */
export function PaymentPage() {
  const subscription = useQuery(currentSubscriptionQueryOptions());
  const { registration, registerCard } = useRegisterCard();
  const [chosenPlan, setChosenPlan] = useState<PlanType | null>(null);
  const [dialog, setDialog] = useState<PaymentDialog | null>(null);
  const selectedPlan = chosenPlan ?? subscription.data?.planType ?? defaultPlan;
  const plansHeadingId = useId();
  const closeDialog = () => setDialog(null);

  function choosePlan(plan: PlanType) {
    setChosenPlan(plan);
    setDialog({ kind: isRenewing(subscription.data) ? 'change' : 'subscribe', plan });
  }

  function renderDialog() {
    if (!dialog) return null;
    if (dialog.kind === 'cancel') {
      return subscription.data ? (
        <CancelDialog subscription={subscription.data} onClose={closeDialog} />
      ) : null;
    }
    const plan = planOf(dialog.plan);
    if (!plan) return null;
    if (dialog.kind === 'change') return <ChangePlanDialog plan={plan} onClose={closeDialog} />;
    return (
      <SubscribeDialog
        plan={plan}
        onClose={closeDialog}
        onConfirm={() => {
          closeDialog();
          void registerCard(plan.type);
        }}
      />
    );
  }

  return (
    <div className="space-y-6">
      <PageTitle>결제 관리</PageTitle>
      <h1 className="text-2xl font-bold text-slate-900">결제 관리</h1>
      <FreeBanner />
      <SubscriptionSection
        isBusy={registration !== null}
        isChangingCard={registration !== null && registration.planType === null}
        onChangeCard={() => void registerCard(null)}
        onCancel={() => setDialog({ kind: 'cancel' })}
      />
      <section aria-labelledby={plansHeadingId} className="space-y-4">
        <h2 id={plansHeadingId} className="text-lg font-semibold text-slate-900">
          요금제
        </h2>
        <PlanCards
          subscription={subscription.data}
          selectedPlan={selectedPlan}
          payingPlan={registration?.planType ?? null}
          isBusy={registration !== null}
          onChoose={choosePlan}
        />
      </section>
      <UsageBox />
      <PaymentHistory />
      {renderDialog()}
    </div>
  );
}
