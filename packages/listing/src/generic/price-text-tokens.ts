import { STRIKE_CLOSE, STRIKE_OPEN } from './price-text-lines.ts';

/** What a label says the amounts after it are. */
/**
 * `discount`: an instant discount everyone gets ("즉시할인 2,000원"), taken off the sale price read before it;
 * `member`: a price only members, coupon holders or card payers get (회원가, 쿠폰적용가, 최대혜택가), never the sale price
 * when another is shown.
 */
export type PriceLabel =
  | 'sale'
  | 'original'
  | 'delivery'
  | 'excluded'
  | 'neutral'
  | 'discount'
  | 'member'
  | 'threshold';

/** One meaningful piece of a price line, in reading order. */
export type PriceToken =
  | { kind: 'strike'; open: boolean }
  | { kind: 'label'; label: PriceLabel; method: '택배' | '화물' | null }
  | { kind: 'money'; amount: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'freeOver'; amount: number }
  /** "50,000원 미만": the order total below which a delivery fee is charged (a threshold, never a fee). */
  | { kind: 'below'; amount: number }
  | { kind: 'free'; explicit: boolean; promo: boolean }
  | { kind: 'cod' };

/** A won amount: bounded digit runs, never starting inside a longer number (keeps the scan linear). */
const num = String.raw`(?<![\d,.])(?:\d{1,3}(?:,\d{3}){1,4}|\d{1,12})`;
/** "원" followed by these starts a word (원산지, 원료, 원단…), not the currency. */
const notWon = '(?![산료단두목형석색액격인리본하피터룸])';
const money = String.raw`(?:[₩￦]|KRW)\s*(?:${num})(?:\s*원${notWon})?|(?:${num})\s*(?:만\s*)?원${notWon}|(?:${num})\s*KRW`;
const excluded = String.raw`(?:반품|교환|반송|왕복)\s*(?:시\s*)?(?:배송비|택배비|배송료)?|도서\s*산간|산간|제주|추가\s*(?:배송비|운임|택배비)`;
const free = String.raw`무료\s*배송(?!\s*조건)|무료(?!\s*(?:배송\s*)?조건)`;
/** "배송비 무료 조건 : 60,000원": the amount after it is the free-shipping threshold. */
const threshold = String.raw`무료\s*(?:배송\s*)?조건`;
/** 착불 as the way to pay; "착불 선택 가능" only offers it next to prepayment. */
const cod = String.raw`착불(?!\s*(?:도\s*)?(?:선택\s*)?가능)|수신자\s*부담`;
const original = String.raw`권장\s*소비자\s*가(?:격)?|소비자\s*가(?:격)?|시중\s*가(?:격)?|정상\s*가(?:격)?|(?<![가-힣])정가`;
const sale = String.raw`할인\s*판매\s*가(?:격)?|판매\s*가(?:격)?(?!능)|판매\s*금액|할인\s*가(?:격)?(?!능)|공급\s*가(?:격)?|도매\s*가(?:격)?|(?<![가-힣])특가|구매\s*가(?:격)?(?!능)|최종\s*(?:판매\s*)?가(?:격)?`;
const member = String.raw`회원\s*(?:할인\s*)?가(?:격)?|쿠폰\s*(?:적용\s*|할인\s*)?가(?:격)?|(?:최대\s*)?혜택\s*가(?:격)?|카드\s*(?:할인\s*|혜택\s*)?가(?:격)?|멤버십\s*가(?:격)?|와우\s*(?:할인\s*)?가(?:격)?`;
const delivery = String.raw`기본\s*배송비|배송\s*비(?:용)?|배송\s*료|배송\s*요금|택배\s*비|택배\s*료|택배|화물(?:\s*배송)?|배송`;
/** Discounts every buyer gets at once; coupon, card and member discounts are not among them. */
const discount = String.raw`(?:즉시|기간|상품)\s*할인(?!\s*(?:가|율|률|쿠폰))`;
const neutral = String.raw`정기\s*배송|적립금?|포인트|마일리지|쿠폰|할인\s*(?:금액|액|율|률)|수수료|보증금|부가세|총\s*(?:상품\s*)?(?:금액|가격)|합계|결제\s*금액|추가\s*금액|최소\s*주문|옵션`;

/**
 * Group order matters only for matches starting at the same position (longer, more specific forms first). What
 * follows an amount (a range's second amount, "이상 무료") is read with the sticky tails below, so the amount
 * pattern appears once.
 */
