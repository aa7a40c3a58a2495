import type { MarketOrder } from '@ollida/contracts/orders';
import { useQueryClient } from '@tanstack/react-query';
import { orderDetailQueryOptions } from '../api/get-order-detail';
import { apiErrorText, ordersText } from '../lib/messages';
import { supplierUrl } from '../lib/supplier-url';

/**
 * Opens the supplier page an order's first item was listed from, in a new tab (docs/product/products-and-orders.md#order-list: the product name opens the
 * sourcing page). The tab is opened blank during the click (popup blockers allow only that), cut off from this page,
 * and sent on once the detail answers; it is closed again and the reason alerted when there is nowhere to go.
 */
export function useSupplierPage(workspaceId: string) {
  const queryClient = useQueryClient();

  return async function openSupplierPage(order: MarketOrder): Promise<void> {
    const popup = window.open('', '_blank');
    if (popup) popup.opener = null;
    let message: string;
    try {
      const detail = await queryClient.fetchQuery(orderDetailQueryOptions(workspaceId, order.id));
      const url = supplierUrl(detail.items.find((item) => item.listing)?.listing?.supplier_url);
      if (url) {
        if (popup) popup.location.replace(url);
        else window.open(url, '_blank', 'noopener,noreferrer');
        return;
      }
      message = ordersText.noSupplier;
    } catch (error) {
      message = apiErrorText(error, '주문 상세를 불러오지 못했습니다.');
    }
    popup?.close();
    window.alert(message);
  };
}
