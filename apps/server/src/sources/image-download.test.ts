import { describe, expect, it } from 'vitest';
import { createImageDownloader } from './image-download.ts';
import type { SafeFetcher, SafeFetchResult } from './safe-fetch.ts';
import { SourceFetchError } from './source-fetch-error.ts';

function fakeFetcher(answer: Partial<SafeFetchResult> | Error): SafeFetcher & { urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    async fetch(url) {
      urls.push(url);
      if (answer instanceof Error) throw answer;
      return {
        url,
        status: 200,
        contentType: 'image/png',
        headers: {},
        body: Buffer.from('png'),
        redirects: [],
        ...answer,
      };
    },
    async close() {},
  };
}

describe('createImageDownloader', () => {
  it('returns the bytes, media type and file name of a picture', async () => {
    const fetcher = fakeFetcher({ contentType: 'image/jpeg; charset=binary' });
    const image = await createImageDownloader(fetcher)('https://cdn.shop.kr/a/%EC%82%AC%EA%B3%BC.jpg');
    expect(image).toMatchObject({ contentType: 'image/jpeg', fileName: '사과.jpg' });
    expect(fetcher.urls).toEqual(['https://cdn.shop.kr/a/%EC%82%AC%EA%B3%BC.jpg']);
  });

  it('refuses error statuses, non-images and blocked addresses with a Korean message', async () => {
    await expect(createImageDownloader(fakeFetcher({ status: 404 }))('https://a.kr/x.jpg')).rejects.toThrow(
      'HTTP 404',
    );
    await expect(
      createImageDownloader(fakeFetcher({ contentType: 'text/html' }))('https://a.kr/x.jpg'),
    ).rejects.toThrow('이미지가 아닙니다');
    await expect(
      createImageDownloader(fakeFetcher(new SourceFetchError('blocked_address')))('http://10.0.0.1/x.jpg'),
    ).rejects.toThrow('사설 주소');
  });
});
