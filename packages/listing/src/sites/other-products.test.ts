import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { inOtherProductsBlock } from './other-products.ts';

describe('inOtherProductsBlock', () => {
  it('tells pictures of recommendation, related and recently viewed blocks from the product’s own', () => {
    const page = createPage(
      `<html><body><div class="thumb"><img id="own" src="/a.jpg"></div>
      <div class="item-wrap recommand"><dl><dt class="thumb"><img id="reco" src="/b.jpg"></dt></dl></div>
      <section id="relatedGoods"><img id="related" src="/c.jpg"></section>
      <div class="todayView"><img id="recent" src="/d.jpg"></div></body></html>`,
      'https://shop.kr/p',
    );
    const byId = new Map(page.images().map((image) => [image.attribs.id, image]));
    const check = (id: string) => {
      const image = byId.get(id);
      if (image === undefined) throw new Error(id);
      return inOtherProductsBlock(image);
    };
    expect(check('own')).toBe(false);
    expect(check('reco')).toBe(true);
    expect(check('related')).toBe(true);
    expect(check('recent')).toBe(true);
  });
});
