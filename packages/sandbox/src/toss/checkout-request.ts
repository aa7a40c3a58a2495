import { readField } from './fields.ts';
import type { TossMerchantKeys } from './options.ts';

/** The v2 SDK's constant for guest checkouts (`ANONYMOUS` in @tosspayments/tosspayments-sdk). */
export const ANONYMOUS_CUSTOMER_KEY = '@@ANONYMOUS';

/** A validated payment-window request, ready to be stored as a READY payment. */
export interface CheckoutRequest {
  keys: TossMerchantKeys;
  sdk: 'v1' | 'v2';
  orderId: string;
  orderName: string;
  amount: number;
  successUrl: string;
  failUrl: string;
  customerName?: string;
  customerEmail?: string;
  customerMobilePhone?: string;
  customerKey?: string;
  metadata?: Record<string, string>;
}

/** An SDK-side refusal: the shim rejects the `requestPayment` promise with this code and message. */
export interface CheckoutRefusal {
  status: number;
  code: string;
  message: string;
}

/** Either the validated request or the refusal the SDK would raise. */
export type CheckoutValidation =
  | { kind: 'ok'; request: CheckoutRequest }
  | { kind: 'error'; error: CheckoutRefusal };

const orderIdPattern = /^[A-Za-z0-9_-]{6,64}$/;
export const customerKeyPattern = /^[A-Za-z0-9\-_=.@]{2,50}$/;
const mobilePhonePattern = /^\d{8,15}$/;
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const widgetClientKeyPattern = /^(test|live)_gck_/;
const minimumCardAmount = 100;

export class Refused extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export function invalid(message: string): Refused {
  return new Refused('INVALID_PARAMETER', message);
}

export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export function optionalText(source: Record<string, unknown>, name: string, max: number): string | undefined {
  const value = readField(source, name);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > max) {
    throw invalid(`${name}은(는) ${max}자 이하의 문자열이어야 합니다.`);
  }
  return value;
}

