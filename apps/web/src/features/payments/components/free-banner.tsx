import { cardBonusUses, freeTrialUses } from '@ollida/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { currentSubscriptionQueryOptions } from '../../../lib/get-current-subscription';

/**
 * The free-uses promotion of docs/product/plans-and-payments.md#free-uses, as the server applies it: every seller without a plan gets 10 registrations,
 * and 10 more once their first card is registered. A paying seller (a subscription in force, also while its renewal is
 * retried) does not see it; nor does anyone while the subscription loads.
 */
export function FreeBanner() {
  const subscription = useQuery(currentSubscriptionQueryOptions());
  const status = subscription.data?.status;
  if (subscription.isPending || status === 'active' || status === 'past_due') return null;
  return (
    <p className="flex items-center gap-2 rounded-xl bg-indigo-50 px-4 py-3 text-sm font-medium text-indigo-800">
      <Gift aria-hidden="true" className="size-5 shrink-0" />
      구독 중인 플랜이 없어도 상품 등록 {freeTrialUses}회를 무료로 이용할 수 있고, 카드를 처음 등록하면{' '}
      {cardBonusUses}회가 더 주어집니다.
    </p>
  );
}
