import type { CurrentSubscription } from '@ollida/contracts/payments';
import { tierName } from '@ollida/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { currentSubscriptionQueryOptions } from '../../../lib/get-current-subscription';
import { formatImages, formatStores, formatUses } from '../lib/usage-text';

// Plans count registrations per Seoul calendar month, the free tier over all time.
function windowText(subscription: CurrentSubscription): string {
  return subscription.allowance.registrationWindow === 'total' ? '상품 등록 (누적)' : '이번 달 상품 등록';
}

function UsageStat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function UsageDetails({ subscription }: { subscription: CurrentSubscription }) {
  const { registrations, stores, images } = subscription.usage;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        {tierName(subscription.planType ?? 'free')} · {windowText(subscription)}
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        <UsageStat label="남은 횟수" value={formatUses(registrations.remaining)} />
        <UsageStat label="사용 횟수" value={formatUses(registrations.used)} />
        <UsageStat label="전체 횟수" value={formatUses(registrations.total)} />
      </dl>
      <p className="text-sm text-slate-600">
        연결한 스토어 {formatStores(stores.used)} / {formatStores(stores.total)}
      </p>
      <p className="text-sm text-slate-600">이번 달 이미지 {formatImages(images.used, images.total)}</p>
    </div>
  );
}

/** Remaining, used and total product registrations of the current plan, as the server counts them. */
export function UsageBox() {
  const subscription = useQuery(currentSubscriptionQueryOptions());
  const headingId = useId();

  useEffect(() => {
    if (subscription.error) console.error('구독 정보를 가져오지 못했습니다.', subscription.error);
  }, [subscription.error]);

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        사용량
      </h2>
      {subscription.data ? (
        <UsageDetails subscription={subscription.data} />
      ) : subscription.isError ? (
        <p className="text-sm text-slate-600">사용량을 불러오지 못했습니다. 잠시 후 다시 확인해 주세요.</p>
      ) : (
        <Spinner label="사용량을 불러오는 중..." className="justify-start" />
      )}
    </section>
  );
}
