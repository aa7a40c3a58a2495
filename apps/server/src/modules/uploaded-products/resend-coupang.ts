import { errorCodes } from '@ollida/contracts/errors';
import type { ProductDetails } from '@ollida/contracts/product-details';
import type { UploadResponse } from '@ollida/contracts/uploads';
import type { CoupangVendorClient } from '../../integrations/coupang/coupang-client.ts';
import { productUpdateBody } from '../../integrations/coupang/product-api.ts';
import type {
  CoupangProductStatus,
  CoupangProductUpdateRequest,
} from '../../integrations/coupang/product-types.ts';
import { Conflict, Invalid, MarketplaceRejected, Upstream } from '../../platform/domain-errors.ts';
import {
  assertComplete,
  coupangResponse,
  isMarketplaceRefusal,
  type ListingUpdate,
  mapCoupangDraft,
  sharedCoupangMetaCache,
  thumbnailOf,
  type UploadedProductRow,
  type UploadService,
  type UploadWorkspaceRow,
  uploadResponse,
} from '../uploads/index.ts';
import type { ListingDeps } from './listing-refresh.ts';
import { listingValuesOf } from './listing-wing.ts';

export interface ResendDeps extends ListingDeps {
  uploader: UploadService;
}

/** 409 of the resend route: the row is not (or no longer) a failed upload or a rejected listing. */
export const resendNotAllowed = () =>
  new Conflict(
    '실패한 업로드나 쿠팡 검수에서 반려된 상품만 수정해서 다시 보낼 수 있습니다.',
    errorCodes.resendNotAllowed,
  );

/** Wing states a modification may be sent from: rejected in review, or saved and not yet under review. */
const modifiable: ReadonlySet<CoupangProductStatus> = new Set(['DENIED', 'SAVED']);

const resentMessage = '수정한 상품을 쿠팡에 다시 보내고 승인을 요청했습니다.';
const approvalFailedPrefix =
  '수정한 내용은 쿠팡에 저장했지만 승인 요청을 보내지 못했습니다. Wing에서 승인을 요청해 주세요. ';

/** As the upload records a Coupang failure: its refusal (4xx) keeps Wing's words as a 422, the rest stays a 502. */
function failureOf(error: unknown, rowId: string, prefix = ''): unknown {
  if (!(error instanceof Upstream)) return error;
  const detail = `${prefix}${error.detail}`;
  if (isMarketplaceRefusal(error)) return new MarketplaceRejected(detail, rowId, 'coupang');
  return prefix === '' ? error : new Upstream(detail, error.info);
}

/** The category the listing was created in, so a fixed draft stays where Coupang reviewed it. */
export function listedCategoryOf(row: UploadedProductRow): string | undefined {
  const request = row.marketplaceRequest;
  const code =
    typeof request === 'object' && request !== null ? Reflect.get(request, 'displayCategoryCode') : undefined;
  return typeof code === 'number' || (typeof code === 'string' && /^\d+$/.test(code))
    ? String(code)
    : undefined;
}

interface RejectedListing {
  row: UploadedProductRow;
  workspace: UploadWorkspaceRow;
  sellerProductId: string;
  details: ProductDetails;
  categoryId: string | undefined;
}

/** The modification to send, or (when Wing no longer holds the product as rejected or saved) what Wing says it is. */
type Prepared =
  | { refused: ListingUpdate }
  | { wing: CoupangVendorClient; update: CoupangProductUpdateRequest };

