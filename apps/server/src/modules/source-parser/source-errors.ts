import { type ErrorCode, errorCodes } from '@ollida/contracts/errors';
import { DomainError } from '../../platform/domain-errors.ts';
import type { SourceFetchError } from '../../sources/source-fetch-error.ts';

/** The HTTP status and stable code each fetch failure answers with; the fetcher's Korean message is the detail. */
const fetchFailures: Record<SourceFetchError['kind'], { status: number; code: ErrorCode }> = {
  invalid_url: { status: 400, code: errorCodes.sourceUrlInvalid },
  unsupported_scheme: { status: 400, code: errorCodes.sourceUrlInvalid },
  blocked_address: { status: 400, code: errorCodes.sourceAddressBlocked },
  dns_failed: { status: 502, code: errorCodes.sourceUnreachable },
  unreachable: { status: 502, code: errorCodes.sourceUnreachable },
  timeout: { status: 504, code: errorCodes.sourceTimeout },
  too_large: { status: 422, code: errorCodes.sourceTooLarge },
  too_many_redirects: { status: 502, code: errorCodes.sourceTooManyRedirects },
};

/** Maps a fetcher failure to the error the seller sees. */
export function fetchFailure(error: SourceFetchError): DomainError {
  const { status, code } = fetchFailures[error.kind];
  return new DomainError(status, code, error.message);
}

/** A page that answered but is not a product we can read (status, content type, anti-bot page …). */
export function sourceProblem(status: number, code: ErrorCode, detail: string): DomainError {
  return new DomainError(status, code, detail);
}

/** What an HTTP error status from the supplier site means for the seller. */
export function httpStatusFailure(status: number): DomainError {
  if (status === 404 || status === 410) {
    return sourceProblem(
      422,
      errorCodes.sourceHttpError,
      `상품 페이지를 찾을 수 없습니다 (HTTP ${status}). 주소를 확인해 주세요.`,
    );
  }
  if (status === 401 || status === 403) {
    return sourceProblem(
      422,
      errorCodes.sourceBlocked,
      `사이트가 접근을 허용하지 않았습니다 (HTTP ${status}). 로그인이 필요한 상품이거나 자동 접속이 막혀 있습니다.`,
    );
  }
  if (status === 429 || status === 490) {
    return sourceProblem(
      502,
      errorCodes.sourceBlocked,
      `사이트가 요청을 일시적으로 막았습니다 (HTTP ${status}). 잠시 후 다시 시도하거나 브라우저 확장 프로그램으로 가져와 주세요.`,
    );
  }
  return sourceProblem(
    502,
    errorCodes.sourceHttpError,
    `사이트가 오류로 응답했습니다 (HTTP ${status}). 잠시 후 다시 시도해 주세요.`,
  );
}

/** Fallback when nothing product-like was on the page. */
export const noProductFound = () =>
  sourceProblem(
    422,
    errorCodes.noProductFound,
    '이 페이지에서 상품 정보를 찾지 못했습니다. 상품 상세 페이지의 주소인지 확인해 주세요.',
  );
