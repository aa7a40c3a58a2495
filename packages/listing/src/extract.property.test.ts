import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadFixtures } from './corpus/load-fixtures.ts';
import { decodeHtml } from './decode.ts';
import { extract, MAX_HTML_LENGTH, pickAdapter } from './extract.ts';
import { GENERIC_EXTRACTORS } from './generic/chain.ts';
import { createPage } from './page.ts';
import { sourceProductSchema } from './source-product.ts';

/** Site URLs too, so random pages also reach the site adapters chosen by host. */
const urlArbitrary = fc.oneof(
  fc.constantFrom(
    'https://domeggook.com/12345678',
    'https://domeme.domeggook.com/s/12345678',
    'https://www.ownerclan.com/V2/product/view.php?selfcode=W1234567',
    'https://smartstore.naver.com/someshop/products/1234567890',
    'https://www.coupang.com/vp/products/123?itemId=456&vendorItemId=789',
    'https://detail.1688.com/offer/123456.html',
    'https://ko.aliexpress.com/item/100500.html',
    'https://shop.example/product/detail.html?product_no=12',
    'https://shop.example/goods/goods_view.php?goodsNo=1000',
    'https://shop.example/shop/shopdetail.html?branduid=1',
  ),
  fc.webUrl(),
  fc.string({ maxLength: 40 }),
);

const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '판매가 12,900원',
    '정가 9,900원 → 7,900원',
    '87,000원 ~ 96,500원',
    '₩ 5,000',
    '품절',
    '무료배송',
    '재고 982개',
    '&amp;&lt;&#x1F600;&#99999999;&nbsp;',
    '\u0000\u200b\ufeff',
  ),
);
const tagName = fc.constantFrom(
  ...['div', 'p', 'span', 'img', 'a', 'h1', 'h2', 'table', 'tr', 'td', 'th', 'ul', 'li', 'dl', 'dt', 'dd'],
  ...['meta', 'script', 'style', 'title', 'head', 'body', 'html', 'select', 'option', 'input', 'iframe'],
  ...['svg', 'template', 'textarea', 'noscript', 'br', 'button', 'strong', 'del', 'em'],
);
const attrName = fc.constantFrom(
  ...[
    'class',
    'id',
    'src',
    'data-src',
    'ec-data-src',
    'data-original',
    'href',
    'content',
    'property',
    'name',
  ],
  ...['itemprop', 'itemscope', 'itemtype', 'type', 'value', 'alt', 'style', 'data-price', 'selected'],
);
const attrValue = fc.oneof(
  text,
  fc.constantFrom(
    'javascript:alert(1)',
    '//cdn.example/a.jpg',
    'https:https://cdn.example/b.jpg',
    'data:image/png;base64,AAAA',
    '/img/c.jpg',
    'https://schema.org/Product',
    'og:image',
    'product:price:amount',
  ),
);
const quoted = (value: string, quote: string) => `${quote}${value.replaceAll(quote, '')}${quote}`;
const attribute = fc
  .tuple(attrName, attrValue, fc.constantFrom('"', "'", ''))
  .map(
    ([name, value, quote]) => `${name}=${quote === '' ? value.replace(/[\s>]/g, '') : quoted(value, quote)}`,
  );
const openTag = fc
  .tuple(tagName, fc.array(attribute, { maxLength: 4 }), fc.boolean())
  .map(([name, attributes, selfClosing]) => `<${[name, ...attributes].join(' ')}${selfClosing ? ' /' : ''}>`);
const closeTag = tagName.map((name) => `</${name}>`);
const metaKey = fc.oneof(
  fc.constantFrom(
    ...['og:title', 'og:image', 'og:price:amount', 'og:price:currency', 'product:price:amount'],
    ...['product:price:currency', 'product:sale_price:amount', 'product:brand', 'product:availability'],
    ...['og:site_name', 'og:description', 'og:url', 'keywords', 'description'],
  ),
  fc.string({ maxLength: 12 }),
);
const metaTag = fc
  .tuple(fc.constantFrom('property', 'name', 'itemprop'), metaKey, attrValue)
  .map(([kind, key, value]) => `<meta ${kind}=${quoted(key, '"')} content=${quoted(value, '"')}>`);
const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      '@context': fc.constant('https://schema.org'),
      '@type': fc.constantFrom('Product', 'Offer', 'ProductGroup', 'BreadcrumbList', ['Product'], 'ItemPage'),
      '@graph': fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
      name: fc.jsonValue({ maxDepth: 1 }),
      image: fc.oneof(attrValue, fc.array(attrValue, { maxLength: 3 }), fc.jsonValue({ maxDepth: 1 })),
      offers: fc.jsonValue({ maxDepth: 3 }),
      price: fc.oneof(fc.double(), fc.integer(), text),
      hasVariant: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    },
    { requiredKeys: [] },
  ),
);
const jsonText = fc.oneof(
  jsonish.map((value) => JSON.stringify(value) ?? 'null'),
  jsonish.map((value) => (JSON.stringify(value) ?? '').slice(0, -1)),
);
const script = fc
  .tuple(
    fc.constantFrom('', ' type="application/ld+json"', ' type="application/json"', ' type="text/template"'),
    fc.constantFrom(
      '',
      'window.__PRELOADED_STATE__ = ',
      'var runParams = ',
      'exports.sdp = ',
      'window.__NEXT_DATA__=',
    ),
    jsonText,
  )
  .map(([type, assign, body]) => `<script${type}>${assign}${body}</script>`);
const microdata = fc
  .tuple(text, attrValue, text)
  .map(
    ([name, image, price]) =>
      `<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">${name}</span><img itemprop="image" src="${image}"><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="${price}"></div></div>`,
  );
