import { type AllowanceTier, cheapestPlanAllowing, planAllowances, tierName } from '@ollida/contracts/plans';

type CountedAllowance =
  | 'registrations'
  | 'stores'
  | 'membersPerWorkspace'
  | 'investigatorRunsPerMonth'
  | 'imagesPerMonth';

function tierLabel(tier: AllowanceTier): string {
  return tier === 'free' ? tierName(tier) : `${tierName(tier)} 플랜`;
}

function formatCount(value: number): string {
  return value.toLocaleString('ko-KR');
}

/** The sentence naming the cheapest plan that allows more than `reached`, or nothing when no plan does. */
function upgradeHint(key: CountedAllowance, reached: number, allows: (limit: string) => string): string {
  const plan = cheapestPlanAllowing(key, reached);
  if (plan === undefined) return '';
  const limit = planAllowances[plan.type][key];
  return limit === null
    ? ` ${plan.name} 플랜으로 바꾸면 무제한입니다.`
    : ` ${plan.name} 플랜부터 ${allows(formatCount(limit))}`;
}

/** Why an upload is refused: the tier's registrations are used up. */
export function registrationLimitMessage(tier: AllowanceTier, limit: number, used: number): string {
  const window = planAllowances[tier].registrationWindow === 'month' ? '이번 달 ' : '';
  return (
    `${tierLabel(tier)}으로 ${window}등록할 수 있는 상품 ${formatCount(limit)}개를 모두 사용했습니다.` +
    upgradeHint('registrations', Math.max(limit, used), (next) => `매월 ${next}개까지 등록할 수 있습니다.`)
  );
}

/** Why a store above the plan's count takes no new products (read-only after a move to a smaller plan). */
export function storeReadOnlyMessage(tier: AllowanceTier, limit: number): string {
  return (
    `${tierLabel(tier)}에서는 먼저 연결한 스토어 ${formatCount(limit)}개에만 상품을 등록할 수 있어, 이 스토어는 읽기 전용입니다. ` +
    '다른 스토어의 연결을 해제하거나 요금제를 올리면 다시 등록할 수 있습니다.'
  );
}

/** Why a new store is refused: the tier's stores are all connected; says how many are, for a seller who downgraded. */
export function storeLimitMessage(tier: AllowanceTier, limit: number, used: number): string {
  return (
    `지금 연결된 스토어는 ${formatCount(used)}개이고, ${tierLabel(tier)}에서는 ${formatCount(limit)}개까지 연결할 수 있습니다.` +
    upgradeHint('stores', Math.max(limit, used), (next) => `${next}개까지 연결할 수 있습니다.`)
  );
}

/**
 * Why an invitation is refused: the workspace's team (pending invitations included) is full for the owner's tier;
 * says how large it is whenever there is one, for a seller who downgraded.
 */
export function memberLimitMessage(tier: AllowanceTier, limit: number, used: number): string {
  const allowed =
    limit === 0
      ? `${tierLabel(tier)}에서는 팀원을 초대할 수 없습니다.`
      : `${tierLabel(tier)}에서는 워크스페이스마다 ${formatCount(limit)}명까지 둘 수 있습니다.`;
  const reached =
    used === 0
      ? allowed
      : `지금 이 워크스페이스의 팀원은 대기 중인 초대를 포함해 ${formatCount(used)}명이고, ${allowed}`;
  return (
    reached +
    upgradeHint(
      'membersPerWorkspace',
      Math.max(limit, used),
      (next) => `워크스페이스마다 팀원을 ${next}명까지 초대할 수 있습니다.`,
    )
  );
}

/** Why a crawl is refused: the tier has no Investigator runs, or this month's are used up. */
export function investigatorLimitMessage(tier: AllowanceTier, limit: number, used: number): string {
  const reached =
    limit === 0
      ? `${tierLabel(tier)}에서는 상품 조사기를 사용할 수 없습니다.`
      : `${tierLabel(tier)}으로 이번 달 실행할 수 있는 상품 조사기 ${formatCount(limit)}회를 모두 사용했습니다.`;
  return (
    reached +
    upgradeHint(
      'investigatorRunsPerMonth',
      Math.max(limit, used),
      (next) => `매월 ${next}회까지 실행할 수 있습니다.`,
    )
  );
}

/** Why a picture is not hosted: this month's images of the tier are used up. */
export function imageLimitMessage(tier: AllowanceTier, limit: number, used: number): string {
  return (
    `${tierLabel(tier)}으로 이번 달 올릴 수 있는 이미지 ${formatCount(limit)}장을 모두 사용했습니다.` +
    upgradeHint('imagesPerMonth', Math.max(limit, used), (next) => `매월 ${next}장까지 올릴 수 있습니다.`)
  );
}
