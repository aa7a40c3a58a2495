import { isRecord, pathOf, stringOf } from '../embedded-json.ts';
import { buildSourceProduct } from '../merge.ts';
import { parseAmount, parseCount } from '../numbers.ts';
import type {
  ExtractWarning,
  Notice,
  PartialFields,
  ProductOptions,
  SourceFields,
  SourceProduct,
} from '../source-product.ts';
import { cleanText } from '../text.ts';
import { hostIs, siteHost } from '../urls.ts';
import { detailImagesOf } from './detail-html.ts';

const STATUS_NAMES: Record<string, string> = {
  soldout: '일시 품절',
  unavailable: '판매 중지',
  discontinued: '단종',
};

const PAY_TYPES: Record<string, SourceFields['deliveryPayType']> = {
  inAdvance: 'prepaid',
  uponArrival: 'cod',
  free: 'free',
};

const OWNERCLAN_KEY = /^W[0-9A-Z]{4,12}$/;

/** The item key (`selfcode=W…`) of an 오너클랜 product URL such as `/V2/product/view.php?selfcode=W68562D`. */
export function ownerclanItemKey(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!hostIs(siteHost(parsed), 'ownerclan.com')) return null;
  const key = parsed.searchParams.get('selfcode')?.trim().toUpperCase();
  return key !== undefined && OWNERCLAN_KEY.test(key) ? key : null;
}

function formatWon(amount: number): string {
  return `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}원`;
}

/** `[URL]` lists; a lone string is one URL (URLs may contain commas, so it is never split). */
function urlsOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => stringOf(item)?.trim() ?? '').filter((item) => item !== '');
}

function strings(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  return items.map((item) => cleanText(stringOf(item))).filter((item): item is string => item !== null);
}

/** The item inside `{data: {item}}`, `{item}` or the item itself. */
function itemOf(json: unknown): unknown {
  const data = isRecord(json) && isRecord(json.data) ? json.data : json;
  return isRecord(data) && isRecord(data.item) ? data.item : data;
}

function attributesOf(option: Record<string, unknown>): Array<{ name: string; value: string }> {
  const attributes = Array.isArray(option.optionAttributes) ? option.optionAttributes : [];
  return attributes
    .filter(isRecord)
    .map((attribute) => ({
      name: cleanText(attribute.name),
      value: cleanText(stringOf(attribute.value)) ?? '',
    }))
    .filter((attribute): attribute is { name: string; value: string } => attribute.name !== null);
}

/**
 * Ownerclan lists every orderable combination with its full `price` and `quantity`; the groups are the attribute
 * names of the first option. An item without choices has one option with no attributes: no options then.
 */
function optionsOf(rawOptions: unknown, basePrice: number | null): ProductOptions | null {
  const options = Array.isArray(rawOptions) ? rawOptions.filter(isRecord) : [];
  const groups = [...new Set(attributesOf(options[0] ?? {}).map((attribute) => attribute.name))].slice(0, 10);
  if (groups.length === 0) return null;
  const variants = options.slice(0, 2_000).map((option) => {
    const attributes = attributesOf(option);
    const price = parseAmount(option.price);
    const stock = parseCount(option.quantity);
    return {
      values: groups.map((group) => attributes.find((attribute) => attribute.name === group)?.value ?? ''),
      priceDelta: price !== null && basePrice !== null ? price - basePrice : 0,
      stock,
      soldOut: stock === 0,
      code: stringOf(option.key) ?? stringOf(option.id),
    };
  });
  return { groups, variants };
}

/** Stock of an item without choices: the quantity of its single option. */
function plainStockOf(rawOptions: unknown): number | null {
  const options = Array.isArray(rawOptions) ? rawOptions.filter(isRecord) : [];
  return options.length === 1 && attributesOf(options[0] ?? {}).length === 0
    ? parseCount(options[0]?.quantity)
    : null;
}

