import { describe, expect, it } from 'vitest';
import { emptySourceFields, type SourceProduct } from '../source-product.ts';
import { imageKey, scoreAgainstTruth } from './score-truth.ts';
import { pageTruthSchema } from './truth-corpus.ts';

function product(fields: Partial<SourceProduct>): SourceProduct {
  return {
    ...emptySourceFields(),
    url: 'https://a.kr/p',
    parser: 'generic',
    provenance: {},
    warnings: [],
    ...fields,
  };
}

const truth = (value: unknown) => pageTruthSchema.parse(value);

function verdicts(page: unknown, fields: Partial<SourceProduct>, wonPrice: number | null = null) {
  return Object.fromEntries(
    scoreAgainstTruth(truth(page), { source: product(fields), wonPrice }).map((score) => [
      score.field,
      score.verdict,
    ]),
  );
}

describe('scoreAgainstTruth', () => {
  it('scores names by required and forbidden pieces (case, width and spaces ignored)', () => {
    const page = { name: { mustInclude: ['재래김', '30g x 10봉'], mustNotInclude: ['몰'] } };
    expect(verdicts(page, { name: '오늘 구운  재래김 30G X 10봉' })).toEqual({ name: 'accepted' });
    expect(verdicts(page, { name: '신안몰 | 재래김 30g x 10봉' })).toEqual({ name: 'wrong' });
    expect(verdicts(page, { name: null })).toEqual({ name: 'missing' });
  });

  it('accepts a foreign price only converted plausibly or refused, never shown raw as won', () => {
    const page = { price: 149, currency: 'CNY' };
    const source = { salePrice: 149, currency: 'CNY' };
    expect(verdicts(page, source, 28_310)).toEqual({ price: 'accepted' });
    expect(verdicts(page, source, null)).toEqual({ price: 'accepted' });
    expect(verdicts(page, source, 149)).toEqual({ price: 'wrong' });
    expect(verdicts({ price: 22000 }, { salePrice: 22000 })).toEqual({ price: 'accepted' });
    expect(verdicts({ price: null }, { salePrice: 9.9, currency: 'USD' })).toEqual({ price: 'wrong' });
    expect(
      verdicts({ price: null }, { salePrice: 9.9, warnings: [{ code: 'price_private', message: '' }] }),
    ).toEqual({ price: 'accepted' });
  });

  it('counts options with or without the sold-out ones, and checks per-option prices as a multiset', () => {
    const variant = (priceDelta: number, soldOut = false) => ({
      values: ['x'],
      priceDelta,
      stock: null,
      soldOut,
      code: null,
    });
    const page = { options: 3, optionsSoldOut: 1, optionPrices: [10, 12, 15] };
    const listed = {
      salePrice: 10,
      options: { groups: ['g'], variants: [variant(5), variant(0), variant(2, true)] },
    };
    expect(verdicts(page, listed)).toEqual({ options: 'accepted' });
    const dropped = { salePrice: 10, options: { groups: ['g'], variants: [variant(0), variant(5)] } };
    expect(verdicts(page, dropped)).toEqual({ options: 'accepted' });
    const wrongPrices = {
      salePrice: 10,
      options: { groups: ['g'], variants: [variant(0), variant(0), variant(0, true)] },
    };
    expect(verdicts(page, wrongPrices)).toEqual({ options: 'wrong' });
    expect(verdicts({ options: null }, { options: { groups: ['g'], variants: [variant(0)] } })).toEqual({
      options: 'accepted',
    });
  });

  it('needs enough distinct pictures, the named ones, and none of the forbidden', () => {
    const page = { images: { min: 2, mustInclude: [['big1', 'small1']], mustNotInclude: ['logo'] } };
    expect(verdicts(page, { images: ['https://a.kr/big1.jpg', 'http://a.kr/p2.jpg?v=1'] })).toEqual({
      images: 'accepted',
    });
    expect(verdicts(page, { images: ['https://a.kr/big1.jpg', 'http://a.kr/big1.jpg?v=2'] })).toEqual({
      images: 'wrong',
    });
    expect(verdicts(page, { images: ['https://a.kr/big1.jpg', 'https://a.kr/logo.png'] })).toEqual({
      images: 'wrong',
    });
    expect(imageKey('https://a.kr/x.jpg?w=1#f')).toBe('a.kr/x.jpg');
  });

  it('never lets the parser invent shipping, and reads thresholds exactly', () => {
    expect(verdicts({ shipping: null }, { deliveryFee: 0, deliveryPayType: 'free' })).toEqual({
      shipping: 'wrong',
    });
    expect(verdicts({ shipping: null }, {})).toEqual({ shipping: 'accepted' });
    expect(
      verdicts({ shipping: { fee: 0, freeOver: null } }, { deliveryPayType: 'free', deliveryFee: 0 }),
    ).toEqual({
      shipping: 'accepted',
    });
    const threshold = { shipping: { fee: 3000, freeOver: 30000 } };
    expect(verdicts(threshold, { deliveryFee: 3000, deliveryFreeOver: 30000 })).toEqual({
      shipping: 'accepted',
    });
    expect(verdicts(threshold, { deliveryFee: 3000, deliveryFreeOver: 0 })).toEqual({ shipping: 'wrong' });
  });

  it('skips fields the labeller marked unsure', () => {
    expect(
      verdicts({ price: 1, shipping: { fee: 1, freeOver: null }, unsure: ['price', 'shipping'] }, {}),
    ).toEqual({});
  });
});
