import { tierName } from '@ollida/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { currentSubscriptionQueryOptions } from '../../../lib/get-current-subscription';
import { paths } from '../../../lib/paths';

/** How many stores the plan lets the seller connect, read before the form; null until known or without a limit. */
export function useStoreAllowance() {
  const subscription = useQuery(currentSubscriptionQueryOptions());
  const data = subscription.data;
  if (!data || data.usage.stores.total === null) return null;
  const { used, total } = data.usage.stores;
  const tier = data.planType ?? 'free';
  // "무료 체험" and "… 플랜" both take 으로.
  const plan = tier === 'free' ? tierName(tier) : `${tierName(tier)} 플랜`;
  return { used, total, plan, isFull: used >= total };
}

/** Says the plan's store limit before the seller fills in keys; when it is reached, says how to get more instead. */
export function StoreAllowanceNotice({
  allowance,
}: {
  allowance: NonNullable<ReturnType<typeof useStoreAllowance>>;
}) {
  const { used, total, plan, isFull } = allowance;
  if (!isFull) {
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
        {plan}으로 스토어를 {total}개까지 연결할 수 있습니다. 지금 {used}개를 연결했습니다.
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p>
        {plan}으로 연결할 수 있는 스토어 {total}개를 모두 연결했습니다. 스토어를 더 연결하려면 요금제를 올려
        주세요.
      </p>
      <Link to={paths.myPagePayment} className={buttonClassName('primary', 'sm')}>
        요금제 보기
      </Link>
    </div>
  );
}
