import type { ProductDetails } from '@ollida/contracts/product-details';
import { DomainError } from '../../platform/domain-errors.ts';
import { coupangClientOf, naverClientOf, type StoreClientDeps } from '../uploads/store-clients.ts';
import type { UploadWorkspaceRow } from '../uploads/uploads.repo.ts';
import { itemKey } from './supplier-snapshot.ts';
import type { SyncAction } from './sync-changes.ts';

/** A change the marketplace could not take, with the reason in Korean (shown on the event). */
export class ActionRefused extends Error {}

/** Changes one listing on its marketplace: stop or resume the whole product or one option, or set a price. */
export interface ListingActions {
  /** Answers the marketplace's message. */
  apply(option: string | null, action: SyncAction, options?: { force?: boolean }): Promise<string>;
}

interface ListingRef {
  platform: 'coupang' | 'naver';
  sellerProductId: string | null;
  originProductNo: string | null;
  draft: ProductDetails;
}

function coupangActions(
  deps: StoreClientDeps,
  workspace: UploadWorkspaceRow,
  listing: ListingRef,
): ListingActions {
  const client = coupangClientOf(deps, workspace);
  let vendorItems: Map<string, string> | undefined;
  // The approved options' vendorItemIds, matched to the draft's items by name (read once per listing check).
  const itemsByKey = async () => {
    if (vendorItems !== undefined) return vendorItems;
    if (listing.sellerProductId === null) throw new ActionRefused('쿠팡 상품 ID가 없는 상품입니다.');
    const product = await client.getProduct(listing.sellerProductId);
    const byName = new Map(product.items.map((item) => [item.itemName, item.vendorItemId]));
    vendorItems = new Map();
    for (const item of listing.draft.items) {
      const id = byName.get(item.itemName);
      if (id !== null && id !== undefined) vendorItems.set(itemKey(item), id);
    }
    if (vendorItems.size === 0)
      throw new ActionRefused('쿠팡 승인 전 상품이라 판매 상태와 가격을 바꿀 수 없습니다.');
    return vendorItems;
  };
  const targets = async (option: string | null) => {
    const items = await itemsByKey();
    if (option === null) return [...items.values()];
    const id = items.get(option);
    if (id === undefined)
      throw new ActionRefused(`쿠팡 상품에서 "${option.slice(0, 100)}" 옵션을 찾지 못했습니다.`);
    return [id];
  };
  return {
    async apply(option, action, options = {}) {
      if (action.type === 'none') return '';
      const messages: string[] = [];
      for (const id of await targets(option)) {
        const answer =
          action.type === 'stop'
            ? await client.stopSale(id)
            : action.type === 'resume'
              ? await client.resumeSale(id)
              : await client.updatePrice(id, action.price, options);
        messages.push(answer.message);
      }
      return [...new Set(messages)].join(' ');
    },
  };
}

function naverActions(
  deps: StoreClientDeps,
  workspace: UploadWorkspaceRow,
  listing: ListingRef,
  restockQuantity: number,
): ListingActions {
  const client = naverClientOf(deps, workspace);
  const originProductNo = listing.originProductNo;
  return {
    async apply(option, action) {
      if (action.type === 'none') return '';
      if (originProductNo === null) throw new ActionRefused('네이버 원상품 번호가 없는 상품입니다.');
      if (option !== null) {
        throw new ActionRefused(
          '네이버 옵션별 품절·가격은 아직 자동으로 바꾸지 않습니다. 스마트스토어에서 옵션 재고를 직접 바꿔 주세요.',
        );
      }
      if (action.type === 'stop') await client.changeSaleStatus(originProductNo, 'SUSPENSION');
      else if (action.type === 'resume')
        await client.changeSaleStatus(originProductNo, 'SALE', restockQuantity);
      else await client.updateProducts([{ originProductNo, salePrice: action.price }]);
      return action.type === 'stop'
        ? '판매 중지했습니다.'
        : action.type === 'resume'
          ? '판매를 다시 시작했습니다.'
          : '판매가를 바꿨습니다.';
    },
  };
}

/** The actions of one listing on its own store, signed with the store's keys. */
export function listingActionsOf(
  deps: StoreClientDeps,
  workspace: UploadWorkspaceRow,
  listing: ListingRef,
  restockQuantity: number,
): ListingActions {
  return listing.platform === 'coupang'
    ? coupangActions(deps, workspace, listing)
    : naverActions(deps, workspace, listing, restockQuantity);
}

/** The Korean reason of a failed marketplace change. */
export function refusalOf(error: unknown): string {
  if (error instanceof ActionRefused || error instanceof DomainError) return error.message.slice(0, 1_000);
  return '마켓에 변경을 보내지 못했습니다. 잠시 후 다시 확인해 주세요.';
}