export function returnUrl(
  source: Record<string, unknown>,
  name: string,
  allowedOrigins: ReadonlySet<string> | undefined,
): string {
  const value = readField(source, name);
  if (typeof value !== 'string' || value === '') {
    throw invalid(`${name}은(는) 필수 파라미터입니다. 샌드박스 결제창은 리다이렉트 방식만 지원합니다.`);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(`${name}은(는) http:// 또는 https:// 로 시작하는 절대 주소여야 합니다.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalid(`${name}은(는) http:// 또는 https:// 로 시작하는 절대 주소여야 합니다.`);
  }
  if (allowedOrigins !== undefined && !allowedOrigins.has(url.origin)) {
    throw invalid(`${name}은(는) 허용된 주소(${[...allowedOrigins].join(', ')})여야 합니다.`);
  }
  return value;
}

function readAmount(sdk: 'v1' | 'v2', params: Record<string, unknown>): number {
  const raw = readField(params, 'amount');
  let value: unknown = raw;
  if (sdk === 'v2') {
    const amount = asRecord(raw);
    if (amount === undefined) throw invalid('amount는 { currency, value } 형식이어야 합니다.');
    if (readField(amount, 'currency') !== 'KRW') throw invalid('amount.currency는 KRW만 지원합니다.');
    value = readField(amount, 'value');
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw invalid('결제 금액(amount)은 0보다 큰 정수여야 합니다.');
  }
  if (value < minimumCardAmount) {
    throw new Refused('BELOW_MINIMUM_AMOUNT', '신용카드는 결제금액이 100원 이상부터 결제가 가능합니다.');
  }
  return value;
}

function readMetadata(params: Record<string, unknown>): Record<string, string> | undefined {
  const raw = readField(params, 'metadata');
  if (raw === undefined || raw === null) return undefined;
  const metadata = asRecord(raw);
  const entries = metadata === undefined ? [] : Object.entries(metadata);
  const valid =
    metadata !== undefined &&
    entries.length <= 5 &&
    entries.every(
      ([key, value]) =>
        key.length <= 40 && !/[[\]]/.test(key) && typeof value === 'string' && value.length <= 2000,
    );
  if (!valid) {
    throw invalid(
      'metadata는 최대 5개의 키-값 쌍이며, 키는 40자 이하([, ] 제외), 값은 2000자 이하 문자열입니다.',
    );
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function readMethod(sdk: 'v1' | 'v2', body: Record<string, unknown>, params: Record<string, unknown>): void {
  const method = sdk === 'v1' ? readField(body, 'method') : readField(params, 'method');
  const accepted = sdk === 'v1' ? ['카드', 'CARD'] : ['CARD'];
  if (typeof method !== 'string' || !accepted.includes(method)) {
    throw invalid(`샌드박스 결제창은 카드 결제만 지원합니다. (${accepted.join(', ')})`);
  }
}

function readCustomerKey(sdk: 'v1' | 'v2', body: Record<string, unknown>): string | undefined {
  if (sdk === 'v1') return undefined;
  const customerKey = readField(body, 'customerKey');
  if (customerKey === ANONYMOUS_CUSTOMER_KEY) return customerKey;
  if (typeof customerKey !== 'string' || !customerKeyPattern.test(customerKey)) {
    throw invalid(
      'customerKey는 영문 대소문자, 숫자, 특수문자 -, _, =, ., @ 로 이루어진 2자 이상 50자 이하의 문자열이어야 합니다.',
    );
  }
  return customerKey;
}

function validate(
  body: Record<string, unknown>,
  keys: readonly TossMerchantKeys[],
  allowedOrigins: ReadonlySet<string> | undefined,
): CheckoutRequest {
  const sdk = readField(body, 'sdk');
  if (sdk !== 'v1' && sdk !== 'v2') throw invalid('지원하지 않는 SDK 버전입니다.');
  const clientKey = readField(body, 'clientKey');
  const pair = keys.find((candidate) => candidate.clientKey === clientKey);
  if (typeof clientKey !== 'string' || pair === undefined) {
    throw new Refused('UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.', 401);
  }
  if (widgetClientKeyPattern.test(clientKey)) {
    throw new Refused(
      'NOT_SUPPORTED_WIDGET_KEY',
      '결제위젯 연동 키는 결제창에서 사용할 수 없습니다. API 개별 연동 키(test_ck_)를 사용하세요.',
    );
  }
  const params = asRecord(readField(body, 'params'));
  if (params === undefined) throw invalid('결제 정보가 없습니다.');
  const customerKey = readCustomerKey(sdk, body);
  readMethod(sdk, body, params);
  const amount = readAmount(sdk, params);
  const orderId = readField(params, 'orderId');
  if (typeof orderId !== 'string' || !orderIdPattern.test(orderId)) {
    throw invalid(
      'orderId는 영문 대소문자, 숫자, 특수문자 -, _ 만 허용합니다. 6자 이상 64자 이하여야 합니다.',
    );
  }
  const orderName = optionalText(params, 'orderName', 100);
  if (orderName === undefined) throw invalid('orderName은(는) 필수 파라미터입니다.');
  const customerEmail = optionalText(params, 'customerEmail', 100);
  if (customerEmail !== undefined && !emailPattern.test(customerEmail)) {
    throw invalid('customerEmail 형식이 올바르지 않습니다.');
  }
  const customerMobilePhone = optionalText(params, 'customerMobilePhone', 15);
  if (customerMobilePhone !== undefined && !mobilePhonePattern.test(customerMobilePhone)) {
    throw invalid('customerMobilePhone은(는) 8자 이상 15자 이하의 숫자여야 합니다.');
  }
  return {
    keys: pair,
    sdk,
    orderId,
    orderName,
    amount,
    successUrl: returnUrl(params, 'successUrl', allowedOrigins),
    failUrl: returnUrl(params, 'failUrl', allowedOrigins),
    customerName: optionalText(params, 'customerName', 100),
    customerEmail,
    customerMobilePhone,
    customerKey,
    metadata: readMetadata(params),
  };
}

/**
 * Checks what the SDK shim sends (`{ sdk, clientKey, customerKey?, method?, params }`) the way Toss's SDK checks
 * `requestPayment` arguments before opening the window; `allowedOrigins` (normalised origins) limits the return URLs.
 */
export function validateCheckoutRequest(
  body: unknown,
  keys: readonly TossMerchantKeys[],
  allowedOrigins?: ReadonlySet<string>,
): CheckoutValidation {
  const record = asRecord(body);
  if (record === undefined) {
    return {
      kind: 'error',
      error: { status: 400, code: 'INVALID_PARAMETER', message: '잘못된 요청입니다.' },
    };
  }
  try {
    return { kind: 'ok', request: validate(record, keys, allowedOrigins) };
  } catch (error) {
    if (error instanceof Refused) {
      return { kind: 'error', error: { status: error.status, code: error.code, message: error.message } };
    }
    throw error;
  }
}
