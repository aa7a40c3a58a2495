import type { Element } from 'domhandler';
import { isRecord, jsonValueAt, parseJsonSafe, stringOf } from '../embedded-json.ts';
import type { Page } from '../page.ts';
import { decodeEntities } from '../text.ts';
import { byId, findAllIn, hasClassName } from './amazon-dom.ts';

// The gallery: `colorImages.initial` of the ImageBlockATF script (hiRes, else the largest "main" size, else large);
// on a page saved without scripts, the image block's `data-old-hires` / `data-a-dynamic-image`, then the thumbnails.

/** Product photos live under /images/I/; /images/G/ holds sprites, icons and pixels. */
function isProductImage(url: string): boolean {
  return (
    url.includes('/images/I/') &&
    !/play-icon-overlay|play-button|grey-pixel|transparent-pixel|amazon-avatars|\/sprites?\//i.test(url)
  );
}

const maxImages = 40;
/** Each script names `colorImages` a few times at most; a flood of mentions must not cost a scan each. */
const maxMentions = 5;

/** The largest URL of a `{url: [height, width]}` map. */
function largestOf(sizes: unknown): string | null {
  if (!isRecord(sizes)) return null;
  let best: string | null = null;
  let bestArea = -1;
  for (const [url, size] of Object.entries(sizes)) {
    const area = Array.isArray(size) ? Number(size[0]) * Number(size[1]) : 0;
    if (Number.isFinite(area) && area > bestArea) {
      best = url;
      bestArea = area;
    }
  }
  return best;
}

function galleryEntryUrl(entry: unknown): string | null {
  if (!isRecord(entry)) return null;
  return stringOf(entry.hiRes) ?? largestOf(entry.main) ?? stringOf(entry.large);
}

/** `'colorImages': { 'initial': [...] }`: the key quotes vary (single in the ATF script), the array is JSON. */
function initialGallery(script: string): unknown[] | null {
  let from = 0;
  for (let mention = 0; mention < maxMentions; mention += 1) {
    const at = script.indexOf('colorImages', from);
    if (at === -1) return null;
    from = at + 'colorImages'.length;
    const head = script.slice(from, from + 40);
    const initial = /^['"]?\s*:\s*\{\s*['"]initial['"]\s*:/.exec(head);
    if (initial === null) continue;
    const value = jsonValueAt(script, from + initial[0].length);
    if (Array.isArray(value) && value.length > 0) return value;
  }
  return null;
}

function scriptGallery(page: Page): string[] {
  for (const { text } of page.scripts()) {
    if (!text.includes('colorImages')) continue;
    const gallery = initialGallery(text);
    if (gallery !== null) return gallery.map(galleryEntryUrl).filter((url): url is string => url !== null);
  }
  return [];
}

/** The biggest picture a gallery element names: `data-old-hires`, else the largest `data-a-dynamic-image`. */
function elementImage(element: Element): string | null {
  const hiRes = element.attribs['data-old-hires']?.trim();
  if (hiRes !== undefined && hiRes !== '') return hiRes;
  const dynamic = element.attribs['data-a-dynamic-image'];
  return dynamic === undefined ? null : largestOf(parseJsonSafe(decodeEntities(dynamic)));
}

function hasGalleryData(element: Element): boolean {
  return (
    element.attribs['data-old-hires'] !== undefined || element.attribs['data-a-dynamic-image'] !== undefined
  );
}

/** Image block slides (`li.image.item`), in order; templates and video slides carry no image data. */
function blockGallery(page: Page): string[] {
  const block = byId(page, 'main-image-container') ?? byId(page, 'imageBlock');
  return findAllIn(block, hasGalleryData).flatMap((element) => elementImage(element) ?? []);
}

/** Thumbnail strip: "…/I/31vnK-LBgGL._AC_SR38,50_.jpg" without its size suffix is the full picture. */
function thumbnailGallery(page: Page): string[] {
  const thumbnails = findAllIn(
    byId(page, 'altImages'),
    (element) => element.name === 'li' && hasClassName(element, 'imageThumbnail'),
  );
  return thumbnails.flatMap((item) => {
    const image = findAllIn(item, (element) => element.name === 'img')[0];
    const src = image?.attribs.src;
    return src === undefined ? [] : [src.replace(/\._[^/]*_\.(jpe?g|png|webp)$/i, '.$1')];
  });
}

/** The main picture alone (books, Kindle covers). */
function mainImage(page: Page): string[] {
  for (const id of ['landingImage', 'imgBlkFront', 'ebooksImgBlkFront'] as const) {
    const element = byId(page, id);
    const url = element === undefined ? null : (elementImage(element) ?? element.attribs.src ?? null);
    if (url !== null) return [url];
  }
  return [];
}

/** The product gallery in page order, the largest candidate of each picture. */
export function amazonImages(page: Page): string[] {
  for (const source of [scriptGallery, blockGallery, thumbnailGallery, mainImage]) {
    const urls = source(page)
      .map((url) => page.absolute(url))
      .filter((url): url is string => url !== null && isProductImage(url));
    if (urls.length > 0) return urls.slice(0, maxImages);
  }
  return [];
}
