import type { ProductDetails } from '@ollida/contracts/product-details';
import type { ExistingListing } from '@ollida/contracts/uploads';
import type { Database } from '../../db/client.ts';
import { persistently } from '../../db/persistent-write.ts';
import {
  Conflict,
  DomainError,
  DuplicateUpload,
  MarketplaceRejected,
  Upstream,
} from '../../platform/domain-errors.ts';
import { existingListing } from './upload-view.ts';
import type {
  ClaimConflict,
  NewUploadedProductRow,
  UploadedProductRow,
  UploadedProductUpdate,
  UploadsRepo,
} from './uploads.repo.ts';

export const duplicateMessage = '이미 이 스토어에 등록한 상품입니다. 그래도 다시 등록하려면 확인해 주세요.';
const pendingDuplicateMessage =
  '이 상품을 이 스토어에 등록하는 중이거나, 이전 등록의 결과를 알 수 없습니다. 마켓에서 등록 여부를 확인한 뒤 그래도 다시 등록하려면 확인해 주세요.';
export const unknownOutcomeMessage =
  '이전 시도의 결과를 알 수 없어 다시 보내지 않았습니다. 쿠팡 Wing에서 등록 여부를 확인해 주세요.';
const unexpectedMessage = '업로드 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
/** A marketplace's error text is kept up to this many characters: every list row carries it. */
const storedMessageLength = 2_000;

function storedMessage(message: string): string {
  return message.length <= storedMessageLength ? message : `${message.slice(0, storedMessageLength)}…`;
}

/** The 409 for a live listing of the same supplier item; a pending one may still be on its way to the marketplace. */
export function duplicateError(existing: UploadedProductRow): DuplicateUpload {
  return new DuplicateUpload(
    existing.status === 'pending' ? pendingDuplicateMessage : duplicateMessage,
    existingListing(existing),
  );
}

/** The picture a list shows for a draft: its main image, else its first. */
export function thumbnailOf(details: ProductDetails): string | null {
  return details.imageUrl || details.images[0] || null;
}

