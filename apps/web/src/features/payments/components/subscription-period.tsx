import type { CurrentSubscription } from '@ollida/contracts/payments';
import { tierName } from '@ollida/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { currentSubscriptionQueryOptions } from '../api/get-current-subscription';

interface Period {
  start: string;
  end: string;
}

function periodOf(subscription: CurrentSubscription): Period | null {
  const { currentPeriodStart: start, currentPeriodEnd: end } = subscription;
  return start === null || end === null ? null : { start, end };
}

function PeriodLine({ period }: { period: Period }) {
  return (
    <p className="text-sm text-slate-700">
      이용 기간 {formatDate(period.start)} ~ {formatDate(period.end)}
    </p>
  );
}

function PeriodDetails({ subscription, period }: { subscription: CurrentSubscription; period: Period }) {
  switch (subscription.status) {
    case 'active':
      return (
        <>
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            {tierName(subscription.planType ?? 'free')} 플랜
            <Badge tone="success">이용 중</Badge>
          </p>
          <PeriodLine period={period} />
          {/* Payments are one-off card charges: nothing renews the plan by itself. */}
          <p className="text-sm font-medium text-amber-800">
            자동으로 갱신되지 않습니다 — 끝나기 전에 다시 결제하세요.
          </p>
        </>
      );
    case 'expired':
    case 'cancelled':
      return (
        <>
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            지난 플랜
            <Badge tone="warning">{subscription.status === 'expired' ? '만료됨' : '취소됨'}</Badge>
          </p>
          <p className="text-sm text-slate-700">종료일 {formatDate(period.end)}</p>
        </>
      );
    case 'none':
      return null;
    default: {
      const unexpected: never = subscription.status;
      return unexpected;
    }
  }
}

/** The period of the current or last subscription; nothing for a seller who never subscribed. */
export function SubscriptionPeriod() {
  const { data } = useQuery(currentSubscriptionQueryOptions());
  const headingId = useId();
  const period = data ? periodOf(data) : null;
  if (!data || !period || data.status === 'none') return null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        구독 기간
      </h2>
      <PeriodDetails subscription={data} period={period} />
    </section>
  );
}