const tokenPattern = new RegExp(
  [
    `(${STRIKE_OPEN})`,
    `(${STRIKE_CLOSE})`,
    `(${money})`,
    `(${num})(?=\\s*[~～∼〜])`,
    `(${excluded})`,
    `(${free})`,
    `(${cod})`,
    `(${original})`,
    `(${sale})`,
    `(${delivery})`,
    `(${member})`,
    `(${discount})`,
    `(${neutral})`,
    `(${threshold})`,
  ].join('|'),
  'g',
);
/** "~ 96,500원" after an amount: the upper end of a range. */
const rangeTail = new RegExp(String.raw`\s*[~～∼〜\-–—]\s*(?:${money})`, 'y');
/** "이상 (구매 시) 무료" after an amount: the order total from which delivery is free. */
const freeOverTail = /\s*이상\s*(?:(?:구매|주문|결제)\s*(?:시|하시면|하면)?\s*)?(?:배송비\s*)?무료/y;
/** "미만" after an amount: the threshold below which delivery costs a fee. */
const belowTail = /\s*미만/y;

const maxAmount = 100_000_000_000;

/** Every amount in a matched money text, in order ("3만원" counts as 30,000). */
export function amountsIn(text: string): number[] {
  const amounts: number[] = [];
  for (const match of text.matchAll(/(\d{1,3}(?:,\d{3}){1,4}|\d{1,12})(\s*만)?/g)) {
    const value = Number((match[1] ?? '').replace(/,/g, '')) * (match[2] === undefined ? 1 : 10_000);
    if (Number.isFinite(value) && value <= maxAmount) amounts.push(value);
  }
  return amounts;
}

const labelGroups: Record<number, PriceLabel> = {
  5: 'excluded',
  8: 'original',
  9: 'sale',
  10: 'delivery',
  11: 'member',
  12: 'discount',
  13: 'neutral',
  14: 'threshold',
};

/** "[무료배송]" or "【무료배송】" around the word: a promotional tag in a product name, not a delivery term. */
function isPromoTag(line: string, start: number, end: number): boolean {
  const before = line.slice(Math.max(0, start - 2), start).trim();
  const after = line.slice(end, end + 2).trim();
  return /[[【]$/.test(before) && /^[\]】]/.test(after);
}

/** Reads what follows an amount ending at `end`: a range's upper end, a free-over or a below-threshold condition. */
function amountTail(
  line: string,
  end: number,
  first: number,
  bare: boolean,
): { token: PriceToken; end: number } | null {
  rangeTail.lastIndex = end;
  const range = rangeTail.exec(line);
  if (range !== null) {
    const max = amountsIn(range[0])[0];
    if (max !== undefined && max >= first)
      return { token: { kind: 'range', min: first, max }, end: rangeTail.lastIndex };
    if (max !== undefined && !bare) return { token: { kind: 'money', amount: first }, end };
  }
  if (bare) return null;
  freeOverTail.lastIndex = end;
  if (freeOverTail.exec(line) !== null)
    return { token: { kind: 'freeOver', amount: first }, end: freeOverTail.lastIndex };
  belowTail.lastIndex = end;
  if (belowTail.exec(line) !== null)
    return { token: { kind: 'below', amount: first }, end: belowTail.lastIndex };
  return { token: { kind: 'money', amount: first }, end };
}

/** Splits one price line into labels, amounts, ranges, strike marks and delivery terms, in reading order. */
export function tokenise(line: string): PriceToken[] {
  const tokens: PriceToken[] = [];
  tokenPattern.lastIndex = 0;
  for (let match = tokenPattern.exec(line); match !== null; match = tokenPattern.exec(line)) {
    const text = match[0];
    const start = match.index;
    const group = match.findIndex((value, index) => index > 0 && value !== undefined);
    if (group === 1 || group === 2) tokens.push({ kind: 'strike', open: group === 1 });
    else if (group === 3 || group === 4) {
      const first = amountsIn(text)[0];
      const read = first === undefined ? null : amountTail(line, start + text.length, first, group === 4);
      if (read !== null) {
        tokens.push(read.token);
        tokenPattern.lastIndex = read.end;
      }
    } else if (group === 6) {
      const explicit = /배송/.test(text);
      const before = line.slice(Math.max(0, start - 4), start);
      const promo = isPromoTag(line, start, start + text.length) || /조건부\s*$/.test(before);
      tokens.push({ kind: 'free', explicit, promo });
    } else if (group === 7) tokens.push({ kind: 'cod' });
    else {
      const label = labelGroups[group];
      if (label === undefined) continue;
      const method =
        label !== 'delivery'
          ? null
          : text.startsWith('화물')
            ? '화물'
            : text.startsWith('택배')
              ? '택배'
              : null;
      tokens.push({ kind: 'label', label, method });
    }
  }
  return tokens;
}
