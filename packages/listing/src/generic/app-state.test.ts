import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { appStateExtractor } from './app-state.ts';

function fromState(state: unknown, script = 'next'): ReturnType<typeof appStateExtractor.extract> {
  const json = JSON.stringify(state);
  const body =
    script === 'next'
      ? `<script id="__NEXT_DATA__" type="application/json">${json}</script>`
      : `<script>window.__INITIAL_STATE__ = ${json};</script>`;
  return appStateExtractor.extract(
    createPage(`<html><body>${body}</body></html>`, 'https://brand.example/p/1'),
  );
}

describe('appStateExtractor', () => {
  it('reads variants (varying option values, price differences, availability), gallery and delivery terms', () => {
    const fields = fromState({
      props: {
        pageProps: {
          currentSku: { media: { images: { urls: ['//cdn.example/p/1a', '//cdn.example/p/1b'] } } },
          skus: [
            { colour: 'Tan', size: '7', price: { now: '120.00' }, availability: { availableToOrder: true } },
            { colour: 'Tan', size: '8', price: { now: '120.00' }, availability: { availableToOrder: false } },
            { colour: 'Black', size: '7', price: { now: '125.50' }, availability: { stockLevel: 3 } },
          ],
          deliveryOptions: [
            {
              title: 'Standard Delivery',
              description: 'Free on orders over £60, otherwise £4.50',
              price: { value: '0' },
            },
          ],
        },
      },
    });
    expect(fields.options).toEqual({
      groups: ['Colour', 'Size'],
      variants: [
        { values: ['Tan', '7'], priceDelta: 0, stock: null, soldOut: false, code: null },
        { values: ['Tan', '8'], priceDelta: 0, stock: null, soldOut: true, code: null },
        { values: ['Black', '7'], priceDelta: 5.5, stock: 3, soldOut: false, code: null },
      ],
    });
    expect(fields.images).toEqual(['https://cdn.example/p/1a', 'https://cdn.example/p/1b']);
    expect(fields).toMatchObject({ deliveryFee: 4.5, deliveryFreeOver: 60, deliveryPayType: 'prepaid' });
  });

  it('reads a window state global and Korean delivery text', () => {
    const fields = fromState(
      {
        product: {
          options: [
            { color: '블랙', price: 39000, soldOut: false },
            { color: '화이트', price: 39000, soldOut: true },
          ],
          shippingInfo: [{ text: '배송비 2,500원 (30,000원 이상 무료)' }],
        },
      },
      'global',
    );
    expect(fields.options?.variants.map((variant) => variant.soldOut)).toEqual([false, true]);
    expect(fields).toMatchObject({ deliveryFee: 2500, deliveryFreeOver: 30000 });
  });

  it('never takes variants or pictures from other products or reviews in the state', () => {
    const related = Array.from({ length: 6 }, (_, index) => ({ color: `c${index}`, price: 1000 + index }));
    const fields = fromState({
      reviews: [{ photos: ['//cdn.example/r/1.jpg', '//cdn.example/r/2.jpg'] }],
      recommendations: { items: related },
      recentlyViewed: related,
      product: {
        variants: [
          { color: '블랙', price: 39000 },
          { color: '화이트', price: 41000 },
        ],
        relationships: { images: ['//cdn.example/p/1.jpg', '//cdn.example/p/2.jpg'] },
      },
    });
    expect(fields.options?.variants.map((variant) => variant.values)).toEqual([['블랙'], ['화이트']]);
    expect(fields.images).toEqual(['https://cdn.example/p/1.jpg', 'https://cdn.example/p/2.jpg']);
  });

  it('ignores lists that are not variants or pictures, and pages without state', () => {
    expect(fromState({ menu: [{ name: 'a', price: 1 }, { name: 'b' }], tags: ['x', 'y'] })).toEqual({});
    expect(
      appStateExtractor.extract(createPage('<html><body>no state</body></html>', 'https://a.example/')),
    ).toEqual({});
  });

  it('stops at the node budget on a hostile state instead of walking it all', () => {
    const wide = { list: Array.from({ length: 400_000 }, (_, index) => ({ size: String(index), price: 1 })) };
    const started = performance.now();
    fromState(wide);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