function noticesOf(item: unknown): Notice[] {
  const notices: Notice[] = [];
  const fixedPrice = parseAmount(pathOf(item, 'fixedPrice'));
  if (pathOf(item, 'pricePolicy') === 'fixed' && fixedPrice !== null && fixedPrice > 0) {
    notices.push({
      label: '소비자 준수가격',
      value: `${formatWon(fixedPrice)} (이 가격으로 판매해야 합니다)`,
    });
  }
  if (pathOf(item, 'taxFree') === true) notices.push({ label: '과세 구분', value: '면세 상품' });
  if (pathOf(item, 'adultOnly') === true)
    notices.push({ label: '성인 전용', value: '미성년자 구매 불가 상품' });
  if (pathOf(item, 'returnable') === false) {
    notices.push({ label: '반품', value: cleanText(pathOf(item, 'noReturnReason')) ?? '반품 불가 상품' });
  }
  const box = parseCount(pathOf(item, 'boxQuantity'));
  if (box !== null && box > 0) notices.push({ label: '묶음배송', value: `${box}개까지 한 박스로 배송` });
  return notices;
}

function saleStateOf(item: unknown): { soldOut: boolean | null; warnings: ExtractWarning[] } {
  const status = cleanText(pathOf(item, 'status'));
  const reasons: string[] = [];
  if (status !== null && status !== 'available' && status !== 'soldout') {
    reasons.push(`오너클랜에서 판매 중인 상품이 아닙니다. (상태: ${STATUS_NAMES[status] ?? status})`);
  }
  if (pathOf(item, 'openmarketSellable') === false) {
    reasons.push('오너클랜이 오픈마켓 판매를 허용하지 않는 상품입니다. 등록하면 제재를 받을 수 있습니다.');
  }
  const warnings: ExtractWarning[] =
    reasons.length === 0 ? [] : [{ code: 'not_for_sale', message: reasons.join(' ') }];
  const soldOut = status === null || status === 'available' ? null : true;
  return { soldOut, warnings };
}

/** Maps an 오너클랜 GraphQL `item` (`{data: {item}}`, `{item}` or the item) to a SourceProduct. */
export function sourceFromOwnerclanItem(json: unknown, url: string): SourceProduct {
  const item = itemOf(json);
  const salePrice = parseAmount(pathOf(item, 'price'));
  const detailHtml = stringOf(pathOf(item, 'content'));
  const fullName = cleanText(pathOf(item, 'category', 'fullName'));
  const categoryName = cleanText(pathOf(item, 'category', 'name'));
  const payType = PAY_TYPES[String(pathOf(item, 'shippingType'))] ?? null;
  const { soldOut, warnings } = saleStateOf(item);
  const fields: PartialFields = {
    name: cleanText(pathOf(item, 'name')),
    manufacturer: cleanText(pathOf(item, 'production')),
    model: cleanText(pathOf(item, 'model')),
    salePrice,
    currency: 'KRW',
    images: urlsOf(pathOf(item, 'images')),
    detailHtml,
    detailImages: detailImagesOf(detailHtml, url),
    options: optionsOf(pathOf(item, 'options'), salePrice),
    stock: plainStockOf(pathOf(item, 'options')),
    soldOut,
    searchTags: strings(pathOf(item, 'searchKeywords')).slice(0, 100),
    category:
      fullName === null ? (categoryName === null ? [] : [categoryName]) : strings(fullName.split('>')),
    deliveryFee: payType === 'free' ? 0 : parseAmount(pathOf(item, 'shippingFee')),
    deliveryPayType: payType,
    supplierItemId: cleanText(pathOf(item, 'key')),
    origin: cleanText(pathOf(item, 'origin')),
    notices: noticesOf(item),
  };
  return buildSourceProduct({
    url,
    parser: 'ownerclan',
    results: [{ extractor: 'ownerclan-api', fields }],
    warnings,
  });
}
