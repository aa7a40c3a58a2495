import { describe, expect, it } from 'vitest';
import { galleryUrls, imageIdentity, isUiImageUrl } from './gallery.ts';

describe('isUiImageUrl', () => {
  it.each([
    'https://shop.kr/_wg/img/logo.png',
    'https://shop.kr/web/upload/icon/cart.png',
    'https://shop.kr/data/skin/front/basic/img/common/layer/close.png',
    'https://shop.kr/images/common/btn_buy.gif',
    'https://shop.kr/img/star5.png',
    'https://shop.kr/img/spacer.gif',
    'https://t.shop.kr/pixel/1x1.gif',
    'https://img.alicdn.com/tps/TB1XL5ZGFXXXXbDXFXXAz6UFXXX-16-16.png',
    'https://shop.kr/images/common/scrap_btn_FB.gif?1281592011',
    'https://shop.kr/website/meta.png',
    'https://shop.kr/mall/images/og_default.jpg',
  ])('%s is an interface picture', (url) => {
    expect(isUiImageUrl(url)).toBe(true);
  });

  it.each([
    'https://shop.kr/web/product/big/202501/b5a5ce06d0a0a028532d04ecdb8e29ca.jpg',
    'https://shop.kr/data/item/1629339708/thumb-KakaoTalk_20190423_600x600.jpg',
    // Hash names may hold "qr" or "ico" between digits: only whole words count.
    'https://ae01.alicdn.com/kf/S8Qr9a1b2c3d4e5f6a7b8c9d0e1f2a3b4J.jpg',
    'https://shop.kr/goods/set_2x3_pack.jpg',
    'https://shop.kr/images/meta-utf8-bytes-euckr.jpg',
  ])('%s is a product picture', (url) => {
    expect(isUiImageUrl(url)).toBe(false);
  });
});

describe('imageIdentity', () => {
  it('drops the scheme, the fragment and a size or cache query on an image file', () => {
    expect(imageIdentity('https://a.kr/p/1.jpg?v=3#x')).toBe('a.kr/p/1.jpg');
    expect(imageIdentity('http://a.kr/p/1.jpg')).toBe('a.kr/p/1.jpg');
  });

  it('keeps the query when it names the picture', () => {
    expect(imageIdentity('https://a.kr/image.php?id=7')).not.toBe(
      imageIdentity('https://a.kr/image.php?id=8'),
    );
  });
});

describe('galleryUrls', () => {
  const base = 'https://shop.kr/goods/1';

  it('keeps one rendition per picture, the largest, in the place of the first', () => {
    expect(
      galleryUrls(
        [
          '/upload/item/G1/20211019180239XS.jpg',
          '/upload/item/G1/20201202143517XS.jpg',
          '/upload/item/G1/20211019180239L.jpg',
          '/data/goods/t50_1000000155_detail_024.jpg',
          '/data/goods/1000000155_detail_024.jpg',
          '/data/2021/07/s-copy_17194669130.jpg',
          '/data/2021/07/l-copy_17194669130.jpg',
        ],
        base,
      ),
    ).toEqual([
      'https://shop.kr/upload/item/G1/20211019180239L.jpg',
      'https://shop.kr/upload/item/G1/20201202143517XS.jpg',
      'https://shop.kr/data/goods/1000000155_detail_024.jpg',
      'https://shop.kr/data/2021/07/l-copy_17194669130.jpg',
    ]);
  });

  it('does not merge different pictures with short or numbered names', () => {
    expect(galleryUrls(['/a/p1.jpg', '/a/p2.jpg', '/a/photo_1.jpg', '/a/photo_2.jpg'], base)).toHaveLength(4);
  });

  it('repairs, resolves and filters: doubled schemes, protocol-relative, icons, non-web schemes', () => {
    expect(
      galleryUrls(
        ['https:https://cdn.kr/a/x1.jpg', '//cdn.kr/a/x2.jpg', '/img/logo.png', 'javascript:alert(1)'],
        base,
      ),
    ).toEqual(['https://cdn.kr/a/x1.jpg', 'https://cdn.kr/a/x2.jpg']);
  });

  it('stays linear on file names with long digit runs', () => {
    // Each name is one 4,000-digit run before a letter: a trailing-digits pattern that rescans the run from every
    // digit took about 15 s for these 1,000 addresses.
    const urls = Array.from({ length: 1_000 }, (_, index) => `/p/${index}${'1'.repeat(4_000)}a.jpg`);
    const started = performance.now();
    expect(galleryUrls(urls, base)).toHaveLength(1_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
