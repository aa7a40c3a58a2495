import { assignedJson, isRecord, pathOf, stringOf } from '../embedded-json.ts';
import { parsePrice } from '../numbers.ts';

import type { Page } from '../page.ts';
import type { Notice, PartialFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { coupangDelivery } from './coupang-delivery.ts';
import { coupangOptions } from './coupang-options.ts';

type JsonObject = Record<string, unknown>;

const sdpName = 'exports.sdp';
const sdpCache = new WeakMap<Page, JsonObject | null>();

/** The inline `exports.sdp = {…}` product object (2020-era pages), parsed once per page; null when absent. */
export function coupangSdp(page: Page): JsonObject | null {
  const cached = sdpCache.get(page);
  if (cached !== undefined) return cached;
  let sdp: JsonObject | null = null;
  for (const script of page.scripts()) {
    if (!script.text.includes(sdpName)) continue;
    const value = assignedJson(script.text, sdpName);
    if (isRecord(value) && (stringOf(value.productId) !== null || stringOf(value.title) !== null)) {
      sdp = value;
      break;
    }
  }
  sdpCache.set(page, sdp);
  return sdp;
}

/** `images` entries are URL strings or objects whose largest rendition is `origin`/`detailImage`. */
function sdpImages(sdp: JsonObject, page: Page): string[] {
  const list = Array.isArray(sdp.images) ? sdp.images : [];
  return list
    .map((image) =>
      isRecord(image)
        ? page.absolute(
            stringOf(image.origin) ?? stringOf(image.detailImage) ?? stringOf(image.thumbnailImage),
          )
        : page.absolute(stringOf(image)),
    )
    .filter((url): url is string => url !== null);
}

/** `sellingInfoVo.sellingInfo` rows: "라벨: 값" strings or {title, description} objects. */
function sellingRows(sdp: JsonObject): Notice[] {
  const list = pathOf(sdp, 'sellingInfoVo', 'sellingInfo');
  if (!Array.isArray(list)) return [];
  return list.flatMap((row): Notice[] => {
    if (isRecord(row)) {
      const label = cleanText(row.title ?? row.name ?? row.label);
      const value = cleanText(row.description ?? row.value ?? row.content);
      return label === null || value === null ? [] : [{ label, value }];
    }
    const text = cleanText(row);
    const colon = text?.indexOf(':') ?? -1;
    if (text === null || colon <= 0) return [];
    const label = cleanText(text.slice(0, colon));
    const value = cleanText(text.slice(colon + 1));
    return label === null || value === null ? [] : [{ label, value }];
  });
}

/** Maps the `exports.sdp` object to product fields (prices are strings such as "8,390"; "0" means no price). */
export function coupangSdpFields(sdp: JsonObject, page: Page): PartialFields {
  const price = pathOf(sdp, 'quantityBase', 0, 'price');
  const salePrice = parsePrice(pathOf(price, 'salePrice'));
  const rows = sellingRows(sdp);
  const originRow = rows.find((row) => row.label.includes('원산지') || row.label.includes('제조국'));
  return {
    name: cleanText(sdp.title),
    salePrice,
    originalPrice: parsePrice(pathOf(price, 'originPrice')),
    currency: 'KRW',
    images: sdpImages(sdp, page),
    options: coupangOptions(sdp, salePrice),
    soldOut: typeof sdp.soldOut === 'boolean' ? sdp.soldOut : null,
    ...coupangDelivery(pathOf(sdp, 'shippingFee', 'message')),
    supplierItemId: stringOf(sdp.productId),
    origin: originRow?.value ?? null,
    notices: rows.filter((row) => !row.label.includes('쿠팡상품번호')),
  };
}
