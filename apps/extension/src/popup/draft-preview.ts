import type { ProductDetails, ProductItem } from '@ollida/contracts/product-details';
import type { ExtractWarning } from '@ollida/listing/source-product';
import { el } from '../lib/dom.ts';
import { formatWon } from '../lib/format.ts';

/** Options listed in the popup; a page with hundreds of variants shows the first ones and a count. */
const shownOptions = 30;

/** True when the draft has options to choose from (not just the one item named after the product). */
export function hasOptions(details: ProductDetails): boolean {
  return details.items.length > 1 || (details.items[0]?.attributes.length ?? 0) > 0;
}

function optionRow(item: ProductItem): HTMLElement {
  return el(
    'li',
    {},
    el('span', { class: 'option-name' }, item.itemName),
    el('span', { class: 'option-price' }, formatWon(item.salePrice)),
    item.stock === 0 ? el('span', { class: 'badge' }, '품절') : null,
  );
}

/** The options with their prices (after the seller's price edit). */
export function optionList(details: ProductDetails): HTMLElement | null {
  if (!hasOptions(details)) return null;
  const rest = details.items.length - shownOptions;
  return el(
    'div',
    { class: 'field' },
    el('span', { class: 'label' }, `옵션 ${details.items.length}개`),
    el(
      'ul',
      { class: 'option-list', 'data-testid': 'options' },
      ...details.items.slice(0, shownOptions).map(optionRow),
      rest > 0 ? el('li', { class: 'muted' }, `외 ${rest}개`) : null,
    ),
  );
}

/** The struck list price next to the sale price, when it is higher. */
export function originalPrice(details: ProductDetails): HTMLElement | null {
  const first = details.items[0];
  if (first === undefined || first.originalPrice <= first.salePrice) return null;
  return el(
    's',
    { class: 'original-price', 'data-testid': 'original-price' },
    formatWon(first.originalPrice),
  );
}

/** Which parser read the page and what it asks the seller to check. */
export function parserNotes(parser: string, warnings: readonly ExtractWarning[]): HTMLElement {
  return el(
    'div',
    { class: 'parser', 'data-testid': 'parser' },
    el('p', { class: 'muted' }, `분석기: ${parser}`),
    warnings.length === 0
      ? null
      : el('ul', { class: 'warnings' }, ...warnings.map((warning) => el('li', {}, warning.message))),
  );
}
