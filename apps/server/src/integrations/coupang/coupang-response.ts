import type { z } from 'zod';
import { Upstream } from '../../platform/domain-errors.ts';
import { type OutboundResponse, parseProviderShape } from '../http-client.ts';
import { parseLosslessJson } from './lossless-json.ts';

/** What the caller was doing, for the Korean message (e.g. "발주서 목록 조회"). */
export interface CallDescription {
  operation: string;
  idempotent: boolean;
}

const maxQuotedLength = 300;

/** One property of a decoded JSON value, or undefined when the value is not an object. */
export function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined;
}

/** The provider's own words: `message`, plus `details` when the 2026 product errors add them. */
export function providerMessage(body: unknown, rawText: string): string | undefined {
  const message = field(body, 'message');
  const details = field(body, 'details');
  const parts = [message, details].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  if (parts.length > 0) return parts.join(' - ').slice(0, maxQuotedLength);
  if (/access denied/i.test(rawText)) return 'Access Denied';
  return undefined;
}

function providerCode(body: unknown): string | undefined {
  const code = field(body, 'code');
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

function explain(
  status: number,
  message: string | undefined,
  call: CallDescription,
): { text: string; retryable: boolean } {
  const name = call.operation;
  if (status === 401 && message?.includes('expired')) {
    return { text: `쿠팡 API 서명 시각이 만료되었습니다. 서버 시계를 확인해 주세요.`, retryable: false };
  }
  if (status === 401) {
    return {
      text: '쿠팡 API 인증에 실패했습니다. 액세스 키, 시크릿 키와 업체코드를 확인해 주세요.',
      retryable: false,
    };
  }
  if (status === 403) {
    return {
      text: '쿠팡이 요청을 거부했습니다. WING에 이 서버의 IP가 등록되어 있는지, 호출이 차단되지 않았는지 확인해 주세요.',
      retryable: false,
    };
  }
  if (status === 404)
    return {
      text: `쿠팡에서 ${name} 대상을 찾지 못했습니다. 경로나 업체코드를 확인해 주세요.`,
      retryable: false,
    };
  if (status === 429)
    return { text: '쿠팡 API 호출 한도를 초과했습니다. 잠시 후 다시 시도해 주세요.', retryable: true };
  if (status === 504 || status === 524) {
    return { text: `쿠팡 서버가 ${name} 요청에 제시간에 응답하지 않았습니다.`, retryable: call.idempotent };
  }
  if (status >= 500)
    return {
      text: `쿠팡 서버 오류로 ${name}에 실패했습니다. 잠시 후 다시 시도해 주세요.`,
      retryable: call.idempotent,
    };
  if (status >= 400) return { text: `쿠팡이 ${name} 요청을 거절했습니다.`, retryable: false };
  return { text: `쿠팡이 ${name} 요청에 예상하지 못한 응답(HTTP ${status})을 보냈습니다.`, retryable: false };
}

function withProviderMessage(text: string, message: string | undefined): string {
  return message === undefined ? text : `${text} (쿠팡 메시지: ${message})`;
}

/**
 * Turns an HTTP answer into its parsed JSON body, or an Upstream error that keeps Coupang's message and code.
 * Redirects mean a blocked caller (Coupang answers 302 to blocked IPs and vendors).
 */
export function readCoupangBody(response: OutboundResponse, call: CallDescription): unknown {
  const { status, text } = response;
  let body: unknown;
  let parsed = true;
  try {
    body = parseLosslessJson(text);
  } catch {
    parsed = false;
  }
  if (status >= 200 && status < 300) {
    if (!parsed) {
      throw new Upstream(`쿠팡의 ${call.operation} 응답을 해석하지 못했습니다. (HTTP ${status})`, {
        provider: 'coupang',
        httpStatus: status,
        retryable: call.idempotent,
      });
    }
    return body;
  }
  if (status >= 300 && status < 400) {
    throw new Upstream(
      `쿠팡이 요청을 다른 곳으로 돌렸습니다(HTTP ${status}). 호출이 차단되었을 수 있으니 잠시 후 다시 시도하고, 계속되면 쿠팡에 문의해 주세요.`,
      { provider: 'coupang', httpStatus: status, retryable: false },
    );
  }
  const message = providerMessage(body, text);
  const { text: explanation, retryable } = explain(status, message, call);
  const code = providerCode(body);
  throw new Upstream(withProviderMessage(`${explanation} (HTTP ${status})`, message), {
    provider: 'coupang',
    httpStatus: status,
    retryable,
    ...(code === undefined ? {} : { providerCode: code }),
  });
}

function isSuccessCode(code: unknown): boolean {
  // Product APIs say "SUCCESS", order/shipping/predict APIs 200, some samples "200": compare loosely.
  return code === 'SUCCESS' || code === 200 || code === '200' || code === 'OK';
}

/** Checks `{code, message, data}` and returns `data`; a non-success code becomes an Upstream with Coupang's words. */
export function unwrapEnvelope(body: unknown, call: CallDescription, status = 200): unknown {
  const code = field(body, 'code');
  if (!isSuccessCode(code)) {
    const message = providerMessage(body, '');
    throw new Upstream(withProviderMessage(`쿠팡이 ${call.operation} 요청을 처리하지 못했습니다.`, message), {
      provider: 'coupang',
      httpStatus: status,
      retryable: false,
      ...(code === undefined || code === null ? {} : { providerCode: String(code) }),
    });
  }
  const data = field(body, 'data');
  // G19's doubled envelope ({code:"200", data:{code:"SUCCESS", data}}) is a doc artefact, but costs nothing to accept.
  const inner = field(data, 'code');
  if (inner !== undefined && field(data, 'data') !== undefined && isSuccessCode(inner))
    return field(data, 'data');
  return data;
}

/** Validates a decoded value against a schema; a mismatch is an Upstream naming the first offending field. */
export function parseShape<T extends z.ZodType>(
  schema: T,
  value: unknown,
  call: CallDescription,
): z.output<T> {
  return parseProviderShape(schema, value, {
    provider: 'coupang',
    what: call.operation,
    httpStatus: 200,
    retryable: false,
  });
}
