import { createHash } from 'node:crypto';
import type { ShopProduct, ShopStyle } from './catalogue-types.ts';

/** The image URLs of one product, relative to the shop root, in the folder layout its real site uses. */
export type ProductImagePaths = ShopProduct['images'];

/** A stable hex digest, so image file names look like CDN hashes yet never change between starts. */
export function stableHash(text: string, length = 32): string {
  return createHash('md5').update(text).digest('hex').slice(0, length);
}

/** Logo of the EUC-KR shop, which some of its pages put into og:image instead of the product. */
export const EUCKR_SHOP_LOGO = 'images/euckr/design/daesung/logo.png';

/** Builds the image paths for the product at `index` of its style's seed table. */
export function buildImagePaths(
  style: ShopStyle,
  no: string,
  index: number,
  detailCount: number,
): ProductImagePaths {
  const hash = stableHash(`${style}:${no}`);
  const extraCount = (index % 2) + 1;
  const extraHashes = Array.from({ length: extraCount }, (_, i) => stableHash(`${style}:${no}:extra:${i}`));
  const day = String((index % 27) + 1).padStart(2, '0');
  const detailNumbers = Array.from({ length: detailCount }, (_, i) => i + 1);
  switch (style) {
    case 'domeggook': {
      const folder = `images/domeggook/upload/item/2025/03/${day}/${hash}`;
      return {
        main: `${folder}/${hash}_img_760.png`,
        extra: extraHashes.map((h) => `${folder}/${h}_img_760.png`),
        thumbs: [hash, ...extraHashes].map((h) => `${folder}/${h}_stt_150.png`),
        detail: detailNumbers.map((n) => `images/domeggook/upload/detail/${hash}/detail_${n}.svg`),
      };
    }
    case 'cafe24':
      return {
        main: `images/cafe24/web/product/big/202503/${hash}.png`,
        extra: extraHashes.map((h) => `images/cafe24/web/product/extra/big/202503/${h}.png`),
        thumbs: [hash, ...extraHashes].map((h) => `images/cafe24/web/product/small/202503/${h}.png`),
        detail: detailNumbers.map((n) => `images/cafe24/web/upload/NNEditor/202503${day}/${hash}_${n}.svg`),
      };
    case 'godo': {
      const folder = `images/godo/data/goods/25/03/${day}/${no}`;
      return {
        main: `${folder}/${no}_detail_038.png`,
        extra: extraHashes.map((_, i) => `${folder}/${no}_add${i + 1}_038.png`),
        thumbs: [`${folder}/${no}_list_012.png`],
        detail: detailNumbers.map(
          (n) => `images/godo/data/editor/goods/2503${day}/${hash.slice(0, 12)}_${n}.svg`,
        ),
      };
    }
    case 'opengraph':
      return {
        main: `images/og/upload/${hash}.png`,
        extra: extraHashes.map((h) => `images/og/upload/${h}.png`),
        thumbs: [`images/og/upload/thumb/${hash}.png`],
        detail: detailNumbers.map((n) => `images/og/upload/detail/${hash}_${n}.svg`),
      };
    case 'euckr':
      return {
        main: `images/euckr/shopimages/daesung/001001${no}.png`,
        extra: extraHashes.map((_, i) => `images/euckr/shopimages/daesung/001001${no}_${i + 1}.png`),
        thumbs: [`images/euckr/shopimages/daesung/s_001001${no}.png`],
        detail: detailNumbers.map((n) => `images/euckr/design/daesung/detail/${no}_${n}.svg`),
      };
    default: {
      const unknown: never = style;
      throw new Error(`unknown shop style ${String(unknown)}`);
    }
  }
}
