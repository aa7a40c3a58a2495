import type { Plan } from '@ollida/contracts/plans';
import { Check } from 'lucide-react';
import { formatWon } from '../lib/format';

/** A plan's monthly price and feature list, as the landing page and the payment page both show them. */
export function PlanPriceFeatures({ plan, compact = false }: { plan: Plan; compact?: boolean }) {
  return (
    <>
      <p className={`${compact ? 'mt-3' : 'mt-4'} text-slate-900`}>
        <span className={`${compact ? 'text-3xl' : 'text-4xl'} font-extrabold tracking-tight`}>
          {formatWon(plan.priceWon)}
        </span>
        <span className={`${compact ? 'text-sm' : 'text-base'} font-medium text-slate-600`}>/월</span>
      </p>
      <ul className={`${compact ? 'mt-5 space-y-2' : 'mt-6 space-y-3'} flex-1 text-sm text-slate-700`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
            {feature}
          </li>
        ))}
      </ul>
    </>
  );
}
