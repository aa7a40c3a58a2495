import { type ExchangeRateTable, exchangeRateTableOf } from '@ollida/contracts/exchange-rates';
import { priceDraft } from '@ollida/contracts/price-rule';
import type { ProductDetails } from '@ollida/contracts/product-details';
import type { ReviewCheck } from '@ollida/contracts/review-check';
import { bulkCheckLimit, type UploadResponse, type UploadSettings } from '@ollida/contracts/uploads';
import { databaseTrouble } from '../../db/database-trouble.ts';
import { DomainError, DuplicateUpload, ListingReviewFailed } from '../../platform/domain-errors.ts';
import { SourceFetchError } from '../../sources/source-fetch-error.ts';
import type { BulkRegistrationRepo } from './bulk-registration.repo.ts';

export const stoppedAfterFailureMessage = '이전 항목이 실패해 중단했습니다.';
const unknownFailureMessage = '처리 중 오류가 발생했습니다.';

/** The upload service as bulk uses it (modules/uploads/upload.service.ts); idempotent per `batchItemId`. */
export interface BulkUploader {
  uploadForMember(input: {
    userId: string;
    workspaceId: string;
    platform: 'coupang' | 'naver';
    details: ProductDetails;
    categoryId?: string;
    confirmDuplicate: boolean;
    channel: 'web' | 'bulk';
    batchItemId?: string;
  }): Promise<UploadResponse>;
  getSettings(workspaceId: string): Promise<UploadSettings>;
  /**
   * Throws the Korean 400 when the store cannot take any listing (no return center or outbound place, no A/S phone, keys
   * missing or refused at the last check), or the 429 when the user reached the failed-upload cap.
   */
  assertStoreReady(workspaceId: string, userId: string): Promise<void>;
}

export interface BulkUrlParser {
  /**
   * `exchangeRates`: the batch workspace's, so a foreign-currency page converts as that store set it; `signal`: the
   * item's deadline (a `SourceFetchError` reason is reported as that failure) joined with the runner's stop.
   */
  parse(
    url: string,
    options?: { exchangeRates?: ExchangeRateTable; signal?: AbortSignal },
  ): Promise<{ data: ProductDetails }>;
}

export interface BulkItemJobDeps {
  repo: BulkRegistrationRepo;
  urlParser: BulkUrlParser;
  uploader: BulkUploader;
  clock: () => Date;
  /** Errors that are not the seller's to read (bugs, database trouble); they become the generic message. */
  onUnexpectedError?: (error: unknown, itemId: string) => void;
  /**
   * How long an item may take to read its page, the wait for one of the host's fetch slots included (issue 22 §3):
   * past it the item fails as a timeout instead of holding a worker behind a slow supplier. Default 60 s.
   */
  readDeadlineMs?: number;
}

/** Job data: ids only, the rest is read from the database when the job runs. */
export interface BulkItemJobData {
  item_id: string;
  /** The batch's creator, whose items take turns with other owners' (absent on jobs queued before it existed). */
  owner?: string;
}

/** The database away for a moment (a restart, a failover): the job's retry runs the item again, it does not fail. */
const isTransient = (error: unknown) => databaseTrouble(error) === 'unavailable';

interface ItemFailure {
  message: string;
  checks?: ReviewCheck[];
  /** The store already has a listing of the same supplier item: the seller may confirm it (그래도 등록). */
  duplicate?: boolean;
}

/** Thrown at a safe point once the runner stops: the job goes back to the queue and the item keeps its state. */
class RunnerStopped extends Error {}

function throwIfStopped(signal: AbortSignal): void {
  if (signal.aborted) throw new RunnerStopped('job runner stopped');
}

/** One URL of a batch: parse → price rule → upload, with the item's status kept in the database at every step. */
export function createBulkItemJob(deps: BulkItemJobDeps) {
  const { repo } = deps;

  /** The seller's words for the failure, with the review's errors when the review refused the item. */
  function failureOf(error: unknown, itemId: string): ItemFailure {
    if (error instanceof ListingReviewFailed) {
      const errors = error.checks.filter((check) => check.severity === 'error');
      return { message: error.detail, checks: errors.slice(0, bulkCheckLimit) };
    }
    if (error instanceof DuplicateUpload) return { message: error.detail, duplicate: true };
    if (error instanceof DomainError) return { message: error.detail };
    deps.onUnexpectedError?.(error, itemId);
    return { message: unknownFailureMessage };
  }

  async function fail(
    itemId: string,
    batch: { id: string; stopOnFirstFailure: boolean },
    failure: ItemFailure,
  ) {
    await repo.transaction(async (tx) => {
      if (!(await repo.markFailure(itemId, failure, tx))) return;
      if (batch.stopOnFirstFailure) {
        await repo.stopAfterFailure(batch.id, itemId, stoppedAfterFailureMessage, tx);
      }
    });
    await repo.settleBatch(batch.id, deps.clock());
  }

  return async function runBulkItem(data: BulkItemJobData, signal: AbortSignal): Promise<void> {
    const item = await repo.findItemForJob(data.item_id);
    if (item === undefined) return;
    const batch = { id: item.batchId, stopOnFirstFailure: item.stopOnFirstFailure };
    // Already finished, stopped meanwhile, or a twin job got here first: nothing to do.
    if (!(await repo.claimItem(item.id))) return;

    let details: ProductDetails;
    const readDeadline = new AbortController();
    const deadlineTimer = setTimeout(
      () => readDeadline.abort(new SourceFetchError('timeout')),
      deps.readDeadlineMs ?? 60_000,
    );
    try {
      // A store that cannot take any listing, or a user at the failed-upload cap, fails the item before its page is
      // fetched (issue 22 §3, §5).
      await deps.uploader.assertStoreReady(item.workspaceId, item.userId);
      const settings = await deps.uploader.getSettings(item.workspaceId);
      const parsed = await deps.urlParser.parse(item.url, {
        exchangeRates: exchangeRateTableOf(settings.exchange_rates),
        signal: AbortSignal.any([signal, readDeadline.signal]),
      });
      throwIfStopped(signal);
      details = priceDraft(parsed.data, settings.price_rule);
    } catch (error) {
      // A fetch cut short by shutdown is not the page's fault: the retry on the next runner parses it again.
      if (error instanceof RunnerStopped || signal.aborted || isTransient(error)) throw error;
      return fail(item.id, batch, failureOf(error, item.id));
    } finally {
      clearTimeout(deadlineTimer);
    }

    throwIfStopped(signal);
    if (!(await repo.markUploading(item.id, details.displayProductName))) return;
    let response: UploadResponse;
    try {
      response = await deps.uploader.uploadForMember({
        userId: item.userId,
        workspaceId: item.workspaceId,
        platform: item.platform,
        details,
        confirmDuplicate: item.duplicate === 'confirmed',
        channel: 'bulk',
        batchItemId: item.id,
      });
    } catch (error) {
      // Same for an upload cut short: the retry asks the upload service, which knows what this item already sent.
      if (signal.aborted || isTransient(error)) throw error;
      return fail(item.id, batch, failureOf(error, item.id));
    }
    // Recorded even when the runner is stopping: the marketplace has the listing now.
    await repo.markSuccess(item.id, { uploadedProductId: response.data.id, message: response.message });
    await repo.settleBatch(batch.id, deps.clock());
  };
}

export type BulkItemJob = ReturnType<typeof createBulkItemJob>;
