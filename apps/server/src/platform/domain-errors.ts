import { type ErrorCode, errorCodes } from '@ollida/contracts/errors';
import type { ReviewCheck } from '@ollida/contracts/review-check';
import type { ExistingListing } from '@ollida/contracts/uploads';

/** A failure the user can act on: carries the HTTP status, a stable code and a Korean message. */
export class DomainError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode,
    public readonly detail: string,
  ) {
    super(detail);
    this.name = new.target.name;
  }
}

export class NotFound extends DomainError {
  constructor(detail = '요청한 항목을 찾을 수 없습니다.', code: ErrorCode = errorCodes.notFound) {
    super(404, code, detail);
  }
}

export class Forbidden extends DomainError {
  constructor(detail = '권한이 없습니다.', code: ErrorCode = errorCodes.forbidden) {
    super(403, code, detail);
  }
}

export class Conflict extends DomainError {
  constructor(detail: string, code: ErrorCode = errorCodes.conflict) {
    super(409, code, detail);
  }
}

export class Invalid extends DomainError {
  constructor(detail: string, code: ErrorCode = errorCodes.invalid) {
    super(400, code, detail);
  }
}

export class Unauthenticated extends DomainError {
  constructor(detail = '로그인이 필요합니다.', code: ErrorCode = errorCodes.unauthenticated) {
    super(401, code, detail);
  }
}

export type UpstreamProvider = 'google' | 'coupang' | 'naver' | 'toss' | 'domeggook' | 'ownerclan';

/** What is known about an external failure, kept for the seller (provider code) and for callers (retry). */
export interface UpstreamInfo {
  provider: UpstreamProvider;
  /** The provider's own error code (e.g. Toss `ALREADY_PROCESSED_PAYMENT`), when it sent one. */
  providerCode?: string;
  /** The provider's HTTP status; absent when no answer arrived (timeout, network). */
  httpStatus?: number;
  /** True when repeating the request is safe (no second effect) and may succeed: 429, 5xx or no answer on a read or an idempotency-keyed write; false for other 4xx. */
  retryable: boolean;
}

/** An external service failed; `detail` keeps its own message because sellers need it. */
export class Upstream extends DomainError {
  constructor(
    detail: string,
    public readonly info: UpstreamInfo,
  ) {
    super(502, errorCodes.upstream, detail);
  }
}

/** The app itself cannot serve right now (its database is down); load balancers read the 503. */
export class ServiceUnavailable extends DomainError {
  constructor(detail: string) {
    super(503, errorCodes.unavailable, detail);
  }
}

/** A second upload of the same supplier item to the same store, refused until the seller confirms it. */
export class DuplicateUpload extends DomainError {
  constructor(
    detail: string,
    public readonly existing: ExistingListing,
  ) {
    super(409, errorCodes.duplicateUpload, detail);
  }
}

/** The marketplace refused the listing; `detail` is its own message, the failed attempt is saved for the seller. */
export class MarketplaceRejected extends DomainError {
  constructor(
    detail: string,
    public readonly uploadedProductId: string,
    public readonly provider: 'coupang' | 'naver',
  ) {
    super(422, errorCodes.marketplaceRejected, detail);
  }
}

/** The pre-upload review found errors: nothing was written or sent. 422 with every check (errors and warnings). */
export class ListingReviewFailed extends DomainError {
  constructor(public readonly checks: ReviewCheck[]) {
    const first = checks.find((check) => check.severity === 'error');
    super(
      422,
      errorCodes.listingReviewFailed,
      `업로드 전 검수에서 고칠 점이 있습니다: ${first?.detail ?? ''}`.trim(),
    );
  }
}
