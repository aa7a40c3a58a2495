import { assignedJson, isRecord, stringOf } from '../embedded-json.ts';
import { localeAmounts } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { PartialFields, SourceFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { fullSizeImage } from './alibaba-1688-images.ts';
import { firstOfClass, indexElements, textOf } from './shop-dom.ts';

// What AliExpress pages show outside `runParams.data`: the shipping line a browser rendered, and the client-rendered
// item page (2024+) whose only embedded state is `window._d_c_.DCData` (gallery) next to an empty `runParams`.

/** "Free shipping" in the locales AliExpress serves (the page's own label is tried first). */
const freeShipping =
  /free shipping|frete gr[áa]tis|env[íi]o gratis|livraison gratuite|kostenloser versand|spedizione gratuita|gratis verzending|darmowa dostawa|бесплатная доставка|무료\s*배송|免运费|送料無料|שילוח חינם|משלוח חינם/i;

/**
 * The rendered `.product-shipping-price` line: free (the page's `FREE_SHIPPING` label or a known one) or a fee in
 * the page currency ("Shipping: € 2,50"). Nothing when the line is absent or reads otherwise.
 */
export function renderedShipping(
  page: Page,
  freeLabel: string | null,
): Pick<SourceFields, 'deliveryFee' | 'deliveryPayType'> {
  const none = { deliveryFee: null, deliveryPayType: null };
  if (!page.html.includes('product-shipping-price')) return none;
  const text = textOf(
    firstOfClass(indexElements(page, { classes: ['product-shipping-price'] }), 'product-shipping-price'),
  );
  if (text === null) return none;
  const label = cleanText(freeLabel);
  if ((label !== null && text.toLowerCase().includes(label.toLowerCase())) || freeShipping.test(text)) {
    return { deliveryFee: 0, deliveryPayType: 'free' };
  }
  // One amount in the page's locale: European pages write "2,50", Korean ones "₩3,500", Russian ones "1 234,50".
  const amounts = localeAmounts(text);
  const fee = amounts.length === 1 ? (amounts[0] ?? null) : null;
  return fee === null ? none : { deliveryFee: fee, deliveryPayType: 'prepaid' };
}

/** og:title without the " - AliExpress 15" suffix the client-rendered pages add. */
function ogName(page: Page): string | null {
  const title = cleanText(page.meta('og:title'));
  return title === null ? null : cleanText(title.replace(/\s+[-|]\s*AliExpress(?:\s+\d{1,4})?\s*$/i, ''));
}

/** The item id of `/item/{id}.html`. */
function itemIdOf(page: Page): string | null {
  return /\/item\/(\d{6,20})\.html?$/i.exec(page.url.pathname)?.[1] ?? null;
}

/** `window._d_c_.DCData`, when a script assigns it. */
function dcData(page: Page): Record<string, unknown> | null {
  for (const script of page.scripts()) {
    if (!script.text.includes('DCData')) continue;
    const value = assignedJson(script.text, 'DCData');
    if (isRecord(value)) return value;
  }
  return null;
}

/**
 * A client-rendered item page: gallery from `DCData.imagePathList`, name from og:title. It holds no price, SKUs or
 * shipping (they come from a request the browser makes), so none are given. Null when the page has no DCData.
 */
export function clientRenderedFields(page: Page): PartialFields | null {
  if (!page.html.includes('DCData')) return null;
  const data = dcData(page);
  if (data === null) return null;
  const list = Array.isArray(data.imagePathList) ? data.imagePathList : [];
  const images = list
    .map((url) => page.absolute(stringOf(url)))
    .filter((url): url is string => url !== null)
    .map(fullSizeImage);
  return { name: ogName(page), images, supplierItemId: itemIdOf(page) };
}
