import { describe, expect, it } from 'vitest';
import { extract, guarded } from './extract.ts';
import type { ExtractWarning } from './source-product.ts';

describe('guarded', () => {
  it('keeps a failing extractor from wiping the result and reports it', () => {
    const warnings: ExtractWarning[] = [];
    const fields = guarded(
      'alibaba1688',
      () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
      { name: null },
      warnings,
    );
    expect(fields).toEqual({ name: null });
    expect(warnings).toEqual([{ code: 'extractor_failed', message: expect.stringContaining('alibaba1688') }]);
  });

  it('passes a working extractor through untouched', () => {
    const warnings: ExtractWarning[] = [];
    const fallback: { name?: string } = {};
    expect(guarded('jsonld', () => ({ name: '사과' }), fallback, warnings)).toEqual({ name: '사과' });
    expect(warnings).toEqual([]);
  });
});

describe('pages drawn in the browser', () => {
  const shell = (body: string) =>
    `<html><head><meta property="og:title" content="무선 청소기"><meta property="og:image" content="https://cdn.example/a.jpg"></head><body>${body}</body></html>`;

  it('says a priceless app shell needs the browser extension', () => {
    const product = extract(
      shell('<div id="root"></div><script src="/app.js"></script>'),
      'https://spa.example/p/1',
    );
    expect(product.salePrice).toBeNull();
    expect(product.warnings.map((warning) => warning.code)).toContain('needs_browser');
    expect(product.warnings.find((warning) => warning.code === 'needs_browser')?.message).toContain(
      '확장 프로그램',
    );
  });

  it('says nothing when the page has a price, or plenty of text without one (sold out, no offer)', () => {
    const priced = extract(shell('<div id="root"></div><p>판매가 39,000원</p>'), 'https://spa.example/p/2');
    expect(priced.warnings.map((warning) => warning.code)).not.toContain('needs_browser');
    const long = extract(
      shell(`<main>${'<p>상품 설명 문단입니다. 일시 품절된 상품입니다.</p>'.repeat(80)}</main>`),
      'https://x.example/p/3',
    );
    expect(long.warnings.map((warning) => warning.code)).not.toContain('needs_browser');
  });
});