const token = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 4, arbitrary: openTag },
  { weight: 3, arbitrary: closeTag },
  { weight: 2, arbitrary: metaTag },
  { weight: 2, arbitrary: script },
  { weight: 1, arbitrary: microdata },
  {
    weight: 1,
    arbitrary: fc.constantFrom('<!--', '-->', '<!DOCTYPE html>', '<![CDATA[', ']]>', '<', '>', '&', '"'),
  },
);
const tokenSoup = fc.array(token, { maxLength: 60 }).map((tokens) => tokens.join(''));

/** Runs what `extract` runs, without its safety net, so an extractor that throws is named instead of swallowed. */
function extractUnguarded(html: string, url: string): void {
  const page = createPage(html.length > MAX_HTML_LENGTH ? html.slice(0, MAX_HTML_LENGTH) : html, url);
  pickAdapter(page)?.extract(page);
  for (const extractor of GENERIC_EXTRACTORS) extractor.extract(page);
}

function expectValidExtraction(html: string, url: string): void {
  const result = extract(html, url);
  const validation = sourceProductSchema.safeParse(result);
  expect(validation.success ? [] : validation.error.issues).toEqual([]);
  extractUnguarded(html, url);
}

/** Fixture pages small enough to mutate many times within the time budget, decoded once. */
const mutablePages = loadFixtures()
  .filter((fixture) => fixture.bytes.length > 0 && fixture.bytes.length <= 400_000)
  .map((fixture) => ({ url: fixture.url, html: decodeHtml(fixture.bytes, fixture.contentType).html }));

type Mutation =
  | { kind: 'slice'; from: number; to: number }
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'duplicate'; from: number; length: number };

const position = fc.nat({ max: 1_000_000 });
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('slice' as const), from: position, to: position }),
  fc.record({ kind: fc.constant('insert' as const), at: position, text: fc.oneof(token, tokenSoup) }),
  fc.record({ kind: fc.constant('delete' as const), at: position, length: fc.nat({ max: 5_000 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: position }),
  fc.record({ kind: fc.constant('duplicate' as const), from: position, length: fc.nat({ max: 5_000 }) }),
);

function mutate(html: string, change: Mutation): string {
  const at = (offset: number) => offset % (html.length + 1);
  switch (change.kind) {
    case 'slice':
      return html.slice(Math.min(at(change.from), at(change.to)), Math.max(at(change.from), at(change.to)));
    case 'insert':
      return html.slice(0, at(change.at)) + change.text + html.slice(at(change.at));
    case 'delete':
      return html.slice(0, at(change.at)) + html.slice(at(change.at) + change.length);
    case 'truncate':
      return html.slice(0, at(change.at));
    case 'duplicate': {
      const start = at(change.from);
      return html.slice(0, start + change.length) + html.slice(start);
    }
    default: {
      const unknown: never = change;
      throw new Error(`unknown mutation ${JSON.stringify(unknown)}`);
    }
  }
}

describe('extract on hostile input', () => {
  it('returns a schema-valid result for arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), urlArbitrary, (html, url) => {
        expectValidExtraction(html, url);
      }),
      { numRuns: 300 },
    );
  }, 20_000);

  it('returns a schema-valid result for HTML-ish token soups (tags, metas, scripts, JSON-LD, microdata)', () => {
    fc.assert(
      fc.property(tokenSoup, urlArbitrary, (html, url) => {
        expectValidExtraction(html, url);
      }),
      { numRuns: 400 },
    );
  }, 20_000);

  it('drops a price currency that is not an ISO code (found by the mutation property on a Cafe24 page)', () => {
    const cafe24 = mutablePages.find((page) => page.url.includes('/cafe24/product/detail.html'));
    expect(cafe24).toBeDefined();
    const hostile = `<meta property="product:price:currency" content="javascript:alert(1)">${cafe24?.html ?? ''}`;
    expectValidExtraction(hostile, cafe24?.url ?? '');
    expect(extract(hostile, cafe24?.url ?? '').currency).toBe('KRW');
  });

  it('returns a schema-valid result for mutated fixture pages', () => {
    expect(mutablePages.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(
        fc.constantFrom(...mutablePages),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (page, changes) => {
          expectValidExtraction(changes.reduce(mutate, page.html), page.url);
        },
      ),
      { numRuns: 120 },
    );
  }, 20_000);
});

describe('decodeHtml on arbitrary bytes', () => {
  const contentType = fc.option(
    fc.oneof(
      fc.constantFrom(
        'text/html',
        'text/html; charset=utf-8',
        'text/html; charset=EUC-KR',
        'text/html; charset="ks_c_5601-1987"',
        'text/html; charset=iso-8859-1',
        'text/html; charset=utf-16',
        'text/html; charset=bogus-charset',
        'text/html; charset=',
      ),
      fc.string({ maxLength: 40 }),
    ),
  );
  const prefix = fc.constantFrom(
    [],
    [0xef, 0xbb, 0xbf],
    [0xff, 0xfe],
    [0xfe, 0xff],
    [...Buffer.from('<meta charset="euc-kr">')],
    [...Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=utf-8">')],
  );

  it('never throws and always returns a string', () => {
    fc.assert(
      fc.property(prefix, fc.uint8Array({ maxLength: 600 }), contentType, (head, body, type) => {
        const decoded = decodeHtml(new Uint8Array([...head, ...body]), type);
        expect(typeof decoded.html).toBe('string');
      }),
      { numRuns: 1_000 },
    );
  }, 20_000);
});
