import type { AllowanceTier } from '@ollida/contracts/plans';
import { planAllowances } from '@ollida/contracts/plans';
import type { OverLimit } from '@ollida/contracts/subscriptions';
import { seoulMonthOf } from '../../platform/seoul-calendar.ts';
import { type PlansRepo, registrationLimitOf, registrationWindowOf } from '../plans/index.ts';

/**
 * What of the seller's current use is above the allowances of `tier`, and what happens to it there. Nothing is ever
 * deleted: what exists stays usable and only adding more is refused (the plan checks in plan-limits.ts).
 */
export async function overLimitsOn(
  plans: PlansRepo,
  userId: string,
  tier: AllowanceTier,
  now: Date,
): Promise<OverLimit[]> {
  const allowance = planAllowances[tier];
  const registrationLimit = registrationLimitOf(tier, tier === 'free' && (await plans.hasCardBonus(userId)));
  const workspaceIds = await plans.ownedWorkspaceIds(userId);
  const [stores, teams, runs, registrations] = await Promise.all([
    plans.countStores(userId),
    Promise.all(workspaceIds.map((id) => plans.countTeam(id))),
    plans.countCrawls(userId, seoulMonthOf(now)),
    plans.countRegistrations(userId, registrationWindowOf(tier, now)),
  ]);
  const team = Math.max(0, ...teams);
  const over: OverLimit[] = [];
  if (allowance.stores !== null && stores > allowance.stores) {
    over.push({
      kind: 'stores',
      label: '연결된 스토어',
      used: stores,
      limit: allowance.stores,
      consequence:
        '먼저 연결한 스토어부터 한도만큼은 그대로 쓰고, 나머지는 읽기 전용이 되어 새 상품을 등록할 수 없습니다. 스토어와 상품은 지워지지 않습니다.',
    });
  }
  if (allowance.membersPerWorkspace !== null && team > allowance.membersPerWorkspace) {
    over.push({
      kind: 'members',
      label: '워크스페이스 팀원 (초대 포함)',
      used: team,
      limit: allowance.membersPerWorkspace,
      consequence: '지금 팀원은 그대로 남지만, 새 팀원은 초대할 수 없습니다.',
    });
  }
  if (allowance.investigatorRunsPerMonth !== null && runs > allowance.investigatorRunsPerMonth) {
    over.push({
      kind: 'investigatorRuns',
      label: '이번 달 상품 조사기 실행',
      used: runs,
      limit: allowance.investigatorRunsPerMonth,
      consequence: '조사한 결과는 그대로 볼 수 있지만, 이번 달에는 새로 조사할 수 없습니다.',
    });
  }
  if (registrationLimit !== null && registrations > registrationLimit) {
    over.push({
      kind: 'registrations',
      label: allowance.registrationWindow === 'month' ? '이번 달 상품 등록' : '무료 상품 등록',
      used: registrations,
      limit: registrationLimit,
      consequence: '등록한 상품은 그대로 남지만, 한도를 넘는 새 상품은 등록할 수 없습니다.',
    });
  }
  return over;
}
