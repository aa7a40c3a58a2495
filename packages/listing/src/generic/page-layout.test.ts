import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { pageLayoutExtractor } from './page-layout.ts';

function optionsOf(body: string) {
  return pageLayoutExtractor.extract(
    createPage(`<html><body>${body}</body></html>`, 'https://shop.example.kr/p/1'),
  ).options;
}

const searchForm =
  '<form action="/search"><select name="search_type"><option>상품명<option>브랜드</select>' +
  '<input name="keyword"><button>검색</button></form>';

describe('pageLayoutExtractor options', () => {
  it('ignores the selects of a header search form', () => {
    expect(optionsOf(searchForm)).toBeUndefined();
    expect(
      optionsOf(
        '<form method="get" action="/goods/list"><select name="cate"><option>의류<option>잡화</select></form>',
      ),
    ).toBeUndefined();
    expect(
      optionsOf(
        '<div class="search-option"><select name="field"><option>상품명<option>브랜드</select></div>',
      ),
    ).toBeUndefined();
  });

  it('reads selects only from an order form: one with a quantity field or a cart/buy button', () => {
    const select =
      '<select name="opt1"><option value="">선택</option><option value="1">빨강 (+1,000원)</option></select>';
    expect(optionsOf(`<form action="/inquiry">${select}<input name="email"></form>`)).toBeUndefined();
    const withQuantity = optionsOf(
      `${searchForm}<form action="/order" method="post">${select}<input name="qty" value="1"></form>`,
    );
    expect(withQuantity).toEqual({
      groups: ['옵션1'],
      variants: [{ values: ['빨강'], priceDelta: 1000, stock: null, soldOut: false, code: null }],
    });
    expect(
      optionsOf(`<form method="post">${select}<button type="button">장바구니</button></form>`)?.groups,
    ).toEqual(['옵션1']);
  });

  it('reads selects in a known option container without a form', () => {
    expect(
      optionsOf(
        '<div class="opt"><label>각인 <select><option>각인 안 함</option><option>이니셜</option></select></label></div>',
      )?.variants.length,
    ).toBe(2);
  });
});
