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
    salePrice: amounts.get('sales-price-amount') ?? amounts.get('final-price-amount') ?? null,
    originalPrice: amounts.get('original-price-amount') ?? null,
    currency: amounts.size > 0 ? 'KRW' : null,
  };
}
