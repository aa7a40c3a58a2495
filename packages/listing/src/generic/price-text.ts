import type { FieldNote, GenericExtractor } from '../adapter.ts';
import type { Page } from '../page.ts';
import type { PartialFields, SourceFields } from '../source-product.ts';
import { collectPriceLines, type PriceLine } from './price-text-lines.ts';
import { type PriceLabel, type PriceToken, tokenise } from './price-text-tokens.ts';

type Range = { min: number; max: number };

/** What the lines said, first occurrence of each kind winning (the product block comes before related products). */
interface PriceFindings {
  sale: number | Range | null;
  original: number | null;
  /** An unlabelled amount inside a price-classed element, used when no label names the sale price. */
  boxed: number | Range | null;
  /** A member, coupon or card price: the sale price only when the page shows no other. */
  member: number | null;
  fee: number | null;
  freeOver: number | null;
  free: boolean;
  cod: boolean;
  method: '택배' | '화물' | null;
}

/** Fast exit: a page without any of these has no Korean price or delivery text. */
const pageHint = /원|₩|￦|KRW|배송|택배/;

function emptyFindings(): PriceFindings {
  return {
    sale: null,
    original: null,
    boxed: null,
    member: null,
    fee: null,
    freeOver: null,
    free: false,
    cod: false,
    method: null,
  };
}

/** Files one amount (or range) under what its label says it is. */
function noteAmount(
  findings: PriceFindings,
  value: number | Range,
  label: PriceLabel | null,
  struck: boolean,
  line: PriceLine,
): void {
  const single = typeof value === 'number' ? value : null;
  if (struck && (label === null || label === 'sale' || label === 'original')) {
    findings.original ??= single;
    return;
  }
  switch (label) {
    case 'sale':
      findings.sale ??= value;
      return;
    case 'original':
      findings.original ??= single;
      return;
    case 'delivery':
      findings.fee ??= single;
      return;
    case 'member':
      findings.member ??= single;
      return;
    case 'threshold':
      findings.freeOver ??= single;
      return;
    case 'excluded':
    case 'neutral':
    case 'discount':
      return;
    case null:
      if (line.priceBox) findings.boxed ??= value;
      return;
    default: {
      const unknown: never = label;
      throw new Error(`unknown price label ${String(unknown)}`);
    }
  }
}

/** Reads one line's tokens; returns the label to carry into the next line when this one ends on a bare label. */
function readLine(findings: PriceFindings, line: PriceLine, carried: PriceLabel | null): PriceLabel | null {
  let label = carried;
  let struck = false;
  let dangling = false;
  let excludedSeen = false;
  // "50,000원 미만 구매 시 배송비 3,000원": the threshold may come before the delivery label of its line.
  let pendingBelow: number | null = null;
  // The sale price this line stated, which a following "즉시할인 2,000원" lowers.
  let lineSale: number | null = null;
  const tokens: PriceToken[] = tokenise(line.text);
  for (const token of tokens) {
    switch (token.kind) {
      case 'strike':
        struck = token.open;
        break;
      case 'label':
        // After "반품/교환/제주/도서산간" a later 배송비 in the same line is still that extra fee ("도서산간 배송비 5,000원").
        label = token.label === 'delivery' && excludedSeen ? 'excluded' : token.label;
        excludedSeen ||= token.label === 'excluded';
        if (label === 'delivery' && pendingBelow !== null) findings.freeOver ??= pendingBelow;
        dangling = true;
        if (token.method !== null) findings.method ??= token.method;
        break;
      case 'money':
        dangling = false;
        if (label === 'discount') {
          if (lineSale !== null && token.amount < lineSale && findings.sale === lineSale) {
            findings.original ??= lineSale;
            findings.sale = lineSale - token.amount;
          }
          lineSale = null;
          break;
        }
        if (label === 'sale' && !struck && findings.sale === null) lineSale = token.amount;
        noteAmount(findings, token.amount, label, struck, line);
        break;
      case 'range':
        dangling = false;
        noteAmount(findings, { min: token.min, max: token.max }, label, struck, line);
        break;
      case 'freeOver':
        dangling = false;
        if (label !== 'excluded') findings.freeOver ??= token.amount;
        break;
      case 'below':
        dangling = false;
        if (label === 'delivery') findings.freeOver ??= token.amount;
        else if (label !== 'excluded') pendingBelow ??= token.amount;
        break;
      case 'free':
        if (!token.promo && (token.explicit || label === 'delivery')) findings.free = true;
        break;
      case 'cod':
        findings.cod = true;
        break;
      default: {
        const unknown: never = token;
        throw new Error(`unknown price token ${JSON.stringify(unknown)}`);
      }
    }
  }
  return dangling ? label : null;
}

