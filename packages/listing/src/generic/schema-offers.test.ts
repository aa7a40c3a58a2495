import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { jsonLdExtractor } from './jsonld.ts';
import type { SchemaNode } from './jsonld-parse.ts';
import { offerBudget, summariseOffers } from './schema-offers.ts';
import { noReferences } from './schema-values.ts';

/** An AggregateOffer `#a` whose offers all point back at itself. */
function selfReferencingAggregate(count: number): SchemaNode {
  return {
    '@type': 'AggregateOffer',
    '@id': '#a',
    lowPrice: 1000,
    priceCurrency: 'KRW',
    offers: Array.from({ length: count }, () => ({ '@id': '#a' })),
  };
}

describe('summariseOffers', () => {
  it('summarises nested offers: price range, list price, availability and stock', () => {
    const summary = summariseOffers(
      {
        '@type': 'AggregateOffer',
        offers: [
          { '@type': 'Offer', price: '9,900', availability: 'InStock', inventoryLevel: 3 },
          {
            '@type': 'Offer',
            price: 12900,
            priceCurrency: 'KRW',
            availability: 'https://schema.org/OutOfStock',
            inventoryLevel: { value: 0 },
            priceSpecification: { price: 15000, priceType: 'https://schema.org/ListPrice' },
          },
        ],
      },
      noReferences,
    );
    expect(summary).toEqual({
      low: 9900,
      high: 12900,
      original: 15000,
      currency: 'KRW',
      soldOut: false,
      stock: 3,
      seller: null,
    });
  });

  it('stops reading offers once a shared budget is spent', () => {
    const offers = Array.from({ length: 2000 }, (_, index) => ({ '@type': 'Offer', price: 1000 + index }));
    const budget = offerBudget();
    const summaries = Array.from({ length: 6 }, () => summariseOffers(offers, noReferences, budget));
    expect(summaries.map((summary) => summary.high)).toEqual([2999, 2999, 2999, 2999, 2999, null]);
  });

  it('keeps a ProductGroup whose variants share a self-referencing AggregateOffer fast', () => {
    const graph = [
      selfReferencingAggregate(2000),
      {
        '@type': 'ProductGroup',
        name: '티셔츠',
        hasVariant: Array.from({ length: 20 }, (_, index) => ({
          '@type': 'Product',
          name: `티셔츠 - ${index}`,
          offers: { '@id': '#a' },
        })),
      },
    ];
    const page = createPage(
      `<html><head><script type="application/ld+json">${JSON.stringify(graph)}</script></head></html>`,
      'https://shop.example.kr/p/1',
    );
    const fields = jsonLdExtractor.extract(page);
    expect(fields.salePrice).toBe(1000);
    expect(fields.options?.variants).toHaveLength(20);
  });
});
