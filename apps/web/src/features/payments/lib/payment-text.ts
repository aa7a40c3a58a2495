import { isApiError } from '../../../lib/api-client';

/** User-facing sentences of the payment screens (docs/product/plans-and-payments.md#messages). */
export const paymentText = {
  notReady: '결제 시스템을 준비하고 있습니다. 잠시 후 다시 시도해 주세요.',
  orderFailed: '결제 주문 생성에 실패했습니다',
  cardChangeFailed: '카드 변경을 시작하지 못했습니다',
  startFailed: '결제 처리 중 오류가 발생했습니다',
  confirmFailed: '결제 승인에 실패했습니다',
  invalidResult: '결제 정보가 올바르지 않습니다.',
  cancelled: '결제가 취소되었습니다',
  expired: '결제 시간이 지나 결제가 완료되지 않았습니다.',
  refunded: '결제가 취소되어 환불되었습니다.',
  checkingCharged:
    '카드에서 결제가 이미 승인되었을 수 있지만 결과를 아직 확인하지 못했습니다. 결과는 결제 관리의 결제 내역에 표시됩니다.',
  checkingDoNotPayAgain: '다시 결제하지 마세요. 같은 금액이 두 번 청구될 수 있습니다.',
  checkingWatching: '결제 결과를 확인하는 중입니다. 확인되면 이 화면이 바뀝니다.',
  checkingGaveUp: '아직 결과가 나오지 않았습니다. 잠시 후 결제 내역에서 상태를 확인해 주세요.',
  historyEmpty: '결제 내역이 없습니다',
} as const;

/** Codes with which the provider reports that the buyer closed the window: nothing to tell them. */
const userCancelCodes = new Set(['USER_CANCEL', 'PAY_PROCESS_CANCELED']);

function fieldOf(error: unknown, field: 'code' | 'message'): string | null {
  if (typeof error !== 'object' || error === null || !(field in error)) return null;
  const value: unknown = Reflect.get(error, field);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** True when the SDK rejected because the buyer cancelled. */
export function isUserCancel(error: unknown): boolean {
  const code = fieldOf(error, 'code');
  return code !== null && userCancelCodes.has(code);
}

/** The SDK's own message (Korean from Toss), else the generic sentence. */
export function paymentStartErrorText(error: unknown): string {
  return fieldOf(error, 'message') ?? paymentText.startFailed;
}

/**
 * `결제 주문 생성에 실패했습니다: {detail}` (subscribing) or `카드 변경을 시작하지 못했습니다: {detail}` (changing the card),
 * without the detail when the server sent none.
 */
export function billingAuthFailedText(error: unknown, isCardChange: boolean): string {
  const sentence = isCardChange ? paymentText.cardChangeFailed : paymentText.orderFailed;
  return isApiError(error) ? `${sentence}: ${error.detail}` : sentence;
}

/** The server's detail of a failed confirm, else the generic sentence. */
export function confirmFailedText(error: unknown): string {
  return isApiError(error) && error.detail ? error.detail : paymentText.confirmFailed;
}

/** User-facing sentences of the card registration screens. */
export const billingText = {
  invalidResult: '카드 등록 정보가 올바르지 않습니다.',
  issueFailed: '카드를 등록하지 못했습니다.',
  cancelled: '카드 등록을 취소했습니다.',
} as const;

/** The provider's fail redirect: the seller closed the window. */
export const billingCancelCode = 'PAY_PROCESS_CANCELED';
