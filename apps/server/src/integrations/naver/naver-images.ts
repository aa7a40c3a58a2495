import { Upstream } from '../../platform/domain-errors.ts';
import { naverImageUploadSchema, readNaverJson } from './naver-schemas.ts';
import type { NaverCaller } from './naver-transport.ts';

/** An image downloaded from the supplier, ready to re-upload. */
export interface NaverImageSource {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

/** Downloads one source image; the SSRF-safe fetcher is supplied by the caller. */
export type NaverImageFetcher = (url: string) => Promise<NaverImageSource>;

/** Documented maximum of `imageFiles` per upload call. */
export const NAVER_MAX_IMAGES_PER_UPLOAD = 10;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/webp': 'webp',
};

/** Splits a list into runs of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}

/** A plain file name with an extension matching the content type: multipart parts need one. */
export function uploadFileName(source: NaverImageSource, index: number): string {
  const base = (source.fileName.split(/[\\/]/).at(-1) ?? '').replace(/[^\w.\-가-힣]/g, '_').slice(-100);
  const mediaType = source.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = EXTENSIONS[mediaType];
  if (base === '' || base.startsWith('.')) return `image-${index + 1}.${extension ?? 'jpg'}`;
  if (/\.[A-Za-z0-9]{2,5}$/.test(base) || extension === undefined) return base;
  return `${base}.${extension}`;
}

/** Image upload (API group 상품): Naver only accepts product image URLs it issued itself. */
export function createNaverImageApi(
  call: NaverCaller,
  deps: { fetchImage: NaverImageFetcher; timeoutMs: number },
) {
  async function uploadBatch(files: readonly NaverImageSource[]): Promise<string[]> {
    const form = new FormData();
    files.forEach((file, index) => {
      const blob = new Blob([new Uint8Array(file.bytes)], { type: file.contentType });
      form.append('imageFiles', blob, uploadFileName(file, index));
    });
    // A repeated upload only leaves an unused copy on Naver's image host, so retrying it is harmless.
    const context = { action: '상품 이미지 업로드', idempotent: true };
    const response = await call({
      ...context,
      method: 'POST',
      path: '/v1/product-images/upload',
      form,
      timeoutMs: deps.timeoutMs,
    });
    const { images } = readNaverJson(response, naverImageUploadSchema, context);
    // Clients rely on the answer keeping the upload order [?]; a count mismatch means that cannot hold.
    if (images.length !== files.length) {
      throw new Upstream(
        `네이버 커머스 상품 이미지 업로드 결과가 맞지 않습니다. (보낸 이미지 ${files.length}개, 받은 URL ${images.length}개)`,
        { provider: 'naver', httpStatus: response.status, retryable: true },
      );
    }
    return images.map((image) => image.url);
  }

  async function uploadImageFiles(files: readonly NaverImageSource[]): Promise<string[]> {
    const urls: string[] = [];
    for (const batch of chunk(files, NAVER_MAX_IMAGES_PER_UPLOAD)) urls.push(...(await uploadBatch(batch)));
    return urls;
  }

  return {
    /** Uploads image files, 10 per call, and returns Naver's URLs in the same order. */
    uploadImageFiles,
    /** Fetches each source URL through the injected fetcher and uploads it; Naver URLs come back in order. */
    async uploadImages(sourceUrls: readonly string[]): Promise<string[]> {
      const urls: string[] = [];
      // Fetch one batch at a time so at most 10 images are held in memory.
      for (const batch of chunk(sourceUrls, NAVER_MAX_IMAGES_PER_UPLOAD)) {
        const files: NaverImageSource[] = [];
        for (const url of batch) files.push(await deps.fetchImage(url));
        urls.push(...(await uploadBatch(files)));
      }
      return urls;
    },
  };
}
