import { productDetailsLimits } from '@ollida/contracts/product-details';
import { compactKey, cutAtWord, toMarketplaceText, trimCharacters } from './marketplace-text.ts';
import { NOISE_WORDS } from './product-name.ts';

/** A tag must name something: at least one letter (pure numbers and punctuation say nothing to a shopper). */
const hasLetter = /\p{L}/u;

const leadingTagSeparator = /[\s\-_/,.+&%~:']/;
const trailingTagSeparator = /[\s\-_/,.+&~:']/;

function cleanTag(raw: string): string {
  const text = trimCharacters(toMarketplaceText(raw), leadingTagSeparator, trailingTagSeparator);
  return cutAtWord(text, productDetailsLimits.searchTagLength);
}

/** Cleaned, letter-bearing, case-insensitively unique tags, at most the marketplace's count. */
function collectTags(candidates: readonly string[], excluded: ReadonlySet<string>): string[] {
  const seen = new Set<string>(excluded);
  const tags: string[] = [];
  for (const candidate of candidates) {
    if (tags.length >= productDetailsLimits.searchTags) break;
    const tag = cleanTag(candidate);
    const key = tag.toLowerCase();
    if (tag === '' || !hasLetter.test(tag) || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/**
 * Search tags for every item: the source's own tags (split on `,`, `;`, `#`, `|`), else words of the product name of at
 * least two letters, without noise words ("무료배송") and without the brand alone (Coupang indexes the brand already).
 * At most 20 tags of at most 20 characters.
 */
export function buildSearchTags(sourceTags: readonly string[], productName: string, brand: string): string[] {
  const fromSource = collectTags(
    sourceTags.flatMap((tag) => tag.split(/[,;#|\n]/)),
    new Set(),
  );
  if (fromSource.length > 0) return fromSource;
  const words = productName
    .split(/[\s/()[\],.+&~:_-]+/)
    .filter((word) => word.length >= 2 && !NOISE_WORDS.has(word.toLowerCase()));
  const brandKey = compactKey(brand);
  const excluded = new Set(brandKey === '' ? [] : [brandKey]);
  return collectTags(words, excluded);
}
