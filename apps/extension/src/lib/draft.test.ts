import { productDetailsSchema } from '@ollida/contracts/product-details';
import { cleanProductName } from '@ollida/listing/details/product-name';
import { describe, expect, it } from 'vitest';
import { loadFixtureDocument } from '../test/fixture-document.ts';
import {
  blockedPageMessage,
  draftFromDocument,
  loginRequiredMessage,
  noProductMessage,
  type PageDraft,
  type PageProblem,
} from './draft.ts';

function expectDraft(result: PageDraft | PageProblem): PageDraft {
  if ('problem' in result) throw new Error(`expected a draft, got: ${result.problem}`);
  return result;
}

describe('draftFromDocument on product pages of the corpus', () => {
  it.each([
    ['shop-cafe24/1287', 'Cafe24 (JSON-LD list price, sale price meta, options with stock)'],
    ['shop-godo/1000000123', '고도몰5 (hidden inputs, option select)'],
    ['shop-domeggook/27740512', '도매꾹 (store object, tiered price)'],
    ['shop-euckr/3402156', 'MakeShop in EUC-KR (price table, option surcharge)'],
    ['shop-opengraph/52031', 'small shop with OpenGraph and price text only (generic)'],
    ['generic/jsonld-product-plain', 'plain JSON-LD Product (generic)'],
    ['hostile/script-heavy', 'hundreds of KB of inline scripts with decoys'],
  ])('%s — %s', (id) => {
    const { doc, spec } = loadFixtureDocument(id);
    const { details, parser } = expectDraft(draftFromDocument(doc, spec.url));
    const { expected } = spec;

    expect(parser).toBe(spec.parser);
    expect(details.sellerProductName).toBe(cleanProductName(expected.name ?? null));
    expect(details.price).toBe(expected.salePrice);
    expect(details.items[0]?.salePrice).toBe(expected.salePrice);
    expect(details.imageUrl).toBe(expected.images?.[0]);
    if (expected.originalPrice) expect(details.items[0]?.originalPrice).toBe(expected.originalPrice);
    const variants = expected.options?.variants;
    if (variants !== undefined) {
      expect(details.items.map((item) => item.salePrice)).toEqual(
        variants.map((variant) => (expected.salePrice ?? 0) + (variant.priceDelta ?? 0)),
      );
    }
    for (const tag of expected.searchTags ?? []) expect(details.items[0]?.searchTags).toContain(tag);
    expect(productDetailsSchema.safeParse(details).success).toBe(true);
  });

  it('reads what scripts put into the live document, not only what the server sent', () => {
    const doc = new DOMParser().parseFromString(
      '<html><head><title>로딩 중</title></head><body><div id="root"></div></body></html>',
      'text/html',
    );
    // What a script-built shop does after load: the product arrives as markup the raw HTML never had.
    const data = doc.createElement('script');
    data.type = 'application/ld+json';
    data.textContent = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '스크립트로 그린 캠핑 의자',
      image: 'https://spa.example.kr/img/chair.jpg',
      offers: { '@type': 'Offer', price: '23900', priceCurrency: 'KRW' },
    });
    doc.head.append(data);

    const { details } = expectDraft(draftFromDocument(doc, 'https://spa.example.kr/products/7'));
    expect(details.sellerProductName).toBe('스크립트로 그린 캠핑 의자');
    expect(details.price).toBe(23_900);
    expect(details.imageUrl).toBe('https://spa.example.kr/img/chair.jpg');
  });
});

describe('draftFromDocument on pages without a product', () => {
  it.each([
    ['hostile/not-a-product', noProductMessage],
    ['hostile/empty', noProductMessage],
    ['ownerclan/login', loginRequiredMessage],
    ['domeggook/domeme-login', loginRequiredMessage],
    ['smartstore/blocked-429', blockedPageMessage],
  ])('%s says why', (id, message) => {
    const { doc, spec } = loadFixtureDocument(id);
    expect(draftFromDocument(doc, spec.url)).toEqual({ problem: message });
  });

  it('another product than the address names: the page says which numbers differ', () => {
    const { doc, spec } = loadFixtureDocument('smartstore/id-mismatch');
    const result = draftFromDocument(doc, spec.url);
    expect(result).toEqual({ problem: expect.stringContaining('5012340000') });
  });

  it('a name alone (no price, no picture) is not a product', () => {
    const doc = new DOMParser().parseFromString(
      '<html><head><title>회사 소개 | 도매몰</title></head><body><p>안녕하세요</p></body></html>',
      'text/html',
    );
    expect(draftFromDocument(doc, 'https://shop.example.kr/about')).toEqual({ problem: noProductMessage });
  });
});
