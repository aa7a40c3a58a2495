import type { CurrentSubscription } from '@ollida/contracts/payments';
import { type Plan, type PlanType, plans } from '@ollida/contracts/plans';
import { PlanPriceFeatures } from '../../../components/plan-price-features';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { planButtonState } from '../lib/plan-button';

interface PlanCardsProps {
  /** Undefined while loading or when it could not be read. */
  subscription: CurrentSubscription | undefined;
  selectedPlan: PlanType;
  /** The plan whose card registration is under way. */
  payingPlan: PlanType | null;
  /** A card registration (a subscription or a card change) is under way. */
  isBusy: boolean;
  onChoose: (plan: PlanType) => void;
}

interface PlanCardProps extends Omit<PlanCardsProps, 'selectedPlan'> {
  plan: Plan;
  isSelected: boolean;
}

function PlanCard({ plan, isSelected, subscription, payingPlan, isBusy, onChoose }: PlanCardProps) {
  const button = planButtonState(plan, subscription, payingPlan, isBusy);
  const border = isSelected ? 'border-2 border-indigo-600' : 'border border-slate-200';
  return (
    <article aria-label={plan.name} className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm ${border}`}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
        {isSelected && <Badge tone="brand">선택됨</Badge>}
      </div>
      <PlanPriceFeatures plan={plan} compact />
      <Button
        className="mt-6 w-full"
        variant={isSelected ? 'primary' : 'secondary'}
        disabled={button.isDisabled}
        aria-label={button.ariaLabel}
        onClick={() => onChoose(plan.type)}
      >
        {button.label}
      </Button>
    </article>
  );
}

/** The three monthly plans with price, features and the button that subscribes or changes plan. */
export function PlanCards({ subscription, selectedPlan, payingPlan, isBusy, onChoose }: PlanCardsProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {plans.map((plan) => (
        <PlanCard
          key={plan.type}
          plan={plan}
          isSelected={plan.type === selectedPlan}
          subscription={subscription}
          payingPlan={payingPlan}
          isBusy={isBusy}
          onChoose={onChoose}
        />
      ))}
    </div>
  );
}
