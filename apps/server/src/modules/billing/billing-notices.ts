import { type PlanType, planOf } from '@ollida/contracts/plans';
import { formatWon } from '@ollida/contracts/won';

const seoulDate = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** `2026년 12월 27일`. */
export function koreanDate(instant: Date): string {
  return seoulDate.format(instant);
}

function planName(planType: PlanType): string {
  return `${planOf(planType)?.name ?? planType} 플랜`;
}

/** The bell's words for each billing event; every one says what happens next and where to act. */
export const billingNotices = {
  comingRenewal: (planType: PlanType, amount: number, at: Date) =>
    `${koreanDate(at)}에 ${planName(planType)} ${formatWon(amount)}이 등록한 카드로 자동 결제됩니다. 해지나 카드 변경은 마이페이지 > 결제 관리에서 할 수 있습니다.`,
  priceRose: (planType: PlanType, end: Date) =>
    `${planName(planType)} 요금이 바뀌어 ${koreanDate(end)}에 자동 결제 없이 구독이 끝납니다. 새 요금으로 계속하려면 결제 관리에서 다시 구독해 주세요.`,
  renewed: (planType: PlanType, amount: number, until: Date) =>
    `${planName(planType)} ${formatWon(amount)}이 자동 결제되었습니다. 다음 결제일은 ${koreanDate(until)}입니다.`,
  renewalFailed: (reason: string, next: Date) =>
    `자동 결제에 실패했습니다 (${reason}). ${koreanDate(next)}에 다시 시도합니다. 그때까지 플랜은 유지되며, 카드를 바꾸면 바로 다시 결제합니다.`,
  endedUnpaid: (reason: string) =>
    `자동 결제가 끝내 실패해 (${reason}) 무료 플랜으로 바뀌었습니다. 데이터는 그대로이며, 결제 관리에서 다시 구독할 수 있습니다.`,
  endedCancelled: (planType: PlanType) =>
    `${planName(planType)} 구독이 해지되어 무료 플랜으로 바뀌었습니다. 데이터는 그대로입니다.`,
  cardRemoved: () =>
    '등록한 카드가 토스페이먼츠에서 삭제되어 자동 결제를 할 수 없습니다. 결제 관리에서 카드를 다시 등록해 주세요.',
} as const;
