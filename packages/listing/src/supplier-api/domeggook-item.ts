import { isRecord, pathOf, stringOf } from '../embedded-json.ts';
import { buildSourceProduct } from '../merge.ts';
import { parseAmount, parseCount } from '../numbers.ts';
import type {
  ExtractWarning,
  Notice,
  PartialFields,
  SourceFields,
  SourceProduct,
} from '../source-product.ts';
import { cleanText } from '../text.ts';
import { hostIs, siteHost } from '../urls.ts';
import { detailImagesOf } from './detail-html.ts';
import { type DomeggookMarket, domeggookOptions } from './domeggook-options.ts';
import { parseQtyTable } from './qty-table.ts';

const MARKET_NAMES: Record<DomeggookMarket, string> = { dome: '도매꾹', supply: '도매매' };
const ITEM_NO = /^\d{5,12}$/;

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * The item number of a 도매꾹/도매매 product URL: `domeggook.com/{no}`, `mobile.domeggook.com/{no}`,
 * `domeme.domeggook.com/s/{no}`, or any 도매꾹 page with `?no={no}`. Null for other URLs.
 */
export function domeggookItemNo(url: string): string | null {
  const parsed = parseUrl(url);
  if (parsed === null || !hostIs(siteHost(parsed), 'domeggook.com')) return null;
  const fromQuery = parsed.searchParams.get('no');
  if (fromQuery !== null && ITEM_NO.test(fromQuery)) return fromQuery;
  const fromPath = /^\/(?:s\/)?(\d+)\/?$/.exec(parsed.pathname)?.[1];
  return fromPath !== undefined && ITEM_NO.test(fromPath) ? fromPath : null;
}

/** The Open API market of a 도매꾹 URL: 도매매 pages live on `domeme.domeggook.com`. */
export function domeggookMarketOf(url: string): DomeggookMarket {
  const parsed = parseUrl(url);
  return parsed !== null && hostIs(parsed.hostname.toLowerCase(), 'domeme.domeggook.com') ? 'supply' : 'dome';
}

/** XML-born JSON turns one-element lists into the element itself; this reads either as a list. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null || value === '' ? [] : [value];
}

function texts(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(',') : listOf(value);
  return items.map((item) => cleanText(stringOf(item))).filter((item): item is string => item !== null);
}

/** Reads Y/N-style flags as the API and site write them ("Y", "true", "사용허용", …); null when unknown. */
function flagOf(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = cleanText(stringOf(value))?.toLowerCase();
  if (text === undefined) return null;
  if (['y', 'yes', 'true', '1', '사용허용', '허용', '사용가능'].includes(text)) return true;
  if (['n', 'no', 'false', '0', '사용불가', '불가', '사용금지'].includes(text)) return false;
  return null;
}

function priceFields(item: unknown, market: DomeggookMarket): Pick<PartialFields, 'salePrice' | 'tiers'> {
  const raw = pathOf(item, 'price', market);
  const tiers = parseQtyTable(raw);
  if (tiers !== null) return { salePrice: tiers[0]?.unitPrice ?? null, tiers };
  return { salePrice: parseAmount(raw) };
}

function payTypeOf(value: unknown): SourceFields['deliveryPayType'] {
  const text = cleanText(stringOf(value))?.toLowerCase();
  if (text === undefined) return null;
  if (['무료', '무료배송', 's', 'free'].includes(text)) return 'free';
  if (['착불', 'b', 'cod'].includes(text)) return 'cod';
  // "선택" (C): the buyer may pay now or on arrival; paying at order time is the default.
  if (['선결제', '선불', 'p', '선택', 'c', 'prepaid'].includes(text)) return 'prepaid';
  return null;
}

/** `deli`: per-market `{type, fee | tbl}` (a number or a `qty+fee|…` table) and the pay type. */
function deliveryFields(item: unknown, market: DomeggookMarket): PartialFields {
  const deli = pathOf(item, 'deli');
  const group = pathOf(deli, market) ?? pathOf(deli, 'dome');
  const raw = pathOf(group, 'fee') ?? pathOf(group, 'tbl') ?? pathOf(deli, 'fee');
  const table = parseQtyTable(raw);
  let fee = table === null ? parseAmount(raw) : (table[0]?.unitPrice ?? null);
  let payType = payTypeOf(pathOf(group, 'pay') ?? pathOf(deli, 'pay'));
  if (payType === null && cleanText(stringOf(pathOf(group, 'type'))) === '무료') payType = 'free';
  if (payType === 'free') fee = 0;
  return {
    deliveryFee: fee,
    deliveryPayType: payType,
    deliveryMethod: cleanText(stringOf(pathOf(deli, 'method'))),
  };
}

