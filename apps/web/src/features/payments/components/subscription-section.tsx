import type { CurrentSubscription } from '@ollida/contracts/payments';
import { tierName } from '@ollida/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { formatDate, formatWon } from '../../../lib/format';
import { currentSubscriptionQueryOptions } from '../../../lib/get-current-subscription';
import { resumeSubscription } from '../api/subscription-actions';
import { useSubscriptionAction } from '../hooks/use-subscription-action';
import { isRenewing, subscriptionBadge } from '../lib/subscription-state';

interface SubscriptionActions {
  /** A card registration is under way (`isChangingCard`: the one that replaces the card). */
  isBusy: boolean;
  isChangingCard: boolean;
  onChangeCard: () => void;
  onCancel: () => void;
}

interface DetailsProps extends SubscriptionActions {
  subscription: CurrentSubscription;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <dt className="w-24 shrink-0 text-slate-500">{label}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-2 text-slate-900">{children}</dd>
    </div>
  );
}

function ChangeCardButton({
  isBusy,
  isChangingCard,
  onChangeCard,
  variant,
}: SubscriptionActions & { variant: 'primary' | 'secondary' }) {
  return (
    <Button variant={variant} size="sm" disabled={isBusy} onClick={onChangeCard}>
      {isChangingCard ? '카드 등록 중...' : '카드 변경'}
    </Button>
  );
}

/** The renewal failed: Toss's reason, the next attempt, and the way out (a new card is charged at once). */
function PastDueWarning({ subscription, ...actions }: DetailsProps) {
  const retry = subscription.retry;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-2">
        <p className="font-semibold">자동 결제에 실패했습니다</p>
        <p>사유: {retry?.failureMessage ?? '카드사에서 결제를 승인하지 않았습니다.'}</p>
        <p>
          {retry?.nextAttemptAt
            ? `${formatDate(retry.nextAttemptAt)}에 다시 결제를 시도합니다.`
            : '더 이상 자동으로 다시 시도하지 않습니다.'}{' '}
          카드를 변경하면 바로 다시 결제합니다.
        </p>
        <ChangeCardButton {...actions} variant="primary" />
      </div>
    </div>
  );
}

function ResumeButton({ label }: { label: string }) {
  const resume = useSubscriptionAction(resumeSubscription);
  return (
    <>
      <Button variant="secondary" size="sm" disabled={resume.isPending} onClick={() => resume.mutate()}>
        {resume.isPending ? '처리 중...' : label}
      </Button>
      {resume.isError && <ErrorBox title={`${label}하지 못했습니다`}>{resume.error.message}</ErrorBox>}
    </>
  );
}

function NextCharge({ subscription }: { subscription: CurrentSubscription }) {
  const { nextChargeAt, nextChargeAmount } = subscription;
  if (!nextChargeAt) return null;
  return (
    <Row label="다음 결제">
      {formatDate(nextChargeAt)}
      {nextChargeAmount !== null && ` · ${formatWon(nextChargeAmount)}`}
    </Row>
  );
}

function InForceDetails({ subscription, ...actions }: DetailsProps) {
  const { currentPeriodStart: start, currentPeriodEnd: end, card, nextPlanType } = subscription;
  const badge = subscriptionBadge(subscription);
  const canCancel = isRenewing(subscription) && !subscription.cancelAtPeriodEnd;
  return (
    <>
      {subscription.status === 'past_due' && <PastDueWarning subscription={subscription} {...actions} />}
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        {tierName(subscription.planType ?? 'free')} 플랜
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </p>
      <dl className="space-y-2">
        {start && end && (
          <Row label="이용 기간">
            {formatDate(start)} ~ {formatDate(end)}
          </Row>
        )}
        {!subscription.cancelAtPeriodEnd && <NextCharge subscription={subscription} />}
        {nextPlanType && (
          <Row label="예약된 변경">
            {formatDate(subscription.nextChargeAt ?? end ?? '')}부터 {tierName(nextPlanType)} 플랜
            <ResumeButton label="변경 취소" />
          </Row>
        )}
        {subscription.cancelAtPeriodEnd && end && (
          <Row label="종료 예정">
            {formatDate(end)}에 끝나며 더 이상 결제되지 않습니다.
            <ResumeButton label="해지 취소" />
          </Row>
        )}
        {card && (
          <Row label="등록 카드">
            {card.company ?? '카드'} {card.number}
            {subscription.status !== 'past_due' && <ChangeCardButton {...actions} variant="secondary" />}
          </Row>
        )}
      </dl>
      {!subscription.autoRenew && !subscription.cancelAtPeriodEnd && (
        // A month paid once in the payment window: nothing renews it.
        <p className="text-sm font-medium text-amber-800">
          자동으로 갱신되지 않습니다 — 끝나기 전에 다시 결제하세요.
        </p>
      )}
      {canCancel && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" disabled={actions.isBusy} onClick={actions.onCancel}>
            구독 해지
          </Button>
        </div>
      )}
    </>
  );
}

function EndedDetails({ subscription }: { subscription: CurrentSubscription }) {
  const badge = subscriptionBadge(subscription);
  return (
    <>
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        지난 플랜
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </p>
      {subscription.currentPeriodEnd && (
        <p className="text-sm text-slate-700">종료일 {formatDate(subscription.currentPeriodEnd)}</p>
      )}
    </>
  );
}

/**
 * The current or last subscription: plan and status, period, next charge, scheduled change, registered card, and the
 * card change, cancel and resume buttons; nothing for a seller who never subscribed.
 */
export function SubscriptionSection(actions: SubscriptionActions) {
  const { data } = useQuery(currentSubscriptionQueryOptions());
  const headingId = useId();
  if (!data || data.status === 'none') return null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        구독 정보
      </h2>
      {data.status === 'active' || data.status === 'past_due' ? (
        <InForceDetails subscription={data} {...actions} />
      ) : (
        <EndedDetails subscription={data} />
      )}
    </section>
  );
}
