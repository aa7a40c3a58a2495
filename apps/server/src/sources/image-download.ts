import { Invalid } from '../platform/domain-errors.ts';
import type { SafeFetcher } from './safe-fetch.ts';
import { SourceFetchError } from './source-fetch-error.ts';

/** A downloaded product image, ready to re-upload to a marketplace. */
export interface DownloadedImage {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

const imageTypes = /^image\/(jpeg|jpg|png|gif|bmp|webp)$/;

/**
 * Downloads supplier images through the SSRF-safe fetcher (they are user-supplied URLs too): only 2xx answers whose
 * Content-Type is a picture the marketplaces take; every failure is a Korean `Invalid` naming the image.
 */
export function createImageDownloader(fetcher: SafeFetcher) {
  return async function downloadImage(url: string): Promise<DownloadedImage> {
    const fileName = (() => {
      try {
        return decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '');
      } catch {
        return '';
      }
    })();
    const label = fileName === '' ? '상품 이미지' : `상품 이미지(${fileName.slice(0, 60)})`;
    let result: Awaited<ReturnType<SafeFetcher['fetch']>>;
    try {
      result = await fetcher.fetch(url, { accept: 'image' });
    } catch (error) {
      if (error instanceof SourceFetchError)
        throw new Invalid(`${label}를 내려받지 못했습니다: ${error.message}`);
      throw error;
    }
    if (result.status < 200 || result.status >= 300) {
      throw new Invalid(`${label}를 내려받지 못했습니다 (HTTP ${result.status}).`);
    }
    const contentType = (result.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!imageTypes.test(contentType)) {
      throw new Invalid(`${label}가 JPG, PNG, GIF, BMP, WEBP 이미지가 아닙니다.`);
    }
    return { bytes: result.body, contentType, fileName };
  };
}
