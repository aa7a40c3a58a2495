/**
 * Compatibility forms worth folding before filtering: full-width ASCII (＜, （, ０), the ideographic space, parenthesised
 * Hangul (㈜) and squared units (㎖, ㎏, ㎝) plus ℓ, which Korean product names use for volumes and weights. Folding only
 * these keeps NFKC from rewriting other symbols (™ → "TM", ½ → "1⁄2").
 */
const foldableForms = /[\uff01-\uff5e\u3000\u3200-\u321e\u3380-\u33df\u2113]/g;

/**
 * Everything Coupang may reject in names, tags and attribute values: emoji, control characters, `<>`, `\`, decorative
 * symbols (★☆♥◆■▶…). What stays: Hangul, Latin letters, ASCII digits, the space and ordinary punctuation — and Han
 * and kana (with the long-vowel mark ー), so a 1688 or Japanese name reaches the seller to translate instead of collapsing to a placeholder.
 */
const rejectedCharacters =
  /[^\p{Script=Hangul}\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc0-9 \-_/()[\],.+&%~:']/gu;

/** Characters that never carry text: controls, format characters (bidi overrides, ZWJ) and lone surrogates. */
const invisibleCharacters = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/** Separators that make no sense at the end of a cut name ("니트 -", "블랙/"). */
const trailingSeparators = /[\s\-_/,+&~:]+$/;

/**
 * `text` without its leading characters that `leading` matches and trailing ones that `trailing` matches, tested one
 * character at a time: a `[…]+$` regex retries from every position of a long run of them (quadratic on hostile text).
 */
export function trimCharacters(text: string, leading: RegExp, trailing: RegExp): string {
  let start = 0;
  let end = text.length;
  while (start < end && leading.test(text.charAt(start))) start += 1;
  while (end > start && trailing.test(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/** NFC (decomposed Hangul from macOS pages) plus the compatibility folds above. */
export function foldCompatibilityForms(value: string): string {
  return value.normalize('NFC').replace(foldableForms, (character) => character.normalize('NFKC'));
}

/** Text Coupang accepts in names, tags and option values: rejected characters become spaces, spaces collapse. */
export function toMarketplaceText(value: string): string {
  return foldCompatibilityForms(value).replace(rejectedCharacters, ' ').replace(/ {2,}/g, ' ').trim();
}

/** Display text for notices, origin and category: invisible characters removed, whitespace collapsed, cut to `max`. */
export function toPlainText(value: string | null | undefined, max: number): string {
  if (typeof value !== 'string') return '';
  const plain = value
    .normalize('NFC')
    .replace(/[\t\n\r\f\v]/g, ' ')
    .replace(invisibleCharacters, '')
    .replace(/\s+/g, ' ')
    .trim();
  return cutText(plain, max);
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair, then trims. */
export function cutText(value: string, max: number): string {
  if (value.length <= max) return value.trim();
  let cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut.trim();
}

/**
 * Cuts to at most `max` characters at the last space when that keeps at least half the text, else mid-word; a dangling
 * separator at the cut is dropped.
 */
export function cutAtWord(value: string, max: number): string {
  const text = value.trim();
  if (text.length <= max) return text;
  const hard = cutText(text, max);
  const nextIsSpace = text.charAt(max) === ' ';
  const lastSpace = hard.lastIndexOf(' ');
  const atWord = nextIsSpace || lastSpace < max / 2 ? hard : hard.slice(0, lastSpace);
  const tidy = atWord.replace(trailingSeparators, '');
  return tidy === '' ? hard : tidy;
}

/** Lower case without spaces, for "is this already in there" comparisons. */
export function compactKey(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '');
}
