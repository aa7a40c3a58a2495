import type { AnyNode, Element } from 'domhandler';
import { parseAmount } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { PartialFields, SourceFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { childrenNamed, textOf } from './shop-dom.ts';

// Helpers shared by the Korean shop adapters (도매꾹, Cafe24, 고도몰, 메이크샵, 오너클랜).

/**
 * Text of a node with a space between text nodes, so "무료<p>제주…" does not glue words across elements; elements
 * named in `skipped` (e.g. struck-through `del`/`s`) are left out.
 */
export function spacedText(node: AnyNode | undefined, skipped: readonly string[] = []): string {
  if (node === undefined) return '';
  const parts: string[] = [];
  const walk = (current: AnyNode): void => {
    if (current.type === 'text') parts.push(current.data);
    else if (
      'children' in current &&
      current.type !== 'script' &&
      current.type !== 'style' &&
      !(current.type === 'tag' && skipped.includes(current.name))
    ) {
      for (const child of current.children) walk(child);
    }
  };
  walk(node);
  return cleanText(parts.join(' ')) ?? '';
}

/** Labels with every space removed, so "모델 번호" and "모델번호" compare equal. */
export function labelKey(text: string): string {
  return text.replace(/[\s\u00a0:]+/g, '');
}

/**
 * Reads label → value rows (`<tr><th>label</th><td>value</td></tr>` or `<dl><dt>label</dt><dd>value</dd></dl>`),
 * keyed by `labelKey(label)`. The first row with a label wins.
 */
export function labelledCells(rows: readonly Element[]): Map<string, Element> {
  const cells = new Map<string, Element>();
  for (const row of rows) {
    const label = childrenNamed(row, 'th', 'dt')[0];
    const value = childrenNamed(row, 'td', 'dd')[0];
    const key = labelKey(textOf(label) ?? '');
    if (key !== '' && value !== undefined && !cells.has(key)) cells.set(key, value);
  }
  return cells;
}

/** The value text of the first label in `labels` that the rows carry. */
export function cellText(cells: Map<string, Element>, ...labels: string[]): string | null {
  for (const label of labels) {
    const cell = cells.get(label);
    if (cell !== undefined) return cleanText(spacedText(cell));
  }
  return null;
}

/** `<meta name=keywords>` split into tags ("a,b, c" → [a, b, c]), de-duplicated. */
export function metaKeywords(page: Page): string[] {
  const raw = page.meta('keywords');
  if (raw === null) return [];
  const tags = raw
    .split(/[,#]/)
    .map((tag) => cleanText(tag))
    .filter((tag): tag is string => tag !== null);
  return [...new Set(tags)];
}

/** A breadcrumb written as text ("홈 > 주방용품 > 찜기") as a category path without the home crumb. */
export function categoryFromCrumbs(crumbs: readonly string[]): string[] {
  return crumbs
    .map((crumb) => cleanText(crumb))
    .filter((crumb): crumb is string => crumb !== null && !/^(?:home|홈|메인)$/i.test(crumb));
}

/**
 * A won amount ("3,000원", "5만원"): never starting inside a longer number and with bounded digit runs, so a long run
 * of digits costs one pass instead of one backtracking scan per starting position.
 */
const amountPattern = /(?<![\d,.])(\d{1,3}(?:,\d{3}){1,4}|\d{1,12})\s*(만\s*)?원/g;
/** Words that mark an amount as a surcharge or a return fee, never the base shipping fee. */
const surchargeWords = /제주|도서|산간|울릉|백령|반품|교환|반송|왕복|편도/;
/** "50,000원 이상 무료", "50,000원 미만 구매 시 3,000원" — the free-shipping threshold, not a fee. */
const thresholdAfter = /^\s*(?:이상|부터|미만)/;
/** 착불 as the way to pay, not as an option the buyer may choose ("선결제 3,000원 (착불 선택 가능)"). */
const cashOnDelivery = /착불(?!\s*(?:도\s*)?(?:선택\s*)?가능)|수신자\s*부담/;
/** "…원 추가" — a surcharge, unless a "N원 미만" threshold came first (then it is the fee below it). */
const surchargeAfter = /^\s*(?:추가|\(편도|\(왕복)/;
const addedAfter = /^\s*추가/;

/** "3,000" or, with 만, "5" → 50,000. */
function wonAmount(digits: string | undefined, tenThousands: boolean): number | null {
  const amount = parseAmount(digits);
  return amount === null || !tenThousands ? amount : amount * 10_000;
}

type DeliveryFields = Pick<
  SourceFields,
  'deliveryFee' | 'deliveryFreeOver' | 'deliveryPayType' | 'deliveryMethod'
>;

/**
 * Reads a Korean shipping text ("택배 3,000원 / 주문시결제 50,000원 이상 무료", "무료배송", "착불 5,000원",
 * "3,000원 (착불)", "50,000원 미만 구매 시 3,000원") into fee, free-over threshold, pay type and method. Amounts that
 * belong to 제주/도서산간 surcharges or return/exchange fees are skipped, whatever order they come in.
 */
export function parseDeliveryText(raw: string | null): Partial<DeliveryFields> {
  const text = cleanText(raw);
  if (text === null) return {};
  let fee: number | null = null;
  let freeOver: number | null = null;
  let clauseStart = 0;
  let belowThreshold = false;
  // "N원 이상" of the last tier read: in a tier table ("30,000원 이상 0원") a 0원 fee right after it makes it the threshold.
  let lastAtLeast: number | null = null;
  for (const match of text.matchAll(amountPattern)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = text.slice(clauseStart, start);
    // Commas do not end a clause: "제주,울릉군,거제시 : 7,000원" is one surcharge; the clause starts after the last amount anyway.
    const clause = before.slice(Math.max(before.lastIndexOf('('), before.lastIndexOf(' / ')) + 1);
    const after = text.slice(end, end + 12);
    clauseStart = end;
    const amount = wonAmount(match[1], match[2] !== undefined);
    if (amount === null || surchargeWords.test(clause)) continue;
    if (surchargeAfter.test(after) && !(belowThreshold && addedAfter.test(after))) continue;
    if (thresholdAfter.test(after)) {
      // "0원 이상 ~ 30,000원 미만 3,000원": a tier starting at 0원 is no threshold.
      if (amount > 0) freeOver ??= amount;
      belowThreshold ||= /^\s*미만/.test(after);
      lastAtLeast = /^\s*이상/.test(after) && amount > 0 ? amount : null;
      continue;
    }
    if (amount === 0 && lastAtLeast !== null) freeOver = lastAtLeast;
    else fee ??= amount;
    lastAtLeast = null;
  }
  const isCod = cashOnDelivery.test(text);
  const saysFree = /무료/.test(text.replace(/이상\s*(?:구매\s*시?\s*)?무료(?:배송)?/g, ''));
  const method = /화물/.test(text) ? '화물' : /택배/.test(text) ? '택배' : null;
  const fields: Partial<DeliveryFields> = {};
  if (method !== null) fields.deliveryMethod = method;
  if (fee === null || fee === 0) {
    if (saysFree) return { ...fields, deliveryFee: 0, deliveryPayType: 'free' };
    // "5만원 이상 무료" alone: a fee is charged below the threshold, its amount is not given.
    if (freeOver === null) return fields;
    return { ...fields, deliveryFreeOver: freeOver, deliveryPayType: isCod ? 'cod' : 'prepaid' };
  }
  return {
    ...fields,
    deliveryFee: fee,
    deliveryPayType: isCod ? 'cod' : 'prepaid',
    ...(freeOver === null ? {} : { deliveryFreeOver: freeOver }),
  };
}

/** Drops undefined, null and empty values, so an adapter reports only what it found. */
export function presentFields(fields: PartialFields): PartialFields {
  const present: PartialFields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    Object.assign(present, { [key]: value });
  }
  return present;
}

/**
 * A delivery row of a shop engine's buy box: "0원 (…마다 배송비 부과)" is free, anything else is read by
 * `parseDeliveryText` (which reads a lone 0원 as no fee stated).
 */
export function parseDeliveryRow(text: string | null): Partial<DeliveryFields> {
  if (text !== null && /^0\s*원/.test(text)) return { deliveryFee: 0, deliveryPayType: 'free' };
  return parseDeliveryText(text);
}

/** An order control's label offering to buy the item. */
const buyLabel = /바로\s*구매|구매\s*하기|장바구니|주문\s*하기/;
/** A control, option or mark saying the item (or one option) is sold out, or no longer sold (판매종료, 판매중지). */
export const soldOutLabel = /품절|sold\s*out|판매\s*(?:종료|중지|중단|완료)/i;

/** From the labels of a buy box's order controls: in stock on any buy label, sold out on a 품절 one, else unknown. */
export function soldOutFromLabels(labels: readonly string[]): boolean | null {
  if (labels.some((label) => buyLabel.test(label))) return false;
  return labels.some((label) => soldOutLabel.test(label)) ? true : null;
}
