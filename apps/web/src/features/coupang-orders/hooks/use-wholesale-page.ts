import type { OrderItem } from '@ollida/contracts/coupang-orders';
import { useQueryClient } from '@tanstack/react-query';
import { productLookupQueryOptions } from '../api/get-product-lookup';
import { lookupErrorText, ordersText } from '../lib/messages';
import { isProductId, supplierUrl } from '../lib/supplier-url';

type LookupItem = Pick<OrderItem, 'sellerProductId' | 'vendorItemId'>;

/**
 * Opens the supplier page an ordered item was listed from, in a new tab. The tab is opened blank during the click
 * (popup blockers allow only that), cut off from this page, and sent on once the lookup answers; it is closed again
 * and the reason alerted when there is nowhere to go (spec 1 §8).
 */
export function useWholesalePage() {
  const queryClient = useQueryClient();

  return async function openWholesalePage(item: LookupItem): Promise<void> {
    if (!isProductId(item.sellerProductId)) {
      window.alert(ordersText.noSellerProductId);
      return;
    }
    const popup = window.open('', '_blank');
    if (popup) popup.opener = null;
    const vendorItemId = isProductId(item.vendorItemId) ? item.vendorItemId : null;
    let message: string;
    try {
      const lookup = await queryClient.fetchQuery(
        productLookupQueryOptions(item.sellerProductId, vendorItemId),
      );
      const url = supplierUrl(lookup.fileInfo.url);
      if (url) {
        if (popup) popup.location.replace(url);
        else window.open(url, '_blank', 'noopener,noreferrer');
        return;
      }
      message = ordersText.noSupplier;
    } catch (error) {
      message = lookupErrorText(error);
    }
    popup?.close();
    window.alert(message);
  };
}
