import { type Plan, plans } from '@ollida/contracts/plans';
import { Gift } from 'lucide-react';
import { AppLink } from '../../../components/app-link';
import { PlanPriceFeatures } from '../../../components/plan-price-features';
import { buttonClassName } from '../../../components/ui/button';
import { billingTerms } from '../../../lib/billing-terms';
import { landingSections, paths } from '../../../lib/paths';
import { SectionHeading } from './section-heading';

const recommendedPlan: Plan['type'] = 'pro';

function PlanCard({ plan }: { plan: Plan }) {
  const isRecommended = plan.type === recommendedPlan;
  const headingId = `plan-${plan.type}-heading`;
  return (
    <li
      className={`relative flex flex-col rounded-2xl bg-white p-8 shadow-sm ${
        isRecommended ? 'border-2 border-indigo-600 shadow-lg' : 'border border-slate-200'
      }`}
    >
      {isRecommended && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-indigo-600 px-3 py-0.5 text-xs font-semibold text-white">
          추천
        </p>
      )}
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h3>
      <PlanPriceFeatures plan={plan} />
      <AppLink
        to={paths.login}
        className={`${buttonClassName(isRecommended ? 'primary' : 'secondary')} mt-8 w-full`}
        aria-label={`${plan.name} 요금제로 시작하기`}
      >
        시작하기
      </AppLink>
    </li>
  );
}

export function PricingSection() {
  const headingId = `${landingSections.pricing}-heading`;
  return (
    <section id={landingSections.pricing} aria-labelledby={headingId} className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={headingId} eyebrow="요금제" title="규모에 맞게 고르는 월 요금제">
          무료로 시작하고, 판매가 늘면 필요한 만큼 업그레이드하세요.
        </SectionHeading>
        <p className="mx-auto mt-8 flex max-w-2xl items-center justify-center gap-2 rounded-xl bg-indigo-50 px-4 py-3 text-center text-sm font-medium text-indigo-800">
          <Gift aria-hidden="true" className="size-5 shrink-0" />
          {billingTerms.freeTrial}
        </p>
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.type} plan={plan} />
          ))}
        </ul>
        <section
          aria-labelledby="billing-terms-heading"
          className="mx-auto mt-12 max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 text-sm leading-relaxed text-slate-600"
        >
          <h3 id="billing-terms-heading" className="text-base font-semibold text-slate-900">
            결제·해지·환불 안내
          </h3>
          <ul className="mt-3 list-disc space-y-1.5 pl-5">
            <li>
              {billingTerms.renewal} {billingTerms.reminder}
            </li>
            <li>{billingTerms.cancellation}</li>
            <li>
              {billingTerms.withdrawal} {billingTerms.otherRefunds}
            </li>
            <li>{billingTerms.failedPayment}</li>
            <li>{billingTerms.planChange}</li>
            <li>{billingTerms.priceIncrease}</li>
          </ul>
          <p className="mt-3">
            자세한 내용은{' '}
            <AppLink to={paths.terms} className="font-medium text-indigo-700 underline underline-offset-2">
              이용약관
            </AppLink>
            에서 확인하세요.
          </p>
        </section>
      </div>
    </section>
  );
}
