import { apiDownload } from '../../../lib/api-client';
import { formatFileTimestamp } from '../../../lib/format';
import { saveBlob } from '../../../lib/save-blob';
import { type OrderListParams, orderFilterQuery } from './get-orders';

/**
 * `GET /api/orders/export.csv` with the screen's filters. The API takes the bearer token only (no session cookie),
 * so the file is fetched with it and saved from memory rather than linked.
 */
export async function exportOrders(params: Omit<OrderListParams, 'page' | 'pageSize'>): Promise<void> {
  const { blob, fileName } = await apiDownload(`/api/orders/export.csv?${orderFilterQuery(params)}`);
  saveBlob(blob, fileName ?? `orders_${formatFileTimestamp(new Date())}.csv`);
}