/** The draft mapped as an upload maps it, on the options Wing holds for the product. */
async function prepareModification(deps: ResendDeps, input: RejectedListing): Promise<Prepared> {
  const { row, workspace, sellerProductId, details } = input;
  const { wing, request } = await mapCoupangDraft(
    { clients: deps.clients, secrets: deps.secrets, metaCache: sharedCoupangMetaCache, clock: deps.clock },
    {
      workspace,
      details,
      categoryId: input.categoryId ?? listedCategoryOf(row),
      settings: await deps.uploader.getSettings(workspace.id),
      confirmDuplicate: false,
    },
  );
  const current = await wing.getProduct(sellerProductId).catch((error: unknown) => {
    throw failureOf(error, row.id);
  });
  if (!modifiable.has(current.status)) return { refused: listingValuesOf(current, null, deps.clock()) };
  if (current.items.length !== request.items.length) {
    throw new Invalid(
      `쿠팡에 등록된 옵션은 ${current.items.length}개인데 수정한 초안의 옵션은 ${request.items.length}개입니다. 쿠팡 상품 수정으로는 옵션을 추가하거나 뺄 수 없으니 옵션 수를 ${current.items.length}개로 맞춰 주세요.`,
    );
  }
  const update: CoupangProductUpdateRequest = {
    ...request,
    // Saved first, then sent to review by the approval request, whatever the store's auto-approval says.
    requested: false,
    sellerProductId,
    items: request.items.map((item, index) => {
      const sellerProductItemId = current.items[index]?.sellerProductItemId;
      if (sellerProductItemId === null || sellerProductItemId === undefined) {
        throw new Upstream(
          '쿠팡 상품의 옵션 ID를 읽지 못해 수정할 수 없습니다. 잠시 후 다시 시도해 주세요.',
          { provider: 'coupang', retryable: true },
        );
      }
      return { ...item, sellerProductItemId };
    }),
  };
  return { wing, update };
}

/** Where Wing left a modified product whose approval request failed; unknown when Wing cannot be read either. */
async function stateAfterModify(
  deps: ResendDeps,
  wing: CoupangVendorClient,
  sellerProductId: string,
): Promise<ListingUpdate> {
  const checkedAt = deps.clock();
  return wing.getProduct(sellerProductId).then(
    (product) => listingValuesOf(product, null, checkedAt),
    () => ({ listingState: 'unknown', listingStatusName: '상태 확인 필요', listingCheckedAt: checkedAt }),
  );
}

/**
 * A Coupang listing rejected in review, fixed in the draft editor: the product is modified on Wing (never listed a
 * second time) with the draft mapped as an upload maps it, then sent to review again. The row is claimed first, so
 * two resends make one modification; it is given back as rejected when the modification never reached Wing.
 */
export async function modifyRejectedListing(
  deps: ResendDeps,
  input: RejectedListing,
): Promise<UploadResponse> {
  const { row, sellerProductId, details } = input;
  assertComplete(details);
  if (!(await deps.repo.claimRejected(row.id))) throw resendNotAllowed();
  const giveBack = async (error: unknown): Promise<never> => {
    await deps.repo.releaseRejected(row.id);
    throw error;
  };
  const prepared = await prepareModification(deps, input).catch(giveBack);
  if ('refused' in prepared) {
    await deps.repo.update(row.id, prepared.refused);
    throw resendNotAllowed();
  }
  const { wing, update } = prepared;
  const answer = await wing
    .updateProduct(update)
    .catch((error: unknown) => giveBack(failureOf(error, row.id)));
  const modified: ListingUpdate = {
    productDetails: details,
    displayProductName: details.displayProductName,
    sellerProductName: details.sellerProductName,
    thumbnail: thumbnailOf(details),
    marketplaceRequest: productUpdateBody(update, wing.vendorId),
    marketplaceResponse: { ...coupangResponse(answer.sellerProductId), message: answer.message },
    errorMessage: null,
    listingReason: null,
  };
  try {
    await wing.requestApproval(sellerProductId);
  } catch (error) {
    await deps.repo.update(row.id, { ...modified, ...(await stateAfterModify(deps, wing, sellerProductId)) });
    throw failureOf(error, row.id, approvalFailedPrefix);
  }
  const saved = await deps.repo.update(row.id, {
    ...modified,
    listingState: 'under_review',
    listingStatusName: '승인대기중',
    listingCheckedAt: deps.clock(),
  });
  return { ...uploadResponse(saved), message: resentMessage };
}