/** Category path from `category.parents.elem` (by depth) and `category.current`. */
function categoryOf(item: unknown): string[] {
  const levels = [...listOf(pathOf(item, 'category', 'parents', 'elem')), pathOf(item, 'category', 'current')]
    .filter(isRecord)
    .map((level) => ({ name: cleanText(level.name), depth: parseCount(level.depth) ?? 0 }))
    .filter((level): level is { name: string; depth: number } => level.name !== null);
  const sorted = levels.sort((a, b) => a.depth - b.depth).map((level) => level.name);
  return [...new Set(sorted)].slice(0, 10);
}

function noticesOf(item: unknown): Notice[] {
  return listOf(pathOf(item, 'detail', 'infoDuty', 'item'))
    .filter(isRecord)
    .map((row) => ({ label: cleanText(row.name), value: cleanText(stringOf(row.desc)) }))
    .filter((row): row is Notice => row.label !== null && row.value !== null)
    .slice(0, 100);
}

function warningsOf(item: unknown, market: DomeggookMarket): ExtractWarning[] {
  const warnings: ExtractWarning[] = [];
  const status = cleanText(stringOf(pathOf(item, 'basis', 'status')));
  if (status !== null && status !== '판매중') {
    warnings.push({
      code: 'not_for_sale',
      message: `${MARKET_NAMES[market]}에서 판매 중인 상품이 아닙니다. (상태: ${status})`,
    });
  } else if (pathOf(item, 'price', market) === undefined && isRecord(pathOf(item, 'price'))) {
    warnings.push({ code: 'not_for_sale', message: `${MARKET_NAMES[market]}에서 판매하지 않는 상품입니다.` });
  }
  return warnings;
}

/**
 * Maps a 도매꾹 Open API getItemView answer (`{domeggook: {...}}` or the inner object) to a SourceProduct. The
 * market (도매꾹 or 도매매) follows `url`'s host and picks the price, option and delivery columns.
 */
export function sourceFromDomeggookItem(json: unknown, url: string): SourceProduct {
  const item = isRecord(json) && isRecord(json.domeggook) ? json.domeggook : json;
  const market = domeggookMarketOf(url);
  const detailHtml = stringOf(pathOf(item, 'desc', 'contents', 'item'));
  const thumb = pathOf(item, 'thumb');
  const image = stringOf(pathOf(thumb, 'original') ?? pathOf(thumb, 'large') ?? pathOf(thumb, 'largePng'));
  const fields: PartialFields = {
    name: cleanText(pathOf(item, 'basis', 'title')),
    manufacturer: cleanText(pathOf(item, 'detail', 'manufacturer')),
    model: cleanText(pathOf(item, 'detail', 'model')),
    ...priceFields(item, market),
    currency: 'KRW',
    images: image === null ? [] : [image],
    detailHtml,
    detailImages: detailImagesOf(detailHtml, url),
    options: domeggookOptions(pathOf(item, 'selectOpt'), market),
    stock: parseCount(pathOf(item, 'qty', 'inventory')),
    searchTags: texts(pathOf(item, 'basis', 'keywords', 'kw')).slice(0, 100),
    category: categoryOf(item),
    ...deliveryFields(item, market),
    supplierItemId: stringOf(pathOf(item, 'basis', 'no')),
    seller: cleanText(pathOf(item, 'seller', 'nick')),
    origin: cleanText(pathOf(item, 'detail', 'country')),
    notices: noticesOf(item),
    imageReuseAllowed: flagOf(pathOf(item, 'desc', 'license', 'usable')),
  };
  return buildSourceProduct({
    url,
    parser: 'domeggook',
    results: [{ extractor: 'domeggook-api', fields }],
    warnings: warningsOf(item, market),
  });
}