/** A marketplace's own refusal (4xx but a timeout or throttling): its words go to the seller as a 422. */
export function isMarketplaceRefusal(error: Upstream): boolean {
  const status = error.info.httpStatus;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** A new attempt's row, dated when it is claimed. */
export type PendingAttempt = NewUploadedProductRow & Pick<UploadedProductRow, 'createdAt'>;

/** The row an attempt starts as; marketplace ids and answers are filled in once it was sent. */
export function pendingValues(input: {
  workspaceId: string;
  platform: 'coupang' | 'naver';
  uploader: { id: string | null; email: string };
  channel: 'web' | 'bulk' | 'api_key';
  details: ProductDetails;
  supplierKey: string;
  duplicateOf: string | null;
  batchItemId: string | undefined;
  now: Date;
}): PendingAttempt {
  const { details } = input;
  return {
    workspaceId: input.workspaceId,
    platform: input.platform,
    uploaderId: input.uploader.id,
    uploaderEmail: input.uploader.email,
    channel: input.channel,
    status: 'pending',
    displayProductName: details.displayProductName,
    sellerProductName: details.sellerProductName,
    thumbnail: thumbnailOf(details),
    originalUrl: details.sourceUrl,
    supplierKey: input.supplierKey,
    duplicateOf: input.duplicateOf,
    productDetails: details,
    batchItemId: input.batchItemId ?? null,
    createdAt: input.now,
  };
}

/** Writing attempts: claiming one under the duplicate guard, and recording how the marketplace answered. */
export function createUploadAttempts(repo: UploadsRepo) {
  async function explainConflict(conflict: ClaimConflict, values: NewUploadedProductRow): Promise<never> {
    if (conflict === 'supplier') {
      const twin = await repo.findLiveBySupplierKey(values.workspaceId, values.supplierKey);
      if (twin !== undefined) throw duplicateError(twin);
    }
    throw new Conflict('같은 상품을 지금 등록하고 있습니다. 잠시 후 결과를 확인해 주세요.');
  }

  async function markFailure(row: UploadedProductRow, detail: string): Promise<void> {
    const message = storedMessage(detail);
    await repo.update(row.id, {
      status: 'failure',
      errorMessage: message,
      marketplaceResponse: { code: 'ERROR', message },
    });
  }

  return {
    /**
     * Writes the pending attempt before the marketplace call: the unique index turns a concurrent twin into a 409.
     * A failed attempt of the same bulk item is reused instead of adding a row. `allow` runs first in the same
     * transaction (the plan's quota, counted under the owner's lock) and may refuse the attempt.
     */
    async claim(
      values: PendingAttempt,
      failed: UploadedProductRow | undefined,
      allow: (tx: Database) => Promise<void>,
    ): Promise<UploadedProductRow> {
      const claimed = await repo.claimInTransaction(async (tx) => {
        await allow(tx);
        return failed === undefined
          ? repo.insertPending(values, tx)
          : repo.reclaim(failed.id, resetOf(values), tx);
      });
      if ('conflict' in claimed) return explainConflict(claimed.conflict, values);
      return claimed.row;
    },

    markFailure,

    /** The marketplace listed it: the record is written even through a short database outage. */
    async markSuccess(row: UploadedProductRow, update: UploadedProductUpdate): Promise<UploadedProductRow> {
      return persistently(() => repo.update(row.id, { ...update, status: 'success', errorMessage: null }));
    },

    /**
     * Records a failed build or send and returns the error to throw: a marketplace's refusal (4xx) becomes
     * `MarketplaceRejected` with its own words; no answer or a 5xx stays an Upstream (502). A Coupang create without a
     * definite answer may still have listed the product, so that attempt stays pending: a retry then refuses to send
     * it twice.
     */
    async recordFailure(
      row: UploadedProductRow,
      error: unknown,
      stage: 'build' | 'submit',
    ): Promise<unknown> {
      if (error instanceof Upstream) {
        const status = error.info.httpStatus;
        const ambiguous = status === undefined || status >= 500 || (status >= 200 && status < 300);
        if (row.platform === 'coupang' && stage === 'submit' && ambiguous) {
          const message = storedMessage(error.detail);
          await repo.update(row.id, {
            errorMessage: message,
            marketplaceResponse: { code: 'ERROR', message },
          });
          return error;
        }
        await markFailure(row, error.detail);
        return isMarketplaceRefusal(error)
          ? new MarketplaceRejected(error.detail, row.id, row.platform)
          : error;
      }
      await markFailure(row, error instanceof DomainError ? error.detail : unexpectedMessage);
      return error;
    },

    /** A product the marketplace already had under the same seller code: the attempt fails as a duplicate. */
    async refuseExisting(row: UploadedProductRow, existing: ExistingListing): Promise<never> {
      await markFailure(row, '네이버 스토어에 같은 판매자 관리 코드의 상품이 이미 있습니다.');
      throw new DuplicateUpload(duplicateMessage, existing);
    },

    /** A Coupang attempt of a bulk item that was sent before, with no known result: never sent again. */
    /** The row stays pending: Coupang may hold the listing, so the duplicate guard must keep seeing it. */
    async refuseUnknownOutcome(_row: UploadedProductRow): Promise<never> {
      throw new Conflict(unknownOutcomeMessage);
    },
  };
}

function resetOf(values: PendingAttempt): UploadedProductUpdate & Pick<UploadedProductRow, 'createdAt'> {
  return {
    createdAt: values.createdAt,
    uploaderId: values.uploaderId ?? null,
    uploaderEmail: values.uploaderEmail,
    channel: values.channel,
    displayProductName: values.displayProductName,
    sellerProductName: values.sellerProductName,
    thumbnail: values.thumbnail ?? null,
    originalUrl: values.originalUrl,
    supplierKey: values.supplierKey,
    duplicateOf: values.duplicateOf ?? null,
    productDetails: values.productDetails,
    wingAccount: values.wingAccount ?? null,
    storeId: values.storeId ?? null,
    marketplaceRequest: null,
    marketplaceResponse: null,
    errorMessage: null,
  };
}
