import type { ProductDetails } from '@ollida/contracts/product-details';
import { naverOptionInfoOf } from '@ollida/listing/marketplace/naver-options';
import type { NaverLiveOption, NaverLiveProduct } from '../../integrations/naver/naver-option-stock.ts';
import { naverClientOf, type StoreClientDeps, type UploadWorkspaceRow } from '../uploads/index.ts';
import { ActionRefused, type ListingActions, type ListingRef } from './listing-action-types.ts';
import { itemKey, optionKey } from './supplier-snapshot.ts';
import type { SyncAction } from './sync-changes.ts';

/**
 * The Naver option values each draft item was uploaded with, by the item's sync key. The upload names options by
 * their values per group, or by the item names when the groups are not clean; the same mapping finds them again.
 */
export function uploadedNamesOf(draft: ProductDetails): Map<string, string> {
  const names = new Map<string, string>();
  try {
    const info = naverOptionInfoOf(draft.items, 0, 1, true);
    for (const [index, row] of (info?.optionCombinations ?? []).entries()) {
      const item = draft.items[index];
      if (item === undefined) continue;
      names.set(
        itemKey(item),
        optionKey([row.optionName1, row.optionName2 ?? '', row.optionName3 ?? ''].filter(Boolean)),
      );
    }
  } catch {
    // A draft the upload mapping refuses today is matched by its option values alone.
  }
  return names;
}

/** The row a sync option key stands for: by the names it was uploaded with, else by its values. */
function rowOf(live: NaverLiveProduct, uploaded: Map<string, string>, option: string): NaverLiveOption {
  const wanted = uploaded.get(option) ?? option;
  const row = live.optionCombinations.find((candidate) => optionKey(candidate.names) === wanted);
  if (row === undefined)
    throw new ActionRefused(`네이버 상품에서 "${option.slice(0, 100)}" 옵션을 찾지 못했습니다.`);
  return row;
}

/** The row after the action: stock 0 to stop, the restock quantity to resume, or the price as an add-on to the base. */
function changedRow(
  row: NaverLiveOption,
  action: SyncAction,
  base: number,
  restockQuantity: number,
): NaverLiveOption {
  if (action.type === 'stop') return { ...row, stockQuantity: 0 };
  if (action.type === 'resume') return { ...row, stockQuantity: restockQuantity };
  if (action.type === 'price') return { ...row, price: action.price - base };
  return row;
}

/**
 * Naver: the whole product through change-status and multi-update; one option through option-stock with every row
 * of the live product (read once per listing check) and only the target row changed, since Naver stores a left-out
 * row's stock and price as 0 (naver-commerce-lifecycle §1.2).
 */
export function naverActions(
  deps: StoreClientDeps,
  workspace: UploadWorkspaceRow,
  listing: ListingRef,
  restockQuantity: number,
): ListingActions {
  const client = naverClientOf(deps, workspace);
  const originProductNo = listing.originProductNo;
  let live: NaverLiveProduct | undefined;
  let uploaded: Map<string, string> | undefined;

  async function applyToOption(no: string, option: string, action: SyncAction): Promise<string> {
    live ??= await client.getOriginProduct(no);
    uploaded ??= uploadedNamesOf(listing.draft);
    if (live.optionCombinations.length === 0)
      throw new ActionRefused('네이버 상품에 옵션이 없어 옵션별로 바꿀 수 없습니다.');
    const target = rowOf(live, uploaded, option);
    const next = changedRow(target, action, live.salePrice, restockQuantity);
    const rows = live.optionCombinations.map((row) => (row === target ? next : row));
    await client.updateOptionStock(no, { optionCombinations: rows });
    // The next change of this check starts from what Naver now holds.
    live = { ...live, optionCombinations: rows };
    return action.type === 'stop'
      ? '옵션 재고를 0개로 바꿨습니다.'
      : action.type === 'resume'
        ? `옵션 재고를 ${restockQuantity.toLocaleString('ko-KR')}개로 바꿨습니다.`
        : '옵션가를 바꿨습니다.';
  }

  return {
    async apply(option, action) {
      if (action.type === 'none') return '';
      if (originProductNo === null) throw new ActionRefused('네이버 원상품 번호가 없는 상품입니다.');
      if (option !== null) return applyToOption(originProductNo, option, action);
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
