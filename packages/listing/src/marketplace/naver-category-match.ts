import type { ProductDetails } from '@ollida/contracts/product-details';

type Leaf = { id: string; wholeCategoryName: string };

// Marketing words in supplier titles that say nothing about what the product is.
const stopWords = new Set([
  '세트',
  '무료배송',
  '특가',
  '대용량',
  '오늘출발',
  '도매',
  '국산',
  '국내산',
  '정품',
  '신상',
]);
const lastSegmentWeight = 3;

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !stopWords.has(word) && !/^\d+\p{L}?$/u.test(word));
}

// Korean compounds hide the category word inside a longer word ('밀폐용기세트' holds '밀폐용기'): a full category word
// counts fully, a product word that is only a fragment of the category word ('캠핑' of '캠핑의자') counts half.
function overlap(word: string, part: string): number {
  if (word === part || (part.length >= 2 && word.includes(part))) return 1;
  return word.length >= 2 && part.includes(word) ? 0.5 : 0;
}

/**
 * True when the draft's words spell a compound category word between them ('원목 블록' → 원목블록, '커피 원두' → 원두커피):
 * every character of the part lies inside some word of the draft found in it.
 */
function coveredBy(part: string, words: readonly string[]): boolean {
  const covered = new Array<boolean>(part.length).fill(false);
  for (const word of words) {
    if (word.length >= part.length) continue;
    for (let at = part.indexOf(word); at !== -1; at = part.indexOf(word, at + 1)) {
      covered.fill(true, at, at + word.length);
    }
  }
  return part.length >= 3 && covered.every(Boolean);
}

function scoreOf(leaf: Leaf, words: readonly string[]): { score: number; leafWord: boolean } {
  const segments = leaf.wholeCategoryName.split('>');
  let leafWord = false;
  const score = segments.reduce((total, segment, index) => {
    const parts = segment
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((part) => part.length >= 2);
    const best = Math.max(0, ...parts.flatMap((part) => words.map((word) => overlap(word, part))));
    const isLeaf = index === segments.length - 1;
    if (isLeaf && (best >= 1 || parts.some((part) => coveredBy(part, words)))) leafWord = true;
    return total + best * (isLeaf ? lastSegmentWeight : 1);
  }, 0);
  return { score, leafWord };
}

/**
 * Picks the best Naver leaf category for a draft by word overlap with the category path; undefined when nothing
 * overlaps. `sure` only when a whole word of the draft names the leaf itself ('티셔츠' for 티셔츠): a match on upper
 * levels or word fragments alone (a T-shirt landing on 러닝화 through '남성') is left for the seller to confirm.
 */
export function matchNaverCategory(
  details: ProductDetails,
  leaves: readonly { id: string; wholeCategoryName: string }[],
): { id: string; wholeCategoryName: string; sure: boolean } | undefined {
  const nameWords = wordsOf(details.productName);
  // Neighbouring words joined as well: '감귤 청' names 감귤청 although '청' alone is too short to count.
  const joined = details.productName
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap((word, index, all) => (index > 0 && all[index - 1] ? [`${all[index - 1]}${word}`] : []))
    .filter((word) => word.length >= 3);
  const words = [...new Set([...nameWords, ...joined, ...wordsOf(details.category)])];
  let best: Leaf | undefined;
  let bestScore = 0;
  let bestSure = false;
  for (const leaf of leaves) {
    const { score, leafWord } = scoreOf(leaf, words);
    if (score > bestScore) {
      best = leaf;
      bestScore = score;
      bestSure = leafWord;
    }
  }
  return best ? { id: best.id, wholeCategoryName: best.wholeCategoryName, sure: bestSure } : undefined;
}
