import { productDetailsLimits } from '@ollida/contracts/product-details';
import {
  compactKey,
  cutAtWord,
  foldCompatibilityForms,
  toMarketplaceText,
  trimCharacters,
} from './marketplace-text.ts';

/**
 * Promotional and supplier words that sellers wrap in brackets ("[무료배송]", "(당일발송)", "[도매꾹]"). Coupang refuses
 * promotional wording in product names, and the supplier's name means nothing to a buyer.
 */
export const NOISE_WORDS: ReadonlySet<string> = new Set([
  '무료배송',
  '무배',
  '당일발송',
  '당일출고',
  '당일배송',
  '오늘출발',
  '오늘발송',
  '빠른배송',
  '국내배송',
  '해외배송',
  '해외직구',
  '특가',
  '초특가',
  '한정특가',
  '최저가',
  '할인',
  '세일',
  '핫딜',
  '이벤트',
  '사은품',
  '사은품증정',
  '한정수량',
  '품절임박',
  '재고정리',
  '신상',
  '신상품',
  '인기',
  '추천',
  'md추천',
  '정품',
  'sale',
  'hot',
  'best',
  'new',
  'event',
  '도매꾹',
  '도매매',
  '오너클랜',
  '온채널',
  '쿠팡',
]);

/** A bracketed segment without nested brackets: "[무료배송]", "(W123456)", "【당일발송】", "<특가>". */
const bracketed = /[[【〔「(<〈《]\s*([^[\]【】〔〕「」()<>〈〉《》]{1,40}?)\s*[\]】〕」)>〉》]/g;
/** A supplier code on its own: a short letter prefix with at least four digits ("W123456", "A-1234") or five digits. */
const supplierCode = /^(?:[a-z]{1,4}-?\d{4,}|\d{5,})[a-z]?$/i;
/** Inline product codes: "#12345", "상품코드: A-123", "품번 55123". */
// `\s*(?::\s*)?` rather than `\s*:?\s*`: two adjacent `\s*` split a long space run every possible way (quadratic).
const inlineCodes = /#[\w-]*\d[\w-]*|(?:상품코드|상품번호|제품코드|품번)\s*(?::\s*)?[\w-]+/gi;
const emptyBrackets = /\(\s*\)|\[\s*\]/g;
const leadingSeparator = /[\s\-_/,.+&~:]/;
const trailingSeparator = /[\s\-_/,+&~:]/;

/** True for a bracket content made only of noise words and supplier codes ("무료배송/당일발송", "W123456"). */
function isNoise(content: string): boolean {
  const parts = content.split(/[\s/,·|]+/).filter((part) => part !== '');
  return (
    parts.length > 0 && parts.every((part) => NOISE_WORDS.has(part.toLowerCase()) || supplierCode.test(part))
  );
}

function removeNoise(name: string): string {
  let text = foldCompatibilityForms(name);
  // Two passes catch a noise bracket that only appears once an inner one is gone ("[특가(W1234)]").
  for (let pass = 0; pass < 2; pass += 1) {
    text = text.replace(bracketed, (whole, content: string) => (isNoise(content) ? ' ' : whole));
  }
  return text.replace(inlineCodes, ' ');
}

function tidy(text: string): string {
  let result = text;
  for (let pass = 0; pass < 2; pass += 1) result = result.replace(emptyBrackets, ' ');
  return trimCharacters(result.replace(/ {2,}/g, ' '), leadingSeparator, trailingSeparator).trim();
}

/** The supplier's name made acceptable to Coupang: noise and codes removed, rejected characters dropped, ≤100 chars. */
export function cleanProductName(raw: string | null): string {
  const limit = productDetailsLimits.nameLength;
  const original = raw ?? '';
  const cleaned = cutAtWord(tidy(toMarketplaceText(removeNoise(original))), limit);
  if (cleaned !== '') return cleaned;
  // Everything was noise ("[무료배송]"): keep the words rather than invent a name.
  const fallback = cutAtWord(tidy(toMarketplaceText(original)), limit);
  return fallback === '' ? '상품' : fallback;
}

/** The three names of the draft (Coupang `sellerProductName`, `displayProductName`, `generalProductName`). */
export interface ProductNames {
  sellerProductName: string;
  displayProductName: string;
  productName: string;
}

function withoutBrand(name: string, brand: string): string {
  if (brand === '') return name;
  const escaped = brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Whole words only: a one-letter brand must not eat that letter out of every word.
  return name.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'), ' ');
}

/**
 * Seller name = the cleaned supplier name; display name = brand + name unless the name already holds the brand; generic
 * name = the name without the brand and without square-bracket tags ("[국내산] 햇 고구마" → "햇 고구마").
 */
export function buildProductNames(rawName: string | null, brand: string): ProductNames {
  const limit = productDetailsLimits.nameLength;
  const sellerProductName = cleanProductName(rawName);
  const hasBrand = brand === '' || compactKey(sellerProductName).includes(compactKey(brand));
  const displayProductName = hasBrand ? sellerProductName : cutAtWord(`${brand} ${sellerProductName}`, limit);
  const generic = tidy(withoutBrand(sellerProductName, brand).replace(/\[[^\]]*\]/g, ' '));
  return {
    sellerProductName,
    displayProductName,
    productName: generic === '' ? sellerProductName : cutAtWord(generic, limit),
  };
}
