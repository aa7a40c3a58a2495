import { cardBonusUses, freeTrialUses } from '@ollida/contracts/plans';

/**
 * How subscriptions are billed, once for the landing page, the terms and the payment screen, so they never disagree.
 * Each line states what the billing code does.
 */
export const billingTerms = {
  renewal:
    '요금제는 매월 자동 결제되는 구독입니다. 카드를 등록하면 첫 달 요금이 바로 결제되고, 이후 매월 같은 날(그 날이 없는 달은 말일) 등록한 카드로 자동 결제됩니다. 날짜는 한국 시간 기준입니다.',
  reminder: '자동 결제 7일 전에 앱 알림으로 미리 알려 드립니다.',
  cancellation:
    '언제든지 마이페이지 > 결제 관리에서 온라인으로 해지할 수 있습니다. 해지하면 다음 결제가 이루어지지 않고, 이미 결제한 기간이 끝날 때까지 이용할 수 있습니다.',
  withdrawal:
    '결제일로부터 7일 이내이고 그동안 상품 등록을 하지 않았다면, 해지할 때 그 결제가 전액 환불됩니다(카드 결제 취소, 3영업일 이내). 이전 요금제에서 넘어온 기간이 함께 있는 경우에는 기간 끝에 해지됩니다.',
  otherRefunds: '그 밖의 환불(남은 기간 일할 환불)은 고객센터 이메일로 요청하시면 처리해 드립니다.',
  failedPayment:
    '자동 결제가 실패하면 1일, 3일, 7일 뒤에 다시 시도하고 그때마다 알려 드립니다. 그동안 요금제는 유지되며, 마지막 시도까지 실패하면 무료 플랜으로 바뀝니다. 데이터는 지워지지 않고 이용 한도만 바뀝니다.',
  planChange:
    '상위 요금제로 바꾸면 바로 적용되고, 남은 기간의 금액은 새 요금제의 이용 기간으로 이어집니다. 하위 요금제로 바꾸거나 해지하면 지금 결제 기간이 끝날 때 적용됩니다.',
  priceIncrease:
    '요금이 오르면 미리 알려 드리며, 오른 요금으로는 동의 없이 결제하지 않습니다. 새 요금에 동의하지 않은 구독은 지금 결제 기간이 끝날 때 종료됩니다.',
  freeTrial: `가입하면 상품 등록 ${freeTrialUses}회를 무료로 이용할 수 있고, 카드를 처음 등록하면 ${cardBonusUses}회가 더 주어집니다(1인 1회).`,
} as const;
