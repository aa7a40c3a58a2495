import type { FastifyReply } from 'fastify';

/** A JSON answer the routes send as is: an HTTP status and a body already in Toss's shape. */
export interface TossReply {
  status: number;
  body: unknown;
}

// Statuses and Korean messages follow Toss's published error list (protocol notes §6, §8).
const catalog = {
  INVALID_REQUEST: [400, '잘못된 요청입니다.'],
  INVALID_API_KEY: [400, '잘못된 시크릿키 연동 정보 입니다.'],
  UNAUTHORIZED_KEY: [401, '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.'],
  INCORRECT_BASIC_AUTH_FORMAT: [403, "잘못된 요청입니다. ':' 를 포함해 인코딩해주세요."],
  NOT_FOUND_PAYMENT: [404, '존재하지 않는 결제 정보 입니다.'],
  NOT_FOUND_PAYMENT_SESSION: [404, '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.'],
  ALREADY_PROCESSED_PAYMENT: [400, '이미 처리된 결제 입니다.'],
  DUPLICATED_ORDER_ID: [
    400,
    '이미 승인 및 취소가 진행된 중복된 주문번호 입니다. 다른 주문번호로 진행해주세요.',
  ],
  BELOW_MINIMUM_AMOUNT: [400, '신용카드는 결제금액이 100원 이상, 계좌는 200원이상부터 결제가 가능합니다.'],
  PROVIDER_ERROR: [400, '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.'],
  CARD_PROCESSING_ERROR: [400, '카드사에서 오류가 발생했습니다.'],
  EXCEED_MAX_DAILY_PAYMENT_COUNT: [400, '하루 결제 가능 횟수를 초과했습니다.'],
  INVALID_REJECT_CARD: [400, '카드 사용이 거절되었습니다. 카드사 문의가 필요합니다.'],
  INVALID_STOPPED_CARD: [400, '정지된 카드 입니다.'],
  NOT_FOUND_BILLING: [404, '존재하지 않는 빌링 결제 인증 정보 입니다.'],
  INVALID_BILL_KEY_REQUEST: [400, '빌링키 인증이 완료되지 않았거나 유효하지 않은 빌링 거래 건입니다.'],
  NOT_MATCHES_CUSTOMER_KEY: [400, '빌링 인증 고객키와 결제 요청 고객키가 일치하지 않습니다.'],
  ALREADY_REMOVED_BILLING_KEY: [400, '이미 삭제된 빌링키입니다.'],
  REJECT_CARD_PAYMENT: [403, '한도초과 혹은 잔액부족으로 결제에 실패했습니다.'],
  REJECT_CARD_COMPANY: [403, '결제 승인이 거절되었습니다.'],
  FORBIDDEN_REQUEST: [403, '허용되지 않은 요청입니다.'],
  FDS_ERROR: [403, '[토스페이먼츠] 위험거래가 감지되어 결제가 제한됩니다.'],
  ALREADY_CANCELED_PAYMENT: [400, '이미 취소된 결제 입니다.'],
  NOT_CANCELABLE_AMOUNT: [403, '취소 할 수 없는 금액 입니다.'],
  NOT_CANCELABLE_PAYMENT: [403, '취소 할 수 없는 결제 입니다.'],
  FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING: [500, '결제가 완료되지 않았어요. 다시 시도해주세요.'],
  FAILED_INTERNAL_SYSTEM_PROCESSING: [
    500,
    '내부 시스템 처리 작업이 실패했습니다. 잠시 후 다시 시도해주세요.',
  ],
  UNKNOWN_PAYMENT_ERROR: [500, '결제에 실패했어요. 같은 문제가 반복된다면 은행이나 카드사로 문의해주세요.'],
  FAILED_REFUND_PROCESS: [500, '은행 응답시간 지연이나 일시적인 오류로 환불요청에 실패했습니다.'],
} as const satisfies Record<string, readonly [number, string]>;

/** Error codes the sandbox's REST API answers with. */
export type TossErrorCode = keyof typeof catalog;

/** Codes a test may force with the `TossPayments-Test-Code` header. */
export function isTossErrorCode(value: string): value is TossErrorCode {
  return Object.hasOwn(catalog, value);
}

/** Toss's error answer `{ code, message }` with the catalogued status; `message` overrides the default text. */
export function tossError(code: TossErrorCode, message?: string): TossReply {
  const [status, text] = catalog[code];
  return { status, body: { code, message: message ?? text } };
}

/** Serialises once, so an idempotent replay can send exactly the same bytes. */
export function serializeReply(reply: TossReply): { status: number; body: string } {
  return { status: reply.status, body: JSON.stringify(reply.body) };
}

/** Sends an already serialised JSON answer. */
export function sendSerialized(reply: FastifyReply, answer: { status: number; body: string }): FastifyReply {
  return reply
    .code(answer.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(answer.body);
}

/** Sends a Toss-shaped JSON answer. */
export function sendTossReply(reply: FastifyReply, answer: TossReply): FastifyReply {
  return sendSerialized(reply, serializeReply(answer));
}

/** Failure codes the checkout window hands to the merchant's failUrl. */
export const CHECKOUT_FAILURES = {
  PAY_PROCESS_CANCELED: '사용자에 의해 결제가 취소되었습니다.',
  REJECT_CARD_COMPANY: '결제 승인이 거절되었습니다.',
} as const;
