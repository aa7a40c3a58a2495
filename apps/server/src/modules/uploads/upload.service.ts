import { errorCodes } from '@ollida/contracts/errors';
import type { ExchangeRateTable } from '@ollida/contracts/exchange-rates';
import { exchangeRateMissingMessage, unpricedCurrencyOf } from '@ollida/contracts/foreign-price';
import type { ListingReview } from '@ollida/contracts/listing-review';
import type { ProductDetails } from '@ollida/contracts/product-details';
import type { ExistingListing, UploadResponse, UploadSettings } from '@ollida/contracts/uploads';
import { supplierKeyOf } from '@ollida/listing/marketplace/supplier-key';
import type { Database } from '../../db/client.ts';
import type { MarketplaceClients } from '../../integrations/marketplace-clients.ts';
import { Invalid, ListingReviewFailed, NotFound, Unauthenticated } from '../../platform/domain-errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { createCoupangStoresRepo, findStoreByApiKey } from '../coupang-stores/index.ts';
import type { ImageHost } from '../hosted-images/index.ts';
import type { PlanLimits } from '../plans/index.ts';
import type { WorkspaceAccess } from '../workspaces/index.ts';
import { type CoupangMetaCache, sharedCoupangMetaCache } from './category-lookup.ts';
import { coupangStoreFields, prepareCoupangUpload } from './coupang-upload.ts';
import { assertFailureBudget } from './failed-upload-cap.ts';
import { type ReviewedUpload, reviewUpload } from './listing-review.ts';
import { assertNaverStoreSettings, prepareNaverUpload } from './naver-upload.ts';
import type { PreparedUpload, SubmitResult, UploadInput } from './prepared-upload.ts';
import { assertKeysUsable, coupangClientOf, naverClientOf } from './store-clients.ts';
import { createUploadAttempts, duplicateError, pendingValues, thumbnailOf } from './upload-attempts.ts';
import { createUploadSettingsService } from './upload-settings.ts';
import { existingListing, uploadResponse } from './upload-view.ts';
import { createUploadsRepo, type UploadedProductRow, type UploadWorkspaceRow } from './uploads.repo.ts';

export interface UploadServiceDeps {
  db: Database;
  access: WorkspaceAccess;
  clients: MarketplaceClients;
  secrets: SecretBox;
  limits: PlanLimits;
  clock: () => Date;
  /** Coupang category meta; the process-wide cache unless a test brings its own. */
  metaCache?: CoupangMetaCache;
  /**
   * Puts Coupang drafts' pictures on Ollida's origin before the listing is sent (issue 21); without it (tests of other
   * features) the supplier's URLs are sent as they are.
   */
  imageHost?: ImageHost;
  /** A user's failed attempts in the last hour past which new uploads are refused (issue 22 §5). */
  failedUploadsPerHour?: number;
}

type Platform = 'coupang' | 'naver';

/** One upload as the pipeline runs it, whoever asked (web, bulk job, store API key). */
interface UploadRun {
  workspace: UploadWorkspaceRow;
  uploader: { id: string | null; email: string };
  channel: 'web' | 'bulk' | 'api_key';
  details: ProductDetails;
  categoryId: string | undefined;
  confirmDuplicate: boolean;
  batchItemId: string | undefined;
  /** A failed attempt this one sends again: it points at the new attempt once that is claimed. */
  resendOf?: string;
}

const platformNames: Record<Platform, { store: string; to: string }> = {
  coupang: { store: '쿠팡 스토어', to: '쿠팡으로' },
  naver: { store: '네이버 스토어', to: '네이버로' },
};

const workspaceNotFound = () => new NotFound('워크스페이스를 찾을 수 없습니다.');

/** Refuses a store of the other marketplace, naming where its products go. */
function requirePlatform(actual: Platform, wanted: Platform): void {
  if (actual === wanted) return;
  const names = platformNames[actual];
  throw new Invalid(
    `선택한 워크스페이스는 ${names.store}입니다. ${names.to} 업로드해 주세요.`,
    errorCodes.workspacePlatformMismatch,
  );
}
const invalidApiKey = () =>
  new Unauthenticated(
    '유효하지 않은 API 키입니다. 워크스페이스의 API 키 관리에서 키를 확인해 주세요.',
    errorCodes.apiKeyInvalid,
  );

