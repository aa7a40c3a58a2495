import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';
import { sourceProductSchema } from './source-product.ts';

describe('bounded fields', () => {
  it('keeps a page valid when an unclosed link turns a breadcrumb into the rest of the page (found by the mutated-fixture property test, seed 1898644477)', () => {
    const swallowed = `<p>${'상세 설명 문단 '.repeat(3_000)}</p>`;
    const html = `<html><head><meta property="og:title" content="계란 30구"></head><body>
      <ul id="breadcrumb"><li><a href="/">쿠팡 홈</a></li><li><a href="/c/1">계란${swallowed}</li></ul></body></html>`;
    const product = extract(html, 'https://www.coupang.com/vp/products/1');
    expect(sourceProductSchema.safeParse(product).success).toBe(true);
    expect(product.category.every((level) => level.length <= 200)).toBe(true);
  });
});
