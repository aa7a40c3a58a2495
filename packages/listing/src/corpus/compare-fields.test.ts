import { describe, expect, it } from 'vitest';
import { buildSourceProduct } from '../merge.ts';
import type { PartialFields } from '../source-product.ts';
import { compareFields, compareValue, missingWarnings } from './compare-fields.ts';

function productWith(fields: PartialFields) {
  return buildSourceProduct({
    url: 'https://shop.example/p/1',
    parser: 'generic',
    results: [{ extractor: 'jsonld', fields }],
  });
}

describe('compareValue', () => {
  it('compares scalars strictly', () => {
    expect(compareValue(5900, 5900, 'salePrice')).toBeNull();
    expect(compareValue('KRW', 'KRW', 'currency')).toBeNull();
    expect(compareValue(null, null, 'brand')).toBeNull();
    expect(compareValue(5900, '5900', 'salePrice')).toBe('salePrice: expected 5900, got "5900"');
    expect(compareValue(null, 'x', 'brand')).toBe('brand: expected null, got "x"');
  });

  it('requires arrays of the same length and order', () => {
    expect(compareValue(['a', 'b'], ['a', 'b'], 'images')).toBeNull();
    expect(compareValue(['a', 'b'], ['b', 'a'], 'images')).toBe('images[0]: expected "a", got "b"');
    expect(compareValue(['a'], ['a', 'b'], 'images')).toBe('images: expected 1 item(s), got 2');
    expect(compareValue([], null, 'images')).toBe('images: expected a list, got null');
  });

  it('compares only the keys an expected object lists, at any depth', () => {
    const actual = {
      groups: ['색상'],
      variants: [{ values: ['빨강'], priceDelta: 0, stock: 3, soldOut: false, code: 'R' }],
    };
    expect(compareValue({ variants: [{ values: ['빨강'], stock: 3 }] }, actual, 'options')).toBeNull();
    expect(compareValue({ variants: [{ stock: 4 }] }, actual, 'options')).toBe(
      'options.variants[0].stock: expected 4, got 3',
    );
    expect(compareValue({ groups: ['색상'] }, null, 'options')).toBe('options: expected an object, got null');
  });

  it('shortens long values in the reason', () => {
    const reason = compareValue('x'.repeat(200), 'y', 'detailHtml') ?? '';
    expect(reason.length).toBeLessThan(100);
    expect(reason).toContain('…');
  });
});

describe('compareFields', () => {
  const product = productWith({
    name: '머그컵',
    salePrice: 12900,
    images: ['https://shop.example/a.jpg', 'https://shop.example/b.jpg'],
  });

  it('checks image as the first image only and marks required fields', () => {
    const checks = compareFields(
      { name: '머그컵', salePrice: 12900, images: ['https://shop.example/a.jpg'] },
      product,
      ['name', 'salePrice', 'image'],
    );
    expect(checks).toEqual([
      { field: 'image', required: true, pass: true, reason: null },
      { field: 'name', required: true, pass: true, reason: null },
      { field: 'salePrice', required: true, pass: true, reason: null },
      { field: 'images', required: false, pass: false, reason: 'images: expected 1 item(s), got 2' },
    ]);
  });

  it('reports a missing required field with the expected value', () => {
    const checks = compareFields({ name: '머그컵', brand: '오리다' }, product, ['name', 'brand']);
    expect(checks.find((check) => check.field === 'brand')).toEqual({
      field: 'brand',
      required: true,
      pass: false,
      reason: 'brand: expected "오리다", got null',
    });
  });

  it('does not treat warnings as a field', () => {
    expect(compareFields({ warnings: ['missing_price'] }, product, [])).toEqual([]);
  });
});

describe('missingWarnings', () => {
  it('lists expected codes the result lacks', () => {
    const product = productWith({ name: '머그컵' });
    expect(missingWarnings(['missing_price', 'missing_image', 'login_required'], product)).toEqual([
      'login_required',
    ]);
  });
});
