import { type ProductImage, productDetailsLimits } from '@ollida/contracts/product-details';

/** The parsed URL, or null when `raw` is not an absolute URL. */
export function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** The URL as an absolute http(s) href within the marketplace's length limit, else null (relative, data:, javascript:). */
function absoluteWebUrl(raw: string): string | null {
  const parsed = parseUrl(raw.trim());
  if (
    parsed === null ||
    (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') ||
    parsed.hostname === ''
  ) {
    return null;
  }
  return parsed.href.length <= productDetailsLimits.urlLength ? parsed.href : null;
}

/** Absolute http(s) image URLs, de-duplicated in their order, at most `max`. */
export function webImageUrls(raws: readonly string[], max: number): string[] {
  const urls = new Set<string>();
  for (const raw of raws) {
    if (urls.size >= max) break;
    const url = absoluteWebUrl(raw);
    if (url !== null) urls.add(url);
  }
  return [...urls];
}

/** Coupang item images: the first picture is the REPRESENTATION, the others DETAIL, numbered from 0. */
export function toItemImages(urls: readonly string[]): ProductImage[] {
  return urls.slice(0, productDetailsLimits.images).map((vendorPath, imageOrder) => ({
    imageOrder,
    imageType: imageOrder === 0 ? 'REPRESENTATION' : 'DETAIL',
    vendorPath,
  }));
}
