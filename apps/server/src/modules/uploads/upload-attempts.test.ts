import { describe, expect, it } from 'vitest';
import { Invalid, MarketplaceRejected, Upstream } from '../../platform/domain-errors.ts';
import { createUploadAttempts } from './upload-attempts.ts';
import type { UploadedProductRow, UploadedProductUpdate, UploadsRepo } from './uploads.repo.ts';

function fakeRepo() {
  const updates: { id: string; update: UploadedProductUpdate }[] = [];
  const repo = {
    async update(id: string, update: UploadedProductUpdate) {
      updates.push({ id, update });
      return {} as UploadedProductRow;
    },
  } as unknown as UploadsRepo;
  return { repo, updates };
}

const row = (platform: 'coupang' | 'naver') => ({ id: 'attempt-1', platform }) as UploadedProductRow;
const upstream = (httpStatus: number | undefined, provider: 'coupang' | 'naver' = 'coupang') =>
  new Upstream('마켓 메시지', { provider, httpStatus, retryable: false });
const failed = (message: string) => ({
  status: 'failure',
  errorMessage: message,
  marketplaceResponse: { code: 'ERROR', message },
});

describe('recording a failed attempt', () => {
  it('turns a marketplace refusal (4xx) into MarketplaceRejected with its own words', async () => {
    const { repo, updates } = fakeRepo();
    const error = await createUploadAttempts(repo).recordFailure(row('coupang'), upstream(400), 'submit');
    expect(error).toBeInstanceOf(MarketplaceRejected);
    expect(error).toMatchObject({
      detail: '마켓 메시지',
      uploadedProductId: 'attempt-1',
      provider: 'coupang',
    });
    expect(updates).toEqual([{ id: 'attempt-1', update: failed('마켓 메시지') }]);
  });

  it('keeps a Coupang create without a definite answer pending, so a retry never sends it twice', async () => {
    for (const status of [undefined, 500, 504, 200]) {
      const { repo, updates } = fakeRepo();
      const cause = upstream(status);
      const error = await createUploadAttempts(repo).recordFailure(row('coupang'), cause, 'submit');
      expect(error, String(status)).toBe(cause);
      expect(updates).toEqual([
        {
          id: 'attempt-1',
          update: {
            errorMessage: '마켓 메시지',
            marketplaceResponse: { code: 'ERROR', message: '마켓 메시지' },
          },
        },
      ]);
    }
  });

  it('fails anything else for good: Naver (its search already ruled a lost create out), throttling, builds', async () => {
    const cases = [
      { attempt: row('naver'), error: upstream(undefined, 'naver'), stage: 'submit' as const },
      { attempt: row('coupang'), error: upstream(429), stage: 'submit' as const },
      { attempt: row('coupang'), error: upstream(undefined), stage: 'build' as const },
    ];
    for (const { attempt, error, stage } of cases) {
      const { repo, updates } = fakeRepo();
      expect(await createUploadAttempts(repo).recordFailure(attempt, error, stage)).toBe(error);
      expect(updates).toEqual([{ id: 'attempt-1', update: failed('마켓 메시지') }]);
    }
  });

  it('keeps the message of a seller-facing error and hides an unexpected one', async () => {
    const { repo, updates } = fakeRepo();
    const attempts = createUploadAttempts(repo);
    const invalid = new Invalid('상품 이미지(a.png)를 내려받지 못했습니다 (HTTP 404).');
    expect(await attempts.recordFailure(row('naver'), invalid, 'build')).toBe(invalid);
    const bug = new TypeError('x is undefined');
    expect(await attempts.recordFailure(row('naver'), bug, 'build')).toBe(bug);
    expect(updates.map((entry) => entry.update)).toEqual([
      failed('상품 이미지(a.png)를 내려받지 못했습니다 (HTTP 404).'),
      failed('업로드 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'),
    ]);
  });
});
