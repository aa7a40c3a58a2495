import { parsePrice } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { PartialFields } from '../source-product.ts';
import { cleanText } from '../text.ts';

/**
 * Best effort for 2025 pages without `exports.sdp` (class names from a browser-extension's notes, flagged as
 * guesses by its authors): title `h2.prod-buy-header__title`; `sales-price-amount` is what every buyer pays,
 * `final-price-amount` the WOW-member price, used only when the other is missing.
 */
export function coupangDomFields(page: Page): PartialFields {
  const amounts = new Map<string, number>();
  for (const element of page.$('span.price-amount').toArray()) {
    const classes = element.attribs.class ?? '';
    const amount = parsePrice(page.$(element).text());
    if (amount === null) continue;
    for (const kind of ['sales-price-amount', 'final-price-amount', 'original-price-amount']) {
      if (classes.includes(kind) && !amounts.has(kind)) amounts.set(kind, amount);
    }
  }
  return {
    name: cleanText(page.$('h2.prod-buy-header__title').first().text()),
    images: coupangGallery(page),
    salePrice: amounts.get('sales-price-amount') ?? amounts.get('final-price-amount') ?? null,
    originalPrice: amounts.get('original-price-amount') ?? null,
    currency: amounts.size > 0 ? 'KRW' : null,
  };
}

/** A resized rendition (`thumbnailN…/thumbnails/remote/48x48ex/image/…`) and the original it was cut from (`imageN…/image/…`). */
const resized = /^(https?:\/\/)thumbnail(\d*)\.coupangcdn\.com\/thumbnails\/remote\/[^/]+\/image\//;

/** The original picture of a Coupang thumbnail address; other addresses as they are. */
export function coupangOriginalImage(url: string): string {
  return url.replace(resized, '$1image$2.coupangcdn.com/image/');
}

/**
 * The gallery of a Coupang page (`#repImageContainer`: the thumbnail strip and the zoomable main picture), each at
 * its original size, in page order.
 */
function coupangGallery(page: Page): string[] {
  const urls: string[] = [];
  for (const image of page.$('#repImageContainer img').toArray()) {
    const raw = image.attribs['data-zoom-image-url'] ?? image.attribs['data-src'] ?? image.attribs.src;
    const url = page.absolute(raw);
    if (url !== null) urls.push(coupangOriginalImage(url));
  }
  return urls;
}
