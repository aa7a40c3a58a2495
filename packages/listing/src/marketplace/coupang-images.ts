import type { ProductDetails, ProductItem } from '@ollida/contracts/product-details';
import type { CoupangProductItemRequest } from './coupang-request-types.ts';
import { MappingError } from './mapping-error.ts';

/** Coupang refuses longer image paths. */
const maxPathLength = 150;
const maxDetailImages = 9;

/** The item's own pictures (representative first), else the product's. */
export function imageUrlsOf(item: ProductItem, details: ProductDetails): string[] {
  if (item.images.length > 0) {
    const ordered = [...item.images].sort(
      (a, b) =>
        Number(b.imageType === 'REPRESENTATION') - Number(a.imageType === 'REPRESENTATION') ||
        a.imageOrder - b.imageOrder,
    );
    return ordered.map((image) => image.vendorPath);
  }
  return details.images.length > 0 ? details.images : details.imageUrl ? [details.imageUrl] : [];
}

/** `items[].images`: one REPRESENTATION and up to 9 DETAIL pictures Coupang can download. */
export function coupangImagesOf(urls: readonly string[]): CoupangProductItemRequest['images'] {
  if (urls.length === 0) {
    throw new MappingError('대표 이미지가 없습니다. 초안에서 이미지를 추가해 주세요.', 'images');
  }
  const usable = [...new Set(urls)].filter((url) => url.length <= maxPathLength);
  if (usable.length === 0) {
    throw new MappingError(
      `이미지 주소가 ${maxPathLength}자를 넘어 쿠팡에 등록할 수 없습니다. 초안에서 다른 이미지를 추가해 주세요.`,
      'images',
    );
  }
  return usable.slice(0, maxDetailImages + 1).map((vendorPath, imageOrder) => ({
    imageOrder,
    imageType: imageOrder === 0 ? 'REPRESENTATION' : 'DETAIL',
    vendorPath,
  }));
}
