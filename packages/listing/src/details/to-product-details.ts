import type { ExchangeRateTable } from '@ollida/contracts/exchange-rates';
import { type ProductDetails, productDetailsLimits } from '@ollida/contracts/product-details';
import type { SourceProduct } from '../source-product.ts';
import { toStock } from './amounts.ts';
import { categoryOf, deliveryOf, noticesOf, sourceUrlOf } from './draft-fields.ts';
import { buildFallbackDetailHtml } from './fallback-html.ts';
import { toItemImages, webImageUrls } from './images.ts';
import { buildItems } from './items.ts';
import { cutAtWord, toMarketplaceText, toPlainText } from './marketplace-text.ts';
import { baseSalePriceOf, pageMoneyOf } from './page-money.ts';
import { buildProductNames } from './product-name.ts';
import { sanitizeDetailHtml } from './sanitize-html.ts';
import { buildSearchTags } from './search-tags.ts';

/** Choices of the caller (workspace settings); all optional. */
export interface ToProductDetailsOptions {
  /** Stock given to items whose stock the page does not show (default 999). */
  defaultStock?: number;
  /** How many pictures the draft keeps, 0–10 (default 10). */
  maxImages?: number;
  /**
   * Rates for a page priced in another currency than the won (the workspace's table, `exchangeRateTableOf`, or
   * `defaultExchangeRateTable`). Without one for the page's currency the draft's won prices are 0 and
   * `foreignPrice.wonPerUnit` is null: the raw number is never taken for won.
   */
  exchangeRates?: ExchangeRateTable;
}

const DEFAULT_STOCK = 999;
/** Pictures of a generated description: enough for any real page, bounded for hostile ones. */
const FALLBACK_IMAGES = 100;

function marketplaceField(value: string | null, max: number): string {
  return value === null ? '' : cutAtWord(toMarketplaceText(value), max);
}

function stockDefault(defaultStock: number | undefined): number {
  return defaultStock === undefined || Number.isNaN(defaultStock) ? DEFAULT_STOCK : toStock(defaultStock);
}

function itemIdOf(raw: string | null): string | null {
  const itemId = toPlainText(raw, 100);
  return itemId === '' ? null : itemId;
}

function imageLimit(maxImages: number | undefined): number {
  if (maxImages === undefined || Number.isNaN(maxImages)) return productDetailsLimits.images;
  return Math.min(productDetailsLimits.images, Math.max(0, Math.floor(maxImages)));
}

/**
 * Turns an extracted `SourceProduct` into the listing draft (`productDetailsSchema`): names cleaned for Coupang, whole
 * won prices (a foreign-currency page converted at `exchangeRates`, its amounts kept in `foreignPrice`), one item per
 * option variant, search tags, pictures, sanitised description, delivery and supplier facts. Pure; the result always
 * satisfies the schema.
 */
export function toProductDetails(
  source: SourceProduct,
  options: ToProductDetailsOptions = {},
): ProductDetails {
  const brand = marketplaceField(source.brand, 50);
  const names = buildProductNames(source.name, brand);
  const images = webImageUrls(source.images, imageLimit(options.maxImages));
  const searchTags = buildSearchTags(source.searchTags, names.productName, brand);
  const notices = noticesOf(source.notices);
  const sourceUrl = sourceUrlOf(source.url);
  const sanitised = source.detailHtml === null ? '' : sanitizeDetailHtml(source.detailHtml, sourceUrl);
  const detailImages = webImageUrls(source.detailImages, FALLBACK_IMAGES);
  const money = pageMoneyOf(source, options.exchangeRates);
  const items = buildItems(source, {
    productName: names.sellerProductName,
    defaultStock: stockDefault(options.defaultStock),
    images: toItemImages(images),
    searchTags,
    money,
  });
  return {
    ...names,
    brand,
    manufacturer: marketplaceField(source.manufacturer, 50),
    modelNo: marketplaceField(source.model, 50),
    ...categoryOf(source.category),
    price: money.won(baseSalePriceOf(source)),
    imageUrl: images[0] ?? '',
    images,
    items,
    detailHtml:
      sanitised !== ''
        ? sanitised
        : buildFallbackDetailHtml(detailImages.length > 0 ? detailImages : images, notices),
    origin: toPlainText(source.origin, 100),
    notices,
    delivery: deliveryOf(source, money.won),
    sourceUrl,
    supplier: {
      parser: source.parser,
      itemId: itemIdOf(source.supplierItemId),
      imageReuseAllowed: source.imageReuseAllowed,
    },
    ...(money.foreignPrice === null ? {} : { foreignPrice: money.foreignPrice }),
  };
}
