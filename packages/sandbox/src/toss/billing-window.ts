import { randomBytes } from 'node:crypto';
import {
  asRecord,
  customerKeyPattern,
  emailPattern,
  invalid,
  optionalText,
  Refused,
  returnUrl,
} from './checkout-request.ts';
import { readField } from './fields.ts';
import {
  BILLING_AUTH_TTL_MS,
  type BillingCardPreset,
  MAX_BILLING_RECORDS,
  type StoredBillingWindow,
  type TossMerchantKeys,
  type TossSandboxState,
} from './options.ts';

/** A window request refused the way the SDK refuses `requestBillingAuth` arguments. */
export interface BillingWindowRefusal {
  status: number;
  code: string;
  message: string;
}

/** Drops the oldest entries of a record beyond the cap, by the given time field. */
export function capRecords<T>(records: Record<string, T>, timeOf: (value: T) => number, cap: number): void {
  const entries = Object.entries(records);
  if (entries.length < cap) return;
  entries.sort((a, b) => timeOf(a[1]) - timeOf(b[1]));
  for (const [key] of entries.slice(0, entries.length - cap + 1)) delete records[key];
}

function readMethod(sdk: 'v1' | 'v2', body: Record<string, unknown>, params: Record<string, unknown>): void {
  const method = sdk === 'v1' ? readField(body, 'method') : readField(params, 'method');
  const allowed = sdk === 'v1' ? ['카드', 'CARD'] : ['CARD'];
  if (typeof method !== 'string' || !allowed.includes(method)) {
    throw new Refused(
      'NOT_SUPPORTED_METHOD',
      '샌드박스 자동결제는 카드(CARD) 등록만 지원합니다. 계좌 자동이체는 별도 계약이 필요합니다.',
    );
  }
}

/**
 * Checks what the shim sends for `requestBillingAuth` (`{ sdk, clientKey, customerKey, method?, params }`): a known
 * API 개별 연동 client key (widget keys refused), CARD, a real customerKey (never `@@ANONYMOUS`), absolute return URLs
 * on the allowed origins, name and email of at most 100 characters.
 */
export function validateBillingWindow(
  body: unknown,
  keys: readonly TossMerchantKeys[],
  allowedOrigins: ReadonlySet<string> | undefined,
):
  | { kind: 'ok'; window: Omit<StoredBillingWindow, 'windowId' | 'openedAt'> }
  | { kind: 'error'; error: BillingWindowRefusal } {
  try {
    const record = asRecord(body);
    if (record === undefined) throw invalid('잘못된 요청입니다.');
    const sdk = readField(record, 'sdk');
    if (sdk !== 'v1' && sdk !== 'v2') throw invalid('지원하지 않는 SDK 버전입니다.');
    const clientKey = readField(record, 'clientKey');
    const pair = keys.find((candidate) => candidate.clientKey === clientKey);
    if (typeof clientKey !== 'string' || pair === undefined) {
      throw new Refused('UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.', 401);
    }
    if (/^(test|live)_gck_/.test(clientKey)) {
      throw new Refused('NOT_SUPPORTED_WIDGET_KEY', '결제위젯 연동 키로는 자동결제를 사용할 수 없습니다.');
    }
    const params = asRecord(readField(record, 'params'));
    if (params === undefined) throw invalid('카드 등록 정보가 없습니다.');
    readMethod(sdk, record, params);
    const customerKey = sdk === 'v1' ? readField(params, 'customerKey') : readField(record, 'customerKey');
    if (
      typeof customerKey !== 'string' ||
      !customerKeyPattern.test(customerKey) ||
      customerKey.startsWith('@@')
    ) {
      throw invalid(
        'customerKey는 영문 대소문자, 숫자, 특수문자 -, _, =, ., @ 로 이루어진 2자 이상 50자 이하의 문자열이어야 하며, 비회원 키(@@ANONYMOUS)는 자동결제에 쓸 수 없습니다.',
      );
    }
    const customerEmail = optionalText(params, 'customerEmail', 100);
    if (customerEmail !== undefined && !emailPattern.test(customerEmail)) {
      throw invalid('customerEmail 형식이 올바르지 않습니다.');
    }
    return {
      kind: 'ok',
      window: {
        mId: pair.mId,
        clientKey,
        customerKey,
        successUrl: returnUrl(params, 'successUrl', allowedOrigins),
        failUrl: returnUrl(params, 'failUrl', allowedOrigins),
        customerName: optionalText(params, 'customerName', 100),
        customerEmail,
      },
    };
  } catch (error) {
    if (error instanceof Refused) {
      return { kind: 'error', error: { status: error.status, code: error.code, message: error.message } };
    }
    throw error;
  }
}

/** Stores an opened window (oldest dropped beyond the cap). */
export function openBillingWindow(
  state: TossSandboxState,
  window: Omit<StoredBillingWindow, 'windowId' | 'openedAt'>,
  now: number,
): StoredBillingWindow {
  const windows = state.billingWindows ?? {};
  state.billingWindows = windows;
  capRecords(windows, (value) => value.openedAt, MAX_BILLING_RECORDS);
  const stored = { ...window, windowId: randomBytes(18).toString('base64url'), openedAt: now };
  windows[stored.windowId] = stored;
  return stored;
}

/** The open window with this id, if it has not lapsed (30 minutes, like the payment window). */
export function findBillingWindow(
  state: TossSandboxState,
  windowId: string,
  now: number,
): StoredBillingWindow | undefined {
  const windows = state.billingWindows ?? {};
  const window = Object.hasOwn(windows, windowId) ? windows[windowId] : undefined;
  return window !== undefined && now - window.openedAt <= BILLING_AUTH_TTL_MS ? window : undefined;
}

/** Closes the window with the user's card registered: a one-time authKey for the successUrl. */
export function registerCard(
  state: TossSandboxState,
  window: StoredBillingWindow,
  preset: BillingCardPreset,
  now: number,
): string {
  delete state.billingWindows?.[window.windowId];
  const auths = state.billingAuths ?? {};
  state.billingAuths = auths;
  capRecords(auths, (value) => value.issuedAt, MAX_BILLING_RECORDS);
  const authKey = `bln_${randomBytes(24).toString('base64url')}`;
  auths[authKey] = { mId: window.mId, customerKey: window.customerKey, preset, issuedAt: now };
  return authKey;
}
