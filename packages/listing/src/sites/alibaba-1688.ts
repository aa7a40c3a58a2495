import type { AdapterResult, SiteAdapter } from '../adapter.ts';
import { isRecord, pathOf, stringOf } from '../embedded-json.ts';
import type { Page } from '../page.ts';
import type { ExtractWarning, Notice, PartialFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { isRenderedOffer, renderedOfferFields } from './alibaba-1688-dom.ts';
import { alibaba1688Prices } from './alibaba-1688-prices.ts';
import { type JsonObject, type OfferState, offerState } from './alibaba-1688-state.ts';

const hosts = new Set(['1688.com', 'detail.1688.com', 'detail.m.1688.com']);

/** Gallery `offerImgList` (URL strings, or `{fullPathImageURI}` objects) of the first component that has one. */
function images(components: readonly JsonObject[], page: Page): string[] {
  const list = components.map((component) => component.offerImgList).find((value) => Array.isArray(value));
  if (!Array.isArray(list)) return [];
  return list
    .map((image) =>
      page.absolute(
        isRecord(image) ? (stringOf(image.fullPathImageURI) ?? stringOf(image.url)) : stringOf(image),
      ),
    )
    .filter((url): url is string => url !== null);
}

/** Attributes `propsList[{name, value}]` (the PC layout puts the list directly in the component's `data`). */
function attributes(payloads: readonly unknown[]): Notice[] {
  for (const payload of payloads) {
    const list = Array.isArray(payload) ? payload : isRecord(payload) ? payload.propsList : undefined;
    if (!Array.isArray(list)) continue;
    const rows = list.flatMap((row): Notice[] => {
      if (!isRecord(row)) return [];
      const label = cleanText(row.name);
      const value = cleanText(row.value);
      return label === null || value === null ? [] : [{ label, value }];
    });
    if (rows.length > 0) return rows;
  }
  return [];
}

function attribute(rows: readonly Notice[], ...labels: string[]): string | null {
  return rows.find((row) => labels.includes(row.label))?.value ?? null;
}

const privatePriceWarning: ExtractWarning = {
  code: 'price_private',
  message:
    '1688 판매자가 가격을 공개하지 않았습니다 (가격 비공개 상품, 로그인한 거래처에만 표시). 판매가를 직접 입력해 주세요.',
};

function stateFields(state: OfferState, page: Page): { fields: PartialFields; isPricePrivate: boolean } {
  const { globalData, payloads } = state;
  const temp = isRecord(globalData.tempModel) ? globalData.tempModel : {};
  const components = payloads.filter(isRecord);
  const isPricePrivate =
    globalData.isPricePrivate === true || components.some((component) => component.isPricePrivate === true);
  const rows = state.attributes.length > 0 ? state.attributes : attributes(payloads);
  const stateImages = images(components, page);
  const fields: PartialFields = {
    name: cleanText(temp.offerTitle) ?? cleanText(state.name),
    brand: attribute(rows, '品牌'),
    model: attribute(rows, '型号', '货号'),
    origin: attribute(rows, '产地', '原产地'),
    ...alibaba1688Prices(globalData, components, isPricePrivate),
    images: stateImages.length > 0 ? stateImages : state.images,
    supplierItemId: stringOf(temp.offerId) ?? stringOf(pathOf(globalData, 'offerBaseInfo', 'offerId')),
    seller: cleanText(temp.companyName) ?? state.seller,
    notices: rows,
  };
  return { fields, isPricePrivate };
}

/** The 2024 rendered modules fill what the state left empty (or everything, when a saved DOM lost its scripts). */
function withRenderedFields(fields: PartialFields, page: Page, isPricePrivate: boolean): PartialFields {
  const needsPrice = !isPricePrivate && fields.options == null && fields.salePrice == null;
  const complete = fields.name != null && (fields.images ?? []).length > 0 && !needsPrice;
  if (complete || !isRenderedOffer(page)) return fields;
  const rendered = renderedOfferFields(page);
  const filled: PartialFields = { ...fields };
  if (filled.name == null) filled.name = rendered.name ?? null;
  if ((filled.images ?? []).length === 0) filled.images = rendered.images ?? [];
  if (needsPrice) {
    filled.options = rendered.options ?? null;
    filled.salePrice = rendered.salePrice ?? null;
  }
  return filled;
}

/**
 * 1688 offers: the mobile page's `window.__INIT_DATA`, the 2024 PC page's `window.context` (and its rendered
 * modules), the 2020 PC page's `iDetailData`. Title, CNY tiers and SKUs, gallery, attributes.
 */
export const alibaba1688Adapter: SiteAdapter = {
  id: 'alibaba1688',
  displayName: '1688',
  matchesHost: (host) => hosts.has(host),
  matchesPage: (page) =>
    offerState(page) !== null || (page.meta('od-version') !== null && isRenderedOffer(page)),
  extract(page): AdapterResult {
    const state = offerState(page);
    const found = state === null ? { fields: {}, isPricePrivate: false } : stateFields(state, page);
    const fields: PartialFields = {
      ...withRenderedFields(found.fields, page, found.isPricePrivate),
      // Always CNY, also without a price of our own: a price another extractor fills in is CNY too, not the KRW default.
      currency: 'CNY',
    };
    return { fields, warnings: found.isPricePrivate ? [privatePriceWarning] : [] };
  },
};
