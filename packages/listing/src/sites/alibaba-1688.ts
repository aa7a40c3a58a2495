import type { AdapterResult, SiteAdapter } from '../adapter.ts';
import { assignedJson, isRecord, pathOf, stringOf } from '../embedded-json.ts';
import type { Page } from '../page.ts';
import type { ExtractWarning, Notice, PartialFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { alibaba1688Prices } from './alibaba-1688-prices.ts';

type JsonObject = Record<string, unknown>;

const stateName = '__INIT_DATA';
const stateCache = new WeakMap<Page, JsonObject | null>();
const hosts = new Set(['1688.com', 'detail.1688.com', 'detail.m.1688.com']);

/** `window.__INIT_DATA` of the mobile offer page, parsed once per page; null unless it names an offer. */
function initData(page: Page): JsonObject | null {
  const cached = stateCache.get(page);
  if (cached !== undefined) return cached;
  let state: JsonObject | null = null;
  for (const script of page.scripts()) {
    if (!script.text.includes(stateName)) continue;
    const value = assignedJson(script.text, stateName);
    if (isRecord(value) && isRecord(pathOf(value, 'globalData', 'tempModel'))) {
      state = value;
      break;
    }
  }
  stateCache.set(page, state);
  return state;
}

/** Each `data.{componentId}` entry's own `data` (the component payload: an object, or a list on PC pages). */
function componentPayloads(state: JsonObject): unknown[] {
  const data = isRecord(state.data) ? state.data : {};
  return Object.values(data).map((component) => (isRecord(component) ? component.data : undefined));
}

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

/** 1688 offers (mobile page `window.__INIT_DATA`): title, CNY tiers and SKUs, gallery, attributes. */
export const alibaba1688Adapter: SiteAdapter = {
  id: 'alibaba1688',
  displayName: '1688',
  matchesHost: (host) => hosts.has(host),
  matchesPage: (page) => initData(page) !== null,
  extract(page): AdapterResult {
    const state = initData(page);
    if (state === null) return { fields: {} };
    const globalData = isRecord(state.globalData) ? state.globalData : {};
    const temp = isRecord(globalData.tempModel) ? globalData.tempModel : {};
    const payloads = componentPayloads(state);
    const components = payloads.filter(isRecord);
    const isPricePrivate =
      globalData.isPricePrivate === true || components.some((component) => component.isPricePrivate === true);
    const prices = alibaba1688Prices(globalData, components, isPricePrivate);
    const rows = attributes(payloads);
    const fields: PartialFields = {
      name: cleanText(temp.offerTitle),
      brand: attribute(rows, '品牌'),
      model: attribute(rows, '型号', '货号'),
      origin: attribute(rows, '产地'),
      ...prices,
      // Always CNY, also without a price of our own: a price another extractor fills in is CNY too, not the KRW default.
      currency: 'CNY',
      images: images(components, page),
      supplierItemId: stringOf(temp.offerId) ?? stringOf(pathOf(globalData, 'offerBaseInfo', 'offerId')),
      seller: cleanText(temp.companyName),
      notices: rows,
    };
    return { fields, warnings: isPricePrivate ? [privatePriceWarning] : [] };
  },
};