/**
 * A draft from a foreign-currency page that had no exchange rate is refused before anything is written or sent,
 * whatever won prices it carries: its supplier cost in won is unknown.
 */
export function assertExchangeRate(details: ProductDetails): void {
  const currency = unpricedCurrencyOf(details);
  if (currency !== null)
    throw new Invalid(exchangeRateMissingMessage(currency), errorCodes.exchangeRateMissing);
}

/** A draft without any price or picture is refused before anything is written or sent. */
export function assertComplete(details: ProductDetails): void {
  if (details.items.every((item) => item.salePrice === 0)) {
    throw new Invalid('판매가가 없습니다. 초안에서 판매가를 입력해 주세요.', errorCodes.draftIncomplete);
  }
  const hasImage =
    details.imageUrl !== '' ||
    details.images.length > 0 ||
    details.items.some((item) => item.images.length > 0);
  if (!hasImage) {
    throw new Invalid('대표 이미지가 없습니다. 초안에서 이미지를 추가해 주세요.', errorCodes.draftIncomplete);
  }
}

/**
 * The upload pipeline (web, bulk and store API key): access, mapping, duplicate guard, quota, the marketplace call
 * and the saved attempt. Idempotent per bulk item: a second call for the same `batchItemId` never lists twice.
 */
export function createUploadService(deps: UploadServiceDeps) {
  const repo = createUploadsRepo(deps.db);
  const attempts = createUploadAttempts(repo);
  const settings = createUploadSettingsService({ repo, access: deps.access, clock: deps.clock });
  const storesRepo = createCoupangStoresRepo(deps.db);
  const metaCache = deps.metaCache ?? sharedCoupangMetaCache;

  const reviewDeps = () => ({
    clients: deps.clients,
    secrets: deps.secrets,
    metaCache,
    clock: deps.clock,
    imagesHosted: deps.imageHost !== undefined,
  });

  /** Maps the draft for the category the review settled (the marketplace is not asked twice). */
  function prepare(input: UploadInput, reviewed: ReviewedUpload): Promise<PreparedUpload> {
    const { clients, secrets, clock } = deps;
    const settled = { ...input, categoryId: reviewed.categoryId ?? input.categoryId };
    if (input.workspace.platform === 'coupang') {
      return prepareCoupangUpload({ clients, secrets, metaCache, clock, imageHost: deps.imageHost }, settled);
    }
    const { categoryId, naverPath, naverRules } = reviewed;
    if (categoryId === undefined || naverPath === undefined || naverRules === undefined) {
      throw new Error('a ready Naver review settles its leaf and rules');
    }
    return prepareNaverUpload({ clients, secrets }, settled, {
      leaf: { id: categoryId, wholeCategoryName: naverPath },
      rules: naverRules,
    });
  }

  /** The review alone, nothing written or sent; a foreign draft without a rate gets that error first. */
  async function reviewOnly(
    workspace: UploadWorkspaceRow,
    details: ProductDetails,
    categoryId: string | undefined,
  ): Promise<ListingReview> {
    const reviewed = await reviewUpload(reviewDeps(), {
      workspace,
      details,
      categoryId,
      settings: await settings.settingsOf(workspace.id),
      confirmDuplicate: false,
    });
    const currency = unpricedCurrencyOf(details);
    if (currency === null) return reviewed.review;
    const missing = {
      code: errorCodes.exchangeRateMissing,
      severity: 'error' as const,
      field: 'price',
      detail: exchangeRateMissingMessage(currency),
    };
    return { ...reviewed.review, ready: false, checks: [missing, ...reviewed.review.checks] };
  }

  /** What a 409 shows when the marketplace already had the product: Ollida's record of it, else its numbers. */
  async function listingOf(run: UploadRun, result: SubmitResult): Promise<ExistingListing> {
    const originProductNo = result.update.originProductNo ?? '';
    const known = await repo.findSuccessByOriginProductNo(run.workspace.id, originProductNo);
    if (known !== undefined) return existingListing(known);
    return {
      id: originProductNo,
      display_product_name: run.details.displayProductName,
      store_url: result.update.storeUrl ?? null,
      admin_url: result.update.adminUrl ?? null,
      created_at: deps.clock().toISOString(),
    };
  }

  async function send(run: UploadRun, row: UploadedProductRow, prepared: PreparedUpload, resumed: boolean) {
    const built = await prepared.build(row.id).catch(async (error: unknown) => {
      throw await attempts.recordFailure(row, error, 'build');
    });
    await repo.update(row.id, {
      marketplaceRequest: built.request,
      ...(built.details === undefined
        ? {}
        : { productDetails: built.details, thumbnail: thumbnailOf(built.details) }),
    });
    const result = await built.submit().catch(async (error: unknown) => {
      throw await attempts.recordFailure(row, error, 'submit');
    });
    // Found under this attempt's own seller code: a resumed attempt or a confirmed duplicate made it earlier.
    if (result.outcome === 'existing' && !resumed && !run.confirmDuplicate) {
      await attempts.refuseExisting(row, await listingOf(run, result));
    }
    return uploadResponse(await attempts.markSuccess(row, result.update));
  }

  async function run(input: UploadRun): Promise<UploadResponse> {
    const { workspace, details } = input;
    const previous =
      input.batchItemId === undefined ? undefined : await repo.findByBatchItem(input.batchItemId);
    if (previous?.status === 'success') return uploadResponse(previous);
    if (previous?.status === 'pending' && previous.platform === 'coupang') {
      return attempts.refuseUnknownOutcome(previous);
    }
    await assertFailureBudget(
      { repo, clock: deps.clock, perHour: deps.failedUploadsPerHour },
      input.uploader.email,
    );
    assertExchangeRate(details);
    assertComplete(details);
    const uploadInput: UploadInput = {
      workspace,
      details,
      categoryId: input.categoryId,
      settings: await settings.settingsOf(workspace.id),
      confirmDuplicate: input.confirmDuplicate,
    };
    // The store's own settings are not the draft's to fix: they keep their 400 before the review.
    if (workspace.platform === 'coupang') coupangStoreFields(workspace);
    else assertNaverStoreSettings(uploadInput.settings);
    const reviewed = await reviewUpload(reviewDeps(), uploadInput);
    if (!reviewed.review.ready) throw new ListingReviewFailed(reviewed.review.checks);
    const supplierKey = supplierKeyOf(details);
    const live = await repo.findLiveBySupplierKey(workspace.id, supplierKey);
    const twin = live !== undefined && live.id !== previous?.id ? live : undefined;
    // A pending Naver attempt of the same bulk item is resumed as it is (below): the seller-code search finds it.
    if (previous?.status !== 'pending' && twin !== undefined && !input.confirmDuplicate)
      throw duplicateError(twin);
    const prepared = await prepare(uploadInput, reviewed);
    // It already holds its place in the quota, so only a new attempt is counted (below, where it is written).
    if (previous?.status === 'pending') return send(input, previous, prepared, true);

    const values = {
      ...pendingValues({
        workspaceId: workspace.id,
        platform: workspace.platform,
        uploader: input.uploader,
        channel: input.channel,
        details,
        supplierKey,
        duplicateOf: twin?.id ?? null,
        batchItemId: input.batchItemId,
        now: deps.clock(),
      }),
      ...prepared.rowValues,
    };
    const row = await attempts.claim(values, previous, (tx) =>
      deps.limits.assertCanUpload(workspace.ownerId, tx, workspace.id),
    );
    if (input.resendOf !== undefined) await repo.update(input.resendOf, { resentAs: row.id });
    return send(input, row, prepared, false);
  }

  return {
    /** Web and bulk uploads: membership (404), platform match, map, duplicate guard, quota, call, record. */
    async uploadForMember(input: {
      userId: string;
      workspaceId: string;
      platform: Platform;
      details: ProductDetails;
      categoryId?: string;
      confirmDuplicate: boolean;
      channel: 'web' | 'bulk';
      batchItemId?: string;
      resendOf?: string;
    }): Promise<UploadResponse> {
      await deps.access.roleOf(input.userId, input.workspaceId);
      const workspace = await repo.findWorkspace(input.workspaceId);
      if (workspace === undefined) throw workspaceNotFound();
      requirePlatform(workspace.platform, input.platform);
      const email = await repo.findUserEmail(input.userId);
      if (email === undefined) throw new Unauthenticated();
      return run({
        workspace,
        uploader: { id: input.userId, email },
        channel: input.channel,
        details: input.details,
        categoryId: input.categoryId,
        confirmDuplicate: input.confirmDuplicate,
        batchItemId: input.batchItemId,
        resendOf: input.resendOf,
      });
    },

    /**
     * `POST /api/coupang/upload-product-with-key` and its Naver counterpart: the store of the key (which must be of
     * that marketplace), uploaded in its owner's name.
     */
    async uploadWithApiKey(input: {
      apiKey: string;
      platform: Platform;
      details: ProductDetails;
      categoryId?: string;
      confirmDuplicate: boolean;
    }): Promise<UploadResponse> {
      const store = await findStoreByApiKey(storesRepo, input.apiKey);
      const workspace = store === undefined ? undefined : await repo.findWorkspace(store.workspaceId);
      if (store === undefined || workspace === undefined) throw invalidApiKey();
      requirePlatform(workspace.platform, input.platform);
      const email = await repo.findUserEmail(store.ownerId);
      if (email === undefined) throw invalidApiKey();
      return run({
        workspace,
        uploader: { id: null, email },
        channel: 'api_key',
        details: input.details,
        categoryId: input.categoryId,
        confirmDuplicate: input.confirmDuplicate,
        batchItemId: undefined,
      });
    },

    /**
     * `POST /api/listing-review`: the review a member's upload of this draft would run (404 outside the workspace),
     * without writing or sending anything.
     */
    async reviewForMember(input: {
      userId: string;
      workspaceId: string;
      details: ProductDetails;
      categoryId?: string;
    }): Promise<ListingReview> {
      await deps.access.roleOf(input.userId, input.workspaceId);
      const workspace = await repo.findWorkspace(input.workspaceId);
      if (workspace === undefined) throw workspaceNotFound();
      return reviewOnly(workspace, input.details, input.categoryId);
    },

    /** The same review for the store of an API key (the browser extension shows it before uploading). */
    async reviewWithApiKey(input: { apiKey: string; details: ProductDetails; categoryId?: string }) {
      const store = await findStoreByApiKey(storesRepo, input.apiKey);
      const workspace = store === undefined ? undefined : await repo.findWorkspace(store.workspaceId);
      if (store === undefined || workspace === undefined) throw invalidApiKey();
      return reviewOnly(workspace, input.details, input.categoryId);
    },

    /**
     * What every listing of the store needs (Coupang return center and outbound place, Naver A/S phone, keys stored and
     * not refused at the last check), and the user's failed-upload budget: the Korean 400 or 429 before any page is read.
     */
    async assertStoreReady(workspaceId: string, userId: string): Promise<void> {
      const workspace = await repo.findWorkspace(workspaceId);
      if (workspace === undefined) throw workspaceNotFound();
      if (workspace.platform === 'coupang') {
        coupangStoreFields(workspace);
        coupangClientOf(deps, workspace);
      } else {
        assertNaverStoreSettings(await settings.settingsOf(workspaceId));
        naverClientOf(deps, workspace);
      }
      assertKeysUsable(workspace);
      const email = await repo.findUserEmail(userId);
      if (email !== undefined) {
        await assertFailureBudget({ repo, clock: deps.clock, perHour: deps.failedUploadsPerHour }, email);
      }
    },

    /** The store's settings (defaults when never saved); bulk applies the price rule with these before uploading. */
    getSettings(workspaceId: string): Promise<UploadSettings> {
      return settings.settingsOf(workspaceId);
    },

    /** The rates a member's URL parse converts foreign prices with (404 outside the workspace). */
    exchangeRatesForMember(userId: string, workspaceId: string): Promise<ExchangeRateTable> {
      return settings.exchangeRatesForMember(userId, workspaceId);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
