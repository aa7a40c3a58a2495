import { Upstream } from '../../platform/domain-errors.ts';
import type { OutboundResponse } from '../http-client.ts';

function readErrorBody(text: string): { code?: string; message?: string } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return {};
    const code = Reflect.get(body, 'code');
    const message = Reflect.get(body, 'message');
    return {
      code: typeof code === 'string' && code !== '' ? code : undefined,
      message: typeof message === 'string' && message !== '' ? message : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Turns a non-2xx Toss answer into Upstream, keeping Toss's own `code` and Korean `message` for the seller.
 * `idempotent` says the request was a read or carried an Idempotency-Key; only then may a 5xx be repeated. Any 4xx
 * but 429 is Toss's final word (a refused card, an already processed payment), so repeating cannot help.
 */
export function tossErrorFrom(response: OutboundResponse, idempotent: boolean): Upstream {
  const { code, message } = readErrorBody(response.text);
  const detail =
    message ??
    (response.status >= 500
      ? `토스페이먼츠 서버에 오류가 발생했습니다. 잠시 후 다시 시도해 주세요. (HTTP ${response.status})`
      : `토스페이먼츠가 요청을 거절했습니다. (HTTP ${response.status})`);
  return new Upstream(detail, {
    provider: 'toss',
    ...(code === undefined ? {} : { providerCode: code }),
    httpStatus: response.status,
    retryable: response.status === 429 || (response.status >= 500 && idempotent),
  });
}

/**
 * True when a write may or may not have taken effect (no answer, or a 5xx): the caller must look the payment up by
 * orderId before deciding, never assume failure. Unlike `retryable`, this holds whether or not a repeat is safe.
 */
export function isTossOutcomeUnknown(error: Upstream): boolean {
  return (
    error.info.provider === 'toss' && (error.info.httpStatus === undefined || error.info.httpStatus >= 500)
  );
}
