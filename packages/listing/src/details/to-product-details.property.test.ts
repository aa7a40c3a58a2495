import { productDetailsSchema } from '@ollida/contracts/product-details';
import fc from 'fast-check';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { emptySourceFields, PARSER_IDS, type SourceProduct, sourceProductSchema } from '../source-product.ts';
import { ALLOWED_TAGS } from './html-policy.ts';
import { sanitizeDetailHtml } from './sanitize-html.ts';
import { toProductDetails } from './to-product-details.ts';

/** Characters that break naive cleaners: markup, controls, bidi overrides, lone surrogates, emoji and symbols. */
const nastyCharacter = fc.constantFrom(
  '<',
  '>',
  '\\',
  '"',
  "'",
  '&',
  '#',
  '[',
  ']',
  '(',
  ')',
  ' ',
  '\t',
  '\n',
  '\u0000',
  '\u0007',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
  '😀',
  '👨‍👩‍👧',
  '★',
  '♥',
  '◆',
  '▶',
  '㎖',
  '（',
  '가',
  '힣',
  'ㅋ',
  'a',
  'Z',
  '9',
  '-',
  '/',
  '%',
);

const hostileText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: nastyCharacter, maxLength }),
    fc.constantFrom(
      '',
      ' ',
      '[무료배송]',
      '★♥',
      '#12345',
      '(W123456)',
      '<script>alert(1)</script>',
      '가'.repeat(300),
    ),
  );

const money = fc.oneof(fc.double({ min: 0, max: 1e11, noNaN: true }), fc.integer({ min: 0, max: 1_000_000 }));
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

const variant = fc.record({
  values: fc.array(hostileText(60), { maxLength: 10 }),
  priceDelta: fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: -100_000, max: 100_000 }),
  ),
  stock: maybe(fc.nat()),
  soldOut: fc.boolean(),
  code: maybe(hostileText(20)),
});

const htmlFragment = fc.oneof(
  hostileText(100),
  fc.constantFrom(
    '<img src=x onerror=alert(1)>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<div style="width:expression(alert(1))">',
    '<!--<img src="--><img src=x onerror=alert(1)//">',
    '<svg onload=alert(1)>',
    '<img data-src="/a.jpg">',
    '<table><tr><td colspan=2>',
    '</div>',
    '<p>',
    '<scr<script>ipt>',
  ),
);

const url = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webUrl().map((href) => `${href}?q=${'x'.repeat(2_100)}`),
  hostileText(50),
);

const sourceProduct: fc.Arbitrary<SourceProduct> = fc
  .record({
    name: hostileText(300),
    brand: maybe(hostileText(80)),
    manufacturer: maybe(hostileText(80)),
    model: maybe(hostileText(80)),
    salePrice: maybe(money),
    originalPrice: maybe(money),
    images: fc.array(fc.oneof(fc.webUrl(), hostileText(40)), { maxLength: 100 }),
    detailHtml: maybe(fc.array(htmlFragment, { maxLength: 40 }).map((parts) => parts.join(''))),
    detailImages: fc.array(fc.oneof(fc.webUrl(), hostileText(40)), { maxLength: 200 }),
    options: maybe(
      fc.record({
        groups: fc.array(hostileText(60), { minLength: 1, maxLength: 10 }),
        variants: fc.array(variant, { minLength: 1, maxLength: 2_000, size: 'medium' }),
      }),
    ),
    stock: maybe(fc.nat()),
    soldOut: maybe(fc.boolean()),
    searchTags: fc.array(hostileText(40), { maxLength: 100 }),
    category: fc.array(hostileText(200), { maxLength: 10 }),
    deliveryFee: maybe(money),
    deliveryFreeOver: maybe(money),
    deliveryPayType: maybe(fc.constantFrom('prepaid' as const, 'cod' as const, 'free' as const)),
    supplierItemId: maybe(hostileText(150)),
    origin: maybe(hostileText(150)),
    notices: fc.array(fc.record({ label: hostileText(150), value: hostileText(1_200) }), { maxLength: 100 }),
    imageReuseAllowed: maybe(fc.boolean()),
    url,
    parser: fc.constantFrom(...PARSER_IDS),
    provenance: fc.constant({}),
    warnings: fc.constant<SourceProduct['warnings']>([]),
  })
  .map((fields): SourceProduct => ({ ...emptySourceFields(), ...fields }));

const options = fc.record(
  {
    defaultStock: fc.oneof(fc.double(), fc.integer({ min: -10, max: 1e9 })),
    maxImages: fc.oneof(fc.double(), fc.integer({ min: -5, max: 20 })),
  },
  { requiredKeys: [] },
);

describe('toProductDetails on arbitrary input', () => {
  it('always yields a schema-valid draft with a stable description', () => {
    fc.assert(
      fc.property(sourceProduct, options, (source, chosen) => {
        sourceProductSchema.parse(source);
        const details = toProductDetails(source, chosen);
        productDetailsSchema.parse(details);
        expect(sanitizeDetailHtml(details.detailHtml, details.sourceUrl)).toBe(details.detailHtml);
        for (const element of DomUtils.findAll(() => true, parseDocument(details.detailHtml).children)) {
          expect(ALLOWED_TAGS.has(element.name)).toBe(true);
          for (const [name, value] of Object.entries(element.attribs)) {
            expect(name.startsWith('on')).toBe(false);
            if (name === 'href' || name === 'src') expect(value).toMatch(/^https?:\/\//);
          }
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('handles every list at its schema maximum', () => {
    const source = sourceProductSchema.parse({
      ...emptySourceFields(),
      url: 'https://shop.example.kr/p/1',
      parser: 'generic',
      provenance: {},
      warnings: [],
      name: '😀'.repeat(5_000),
      salePrice: 1e11,
      images: Array.from({ length: 100 }, (_, index) => `https://cdn.example.kr/${index}.jpg`),
      detailImages: Array.from({ length: 500 }, (_, index) => `https://cdn.example.kr/d${index}.jpg`),
      options: {
        groups: Array.from({ length: 10 }, (_, index) => `그룹${index}`),
        variants: Array.from({ length: 2_000 }, (_, index) => ({
          values: Array.from({ length: 10 }, () => `값${index % 7}`),
          priceDelta: -index * 1e9,
          stock: index,
          soldOut: index % 3 === 0,
          code: null,
        })),
      },
      searchTags: Array.from({ length: 100 }, (_, index) => `태그${index}`),
      category: Array.from({ length: 10 }, () => '분'.repeat(100)),
      notices: Array.from({ length: 100 }, (_, index) => ({
        label: `항목${index}`,
        value: '값'.repeat(2_000),
      })),
    });
    const details = productDetailsSchema.parse(toProductDetails(source));
    expect(details.sellerProductName).toBe('상품');
    expect(details.items).toHaveLength(200);
    expect(new Set(details.items.map((item) => item.itemName)).size).toBe(200);
    expect(details.items[0]?.searchTags).toHaveLength(20);
    expect(details.notices).toHaveLength(50);
  });
});
