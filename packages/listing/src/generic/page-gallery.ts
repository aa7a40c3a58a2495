import type { Element } from 'domhandler';
import type { GenericExtractor } from '../adapter.ts';
import type { Page } from '../page.ts';
import { inOtherProductsBlock } from '../sites/other-products.ts';

/** Class and id words of the containers shops put the product's pictures in. */
const galleryMark =
  /gallery|slider|swiper|carousel|thumb|photo|zoom|preview|visual|bigimage|keyimg|mainimg|main_img|big_?img|prd_?img|goods_?img|item_?img|product_?img|prod_?img|img_?view|image_?view|view_?img|view_?image|imgarea|img_area|image_area|imagezone|pic_?area/i;
/** Gallery words no description uses for its pictures: a slider inside a "detail" block is the product's gallery. */
const strongGalleryMark = /gallery|slider|swiper|carousel|zoom|preview|thumb/i;
/**
 * Words starting a class or id word of containers whose pictures are not the gallery: the seller's description,
 * reviews, banners, pop-ups, share buttons. Whole words only ("product_inner_preview" is no review). "detail" also
 * names buy boxes ("prd-detail-section", "detail-top"), so it excludes only pictures no strong gallery holds.
 */
const softNotGalleryWords = ['detail'];
const notGalleryWords = [
  'description',
  'review',
  'comment',
  'board',
  'qna',
  'banner',
  'event',
  'coupon',
  'popup',
  'layerpop',
  'quick',
  'recent',
  'sns',
  'share',
  'logo',
];

/** The words of an element's class and id: split at spaces, `_`, `-` and camelCase humps, lower case. */
function markWords(element: Element): string[] {
  return marks(element)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter((word) => word !== '');
}

function startsWithAny(words: readonly string[], stops: readonly string[]): boolean {
  return words.some((word) => stops.some((stop) => word.startsWith(stop)));
}
const chromeTags = new Set(['header', 'nav', 'footer', 'aside', 'noscript', 'template']);
/** How far up a gallery container may sit above its `<img>`. */
const containerDepth = 6;
/** Ancestor levels checked for chrome, descriptions and other products. */
const maxDepth = 40;
const maxImages = 30;

/** Attributes holding the full-size picture, then the lazy-loading ones; `srcset` and `src` come after them. */
const sourceAttributes = [
  'data-zoom-image',
  'data-zoom-src',
  'data-magnify-src',
  'data-large',
  'data-large-image',
  'data-big',
  'data-origin',
  'data-image',
  'data-original',
  'data-src',
  'data-lazy',
  'data-lazy-src',
  'ec-data-src',
] as const;

function marks(element: Element): string {
  return `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`;
}

/** The largest candidate of a `srcset` ("a.jpg 300w, b.jpg 1200w" → b.jpg). */
function largestOfSrcset(srcset: string | undefined): string | null {
  if (srcset === undefined) return null;
  let best: { url: string; size: number } | null = null;
  for (const candidate of srcset.split(',').slice(0, 20)) {
    const [url, descriptor] = candidate.trim().split(/\s+/, 2);
    if (url === undefined || url === '') continue;
    const size = Number.parseFloat(descriptor ?? '1') || 1;
    if (best === null || size > best.size) best = { url, size };
  }
  return best?.url ?? null;
}

