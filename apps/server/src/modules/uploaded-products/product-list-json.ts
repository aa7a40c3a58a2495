import type {
  NaverProductPageResponse,
  ProductPageResponse,
  UploadedProduct,
} from '@ollida/contracts/uploaded-products';
import type { ProductPage } from './product-list.service.ts';

/**
 * JSON of an items array, per array: a page served from the page cache is the very array served before (the cache
 * holds finished items and is checked against the versions on every request), so a hot page is serialised once.
 */
const itemsJson = new WeakMap<UploadedProduct[], string>();

/** Response bodies whose JSON was already written; the page routes' serializer sends it as it is. */
const bodyJson = new WeakMap<object, string>();

function itemsJsonOf(products: UploadedProduct[]): string {
  let json = itemsJson.get(products);
  if (json === undefined) {
    json = JSON.stringify(products);
    itemsJson.set(products, json);
  }
  return json;
}

/** `{success, data: {products, pagination}}` of the merged and Coupang lists, with its JSON ready. */
export function productPageBody(page: ProductPage): ProductPageResponse {
  const body = { success: true as const, data: { products: page.products, pagination: page.pagination } };
  bodyJson.set(
    body,
    `{"success":true,"data":{"products":${itemsJsonOf(page.products)},"pagination":${JSON.stringify(page.pagination)}}}`,
  );
  return body;
}

/** `{success, data, pagination}` of the Naver list, with its JSON ready. */
export function naverProductPageBody(page: ProductPage): NaverProductPageResponse {
  const body = { success: true as const, data: page.products, pagination: page.pagination };
  bodyJson.set(
    body,
    `{"success":true,"data":${itemsJsonOf(page.products)},"pagination":${JSON.stringify(page.pagination)}}`,
  );
  return body;
}

/**
 * The page routes' serializer: a body built above goes out as the JSON written with it; anything else (errors) through
 * plain JSON.stringify. The response schemas stay on the routes for types and OpenAPI, but zod's per-row re-validation
 * is skipped on the way out: encoding the stored drafts through the product-details union cost milliseconds per request
 * (see bench/uploaded-products-list.ts); the items are built by the typed mapper in product-list-view.ts.
 */
export function pageJsonSerializer() {
  return (data: unknown): string => {
    const json = typeof data === 'object' && data !== null ? bodyJson.get(data) : undefined;
    return json ?? JSON.stringify(data);
  };
}
