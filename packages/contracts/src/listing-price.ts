import { z } from 'zod';

/**
 * The price the listing went live with, from the draft's first item: sale price, the supplier price it was priced
 * from (overseas costs not included), and the margin between them; supplier fields are null on drafts never priced.
 */
export const listingPriceSchema = z.object({
  sale_price: z.number().int(),
  supplier_cost: z.number().int().nullable(),
  margin: z.number().int().nullable(),
  /** Percent of the sale price, one decimal. */
  margin_rate: z.number().nullable(),
});
export type ListingPrice = z.infer<typeof listingPriceSchema>;

/** The listing price from a draft's first item's sale and supplier prices (any unknown value → null). */
export function listingPriceOf(salePrice: unknown, supplierPrice: unknown): ListingPrice | null {
  const sale = Number(salePrice);
  if (salePrice === null || salePrice === undefined || !Number.isInteger(sale) || sale <= 0) return null;
  const cost = Number(supplierPrice);
  if (supplierPrice === null || supplierPrice === undefined || !Number.isInteger(cost) || cost <= 0) {
    return { sale_price: sale, supplier_cost: null, margin: null, margin_rate: null };
  }
  const margin = sale - cost;
  return {
    sale_price: sale,
    supplier_cost: cost,
    margin,
    margin_rate: Math.round((margin / sale) * 1000) / 10,
  };
}
