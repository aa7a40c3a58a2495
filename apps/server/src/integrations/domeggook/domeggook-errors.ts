import { Upstream } from '../../platform/domain-errors.ts';

/** The Open API's standard error body `{ errors: { code, message, dmessage } }` (all fields optional here). */
export interface DomeggookErrorBody {
  code?: string;
  message?: string;
  dmessage?: string;
}

/** Reads the standard error out of a parsed body, or undefined when the body is not an error. */
export function domeggookErrorOf(body: unknown): DomeggookErrorBody | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const errors: unknown = Reflect.get(body, 'errors');
  if (typeof errors !== 'object' || errors === null) return undefined;
  const text = (name: string) => {
    const value: unknown = Reflect.get(errors, name);
    return typeof value === 'string' && value !== ''
      ? value
      : typeof value === 'number'
        ? String(value)
        : undefined;
  };
  return { code: text('code'), message: text('message'), dmessage: text('dmessage') };
}

// The real codes are not published: the sandbox's codes are recognised, then words real messages are likely to use.
const INVALID_KEY_CODES = new Set(['E2001']);
const NOT_FOUND_CODES = new Set(['E4001']);
const INVALID_KEY_WORDS = /api\s*key|\baid\b|인증키|키가/i;
const NOT_FOUND_WORDS = /상품.*(없|존재하지)|not\s*found/i;
const RATE_LIMIT_WORDS = /한도|초과|limit/i;

/** Turns a standard error into Upstream with a Korean detail the seller can act on, keeping 도매꾹's own words. */
export function domeggookErrorFrom(error: DomeggookErrorBody, itemNo: string, httpStatus: number): Upstream {
  const words = [error.code, error.message, error.dmessage].filter((part) => part !== undefined).join(' ');
  const own = error.dmessage ?? error.message ?? '알 수 없는 오류';
  const info = { provider: 'domeggook' as const, providerCode: error.code, httpStatus };
  const code = error.code ?? '';
  if (INVALID_KEY_CODES.has(code) || INVALID_KEY_WORDS.test(words)) {
    return new Upstream(
      '도매꾹 API 키가 올바르지 않습니다. 서버에 설정된 도매꾹 Open API 키를 확인해 주세요.',
      {
        ...info,
        retryable: false,
      },
    );
  }
  if (NOT_FOUND_CODES.has(code) || NOT_FOUND_WORDS.test(words)) {
    return new Upstream(`도매꾹에서 상품을 찾을 수 없습니다. (상품번호 ${itemNo})`, {
      ...info,
      retryable: false,
    });
  }
  if (RATE_LIMIT_WORDS.test(words)) {
    return new Upstream('도매꾹 API 호출 한도를 넘었습니다. 잠시 후 다시 시도해 주세요.', {
      ...info,
      retryable: true,
    });
  }
  return new Upstream(`도매꾹 API가 요청을 거절했습니다: ${own}`, { ...info, retryable: false });
}

/** A non-2xx answer without the standard error body. */
export function domeggookHttpError(httpStatus: number): Upstream {
  const server = httpStatus >= 500;
  return new Upstream(
    server
      ? `도매꾹 서버에 오류가 발생했습니다. 잠시 후 다시 시도해 주세요. (HTTP ${httpStatus})`
      : `도매꾹 API가 요청을 거절했습니다. (HTTP ${httpStatus})`,
    { provider: 'domeggook', httpStatus, retryable: server || httpStatus === 429 },
  );
}
