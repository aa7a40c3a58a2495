import type { Element } from 'domhandler';
import type { Page } from '../page.ts';
import { descendantsNamed } from './shop-dom.ts';

/** Lazy-loading attributes first: when present, `src` is usually a placeholder. */
const sourceAttributes = ['ec-data-src', 'data-src', 'data-original', 'data-lazy', 'src'] as const;

/** The image address an `<img>` carries (lazy attributes before `src`), unresolved. */
export function imageSourceOf(element: Element): string | null {
  for (const name of sourceAttributes) {
    const value = element.attribs[name]?.trim();
    if (value !== undefined && value !== '' && !value.startsWith('data:')) return value;
  }
  return null;
}

/** Absolute URLs of the given `<img>` elements, in order (duplicates are removed later by `finalise`). */
export function imageUrlsOf(page: Page, images: readonly Element[]): string[] {
  const urls: string[] = [];
  for (const image of images) {
    const url = page.absolute(imageSourceOf(image));
    if (url !== null) urls.push(url);
  }
  return urls;
}

/** Absolute URLs of every `<img>` under `root` (the seller's detail HTML), in document order. */
export function detailImagesUnder(page: Page, root: Element | undefined): string[] {
  return imageUrlsOf(page, descendantsNamed(root, 'img'));
}
