import { assignedJson, isRecord, jsonValueAt, pathOf } from '../embedded-json.ts';
import type { Page } from '../page.ts';
import type { Notice } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { legacyOfferState } from './alibaba-1688-legacy.ts';

export type JsonObject = Record<string, unknown>;

/**
 * One offer's embedded state in the shape of the mobile page's `__INIT_DATA`: `globalData` (tempModel, skuModel,
 * orderParamModel, isPricePrivate) and the components' payloads (offerImgList, priceModel, propsList). The other page
 * generations are mapped onto it, so one reader serves them all.
 */
export interface OfferState {
  globalData: JsonObject;
  payloads: unknown[];
  /** Attribute rows when the page keeps them outside the components. */
  attributes: Notice[];
  /** Name and gallery read from the markup (pages whose state lacks them). */
  name: string | null;
  images: string[];
  seller: string | null;
}

const stateCache = new WeakMap<Page, OfferState | null>();

function emptyExtras(): Pick<OfferState, 'attributes' | 'name' | 'images' | 'seller'> {
  return { attributes: [], name: null, images: [], seller: null };
}

/** Mobile offer page: `window.__INIT_DATA = {globalData, data: {componentId: {data}}}`. */
function initDataState(page: Page): OfferState | null {
  for (const script of page.scripts()) {
    if (!script.text.includes('__INIT_DATA')) continue;
    const value = assignedJson(script.text, '__INIT_DATA');
    if (!isRecord(value) || !isRecord(pathOf(value, 'globalData', 'tempModel'))) continue;
    const data = isRecord(value.data) ? value.data : {};
    return {
      globalData: isRecord(value.globalData) ? value.globalData : {},
      payloads: Object.values(data).map((component) => (isRecord(component) ? component.data : undefined)),
      ...emptyExtras(),
    };
  }
  return null;
}

/** `featureAttributes[{name, value, values}]` of the 2024 PC page as attribute rows. */
function featureAttributes(script: string): Notice[] {
  const list = assignedJson(script, '"featureAttributes"');
  if (!Array.isArray(list)) return [];
  return list.flatMap((row): Notice[] => {
    if (!isRecord(row)) return [];
    const label = cleanText(row.name);
    const values = Array.isArray(row.values) ? row.values.filter((value) => typeof value === 'string') : [];
    const value = cleanText(row.value) ?? cleanText(values.join(', '));
    return label === null || value === null ? [] : [{ label, value }];
  });
}

/** Occurrences of `"data":` tried when looking for the component map (it is the first one on real pages). */
const maxDataKeysTried = 4;

/** The `"data": {…}` object that holds the `Root` component. */
function componentMap(text: string): JsonObject | null {
  let from = 0;
  for (let tried = 0; tried < maxDataKeysTried; tried += 1) {
    const at = text.indexOf('"data":', from);
    if (at === -1) return null;
    from = at + 7;
    const value = jsonValueAt(text, from);
    if (isRecord(value) && isRecord(value.Root)) return value;
  }
  return null;
}

/**
 * 2024 PC page: `window.context = (function…)(window.contextPath, {"result": {"data": {componentId: {fields}},
 * "global": …}})`. The whole blob is not JSON (bare numeric keys in `global`), so `result.data` is read on its own;
 * `data.Root.fields.dataJson` carries what `__INIT_DATA.globalData` does.
 */
function contextState(page: Page): OfferState | null {
  for (const script of page.scripts()) {
    const at = script.text.indexOf('window.context');
    if (at === -1 || !script.text.includes('"Root"')) continue;
    const text = script.text.slice(at);
    const data = componentMap(text);
    const globalData = pathOf(data, 'Root', 'fields', 'dataJson');
    if (data === null || !isRecord(globalData) || !isRecord(globalData.tempModel)) continue;
    return {
      globalData,
      payloads: Object.values(data).map((component) => (isRecord(component) ? component.fields : undefined)),
      ...emptyExtras(),
      attributes: featureAttributes(text),
    };
  }
  return null;
}

/** The offer state of a 1688 page (mobile `__INIT_DATA`, 2024 PC `window.context`, 2020 PC `iDetailData`), once. */
export function offerState(page: Page): OfferState | null {
  const cached = stateCache.get(page);
  if (cached !== undefined) return cached;
  const scripts = page.scripts();
  const has = (needle: string) => scripts.some((script) => script.text.includes(needle));
  const state =
    (has('__INIT_DATA') ? initDataState(page) : null) ??
    (has('window.context') ? contextState(page) : null) ??
    (has('iDetailData') ? legacyOfferState(page) : null);
  stateCache.set(page, state);
  return state;
}
