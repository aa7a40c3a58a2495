export type SourceFetchErrorKind =
  | 'invalid_url'
  | 'unsupported_scheme'
  | 'blocked_address'
  | 'dns_failed'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects';

function defaultMessage(kind: SourceFetchErrorKind): string {
  switch (kind) {
    case 'invalid_url':
      return '올바른 웹 주소(URL)가 아닙니다. 주소를 확인해 주세요.';
    case 'unsupported_scheme':
      return 'http:// 또는 https:// 로 시작하는 주소만 불러올 수 있습니다.';
    case 'blocked_address':
      return '내부망이나 사설 주소로는 접속할 수 없습니다.';
    case 'dns_failed':
      return '사이트 주소를 찾을 수 없습니다. 주소를 확인해 주세요.';
    case 'unreachable':
      return '사이트에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.';
    case 'timeout':
      return '사이트가 제시간에 응답하지 않았습니다. 잠시 후 다시 시도해 주세요.';
    case 'too_large':
      return '페이지가 너무 큽니다 (5MB 초과).';
    case 'too_many_redirects':
      return '페이지가 다른 주소로 너무 여러 번 이동합니다 (최대 5번).';
    default: {
      const unknown: never = kind;
      return unknown;
    }
  }
}

/**
 * Why a user-supplied URL could not be fetched. The message is shown to the seller as is, so it never contains
 * the URL (which may carry credentials) or internal details; `cause` keeps those for the log.
 */
export class SourceFetchError extends Error {
  readonly kind: SourceFetchErrorKind;

  constructor(kind: SourceFetchErrorKind, options: { message?: string; cause?: unknown } = {}) {
    super(options.message ?? defaultMessage(kind), { cause: options.cause });
    this.name = 'SourceFetchError';
    this.kind = kind;
  }
}

/** The too_large error for a given limit, worded like the default (MB, or KB below one megabyte). */
export function tooLargeError(maxBytes: number): SourceFetchError {
  const mebibyte = 1024 * 1024;
  const limit =
    maxBytes >= mebibyte
      ? `${Math.round(maxBytes / mebibyte)}MB`
      : `${Math.max(1, Math.round(maxBytes / 1024))}KB`;
  return new SourceFetchError('too_large', { message: `페이지가 너무 큽니다 (${limit} 초과).` });
}

/** The too_many_redirects error for a given limit. */
export function tooManyRedirectsError(maxRedirects: number): SourceFetchError {
  return new SourceFetchError('too_many_redirects', {
    message: `페이지가 다른 주소로 너무 여러 번 이동합니다 (최대 ${maxRedirects}번).`,
  });
}
