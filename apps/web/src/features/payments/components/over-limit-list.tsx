import type { OverLimit } from '@ollida/contracts/subscriptions';
import { formatCount } from '../../../lib/format';

/** What the seller uses beyond the new allowance, and what happens to the excess (nothing is deleted). */
export function OverLimitList({ title, overLimits }: { title: string; overLimits: OverLimit[] }) {
  if (overLimits.length === 0) return null;
  return (
    <div className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">{title}</p>
      <ul aria-label={title} className="space-y-1.5">
        {overLimits.map((item) => (
          <li key={item.kind}>
            <span className="font-medium">
              {item.label}: 사용 {formatCount(item.used)} / 한도 {formatCount(item.limit)}
            </span>
            <span className="block text-amber-800">{item.consequence}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
