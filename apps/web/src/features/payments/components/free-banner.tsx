import { freeTrialUses } from '@ollida/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { currentSubscriptionQueryOptions } from '../api/get-current-subscription';

/**
 * The free-uses promotion of spec 2 §2, as the server applies it: every seller without a plan gets 10 registrations.
 * A paying seller (an active subscription) does not see it; nor does anyone while the subscription loads.
 */
export function FreeBanner() {
  const subscription = useQuery(currentSubscriptionQueryOptions());
  if (subscription.isPending || subscription.data?.status === 'active') return null;
  return (
    <p className="flex items-center gap-2 rounded-xl bg-indigo-50 px-4 py-3 text-sm font-medium text-indigo-800">
      <Gift aria-hidden="true" className="size-5 shrink-0" />
      구독 중인 플랜이 없어도 상품 등록 {freeTrialUses}회를 무료로 이용할 수 있습니다.
    </p>
  );
}
