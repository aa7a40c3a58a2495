import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { microdataExtractor } from './microdata.ts';

function fromBody(body: string) {
  return microdataExtractor.extract(
    createPage(`<html><body>${body}</body></html>`, 'https://shop.example.kr/p/1'),
  );
}

describe('microdataExtractor', () => {
  it('reads content attributes first, then src/href, then text', () => {
    const fields = fromBody(`
      <div itemscope itemtype="http://schema.org/Product">
        <h1 itemprop="name"> 머그컵 </h1>
        <img itemprop="image" src="/m.jpg">
        <span itemprop="sku" content="SKU-1">표시용 코드</span>
        <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
          <span itemprop="price" content="8900">8,900원</span>
          <meta itemprop="priceCurrency" content="KRW">
          <link itemprop="availability" href="https://schema.org/OutOfStock">
        </div>
      </div>`);
    expect(fields).toEqual({
      name: '머그컵',
      images: ['https://shop.example.kr/m.jpg'],
      supplierItemId: 'SKU-1',
      salePrice: 8900,
      currency: 'KRW',
      soldOut: true,
    });
  });

  it('keeps nested item properties with their own item', () => {
    const fields = fromBody(`
      <div itemscope itemtype="https://schema.org/Product">
        <span itemprop="name">본 상품</span>
        <div itemprop="brand" itemscope itemtype="https://schema.org/Brand"><span itemprop="name">브랜드</span></div>
        <div itemprop="offers" itemscope itemtype="https://schema.org/AggregateOffer">
          <span itemprop="lowPrice">1,000</span><span itemprop="highPrice">2,000</span>
        </div>
        <div itemscope itemtype="https://schema.org/Product"><span itemprop="name">다른 상품</span></div>
      </div>`);
    expect(fields).toMatchObject({
      name: '본 상품',
      brand: '브랜드',
      salePrice: 1000,
      priceRange: { min: 1000, max: 2000 },
    });
  });

  it('prefers a top-level product over one that is a property of another item', () => {
    const fields = fromBody(`
      <div itemscope itemtype="https://schema.org/WebPage">
        <div itemprop="relatedLink" itemscope itemtype="https://schema.org/Product">
          <span itemprop="name">추천</span>
          <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price">100</span></div>
        </div>
      </div>
      <div itemscope itemtype="https://schema.org/Product"><span itemprop="name">본 상품</span></div>`);
    expect(fields.name).toBe('본 상품');
  });

  it('reads thousands of repeated properties in linear time', () => {
    const images = Array.from(
      { length: 20_000 },
      (_, index) => `<img itemprop="image" src="/i${index}.jpg">`,
    );
    const fields = fromBody(
      `<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">컵</span>${images.join('')}</div>`,
    );
    expect(fields.name).toBe('컵');
    expect(fields.images).toHaveLength(100);
    expect(fields.images?.[99]).toBe('https://shop.example.kr/i99.jpg');
  });

  it('returns nothing without a Product item', () => {
    expect(
      fromBody(
        '<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">x</span></div>',
      ),
    ).toEqual({});
    expect(fromBody('<p>상품</p>')).toEqual({});
  });
});
