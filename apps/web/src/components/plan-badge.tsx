import { tierName } from '@ollida/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { currentSubscriptionQueryOptions } from '../lib/get-current-subscription';
import { Badge } from './ui/badge';

/** The plan in force for the account header: its name, or '무료 체험'; nothing until it is known. */
export function PlanBadge() {
  const { data } = useQuery(currentSubscriptionQueryOptions());
  if (!data) return null;
  return (
    <p className="shrink-0">
      <span className="sr-only">현재 플랜 </span>
      <Badge tone={data.planType ? 'brand' : 'neutral'}>{tierName(data.planType ?? 'free')}</Badge>
    </p>
  );
}
