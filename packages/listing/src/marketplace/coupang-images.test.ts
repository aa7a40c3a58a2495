import { describe, expect, it } from 'vitest';
import { coupangImagesOf, imageUrlsOf } from './coupang-images.ts';
import { MappingError } from './mapping-error.ts';
import { draftOf, itemOf } from './test-drafts.ts';

const url = (name: string) => `https://img.example.com/${name}.jpg`;

describe('imageUrlsOf', () => {
  it('prefers the item pictures, representative first', () => {
    const item = itemOf({
      images: [
        { imageOrder: 0, imageType: 'DETAIL', vendorPath: url('d0') },
        { imageOrder: 1, imageType: 'REPRESENTATION', vendorPath: url('r') },
        { imageOrder: 2, imageType: 'DETAIL', vendorPath: url('d2') },
      ],
    });
    expect(imageUrlsOf(item, draftOf())).toEqual([url('r'), url('d0'), url('d2')]);
  });

  it('falls back to the product pictures', () => {
    expect(imageUrlsOf(itemOf(), draftOf({ images: [url('a'), url('b')] }))).toEqual([url('a'), url('b')]);
  });
});

describe('coupangImagesOf', () => {
  it('makes one REPRESENTATION and at most 9 DETAIL images', () => {
    const images = coupangImagesOf(Array.from({ length: 12 }, (_, index) => url(`p${index}`)));
    expect(images).toHaveLength(10);
    expect(images[0]).toEqual({ imageOrder: 0, imageType: 'REPRESENTATION', vendorPath: url('p0') });
    expect(images[9]).toEqual({ imageOrder: 9, imageType: 'DETAIL', vendorPath: url('p9') });
    expect(images.filter((image) => image.imageType === 'REPRESENTATION')).toHaveLength(1);
  });

  it('skips paths longer than 150 characters and duplicates', () => {
    const long = `https://img.example.com/${'x'.repeat(140)}.jpg`;
    expect(coupangImagesOf([long, url('a'), url('a'), url('b')]).map((image) => image.vendorPath)).toEqual([
      url('a'),
      url('b'),
    ]);
  });

  it('asks for a picture when there is none', () => {
    expect(() => coupangImagesOf([])).toThrow(
      new MappingError('대표 이미지가 없습니다. 초안에서 이미지를 추가해 주세요.', 'images'),
    );
    const error = (() => {
      try {
        coupangImagesOf([`https://img.example.com/${'x'.repeat(200)}`]);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(MappingError);
    expect((error as MappingError).field).toBe('images');
  });
});
