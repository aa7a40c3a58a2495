import { errorCodes } from '@ollida/contracts/errors';
import { DomainError } from '../../platform/domain-errors.ts';
import type { UploadsRepo } from './uploads.repo.ts';

/** The default cap on one user's failed upload attempts in the last hour (issue 22 §5). */
export const defaultFailedUploadsPerHour = 100;
const hourMs = 3_600_000;

class TooManyFailedUploads extends DomainError {
  constructor(cap: number) {
    super(
      429,
      errorCodes.tooManyFailedUploads,
      `최근 1시간 동안 등록에 실패한 상품이 ${cap}개에 이르러 잠시 등록을 멈췄습니다. 실패 사유(스토어 설정, 카테고리, 상품 정보)를 먼저 고친 뒤 잠시 후 다시 시도해 주세요.`,
    );
  }
}

/**
 * Refuses an upload of a user whose failed attempts of the last hour reached the cap, before anything is stored or
 * sent. Counted from the attempts themselves, so the cap holds across instances.
 */
export async function assertFailureBudget(
  deps: { repo: Pick<UploadsRepo, 'countFailuresSince'>; clock: () => Date; perHour?: number },
  uploaderEmail: string,
): Promise<void> {
  const cap = deps.perHour ?? defaultFailedUploadsPerHour;
  const since = new Date(deps.clock().getTime() - hourMs);
  if ((await deps.repo.countFailuresSince(uploaderEmail, since, cap)) >= cap)
    throw new TooManyFailedUploads(cap);
}
