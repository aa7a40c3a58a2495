import render from 'dom-serializer';
import { DomUtils } from 'htmlparser2';
import type { Page } from '../page.ts';

/** The seller's detail HTML and its image URLs. */
export interface SmartStoreDetail {
  html: string | null;
  images: string[];
}

/**
 * SmartStore loads the detail (SmartEditor ONE `.se-main-container`) after the page, so it is only present in pages
 * captured from a browser (extension, pasted HTML). Images are lazy: the real URL is in `data-src`.
 */
export function smartStoreDetail(page: Page): SmartStoreDetail {
  const container = page.$('.se-main-container').first();
  if (container.length === 0) return { html: null, images: [] };
  // A plain walk: cheerio's `.find` costs the square of the container's child count.
  const images = DomUtils.findAll((element) => element.name === 'img', container.get(0)?.children ?? [])
    .map((image) => page.absolute(image.attribs['data-src'] || image.attribs.src))
    .filter((url): url is string => url !== null);
  // UTF-8 output keeps Hangul as written; only `& < > "` are escaped.
  return { html: render(container.toArray(), { encodeEntities: 'utf8' }), images };
}
