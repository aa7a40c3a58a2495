import { Upstream } from '../../platform/domain-errors.ts';

/** One GraphQL error as Ownerclan sends it (`message`, `extensions.code`). */
export interface OwnerclanGraphqlError {
  message: string;
  code: string | undefined;
}

/** The `errors` list of a parsed GraphQL body (empty when there is none). */
export function graphqlErrorsOf(body: unknown): OwnerclanGraphqlError[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors: unknown = Reflect.get(body, 'errors');
  if (!Array.isArray(errors)) return [];
  return errors.map((error: unknown) => {
    const message: unknown =
      typeof error === 'object' && error !== null ? Reflect.get(error, 'message') : undefined;
    const extensions: unknown =
      typeof error === 'object' && error !== null ? Reflect.get(error, 'extensions') : undefined;
    const code: unknown =
      typeof extensions === 'object' && extensions !== null ? Reflect.get(extensions, 'code') : undefined;
    return {
      message: typeof message === 'string' && message !== '' ? message : '알 수 없는 오류',
      code: typeof code === 'string' ? code : undefined,
    };
  });
}

/** True when the API refused the token (HTTP 401, or an UNAUTHENTICATED-style error code). */
export function isTokenRejected(status: number, errors: readonly OwnerclanGraphqlError[]): boolean {
  return (
    status === 401 ||
    errors.some((error) => error.code === 'UNAUTHENTICATED' || error.code === 'AUTHENTICATION_REQUIRED')
  );
}

const NOT_FOUND_CODES = new Set(['ITEM_NOT_FOUND', 'INVALID_KEY']);

/** Upstream error for a GraphQL answer that carries errors (or a non-2xx status), keeping Ownerclan's message. */
export function ownerclanQueryError(
  status: number,
  errors: readonly OwnerclanGraphqlError[],
  itemKey: string,
): Upstream {
  const [first] = errors;
  const info = { provider: 'ownerclan' as const, providerCode: first?.code, httpStatus: status };
  if (first?.code !== undefined && NOT_FOUND_CODES.has(first.code)) {
    return new Upstream(`오너클랜에서 상품을 찾을 수 없습니다. (상품코드 ${itemKey})`, {
      ...info,
      retryable: false,
    });
  }
  if (first?.code === 'RATE_LIMIT_EXCEEDED' || status === 429) {
    return new Upstream('오너클랜 API 호출 한도를 넘었습니다. 잠시 후 다시 시도해 주세요.', {
      ...info,
      retryable: true,
    });
  }
  if (isTokenRejected(status, errors)) {
    return new Upstream('오너클랜이 인증을 거부했습니다. 판매사 계정 상태를 확인해 주세요.', {
      ...info,
      retryable: false,
    });
  }
  if (first !== undefined) {
    return new Upstream(`오너클랜 API 오류: ${first.message}`, { ...info, retryable: status >= 500 });
  }
  return new Upstream(
    status >= 500
      ? `오너클랜 서버에 오류가 발생했습니다. 잠시 후 다시 시도해 주세요. (HTTP ${status})`
      : `오너클랜 API가 요청을 거절했습니다. (HTTP ${status})`,
    { ...info, retryable: status >= 500 },
  );
}

/** Upstream error for a refused login at `/auth`. */
export function ownerclanLoginError(status: number): Upstream {
  if (status === 401 || status === 403) {
    return new Upstream(
      '오너클랜 로그인에 실패했습니다. 서버에 설정된 오너클랜 판매사 아이디와 비밀번호를 확인해 주세요.',
      {
        provider: 'ownerclan',
        httpStatus: status,
        retryable: false,
      },
    );
  }
  return new Upstream(
    status >= 500
      ? `오너클랜 인증 서버에 오류가 발생했습니다. 잠시 후 다시 시도해 주세요. (HTTP ${status})`
      : `오너클랜 인증 서버가 요청을 거절했습니다. (HTTP ${status})`,
    { provider: 'ownerclan', httpStatus: status, retryable: status >= 500 || status === 429 },
  );
}
