import { isRecord, pathOf, stringOf } from '../embedded-json.ts';

import { parseAmount, parseCount, parsePrice } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { Notice, PartialFields, SourceFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { smartStoreDetail } from './smartstore-detail.ts';
import { smartStoreOptions } from './smartstore-options.ts';
import type { JsonObject } from './smartstore-state.ts';

function records(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/**
 * Buyer price = price after the instant discount; the list price is kept only when it is higher. A zero price means
 * "not set" (`discountedSalePrice: 0` without a discount), never a free product.
 */
function prices(product: JsonObject): Pick<SourceFields, 'salePrice' | 'originalPrice'> {
  const listPrice = parsePrice(product.salePrice);
  const discounted = parsePrice(pathOf(product, 'benefitsView', 'discountedSalePrice'));
  const salePrice = discounted ?? listPrice;
  return {
    salePrice,
    originalPrice: listPrice !== null && salePrice !== null && listPrice > salePrice ? listPrice : null,
  };
}

function categoryPath(product: JsonObject): string[] {
  const category = isRecord(product.category) ? product.category : {};
  const whole = cleanText(category.wholeCategoryName);
  if (whole !== null) {
    return whole
      .split('>')
      .map((part) => cleanText(part))
      .filter((part): part is string => part !== null);
  }
  return [1, 2, 3, 4]
    .map((level) => cleanText(category[`category${level}Name`]))
    .filter((part): part is string => part !== null);
}

/** REPRESENTATIVE image first, then the others by their `order`. */
function images(product: JsonObject, page: Page): string[] {
  const rank = (image: JsonObject) => (image.imageType === 'REPRESENTATIVE' ? 0 : 1);
  const order = (image: JsonObject) =>
    typeof image.order === 'number' ? image.order : Number.MAX_SAFE_INTEGER;
  const sorted = records(product.productImages).sort((a, b) => rank(a) - rank(b) || order(a) - order(b));
  const urls = sorted.map((image) => page.absolute(stringOf(image.url)));
  if (urls.length === 0) urls.push(page.absolute(stringOf(pathOf(product, 'representImage', 'url'))));
  return urls.filter((url): url is string => url !== null);
}

function searchTags(product: JsonObject): string[] {
  return records(pathOf(product, 'seoInfo', 'sellerTags'))
    .map((tag) => cleanText(tag.text))
    .filter((tag): tag is string => tag !== null);
}

const deliveryMethods: Record<string, string> = {
  DELIVERY: '택배',
  DIRECT: '직접배송',
  QUICK_SVC: '퀵서비스',
};

/** Reads `productDeliveryInfo`, whose fee settings sit either on it directly or under `deliveryFee`. */
function delivery(
  product: JsonObject,
): Pick<SourceFields, 'deliveryFee' | 'deliveryFreeOver' | 'deliveryPayType' | 'deliveryMethod'> {
  const info = isRecord(product.productDeliveryInfo) ? product.productDeliveryInfo : {};
  const fee = isRecord(info.deliveryFee) ? { ...info, ...info.deliveryFee } : info;
  const method = deliveryMethods[stringOf(info.deliveryMethod) ?? ''] ?? null;
  const payType = fee.deliveryFeePayType === 'COLLECT' ? 'cod' : 'prepaid';
  switch (fee.deliveryFeeType) {
    case 'FREE':
      return { deliveryFee: 0, deliveryFreeOver: null, deliveryPayType: 'free', deliveryMethod: method };
    case 'PAID':
      return {
        deliveryFee: parseAmount(fee.baseFee),
        deliveryFreeOver: null,
        deliveryPayType: payType,
        deliveryMethod: method,
      };
    case 'CONDITIONAL_FREE':
      return {
        deliveryFee: parseAmount(fee.baseFee),
        deliveryFreeOver: parseAmount(fee.freeConditionalAmount),
        deliveryPayType: payType,
        deliveryMethod: method,
      };
    default:
      return { deliveryFee: null, deliveryFreeOver: null, deliveryPayType: null, deliveryMethod: method };
  }
}

/**
 * 법정 고시정보: `basic` is a label → value map; some pages list `items[{name, value}]`, others put the Korean labels
 * directly on the view next to its technical keys.
 */
function notices(product: JsonObject): Notice[] {
  const view = product.productInfoProvidedNoticeView;
  if (!isRecord(view)) return [];
  const rows = records(view.items).map((item) => ({
    label: cleanText(item.name),
    value: cleanText(item.value),
  }));
  const labelled = isRecord(view.basic)
    ? Object.entries(view.basic)
    : Object.entries(view).filter(([label]) => /[가-힣]/.test(label));
  for (const [label, value] of labelled) rows.push({ label: cleanText(label), value: cleanText(value) });
  return rows.filter((row): row is Notice => row.label !== null && row.value !== null);
}

/**
 * Only SALE can be bought: every other status (OUTOFSTOCK, CLOSE, SUSPENSION, …) is sold out whatever stock the
 * product still lists. Without a status the stock decides.
 */
function soldOut(product: JsonObject, stock: number | null): boolean | null {
  const status = stringOf(product.productStatusType);
  if (status !== null && status !== 'SALE') return true;
  return stock === null ? null : stock === 0;
}

function sellerName(product: JsonObject, state: JsonObject): string | null {
  return (
    cleanText(pathOf(product, 'channel', 'channelName')) ??
    cleanText(pathOf(state, 'smartStoreV2', 'channel', 'channelName'))
  );
}

/** Maps a SmartStore product object (already checked against the URL) to product fields. */
export function smartStoreFields(product: JsonObject, state: JsonObject, page: Page): PartialFields {
  const search = isRecord(product.naverShoppingSearchInfo) ? product.naverShoppingSearchInfo : {};
  const stock = parseCount(product.stockQuantity);
  const detail = smartStoreDetail(page);
  return {
    name: cleanText(product.name) ?? cleanText(product.dispName),
    brand: cleanText(search.brandName),
    manufacturer: cleanText(search.manufacturerName),
    model: cleanText(search.modelName),
    ...prices(product),
    currency: 'KRW',
    images: images(product, page),
    detailHtml: detail.html,
    detailImages: detail.images,
    options: smartStoreOptions(product),
    stock,
    soldOut: soldOut(product, stock),
    searchTags: searchTags(product),
    category: categoryPath(product),
    ...delivery(product),
    supplierItemId: stringOf(product.id),
    seller: sellerName(product, state),
    origin: cleanText(pathOf(product, 'originAreaInfo', 'content')),
    notices: notices(product),
  };
}
