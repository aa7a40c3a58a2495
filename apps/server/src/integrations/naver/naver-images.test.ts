import { describe, expect, it } from 'vitest';
import { chunk, uploadFileName } from './naver-images.ts';

describe('chunk', () => {
  it('splits 13 images into runs of 10 and 3', () => {
    const runs = chunk(
      Array.from({ length: 13 }, (_, index) => index),
      10,
    );
    expect(runs.map((run) => run.length)).toEqual([10, 3]);
    expect(runs.flat()).toEqual(Array.from({ length: 13 }, (_, index) => index));
    expect(chunk([], 10)).toEqual([]);
  });
});

describe('uploadFileName', () => {
  const bytes = new Uint8Array();
  it('keeps a plain name and adds an extension from the content type when missing', () => {
    expect(uploadFileName({ bytes, contentType: 'image/jpeg', fileName: 'main.jpg' }, 0)).toBe('main.jpg');
    expect(uploadFileName({ bytes, contentType: 'image/png; charset=binary', fileName: 'thumb' }, 0)).toBe(
      'thumb.png',
    );
  });

  it('drops directories and odd characters, and names nameless files', () => {
    expect(uploadFileName({ bytes, contentType: 'image/gif', fileName: '../../etc/상품 1?.gif' }, 0)).toBe(
      '상품_1_.gif',
    );
    expect(uploadFileName({ bytes, contentType: 'image/gif', fileName: '' }, 2)).toBe('image-3.gif');
  });
});
