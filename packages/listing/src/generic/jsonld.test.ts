import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { jsonLdExtractor } from './jsonld.ts';

function fromJsonLd(...blocks: string[]) {
  const scripts = blocks.map((block) => `<script type="application/ld+json">${block}</script>`).join('\n');
  return jsonLdExtractor.extract(
    createPage(`<html><head>${scripts}</head><body></body></html>`, 'https://shop.example.kr/p/1'),
  );
}

describe('jsonLdExtractor', () => {
  it('reads a plain Product with one Offer', () => {
    const fields = fromJsonLd(
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: '텀블러',
        image: '/img/a.jpg',
        brand: { '@type': 'Brand', name: '브랜드' },
        manufacturer: '제조사',
        mpn: 'M-1',
        sku: 'S-1',
        category: '주방 > 컵',
        keywords: ['컵', '텀블러'],
        offers: { '@type': 'Offer', price: '12900.00', priceCurrency: 'KRW', availability: 'InStock' },
      }),
    );
    expect(fields).toEqual({
      name: '텀블러',
      brand: '브랜드',
      manufacturer: '제조사',
      model: 'M-1',
      supplierItemId: 'S-1',
      images: ['https://shop.example.kr/img/a.jpg'],
      category: ['주방', '컵'],
      searchTags: ['컵', '텀블러'],
      salePrice: 12900,
      currency: 'KRW',
      soldOut: false,
    });
  });

  it('prefers the Product with offers and ignores nested related products', () => {
    const fields = fromJsonLd(
      JSON.stringify({ '@type': 'Product', name: '가격 없는 블록' }),
      JSON.stringify({
        '@type': 'Product',
        name: '본 상품',
        offers: { price: 5000 },
        isSimilarTo: { '@type': 'Product', name: '비슷한 상품', offers: { price: 100 } },
      }),
    );
    expect(fields.name).toBe('본 상품');
    expect(fields.salePrice).toBe(5000);
  });

  it('takes the lowest Offer and reports a range; all offers out of stock means sold out', () => {
    const fields = fromJsonLd(
      JSON.stringify({
        '@type': 'Product',
        name: 'A',
        offers: [
          { '@type': 'Offer', price: 9000, availability: 'https://schema.org/OutOfStock' },
          { '@type': 'Offer', price: 7000, availability: 'https://schema.org/SoldOut' },
        ],
      }),
    );
    expect(fields).toMatchObject({ salePrice: 7000, priceRange: { min: 7000, max: 9000 }, soldOut: true });
  });

  it('reads list and sale prices from priceSpecification and stock from inventoryLevel', () => {
    const fields = fromJsonLd(
      JSON.stringify({
        '@type': 'Product',
        name: 'A',
        offers: {
          '@type': 'Offer',
          inventoryLevel: { '@type': 'QuantitativeValue', value: 12 },
          priceSpecification: [
            {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: 20000,
            },
            { '@type': 'UnitPriceSpecification', price: 15000, priceCurrency: 'USD' },
          ],
        },
      }),
    );
    expect(fields).toMatchObject({ salePrice: 15000, originalPrice: 20000, currency: 'USD', stock: 12 });
  });

  it('resolves @id references inside @graph and takes the category from breadcrumbs', () => {
    const fields = fromJsonLd(
      JSON.stringify({
        '@graph': [
          { '@type': 'Brand', '@id': '#brand', name: '참조 브랜드' },
          {
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 3, item: { '@id': '/c/2', name: '컵' } },
              { '@type': 'ListItem', position: 1, name: 'Home' },
              { '@type': 'ListItem', position: 2, name: '주방' },
              { '@type': 'ListItem', position: 4, name: 'A' },
            ],
          },
          { '@type': 'Product', name: 'A', brand: { '@id': '#brand' }, offers: { price: 1 } },
        ],
      }),
    );
    expect(fields).toMatchObject({ brand: '참조 브랜드', category: ['주방', '컵'] });
  });

  it('turns ProductGroup variants without variesBy into one 옵션 group from the variant names', () => {
    const fields = fromJsonLd(
      JSON.stringify({
        '@type': 'ProductGroup',
        name: '양말',
        hasVariant: [
          { '@type': 'Product', name: '양말 (3켤레)', offers: { price: 5000, inventoryLevel: { value: 4 } } },
          { '@type': 'Product', name: '양말 (5켤레)', offers: { price: 8000, inventoryLevel: { value: 0 } } },
        ],
      }),
    );
    expect(fields.options).toEqual({
      groups: ['옵션'],
      variants: [
        { values: ['3켤레'], priceDelta: 0, stock: 4, soldOut: false, code: null },
        { values: ['5켤레'], priceDelta: 3000, stock: 0, soldOut: true, code: null },
      ],
    });
    expect(fields).toMatchObject({ salePrice: 5000, priceRange: { min: 5000, max: 8000 }, stock: 4 });
  });

  it('reads variant axes from additionalProperty', () => {
    const fields = fromJsonLd(
      JSON.stringify({
        '@type': 'ProductGroup',
        name: '잔',
        variesBy: ['용량'],
        offers: { price: 3000 },
        hasVariant: [
          {
            '@type': 'Product',
            additionalProperty: [{ name: '용량', value: '300ml' }],
            offers: { price: 3000 },
          },
          {
            '@type': 'Product',
            additionalProperty: [{ name: '용량', value: '500ml' }],
            offers: { price: 3500 },
          },
        ],
      }),
    );
    expect(fields.options?.groups).toEqual(['용량']);
    expect(fields.options?.variants.map((variant) => [variant.values, variant.priceDelta])).toEqual([
      [['300ml'], 0],
      [['500ml'], 500],
    ]);
  });

  it('returns nothing for pages without a product or with broken blocks', () => {
    expect(fromJsonLd('{"@type":"Organization","name":"x"}')).toEqual({});
    expect(fromJsonLd('{ not json')).toEqual({});
    expect(fromJsonLd('null', '[]', '"text"', '{"@type": 5, "offers": {"price": {}}}')).toEqual({});
  });
});
