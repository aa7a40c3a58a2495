import { describe, expect, it } from 'vitest';
import { extract } from '../extract.ts';
import { createPage } from '../page.ts';
import { pageGallery } from './page-gallery.ts';

const url = 'https://shop.kr/goods/1';

describe('pageGallery', () => {
  it('reads each ancestor once and stops after the chosen container on a page of many pictures', () => {
    // 60,000 pictures under 35 levels of wrappers: reading every ancestor's words anew for each picture took ~6 s.
    const wrappers = Array.from(
      { length: 35 },
      (_, level) => `<div class="box-${level} wrapper innerContent area-block">`,
    ).join('');
    const block = `${wrappers}${'<img src="/x.jpg">'.repeat(200)}${'</div>'.repeat(35)}`;
    const gallery = '<div class="product_gallery"><img src="/g/1.jpg"><img src="/g/2.jpg"></div>';
    const page = createPage(`<html><body>${block.repeat(300)}${gallery}${block}</body></html>`, url);
    page.images();
    const started = performance.now();
    expect(pageGallery(page)).toEqual(['https://shop.kr/g/1.jpg', 'https://shop.kr/g/2.jpg']);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('reads the first gallery container in page order, full-size sources first', () => {
    const page = createPage(
      `<html><body><div class="item_photo"><ul class="item-slider">
        <li><img src="/g/1m.jpg" data-zoom-image="/g/1z.jpg"></li>
        <li><img src="/g/2m.jpg" srcset="/g/2s.jpg 300w, /g/2l.jpg 1200w"></li>
        <li><img data-src="/g/3.jpg" src="data:image/gif;base64,R0lG"></li>
        <li><img src="/g/arrow.png" width="12" height="20"></li>
      </ul></div>
      <div class="review_photo"><div class="thumb"><img src="/r/1.jpg"></div></div>
      <div class="goods_detail"><div class="photo"><img src="/d/1.jpg"></div></div></body></html>`,
      url,
    );
    expect(pageGallery(page)).toEqual([
      'https://shop.kr/g/1z.jpg',
      'https://shop.kr/g/2l.jpg',
      'https://shop.kr/g/3.jpg',
    ]);
  });

  it('ignores pictures outside any gallery container, in page chrome or in other products', () => {
    const page = createPage(
      `<html><body><header><div class="swiper"><img src="/h/banner.jpg"></div></header>
      <p><img src="/loose.jpg"></p><div class="recommend"><div class="thumb"><img src="/o/1.jpg"></div></div>
      <div class="swiper"><img src="/g/a.jpg"><img src="/g/b.jpg"></div></body></html>`,
      url,
    );
    expect(pageGallery(page)).toEqual(['https://shop.kr/g/a.jpg', 'https://shop.kr/g/b.jpg']);
  });
});

describe('pageGallery on other layouts', () => {
  it('reads slides painted as CSS backgrounds', () => {
    const page = createPage(
      `<html><body><div class="image-preview ui-slider"><ul class="img-view">
        <li class="ui-slide" style="background-image: url(https://img.example/files/a_720.jpg)"></li>
        <li class="ui-slide" style="background-image:url('https://img.example/files/b_720.jpg')"></li>
      </ul></div></body></html>`,
      url,
    );
    expect(pageGallery(page)).toEqual([
      'https://img.example/files/a_720.jpg',
      'https://img.example/files/b_720.jpg',
    ]);
  });

  it('takes a slider inside a buy box named "detail", never the pictures of the description', () => {
    const page = createPage(
      `<html><body><section class="prd-detail-section"><div class="thumb-slider"><img src="/g/1.jpg"></div></section>
      <div class="goods-detail"><div class="photo"><img src="/d/1.jpg"></div></div></body></html>`,
      url,
    );
    expect(pageGallery(page)).toEqual(['https://shop.kr/g/1.jpg']);
    const description = createPage(
      '<html><body><div id="prdDetail"><div class="photo"><img src="/d/1.jpg"></div></div></body></html>',
      url,
    );
    expect(pageGallery(description)).toEqual([]);
  });
});

describe('page gallery in the merge', () => {
  it('beats a lone og:image, but not an adapter’s or a longer meta gallery', () => {
    const gallery =
      '<div class="thumb_list"><img src="/g/1.jpg"><img src="/g/2.jpg"><img src="/g/3.jpg"></div>';
    const single = extract(
      `<html><head><meta property="og:image" content="/g/1_600.jpg"></head><body>${gallery}</body></html>`,
      url,
    );
    expect(single.images).toEqual([
      'https://shop.kr/g/1.jpg',
      'https://shop.kr/g/2.jpg',
      'https://shop.kr/g/3.jpg',
    ]);
    expect(single.provenance.images).toBe('page-gallery');
    const meta = extract(
      `<html><head><meta property="og:image" content="/m/1.jpg"><meta property="og:image" content="/m/2.jpg">
      </head><body>${gallery}</body></html>`,
      url,
    );
    expect(meta.images).toEqual(['https://shop.kr/m/1.jpg', 'https://shop.kr/m/2.jpg']);
  });
});
