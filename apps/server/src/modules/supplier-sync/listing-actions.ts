import { DomainError } from '../../platform/domain-errors.ts';
import { coupangClientOf, type StoreClientDeps, type UploadWorkspaceRow } from '../uploads/index.ts';
import { vendorItemsByKey } from './coupang-item-matching.ts';
import { ActionRefused, type ListingActions, type ListingRef } from './listing-action-types.ts';
import { naverActions } from './naver-listing-actions.ts';

function coupangActions(
  deps: StoreClientDeps,
  workspace: UploadWorkspaceRow,
  listing: ListingRef,
): ListingActions {
  const client = coupangClientOf(deps, workspace);
  let vendorItems: Map<string, string> | undefined;
  // The approved options' vendorItemIds, matched to the draft's items (read once per listing check).
  const itemsByKey = async () => {
    if (vendorItems !== undefined) return vendorItems;
    if (listing.sellerProductId === null) throw new ActionRefused('쿠팡 상품 ID가 없는 상품입니다.');
    const product = await client.getProduct(listing.sellerProductId);
    vendorItems = vendorItemsByKey(listing.draft.items, product.items);
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
