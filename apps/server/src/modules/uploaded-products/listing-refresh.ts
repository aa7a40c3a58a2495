import { errorCodes } from '@ollida/contracts/errors';
import type { ListingStateRefreshResponse } from '@ollida/contracts/uploaded-products';
import type { CoupangVendorClient } from '../../integrations/coupang/coupang-client.ts';
import type { MarketplaceClients } from '../../integrations/marketplace-clients.ts';
import { DomainError, NotFound } from '../../platform/domain-errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { coupangClientOf, type ListingUpdate, type UploadWorkspaceRow } from '../uploads/index.ts';
import type { ListingRepo, VisibleProduct } from './listing-repo.ts';
import { listingStateOf } from './listing-state-view.ts';
import { listingChanged, listingValuesOf, rejectionReasonOf } from './listing-wing.ts';

/** What the review-state refresh and the resend are built from. */
export interface ListingDeps {
  repo: ListingRepo;
  clients: MarketplaceClients;
  secrets: SecretBox;
  clock: () => Date;
}

/** Korean 404 of both listing routes: another user's product is indistinguishable from none. */
export const productNotFound = () => new NotFound('상품을 찾을 수 없습니다.', errorCodes.productNotFound);

/** Every id (once, in the order asked) as a product the user may see, or a 404 before anything else happens. */
export async function requireVisible(
  repo: ListingRepo,
  userId: string,
  ids: readonly string[],
): Promise<VisibleProduct[]> {
  const unique = [...new Set(ids)];
  const found = new Map((await repo.findVisible(userId, unique)).map((entry) => [entry.product.id, entry]));
  return unique.map((id) => found.get(id) ?? failNotFound());
}

function failNotFound(): never {
  throw productNotFound();
}

/**
 * A read that changes nothing renews the stored check time at most this often: every write moves the list's cache
 * version, and a screen refreshing its page would otherwise empty the cache on each visit.
 */
const recheckWriteMs = 10 * 60_000;

// Rows read at once; each Wing call still waits for its vendor's token bucket.
const wingConcurrency = 4;

async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  // One iterator shared by the workers: each takes the next item as soon as it is free.
  const queue = items.entries();
  async function worker(): Promise<void> {
    for (const [index, item] of queue) results[index] = await work(item);
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type RefreshItem = ListingStateRefreshResponse['data'][number];

/** `POST /api/uploaded-products/listing-states`: Wing's review state of the given Coupang listings, saved. */
export function createListingRefresh(deps: ListingDeps) {
  /** One Wing client per workspace per call, so its keys are opened once; a store without usable keys fails once. */
  function clientCache() {
    const cache = new Map<string, CoupangVendorClient | DomainError>();
    return (workspace: UploadWorkspaceRow): CoupangVendorClient => {
      let entry = cache.get(workspace.id);
      if (entry === undefined) {
        try {
          entry = coupangClientOf(deps, workspace);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          entry = error;
        }
        cache.set(workspace.id, entry);
      }
      if (entry instanceof DomainError) throw entry;
      return entry;
    };
  }

  async function readWing(wing: CoupangVendorClient, sellerProductId: string): Promise<ListingUpdate> {
    const product = await wing.getProduct(sellerProductId);
    // The reason is a nicety: without the histories the state is still right.
    const reason =
      product.status === 'DENIED'
        ? await wing.getProductHistories(sellerProductId).then(rejectionReasonOf, () => null)
        : null;
    return listingValuesOf(product, reason, deps.clock());
  }

  return {
    async refresh(userId: string, ids: readonly string[]): Promise<ListingStateRefreshResponse> {
      const visible = await requireVisible(deps.repo, userId, ids);
      const wingOf = clientCache();
      const data = await mapLimited(visible, wingConcurrency, async (entry): Promise<RefreshItem> => {
        const { product, workspace } = entry;
        const unchanged = { id: product.id, listing_state: listingStateOf(product), error: null };
        if (product.platform !== 'coupang' || product.sellerProductId === null) return unchanged;
        try {
          const values = await readWing(wingOf(workspace), product.sellerProductId);
          const checkedAt = product.listingCheckedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
          const stale = deps.clock().getTime() - checkedAt >= recheckWriteMs;
          const saved =
            stale || listingChanged(product, values) ? await deps.repo.update(product.id, values) : product;
          return { id: product.id, listing_state: listingStateOf(saved), error: null };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          return { ...unchanged, error: `쿠팡 상태를 확인하지 못했습니다: ${error.detail}` };
        }
      });
      return { data };
    },
  };
}

export type ListingRefresh = ReturnType<typeof createListingRefresh>;
