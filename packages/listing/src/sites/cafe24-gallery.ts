import type { Element } from 'domhandler';
import type { Page } from '../page.ts';
import { imageSourceOf } from './shop-images.ts';

/** The representative picture's other sizes: Cafe24 stores them under their own names, so they only repeat it. */
const mainImageSizes = /\/web\/product\/(?:tiny|small|medium|big)\//;
/** Additional pictures: the thumbnail strip shows `extra/small`, the full picture is `extra/big` with the same name. */
const extraThumbnail = /\/web\/product\/extra\/(?:tiny|small|medium)\//;

/**
 * The product gallery of a Cafe24 detail page in page order: the big picture (`BigImage` / `keyImg`), then each
 * additional picture of the thumbnail strip (`ThumbImage`) at full size.
 */
export function cafe24Gallery(
  page: Page,
  bigImages: readonly Element[],
  thumbnails: readonly Element[],
): string[] {
  const urls: string[] = [];
  for (const image of bigImages) {
    const url = page.absolute(imageSourceOf(image));
    if (url !== null) urls.push(url);
  }
  for (const image of thumbnails) {
    const url = page.absolute(imageSourceOf(image));
    if (url === null) continue;
    if (extraThumbnail.test(url)) urls.push(url.replace(extraThumbnail, '/web/product/extra/big/'));
    else if (!mainImageSizes.test(url) || urls.length === 0) urls.push(url);
  }
  return urls;
}
