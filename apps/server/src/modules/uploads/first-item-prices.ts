import { sql } from 'drizzle-orm';
import { uploadedProducts } from '../../db/schema/uploads.ts';

/**
 * The first item's sale and supplier prices, read out of the stored draft as text (numbers are never stowed as
 * payloads); `listingPriceOf` turns them into the listing price the product list and bulk results show.
 */
export const firstItemPriceColumns = {
  itemSalePrice: sql<string | null>`${uploadedProducts.productDetails} #>> '{items,0,salePrice}'`,
  itemSupplierPrice: sql<string | null>`${uploadedProducts.productDetails} #>> '{items,0,supplierPrice}'`,
};
