import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import type { MatchableListing } from './listing-match.ts';

interface DraftItem {
  itemName?: unknown;
  supplierPrice?: unknown;
  attributes?: { attributeValueName?: unknown }[];
}

function draftItems(raw: unknown): MatchableListing['items'] {
  if (!Array.isArray(raw)) return [];
  return (raw as DraftItem[]).slice(0, 200).map((item) => {
    const cost = Number(item.supplierPrice);
    return {
      itemName: typeof item.itemName === 'string' ? item.itemName : '',
      values: Array.isArray(item.attributes)
        ? item.attributes.map((attribute) => String(attribute.attributeValueName ?? '')).filter(Boolean)
        : [],
      supplierPrice: item.supplierPrice != null && Number.isInteger(cost) && cost > 0 ? cost : null,
    };
  });
}

/** The store's successful listings an order's items may have sold from (by product number or option id). */
export async function listingsForItems(
  db: Database,
  workspaceId: string,
  platform: 'coupang' | 'naver',
  productIds: readonly string[],
  optionIds: readonly string[],
): Promise<MatchableListing[]> {
  const products = [...new Set(productIds)].slice(0, 1_000);
  const options = [...new Set(optionIds)].slice(0, 1_000);
  if (products.length === 0 && options.length === 0) return [];
  const byProduct =
    platform === 'coupang'
      ? products.length > 0
        ? inArray(uploadedProducts.sellerProductId, products)
        : undefined
      : products.length > 0
        ? or(
            inArray(uploadedProducts.originProductNo, products),
            inArray(uploadedProducts.channelProductNo, products),
          )
        : undefined;
  const byOption =
    platform === 'coupang' && options.length > 0
      ? sql`${uploadedProducts.vendorItemIds} && ${sql`array[${sql.join(
          options.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[]`}`
      : undefined;
  const rows = await db
    .select({
      id: uploadedProducts.id,
      sellerProductId: uploadedProducts.sellerProductId,
      originProductNo: uploadedProducts.originProductNo,
      channelProductNo: uploadedProducts.channelProductNo,
      vendorItemIds: uploadedProducts.vendorItemIds,
      category: sql<string | null>`${uploadedProducts.productDetails}->>'category'`,
      items: sql<unknown>`${uploadedProducts.productDetails}->'items'`,
    })
    .from(uploadedProducts)
    .where(
      and(
        eq(uploadedProducts.workspaceId, workspaceId),
        eq(uploadedProducts.platform, platform),
        eq(uploadedProducts.status, 'success'),
        or(byProduct, byOption),
      ),
    )
    .orderBy(sql`${uploadedProducts.createdAt} desc`)
    .limit(2_000);
  return rows.map((row) => ({
    id: row.id,
    productIds: [row.sellerProductId, row.originProductNo, row.channelProductNo].filter(
      (value): value is string => value !== null,
    ),
    optionIds: row.vendorItemIds,
    category: row.category ?? '',
    items: draftItems(row.items),
  }));
}

/** What the detail modal shows of the listings an order's items matched. */
export async function listingSummaries(
  db: Database,
  workspaceId: string,
  ids: readonly string[],
): Promise<Map<string, { name: string; supplierUrl: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: uploadedProducts.id,
      name: uploadedProducts.sellerProductName,
      supplierUrl: uploadedProducts.originalUrl,
    })
    .from(uploadedProducts)
    .where(and(eq(uploadedProducts.workspaceId, workspaceId), inArray(uploadedProducts.id, [...ids])));
  return new Map(rows.map((row) => [row.id, { name: row.name, supplierUrl: row.supplierUrl }]));
}
