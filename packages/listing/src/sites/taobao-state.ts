import { assignedJson, isRecord, jsonValueAt, pathOf, stringOf } from '../embedded-json.ts';
import type { Page } from '../page.ts';
import { cleanText } from '../text.ts';

// Item state embedded in Taobao and Tmall PC pages:
// - Taobao: `var g_config = {title: '\u…', idata: {item: {auctionImages: ["//…"]}}, shopName: '…'}` (JS literal with
//   single-quoted strings) and `Hub.config.set('sku', {valItemInfo: {skuMap: {…}, propertyMemoMap: {…}}})` (bare
//   keys, JSON values).
// - Tmall: `TShop.Setup({"valItemInfo": {"skuList": […], "skuMap": {…}}, "itemDO": {title, brand, itemId},
//   "propertyPics": {"default": [gallery]}})` (JSON).

/** What the embedded state says about the item. */
export interface TaobaoState {
  name: string | null;
  brand: string | null;
  itemId: string | null;
  seller: string | null;
  images: string[];
  skuMap: unknown;
  /** Seller's labels by `pid:vid` (Taobao `propertyMemoMap`). */
  memo: Map<string, string>;
  /** Each SKU's full name by its sorted `pid:vid` list (Tmall `skuList[{names, pvs}]`). */
  skuNames: Map<string, string>;
}

const stateCache = new WeakMap<Page, TaobaoState | null>();

/** A key of a sorted `pid:vid` list, so `skuMap` keys and `skuList.pvs` meet whatever their order. */
export function pvsKey(pvs: readonly string[]): string {
  return [...pvs].sort().join(';');
}

/** Reads `key: '…'` from a JS object literal (single-quoted, `\uXXXX` escapes) — g_config is not JSON. */
export function jsString(script: string, key: string): string | null {
  const match = new RegExp(`\\b${key}\\s*:\\s*'((?:[^'\\\\\\n]|\\\\.){0,2000})'`).exec(script);
  if (match?.[1] === undefined) return null;
  return cleanText(
    match[1].replace(/\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|(.))/g, (_, unicode, hex, plain) =>
      unicode !== undefined || hex !== undefined
        ? String.fromCharCode(Number.parseInt(unicode ?? hex, 16))
        : String(plain),
    ),
  );
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.flatMap((item) => stringOf(item) ?? []) : [];
}

function stringMap(value: unknown): Map<string, string> {
  const map = new Map<string, string>();
  if (!isRecord(value)) return map;
  for (const [key, label] of Object.entries(value)) {
    const text = cleanText(label);
    if (text !== null) map.set(key, text);
  }
  return map;
}

function safeDecode(value: string | null): string | null {
  if (value === null) return null;
  try {
    return cleanText(decodeURIComponent(value));
  } catch {
    return cleanText(value);
  }
}

function tmallState(script: string): TaobaoState | null {
  const at = script.indexOf('TShop.Setup(');
  const setup = at === -1 ? undefined : jsonValueAt(script, at + 'TShop.Setup('.length);
  if (!isRecord(setup)) return null;
  const item = isRecord(setup.itemDO) ? setup.itemDO : {};
  const skuNames = new Map<string, string>();
  const skuList = pathOf(setup, 'valItemInfo', 'skuList');
  for (const sku of Array.isArray(skuList) ? skuList.filter(isRecord) : []) {
    const pvs = stringOf(sku.pvs);
    const names = cleanText(sku.names);
    if (pvs !== null && names !== null) skuNames.set(pvsKey(pvs.split(';')), names);
  }
  return {
    name: cleanText(item.title),
    brand: cleanText(item.brand),
    itemId: stringOf(item.itemId),
    seller: safeDecode(stringOf(item.sellerNickName)),
    images: stringList(pathOf(setup, 'propertyPics', 'default')),
    skuMap: pathOf(setup, 'valItemInfo', 'skuMap'),
    memo: new Map(),
    skuNames,
  };
}

function taobaoState(page: Page): TaobaoState | null {
  const scripts = page.scripts();
  const config = scripts.find((script) => script.text.includes('g_config'))?.text ?? '';
  const sku = scripts.find((script) => script.text.includes('skuMap'))?.text ?? '';
  if (config === '' && sku === '') return null;
  const images = config.includes('auctionImages') ? assignedJson(config, 'auctionImages') : undefined;
  return {
    name: jsString(config, 'title'),
    brand: null,
    itemId: jsString(config, 'itemId'),
    seller: jsString(config, 'shopName'),
    images: stringList(images),
    skuMap: sku === '' ? undefined : assignedJson(sku, 'skuMap'),
    memo: stringMap(sku === '' ? undefined : assignedJson(sku, 'propertyMemoMap')),
    skuNames: new Map(),
  };
}

/** The item state of a Taobao or Tmall page, parsed once; null when it has neither. */
export function itemState(page: Page): TaobaoState | null {
  const cached = stateCache.get(page);
  if (cached !== undefined) return cached;
  const setup = page.scripts().find((script) => script.text.includes('TShop.Setup('));
  const state = (setup === undefined ? null : tmallState(setup.text)) ?? taobaoState(page);
  stateCache.set(page, state);
  return state;
}

/** True when a script carries the Taobao/Tmall item state (`TShop.Setup(` or `Hub.config.set('sku'`). */
export function hasItemState(page: Page): boolean {
  if (!page.html.includes('TShop.Setup(') && !page.html.includes('Hub.config.set(')) return false;
  return page
    .scripts()
    .some(
      (script) =>
        script.text.includes('TShop.Setup(') || /Hub\.config\.set\(\s*['"]sku['"]/.test(script.text),
    );
}
