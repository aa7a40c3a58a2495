import type { Element } from 'domhandler';
import { amountBounds, parseCount, parsePrice } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { PartialFields } from '../source-product.ts';
import { cleanText, decodeEntities } from '../text.ts';
import { fullSizeImage } from './alibaba-1688-images.ts';
import { descendants, firstOfClass, hasClass, indexElements, textOf } from './shop-dom.ts';
import { skuVariants } from './sku-variants.ts';

// The 2024 PC offer page as a browser renders it (`<meta name="od-version">`, `module-od-*` blocks). Read only when
// the page has no embedded state left (a saved DOM without its scripts).

const classes = ['module-od-title', 'od-gallery-img', 'module-od-main-price', 'module-od-sku-selection'];

/** True when the page carries the rendered 2024 offer modules. */
export function isRenderedOffer(page: Page): boolean {
  return page.html.includes('module-od-title') || page.html.includes('od-gallery-img');
}

function withClass(root: Element | undefined, className: string): Element[] {
  return descendants(root, (element) => hasClass(element, className));
}

/** Variants a listing can carry (`productOptionsSchema`). */
const maxRows = 2_000;

interface Row {
  label: string | null;
  price: number | null;
  stock: number | null;
}

/** One price-or-stock cell: "¥5.1" is the price, "库存18809袋" the stock. */
function readCell(row: Row, cell: Element): void {
  const text = textOf(cell) ?? '';
  if (/[¥￥]/.test(text)) row.price ??= parsePrice(text);
  else if (/\d/.test(text)) row.stock ??= parseCount(text);
}

/**
 * SKU rows `.expand-view-item` (`.item-label[title]`, `.item-price-stock` cells), read in one walk of the list: each
 * label or cell belongs to the row opened last, so nested or hostile markup costs no more than the walk.
 */
function rowsOf(feature: Element): Row[] {
  const rows: Row[] = [];
  let full = false;
  descendants(feature, (element) => {
    const row = rows.at(-1);
    if (full) return false;
    if (hasClass(element, 'expand-view-item')) {
      full = rows.length >= maxRows;
      if (!full) rows.push({ label: null, price: null, stock: null });
    } else if (row !== undefined && row.label === null && hasClass(element, 'item-label')) {
      row.label = cleanText(element.attribs.title) ?? textOf(element);
    } else if (row !== undefined && (row.price === null || row.stock === null)) {
      if (hasClass(element, 'item-price-stock')) readCell(row, element);
    }
    return false;
  });
  return rows;
}

/**
 * The SKU list of a one-property offer (`.feature-item` with an `.expand-view-list`). With two properties the list
 * shows only the combinations of the selected first value, so no options are read then.
 */
function options(selection: Element | undefined): Pick<PartialFields, 'options' | 'salePrice'> {
  const features = withClass(selection, 'feature-item');
  const feature = features[0];
  if (features.length !== 1 || feature === undefined) return {};
  const group = textOf(withClass(feature, 'feature-item-label')[0]) ?? '规格';
  const rows = rowsOf(feature).filter((row): row is Row & { label: string } => row.label !== null);
  if (rows.length === 0) return {};
  const base = amountBounds(rows.flatMap((row) => (row.price === null ? [] : [row.price])))?.min ?? null;
  const variants = skuVariants(
    rows.map((row) => ({ values: [row.label], price: row.price, stock: row.stock, code: null })),
    base,
  );
  return { options: { groups: [group], variants }, salePrice: base };
}

/** Name, headline price, gallery and one-property SKUs from the rendered modules. */
export function renderedOfferFields(page: Page): PartialFields {
  const index = indexElements(page, { classes });
  const title = descendants(firstOfClass(index, 'module-od-title'), (element) => element.name === 'h1')[0];
  const images = (index.byClass.get('od-gallery-img') ?? [])
    .map((image) => page.absolute(decodeEntities(image.attribs.src ?? image.attribs['data-src'] ?? '')))
    .filter((url): url is string => url !== null)
    .map(fullSizeImage);
  const headline = parsePrice(
    textOf(withClass(firstOfClass(index, 'module-od-main-price'), 'price-info')[0]),
  );
  const skus = options(firstOfClass(index, 'module-od-sku-selection'));
  return {
    name: textOf(title),
    images,
    options: skus.options ?? null,
    salePrice: skus.salePrice ?? headline,
  };
}
