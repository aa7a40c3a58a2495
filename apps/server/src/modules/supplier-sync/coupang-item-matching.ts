import type { ProductItem } from '@ollida/contracts/product-details';
import type { CoupangSellerProduct } from '../../integrations/coupang/product-types.ts';
import { itemKey } from './supplier-snapshot.ts';

type LiveItem = CoupangSellerProduct['items'][number];

function valuesOf(attributes: readonly { attributeValueName: string }[]): string[] {
  return attributes.map((attribute) => attribute.attributeValueName.trim()).filter((value) => value !== '');
}

/**
 * The vendorItemId of each draft item, by the item's sync key. An item is found by its option values among the live
 * items' purchase options (the one live item that carries all of them), so a name changed at upload or in Wing still
 * reaches it; failing that, by its name. Items not approved yet (no vendorItemId) are left out. Linear in items ×
 * live items, both bounded by the listing.
 */
export function vendorItemsByKey(
  draftItems: readonly ProductItem[],
  liveItems: readonly LiveItem[],
): Map<string, string> {
  const approved = liveItems.flatMap((item) =>
    item.vendorItemId === null || item.vendorItemId === undefined
      ? []
      : [{ id: item.vendorItemId, name: item.itemName, values: new Set(valuesOf(item.attributes)) }],
  );
  const byName = new Map(approved.map((item) => [item.name, item.id]));
  const found = new Map<string, string>();
  for (const item of draftItems) {
    const values = valuesOf(item.attributes);
    const carriers = approved.filter((live) => values.every((value) => live.values.has(value)));
    const id = carriers.length === 1 ? carriers[0]?.id : byName.get(item.itemName);
    if (id !== undefined) found.set(itemKey(item), id);
  }
  return found;
}