/** `background-image: url("…")` in an inline style, bounded so a hostile style costs one short scan. */
const backgroundUrl = /background(?:-image)?\s*:[^;]{0,200}?url\(\s*(['"]?)([^'")\s]{1,2048})\1\s*\)/i;

function sourceOf(image: Element): string | null {
  if (image.name !== 'img') return backgroundUrl.exec(image.attribs.style ?? '')?.[2] ?? null;
  for (const name of sourceAttributes) {
    const value = image.attribs[name]?.trim();
    if (value !== undefined && value !== '' && !value.startsWith('data:')) return value;
  }
  const largest = largestOfSrcset(image.attribs['data-srcset'] ?? image.attribs.srcset);
  const src = image.attribs.src?.trim();
  return largest ?? (src === undefined || src === '' || src.startsWith('data:') ? null : src);
}

/** Declared sizes under 50 px are icons, whatever the container says. */
function isTiny(image: Element): boolean {
  const width = Number.parseInt(image.attribs.width ?? '', 10);
  const height = Number.parseInt(image.attribs.height ?? '', 10);
  return (
    (Number.isFinite(width) && width > 0 && width < 50) ||
    (Number.isFinite(height) && height > 0 && height < 50)
  );
}

/**
 * What an ancestor says about the pictures below it: none of them is the gallery (`excludes`), none unless a strong
 * gallery sits between (`softExcludes`), or it names a gallery (strongly: a slider, zoom or thumbnail strip).
 */
interface AncestorMarks {
  excludes: boolean;
  softExcludes: boolean;
  namesGallery: boolean;
  strongGallery: boolean;
}

/** Ancestors are shared by many pictures: each one's class and id words are read once per page. */
type MarksCache = Map<Element, AncestorMarks>;

function ancestorMarks(node: Element, cache: MarksCache): AncestorMarks {
  let found = cache.get(node);
  if (found === undefined) {
    const words = markWords(node);
    const text = marks(node);
    found = {
      excludes: chromeTags.has(node.name) || startsWithAny(words, notGalleryWords),
      softExcludes: startsWithAny(words, softNotGalleryWords),
      namesGallery: galleryMark.test(text),
      strongGallery: strongGalleryMark.test(text),
    };
    cache.set(node, found);
  }
  return found;
}

/**
 * The gallery container of an image: its highest ancestor within a few levels whose class or id names a gallery;
 * undefined when there is none, or when the image sits in page chrome, a description, reviews or other products.
 */
function galleryRoot(image: Element, cache: MarksCache): Element | undefined {
  let root: Element | undefined;
  let strongBelow = false;
  let depth = 0;
  for (let node = image.parent; node !== null && depth < maxDepth; node = node.parent, depth += 1) {
    if (node.type !== 'tag') continue;
    const found = ancestorMarks(node, cache);
    if (found.excludes || (found.softExcludes && !strongBelow)) return undefined;
    strongBelow ||= found.strongGallery;
    if (depth < containerDepth && found.namesGallery) root = node;
  }
  return root !== undefined && !inOtherProductsBlock(image) ? root : undefined;
}

function isInside(node: Element, ancestor: Element): boolean {
  for (let parent = node.parent; parent !== null; parent = parent.parent) {
    if (parent === ancestor) return true;
  }
  return false;
}

/**
 * The product gallery the page shows beside its buy box: the pictures of the first gallery container (slider,
 * thumbnail strip, zoom view) in page order, full-size sources first. Nothing when the page has no such container.
 */
export function pageGallery(page: Page): string[] {
  const cache: MarksCache = new Map();
  let chosen: Element | undefined;
  const urls: string[] = [];
  for (const image of page.images()) {
    if (urls.length >= maxImages) break;
    // Images come in document order: once past the chosen container, no later one can belong to it.
    if (chosen !== undefined && !isInside(image, chosen)) break;
    if (isTiny(image)) continue;
    const root = galleryRoot(image, cache);
    if (root === undefined) continue;
    chosen ??= root;
    if (root !== chosen) continue;
    const url = page.absolute(sourceOf(image));
    if (url !== null) urls.push(url);
  }
  return urls;
}

/**
 * Images from the page's gallery container. Merging weighs them against meta pictures: a gallery of two or more beats
 * a lone og:image, and any gallery beats meta pictures that are all shop interface (see `mergeResults`).
 */
export const pageGalleryExtractor: GenericExtractor = {
  id: 'page-gallery',
  extract(page) {
    const images = pageGallery(page);
    return images.length > 0 ? { images } : {};
  },
};