/** Scans the lines in order; a label alone on a line applies to the amounts of the very next line. */
function readPriceLines(lines: readonly PriceLine[]): PriceFindings {
  const findings = emptyFindings();
  let carried: { label: PriceLabel; index: number } | null = null;
  for (const line of lines) {
    const label = carried !== null && carried.index === line.index - 1 ? carried.label : null;
    const next = readLine(findings, line, label);
    carried = next === null ? null : { label: next, index: line.index };
  }
  return findings;
}

/** Delivery fields: 착불 wins, then a positive fee (prepaid), then an explicit free delivery. */
function deliveryFields(findings: PriceFindings): PartialFields {
  const fields: PartialFields = {};
  let payType: SourceFields['deliveryPayType'] = null;
  if (findings.cod) payType = 'cod';
  else if ((findings.fee !== null && findings.fee > 0) || findings.freeOver !== null) payType = 'prepaid';
  else if (findings.free || findings.fee === 0) payType = 'free';
  if (payType !== null) fields.deliveryPayType = payType;
  if (payType === 'free') fields.deliveryFee = 0;
  else if (findings.fee !== null) fields.deliveryFee = findings.fee;
  if (payType !== 'free' && findings.freeOver !== null) fields.deliveryFreeOver = findings.freeOver;
  if (findings.method !== null && payType !== null) fields.deliveryMethod = findings.method;
  return fields;
}

/** The findings of the last read of each page, for `notes` (pages are never reused across extractions). */
const findingsByPage = new WeakMap<Page, PriceFindings>();

function won(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}

/** A member, coupon or card price the page showed: passed over for the sale price, or the only price there was. */
function memberPriceNotes(findings: PriceFindings): FieldNote[] {
  const member = findings.member;
  if (member === null) return [];
  const usedMember = findings.sale === null && findings.boxed === null;
  const message = usedMember
    ? `페이지에 회원·쿠폰 적용가(${won(member)})만 보여 그 가격을 가져왔습니다. 비회원 판매가를 확인해 주세요.`
    : `회원·쿠폰 적용가(${won(member)})는 모든 구매자가 받는 가격이 아니어서 판매가로 쓰지 않았습니다.`;
  return [{ field: 'salePrice', warning: { code: 'member_price', message } }];
}

/** Turns the findings into fields: a range becomes `priceRange` (finalise derives the sale price from its minimum). */
function priceTextFields(findings: PriceFindings): PartialFields {
  const fields: PartialFields = {};
  const sale = findings.sale ?? findings.boxed ?? findings.member;
  if (typeof sale === 'number') fields.salePrice = sale;
  else if (sale !== null) fields.priceRange = sale;
  if (sale !== null) fields.currency = 'KRW';
  if (findings.original !== null) fields.originalPrice = findings.original;
  return { ...fields, ...deliveryFields(findings) };
}

/**
 * Reads Korean price and delivery text: labelled rows and spans (판매가/할인가/회원가/공급가/도매가 = sale,
 * 소비자가/정가/시중가 and struck-through amounts = list price), won amounts in "12,900원", "₩12,900",
 * "KRW 12,900" and range forms, and 배송비/무료배송/착불/"N원 이상 무료"/"N원 미만 …원" while ignoring
 * 반품/교환/제주/도서산간 amounts.
 */
export const priceTextExtractor: GenericExtractor = {
  id: 'price-text',
  // Text is the last resort for prices and delivery: skipped when structured data already gave both.
  provides: ['salePrice', 'deliveryFee'],
  extract(page: Page): PartialFields {
    if (!pageHint.test(page.html)) return {};
    const findings = readPriceLines(collectPriceLines(page));
    findingsByPage.set(page, findings);
    return priceTextFields(findings);
  },
  notes(page) {
    const findings = findingsByPage.get(page);
    return findings === undefined ? [] : memberPriceNotes(findings);
  },
};
