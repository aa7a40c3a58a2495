import { createHash } from 'node:crypto';
import type { ProductDetails } from '@ollida/contracts/product-details';

const maxKeyLength = 300;
const trackingParam = /^(utm_.*|fbclid|gclid)$/i;

function normaliseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return raw.trim();
  }
  url.hash = '';
  // URL lower-cases the host already; tracking parameters differ per click but name the same product.
  for (const name of [...url.searchParams.keys()]) {
    if (trackingParam.test(name)) url.searchParams.delete(name);
  }
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}${url.search}`;
}

/** The duplicate-guard key of a draft: `parser:itemId` when the supplier item id is known, else the normalised source URL. */
export function supplierKeyOf(details: ProductDetails): string {
  const itemId = details.supplier.itemId?.trim();
  const key = itemId ? `${details.supplier.parser}:${itemId}` : normaliseUrl(details.sourceUrl);
  return key.slice(0, maxKeyLength);
}

/** Naver `sellerManagementCode` for a draft: `OL-` + 16 hex of SHA-256(supplier key), plus `-suffix` for a confirmed duplicate. */
export function naverSellerCodeOf(details: ProductDetails, suffix?: string): string {
  const hash = createHash('sha256').update(supplierKeyOf(details)).digest('hex').slice(0, 16);
  return suffix ? `OL-${hash}-${suffix}` : `OL-${hash}`;
}
