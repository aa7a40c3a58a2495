import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { cafe24Gallery } from './cafe24-gallery.ts';

describe('cafe24Gallery', () => {
  it('gives the big picture, then each additional picture at full size, skipping the big one’s other sizes', () => {
    const page = createPage(
      `<html><body><img class="BigImage" src="//mall.kr/web/product/big/202501/aaa.jpg">
      <div class="xans-product-addimage"><ul>
        <li><img class="ThumbImage" src="//mall.kr/web/product/small/202501/bbb.jpg"></li>
        <li><img class="ThumbImage" src="//mall.kr/web/product/extra/small/202501/ccc.jpg"></li>
        <li><img class="ThumbImage" src="//mall.kr/web/product/extra/small/202501/ddd.jpg"></li>
      </ul></div></body></html>`,
      'https://mall.kr/product/detail.html?product_no=1',
    );
    const images = page.images();
    expect(cafe24Gallery(page, images.slice(0, 1), images.slice(1))).toEqual([
      'https://mall.kr/web/product/big/202501/aaa.jpg',
      'https://mall.kr/web/product/extra/big/202501/ccc.jpg',
      'https://mall.kr/web/product/extra/big/202501/ddd.jpg',
    ]);
  });

  it('takes the small picture when the page has no big one', () => {
    const page = createPage(
      '<html><body><img class="ThumbImage" src="/web/product/small/x.jpg"></body></html>',
      'https://mall.kr/p',
    );
    expect(cafe24Gallery(page, [], page.images())).toEqual(['https://mall.kr/web/product/small/x.jpg']);
  });
});
