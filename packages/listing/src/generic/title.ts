import type { GenericExtractor } from '../adapter.ts';
import type { Page } from '../page.ts';
import { cleanText, decodeEntities } from '../text.ts';

/** Site names that supplier pages glue onto product titles. */
const KNOWN_SITE_NAMES = [
  '도매꾹',
  '도매매',
  '오너클랜',
  '온채널',
  '쿠팡',
  'Coupang',
  '네이버 스마트스토어',
  'AliExpress',
  '1688',
];

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Removes site prefixes and suffixes from a page title: "[도매꾹] 이름", "오너클랜 - 이름", "이름 - 도매꾹",
 * "이름 : 쇼핑몰", "이름 | 분류 - 쇼핑몰". `siteNames` adds the page's own shop names (og:site_name, …).
 */
export function cleanTitle(
  raw: string | null | undefined,
  siteNames: readonly (string | null)[] = [],
): string | null {
  let title = cleanText(raw);
  if (title === null) return null;
  const names = [...KNOWN_SITE_NAMES, ...siteNames]
    .map((name) => cleanText(name))
    .filter((name): name is string => name !== null && name.length >= 2);
  title = withoutCategorySuffix(title, names);
  for (const name of names) {
    // Compiling three patterns per name is the costly part; most names are not in the title at all.
    if (!title.toLowerCase().includes(name.toLowerCase())) continue;
    const escaped = escapeRegExp(name);
    title = title
      .replace(new RegExp(`^\\s*[\\[【(]\\s*${escaped}\\s*[\\]】)]\\s*`, 'i'), '')
      .replace(new RegExp(`^\\s*${escaped}\\s*[-|:·>]\\s+`, 'i'), '')
      .replace(new RegExp(`\\s+[-|:·]\\s*${escaped}\\s*$`, 'i'), '');
  }
  return cleanText(title);
}

/** "이름 | 분류 - 쇼핑몰": the last " | " part holds a " - " and no further " | ". */
const categoryAndShop = /^(.*\S)\s+\|\s+([^|]*\S\s+-\s+[^|]*\S)$/;

/**
 * Cuts the "| 분류 - 쇼핑몰" (or "| 쇼핑몰") part 고도몰 titles end with. Only that shape is cut: " | " also separates
 * parts of product names ("1+1 | 대용량 샴푸 1000ml | 무료배송"), which must stay whole.
 */
function withoutCategorySuffix(title: string, siteNames: readonly string[]): string {
  const match = categoryAndShop.exec(title);
  const name = match?.[1];
  if (name !== undefined && name.length >= 2) return name;
  const cut = title.lastIndexOf(' | ');
  const last = title
    .slice(cut + 3)
    .trim()
    .toLowerCase();
  const isShop = cut >= 2 && siteNames.some((site) => site.toLowerCase() === last);
  return isShop ? title.slice(0, cut) : title;
}

/** The page's own shop names (og:site_name, application-name), used to strip title suffixes. */
export function pageSiteNames(page: Page): string[] {
  return [page.meta('og:site_name'), page.meta('application-name')].filter(
    (name): name is string => name !== null,
  );
}

/** Longest `<title>` taken as a name; real titles are a few hundred characters at most. */
const maxTitleLength = 1_000;

/** A title that still carries a separator may end in a shop name nobody told us about ("이름 : 가구나라"). */
const separatedSuffix = /\s(?:[-|:·]{1,2}|>)\s\S/;

/**
 * The first `<h1>` text, read from the raw HTML near its first occurrence rather than by a selector over the whole
 * DOM: this extractor runs on every page, and the heading is only a tie-breaker.
 */
function firstHeading(page: Page): string | null {
  const at = page.html.search(/<h1[\s>]/i);
  if (at === -1) return null;
  const inner = /^<h1[^>]*>([\s\S]*?)<\/h1\s*>/i.exec(page.html.slice(at, at + 4_000))?.[1];
  return inner === undefined ? null : cleanText(decodeEntities(inner.replace(/<[^>]*>/g, ' ')));
}

/**
 * Last resort: the cleaned `<title>` as the product name. When a separator remains, an `<h1>` the title starts with
 * is the name without the unknown shop suffix; with no title, the first `<h1>`.
 */
export const titleExtractor: GenericExtractor = {
  id: 'title-tag',
  extract(page) {
    const raw = page.title();
    // An unclosed <title> swallows the rest of the page as its text: markup gone wrong, not a name.
    const title = raw !== null && raw.length > maxTitleLength ? null : cleanTitle(raw, pageSiteNames(page));
    if (title !== null && !separatedSuffix.test(title)) return { name: title };
    const heading = firstHeading(page);
    const name =
      title !== null && (heading === null || heading.length >= title.length || !title.startsWith(heading))
        ? title
        : heading;
    return name === null ? {} : { name };
  },
};
