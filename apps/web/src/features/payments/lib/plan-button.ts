import type { CurrentSubscription } from '@ollida/contracts/payments';
import type { Plan, PlanType } from '@ollida/contracts/plans';
import { isInForce } from './subscription-state';

export interface PlanButtonState {
  label: string;
  /** The accessible name when the visible label alone would not say which plan the button is for. */
  ariaLabel: string | undefined;
  isDisabled: boolean;
}

/**
 * The button of one plan card (docs/product/plans-and-payments.md#plan-button): '현재 플랜' and disabled for the plan in force; '결제 처리 중...' on the plan
 * being paid; every other button waits while a card is being registered (`isBusy`); otherwise '플랜 변경', named
 * '<plan> 플랜으로 변경' for screen readers.
 */
export function planButtonState(
  plan: Pick<Plan, 'type' | 'name'>,
  subscription: CurrentSubscription | undefined,
  payingPlan: PlanType | null,
  isBusy: boolean,
): PlanButtonState {
  if (subscription?.planType === plan.type && isInForce(subscription)) {
    return { label: '현재 플랜', ariaLabel: undefined, isDisabled: true };
  }
  if (payingPlan === plan.type) return { label: '결제 처리 중...', ariaLabel: undefined, isDisabled: true };
  return { label: '플랜 변경', ariaLabel: `${plan.name} 플랜으로 변경`, isDisabled: isBusy };
}
