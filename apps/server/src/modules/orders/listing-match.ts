import type { StoredOrderItem } from '../../db/schema/orders.ts';
import type { IncomingItem } from './incoming-order.ts';

/** One successful listing of the store, as matching needs it. */
export interface MatchableListing {
  id: string;
  /** Coupang sellerProductId, or Naver origin and channel product numbers. */
  productIds: string[];
  /** Coupang vendorItemIds, in the order of the draft's items. */
  optionIds: string[];
  category: string;
  items: { itemName: string; values: string[]; supplierPrice: number | null }[];
}

const norm = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Option values from a market's option text: "색상: 빨강 / 사이즈: M" → ["빨강", "M"]. */
export function optionValues(text: string): string[] {
  return text
    .split(/\s*\/\s*/)
    .map((part) => norm(part.includes(':') ? part.slice(part.indexOf(':') + 1) : part))
    .filter((part) => part !== '');
}

function draftItemOf(
  listing: MatchableListing,
  item: IncomingItem,
): MatchableListing['items'][number] | undefined {
  const byId = listing.optionIds.indexOf(item.marketItemId);
  if (byId >= 0 && listing.items[byId]) return listing.items[byId];
  if (listing.items.length === 1) return listing.items[0];
  const wanted = optionValues(item.optionName).join('\u0000');
  const byValues = listing.items.find(
    (draft) => draft.values.length > 0 && draft.values.map(norm).join('\u0000') === wanted,
  );
  if (byValues) return byValues;
  const name = norm(item.optionName);
  return listing.items.find((draft) => norm(draft.itemName) === name);
}

/**
 * Ties each item to the listing it sold from (by product id, then option id) and to the draft option that priced it,
 * with that option's supplier cost; an item no listing claims keeps nulls, so it reads as unmatched (never as cost 0).
 */
export function matchItems(
  items: readonly IncomingItem[],
  listings: readonly MatchableListing[],
): StoredOrderItem[] {
  return items.map((item) => {
    const listing =
      listings.find(
        (candidate) => item.marketProductId !== null && candidate.productIds.includes(item.marketProductId),
      ) ?? listings.find((candidate) => candidate.optionIds.includes(item.marketItemId));
    const draft = listing ? draftItemOf(listing, item) : undefined;
    return {
      ...item,
      listingId: listing?.id ?? null,
      listingOption: draft ? (draft.values.length > 0 ? draft.values.join(' / ') : draft.itemName) : null,
      unitCost: draft?.supplierPrice ?? null,
    };
  });
}

/** The order's supplier cost: every item matched with a known cost, else null. */
export function costOf(items: readonly StoredOrderItem[]): number | null {
  let total = 0;
  for (const item of items) {
    if (item.listingId === null || item.unitCost === null) return null;
    total += item.unitCost * item.quantity;
  }
  return items.length === 0 ? null : total;
}

/** The category path of the first matched listing, for its fee rate. */
export function categoryOf(
  items: readonly StoredOrderItem[],
  listings: readonly MatchableListing[],
): string | null {
  const first = items.find((item) => item.listingId !== null);
  return listings.find((listing) => listing.id === first?.listingId)?.category ?? null;
}
