import { type ProductDetails, productDetailsLimits } from '@ollida/contracts/product-details';
import type { SourceProduct } from '../source-product.ts';
import { toWon } from './amounts.ts';
import { parseUrl } from './images.ts';
import { cutText, toPlainText } from './marketplace-text.ts';

const categoryLength = 300;
const separator = ' > ';

/** Category path joined " > " (top levels dropped first when too long) and its last level as the product group. */
export function categoryOf(path: readonly string[]): { category: string; productGroup: string } {
  const levels = path.map((level) => toPlainText(level, categoryLength)).filter((level) => level !== '');
  // The deepest levels that fit (at least one), counted from the end: rejoining after each drop was quadratic.
  let first = levels.length;
  let length = -separator.length;
  while (first > 0) {
    const longer = length + separator.length + (levels[first - 1]?.length ?? 0);
    if (longer > categoryLength && first < levels.length) break;
    length = longer;
    first -= 1;
  }
  const kept = levels.slice(first);
  return {
    category: cutText(kept.join(separator), categoryLength),
    productGroup: toPlainText(levels.at(-1), 100),
  };
}

/**
 * Pay type from the source, else "free" without a fee and "prepaid" with one. A free delivery has no fee and no
 * free-over threshold. `won` turns the page's amounts into won (a foreign-currency page's converter).
 */
export function deliveryOf(
  source: SourceProduct,
  won: (amount: number) => number = toWon,
): ProductDetails['delivery'] {
  const fee = won(source.deliveryFee ?? 0);
  const payType = source.deliveryPayType ?? (fee > 0 ? 'prepaid' : 'free');
  if (payType === 'free') return { payType, fee: 0, freeOver: null };
  return { payType, fee, freeOver: source.deliveryFreeOver === null ? null : won(source.deliveryFreeOver) };
}

/** Legal notices with both a label and a value, at most 50. */
export function noticesOf(notices: SourceProduct['notices']): ProductDetails['notices'] {
  const kept: ProductDetails['notices'] = [];
  for (const notice of notices) {
    if (kept.length >= 50) break;
    const label = toPlainText(notice.label, 100);
    const value = toPlainText(notice.value, 1_000);
    if (label !== '' && value !== '') kept.push({ label, value });
  }
  return kept;
}

/**
 * The page URL as a normalised href. Past the length limit the fragment goes, then the tail of the query; a URL that
 * does not parse becomes `about:blank`, as `createPage` treats it.
 */
export function sourceUrlOf(raw: string): string {
  const limit = productDetailsLimits.urlLength;
  const url = parseUrl(raw.trim());
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return 'about:blank';
  if (url.href.length <= limit) return url.href;
  url.hash = '';
  if (url.href.length <= limit) return url.href;
  const cut = parseUrl(url.href.slice(0, limit));
  return cut !== null && cut.href.length <= limit ? cut.href : 'about:blank';
}
