import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { productHeading } from './product-heading.ts';

function headingOf(body: string, head = ''): string | null {
  return productHeading(
    createPage(`<html><head>${head}</head><body>${body}</body></html>`, 'https://shop.kr/p/1'),
  );
}

describe('productHeading', () => {
  it('reads the name box without the brand line, subtitle, rating and in-page links', () => {
    expect(
      headingOf(`<div class="productSubject"><strong class="productBrand">(주)채움</strong>
        <strong>국산 볶음 참깨 500g</strong><br><span class="productSubjectInfo">고소한 맛</span>
        <a href="#review"><span class="star">★★★★</span><span>(12)</span></a></div>`),
    ).toBe('국산 볶음 참깨 500g');
  });

  it.each([
    ['<h2 class="goods_name">스텐 냄비 24cm</h2>', '스텐 냄비 24cm'],
    ['<p id="prdName">면 티셔츠</p>', '면 티셔츠'],
    ['<div class="xans-product-name"><span>가죽 지갑</span></div>', '가죽 지갑'],
    ['<h1 class="product-title">Wool Scarf</h1>', 'Wool Scarf'],
    ['<h2 class="view_title">간 고등어 5미</h2>', '간 고등어 5미'],
  ])('finds %s', (body, name) => {
    expect(headingOf(body)).toBe(name);
  });

  it('skips menus, product lists, other products and the shop’s own name', () => {
    expect(
      headingOf(
        `<header><span class="item_name">메뉴</span></header>
        <ul><li><p class="goods_name">목록 상품</p></li></ul>
        <div class="relatedGoods"><div><p class="prd_name">관련 상품</p></div></div>
        <div class="tit_goods">바다몰</div>
        <div class="goods_name">진짜 상품 1kg</div>`,
        '<meta property="og:site_name" content="바다몰">',
      ),
    ).toBe('진짜 상품 1kg');
  });

  it('stays linear on nested name boxes around a large subtree', () => {
    // Each wrapper's walk used to collect the whole megabyte of text inside: 100 wrappers took over a minute.
    const wrappers = '<div class="goods_name_wrap">'.repeat(100);
    const body = `${wrappers}<p>${'word '.repeat(200_000)}</p>${'</div>'.repeat(100)}<h2 class="goods_name">진짜 상품</h2>`;
    const page = createPage(`<html><body>${body}</body></html>`, 'https://shop.kr/p/1');
    const started = performance.now();
    expect(productHeading(page)).toBe('진짜 상품');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('gives nothing when the page has no name box', () => {
    expect(headingOf('<h2 class="item_title2">원산지 : 국산</h2><div class="name">x</div>')).toBeNull();
  });
});
