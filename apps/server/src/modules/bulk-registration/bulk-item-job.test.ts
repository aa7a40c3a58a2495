import { errorCodes } from '@ollida/contracts/errors';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/domain-errors.ts';
import { type BulkUploader, createBulkItemJob } from './bulk-item-job.ts';
import type { BulkRegistrationRepo } from './bulk-registration.repo.ts';

/** A repo that hands out one claimable item and records the failures written. */
function recordingRepo() {
  const failures: string[] = [];
  const repo = {
    findItemForJob: async () => ({
      id: 'item-1',
      url: 'https://shop.example/p/1',
      batchId: 'batch-1',
      stopOnFirstFailure: false,
      workspaceId: 'workspace-1',
      userId: 'user-1',
      platform: 'coupang',
    }),
    claimItem: async () => true,
    transaction: async (work: (tx: unknown) => Promise<unknown>) => work(undefined),
    markFailure: async (_id: string, failure: { message: string }) => {
      failures.push(failure.message);
      return true;
    },
    beginStopping: async () => false,
    settleBatch: async () => undefined,
  } as unknown as BulkRegistrationRepo;
  return { repo, failures };
}

const databaseAway = () =>
  new Error('Failed query: select …', {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  });

const uploader = {
  getSettings: async () => ({}),
  assertStoreReady: async () => undefined,
} as unknown as BulkUploader;

describe('bulk item job', () => {
  it('leaves the item to the job retry while the database is away, instead of failing it', async () => {
    const { repo, failures } = recordingRepo();
    const job = createBulkItemJob({
      repo,
      urlParser: {
        parse: async () => {
          throw databaseAway();
        },
      },
      uploader,
      clock: () => new Date(),
    });
    await expect(job({ item_id: 'item-1' }, new AbortController().signal)).rejects.toThrow('Failed query');
    expect(failures).toEqual([]);
  });

  it('fails the item with the Korean reason of a page that cannot be read', async () => {
    const { repo, failures } = recordingRepo();
    const job = createBulkItemJob({
      repo,
      urlParser: {
        parse: async () => {
          throw new DomainError(502, errorCodes.sourceUnreachable, '사이트에 연결하지 못했습니다.');
        },
      },
      uploader,
      clock: () => new Date(),
    });
    await job({ item_id: 'item-1' }, new AbortController().signal);
    expect(failures).toEqual(['사이트에 연결하지 못했습니다.']);
  });

  it('fails the item before fetching its page when the store cannot take listings', async () => {
    const { repo, failures } = recordingRepo();
    const fetched: string[] = [];
    const message =
      '쿠팡 반품지와 출고지를 먼저 설정해 주세요. (워크스페이스 > 스토어 설정) 빠진 항목: 반품지';
    const job = createBulkItemJob({
      repo,
      urlParser: {
        parse: async (url) => {
          fetched.push(url);
          throw new Error('must not fetch');
        },
      },
      uploader: {
        ...uploader,
        assertStoreReady: async () => {
          throw new DomainError(400, errorCodes.uploadSettingsMissing, message);
        },
      },
      clock: () => new Date(),
    });
    await job({ item_id: 'item-1' }, new AbortController().signal);
    expect(failures).toEqual([message]);
    expect(fetched).toEqual([]);
  });
});
