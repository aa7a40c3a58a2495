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

/** The monthly plans of spec 2 §9, with Korean feature lines as sellers read them. */
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

/** Free uses a new seller gets (spec 2: the card auto-registration promotion). */
export const freeTrialUses = 10;

/**
 * Successful uploads a seller's stores may make per calendar month (Asia/Seoul), until the payments issue #8 supplies
 * the real rule per plan.
 */
export const defaultMonthlyUploads = 1_000;
