// Plain constants without zod, so the landing page can show plans without loading a validator.
export const planTypes = ['starter', 'pro', 'business'] as const;
export type PlanType = (typeof planTypes)[number];

export interface Plan {
  type: PlanType;
  name: string;
  /** Monthly price in won (KRW has no minor unit). */
  priceWon: number;
  features: readonly string[];
}

/** The monthly plans of docs/product/plans-and-payments.md#plans, with Korean feature lines as sellers read them. */
export const plans: readonly Plan[] = [
  {
    type: 'starter',
    name: '스타터',
    priceWon: 19_900,
    features: [
      '스토어 1개',
      '월 상품 등록 100개',
      '개인 워크스페이스',
      '월 이미지 업로드 500장',
      '이메일 지원',
    ],
  },
  {
    type: 'pro',
    name: '프로',
    priceWon: 99_000,
    features: [
      '스토어 3개',
      '월 상품 등록 1,000개',
      '팀원 최대 5명',
      '월 이미지 업로드 2,000장',
      '상품 조사기 월 100회',
      '우선 지원',
    ],
  },
  {
    type: 'business',
    name: '비즈니스',
    priceWon: 199_000,
    features: ['스토어·상품·팀원·이미지·상품 조사기 무제한', '대량 등록 자동화', '전담 매니저 VIP 지원'],
  },
];

/** Product registrations a seller with no active subscription may make in total (docs/product/plans-and-payments.md#free-uses). */
export const freeTrialUses = 10;

/** Free registrations the first card a person registers adds to the free tier (docs/product/plans-and-payments.md#free-uses), once. */
export const cardBonusUses = 10;

/** Who the allowances below apply to: a plan, or `free` for a seller without an active subscription. */
export type AllowanceTier = PlanType | 'free';

/**
 * What one tier allows; `null` is unlimited. Registrations are uploads that did not fail (pending or successful,
 * duplicates confirmed by the seller included), made by any store the seller owns: per calendar month in Asia/Seoul on a
 * plan, in total on the free tier. Stores are workspaces the seller owns (either marketplace). Members are the people
 * in one workspace besides its owner, pending invitations included. Investigator runs are crawls started per month.
 * Images are pictures Ollida hosts for the seller's listings (modules/hosted-images): each distinct picture counts once
 * per store per Seoul calendar month, on every tier.
 */
export interface PlanAllowance {
  registrations: number | null;
  registrationWindow: 'month' | 'total';
  stores: number | null;
  membersPerWorkspace: number | null;
  investigatorRunsPerMonth: number | null;
  imagesPerMonth: number | null;
}

/** The allowances of docs/product/plans-and-payments.md#plans, once for server and web. */
export const planAllowances: Readonly<Record<AllowanceTier, PlanAllowance>> = {
  free: {
    registrations: freeTrialUses,
    registrationWindow: 'total',
    stores: 1,
    membersPerWorkspace: 0,
    investigatorRunsPerMonth: 0,
    imagesPerMonth: 100,
  },
  starter: {
    registrations: 100,
    registrationWindow: 'month',
    stores: 1,
    membersPerWorkspace: 0,
    investigatorRunsPerMonth: 0,
    imagesPerMonth: 500,
  },
  pro: {
    registrations: 1_000,
    registrationWindow: 'month',
    stores: 3,
    membersPerWorkspace: 5,
    investigatorRunsPerMonth: 100,
    imagesPerMonth: 2_000,
  },
  business: {
    registrations: null,
    registrationWindow: 'month',
    stores: null,
    membersPerWorkspace: null,
    investigatorRunsPerMonth: null,
    imagesPerMonth: null,
  },
};

/** Korean name of a tier, for messages ("무료 체험", "스타터" …). */
export function tierName(tier: AllowanceTier): string {
  return tier === 'free' ? '무료 체험' : (planOf(tier)?.name ?? tier);
}

/** The plan of a type. */
export function planOf(type: PlanType): Plan | undefined {
  return plans.find((plan) => plan.type === type);
}

/** The name our orders carry at Toss: product name + plan name + "플랜" (docs/product/plans-and-payments.md#payment-flow), e.g. "올리다 프로 플랜". */
export function orderNameOf(plan: Plan): string {
  return `올리다 ${plan.name} 플랜`;
}

type AllowanceKey =
  | 'registrations'
  | 'stores'
  | 'membersPerWorkspace'
  | 'investigatorRunsPerMonth'
  | 'imagesPerMonth';

/** The cheapest plan allowing more than `used` of `key`, for "… 플랜부터 가능합니다" messages; undefined if none. */
export function cheapestPlanAllowing(key: AllowanceKey, used: number): Plan | undefined {
  return plans.find((plan) => {
    const limit = planAllowances[plan.type][key];
    return limit === null || limit > used;
  });
}
