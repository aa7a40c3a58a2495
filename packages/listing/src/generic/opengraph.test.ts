import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { openGraphExtractor } from './opengraph.ts';

function fromHead(head: string, url = 'https://shop.example.kr/p/1') {
  return openGraphExtractor.extract(createPage(`<html><head>${head}</head><body></body></html>`, url));
}

describe('openGraphExtractor', () => {
  it('takes sale_price as the sale price and price as the list price', () => {
    const fields = fromHead(`
      <meta property="product:price:amount" content="15000">
      <meta property="product:sale_price:amount" content="12,900">
      <meta property="product:price:currency" content="krw">`);
    expect(fields).toEqual({ salePrice: 12900, originalPrice: 15000, currency: 'KRW' });
  });

  it('uses product:price or Shopify og:price as the sale price when there is no sale_price', () => {
    expect(fromHead('<meta property="product:price:amount" content="9900">')).toEqual({ salePrice: 9900 });
    expect(
      fromHead(`<meta content="7,000" name="og:price:amount"><meta content="USD" name="og:price:currency">
        <meta property="product:original_price:amount" content="8000">`),
    ).toEqual({ salePrice: 7000, originalPrice: 8000, currency: 'USD' });
  });

  it('strips the site name from og:title and reads brand, availability and the retailer id', () => {
    const fields = fromHead(`
      <meta property="og:site_name" content="작은가게">
      <meta property="og:title" content="원목 도마 - 작은가게">
      <meta property="product:brand" content="우드">
      <meta property="product:availability" content="out of stock">
      <meta property="product:retailer_item_id" content="W-1">`);
    expect(fields).toEqual({ name: '원목 도마', brand: '우드', soldOut: true, supplierItemId: 'W-1' });
    expect(fromHead('<meta property="og:availability" content="instock">')).toEqual({ soldOut: false });
  });

  it('lists every og:image as a gallery and prefers the secure twin', () => {
    const fields = fromHead(`
      <meta property="og:image" content="http://shop.example.kr/a.jpg">
      <meta property="og:image" content="/b.jpg">
      <meta property="og:image:secure_url" content="https://shop.example.kr/a.jpg">
      <meta property="og:image" content="javascript:alert(1)">`);
    expect(fields.images).toEqual(['https://shop.example.kr/a.jpg', 'https://shop.example.kr/b.jpg']);
  });

  it('lists an image once even when the page repeats it or gives both schemes', () => {
    const fields = fromHead(`
      <meta property="og:image" content="http://shop.example.kr/a.jpg">
      <meta property="og:image" content="https://shop.example.kr/a.jpg">
      <meta property="og:image:url" content="http://shop.example.kr/a.jpg">
      <meta property="og:image:secure_url" content="https://shop.example.kr/c.jpg">`);
    expect(fields.images).toEqual(['https://shop.example.kr/a.jpg', 'https://shop.example.kr/c.jpg']);
  });

  it('pairs thousands of og:image tags with their secure twins in linear time, 100 at most', () => {
    const count = 20_000;
    const plain = Array.from({ length: count }, (_, index) => index)
      .map((index) => `<meta property="og:image" content="http://cdn.example.kr/${index}.jpg">`)
      .join('');
    const secure = Array.from({ length: count }, (_, index) => count - 1 - index)
      .map((index) => `<meta property="og:image:secure_url" content="https://cdn.example.kr/${index}.jpg">`)
      .join('');
    const images = fromHead(plain + secure).images ?? [];
    expect(images).toHaveLength(100);
    expect(images[0]).toBe('https://cdn.example.kr/0.jpg');
    expect(images[99]).toBe('https://cdn.example.kr/99.jpg');
  });

  it('falls back to twitter tags and ignores a zero or missing price', () => {
    const fields = fromHead(`
      <meta name="twitter:title" content="트위터 제목">
      <meta name="twitter:image" content="https://cdn.example.kr/t.jpg">
      <meta property="product:price:amount" content="0">`);
    expect(fields).toEqual({ name: '트위터 제목', images: ['https://cdn.example.kr/t.jpg'] });
  });

  it('ignores site-wide tags whose og:url is the shop’s front page on a product page', () => {
    const siteWide = `<meta property="og:url" content="https://mall.example.kr"><meta property="og:title" content="가치몰">
      <meta property="og:image" content="https://mall.example.kr/banner.jpg">`;
    expect(fromHead(siteWide, 'https://mall.example.kr/mall/goods/view.php?no=12')).toEqual({});
    expect(fromHead(siteWide, 'https://mall.example.kr/')).toMatchObject({ name: '가치몰' });
    const own =
      '<meta property="og:url" content="https://mall.example.kr/goods/12"><meta property="og:title" content="멸치">';
    expect(fromHead(own, 'https://mall.example.kr/goods/12?from=list')).toMatchObject({ name: '멸치' });
  });
});
