import { describe, expect, it } from 'vitest';
import { extract } from '../extract.ts';
import { createPage } from '../page.ts';
import { makeshopAdapter } from './makeshop.ts';
import { fixtureMismatches, loadFixtureGroup, runAdapter } from './shop-fixtures.test-helper.ts';

const fixtures = loadFixtureGroup('shop-euckr');

describe('makeshopAdapter over the fixtures', () => {
  it.each(fixtures.map((fixture) => [fixture.id, fixture] as const))(
    '%s matches its expectation',
    (_, fixture) => {
      expect(fixture.parser).toBe('makeshop');
      expect(makeshopAdapter.matchesPage(fixture.page)).toBe(true);
      // The sandbox pages carry 바로구매/장바구니 buttons (or the sold-out mark), the evidence the adapter needs.
      const product = runAdapter(makeshopAdapter, fixture.page);
      expect(fixtureMismatches(fixture.expected, product)).toEqual([]);
    },
  );
});

describe('makeshopAdapter', () => {
  const detailUrl = 'https://www.daesung.co.kr/shop/shopdetail.html?branduid=12345&xcode=001';

  it('reads 정가/판매가 label rows and ignores a logo in og:image', () => {
    const page = createPage(
      '<html><head><meta property="og:image" content="/design/shop/logo.gif"></head><body>' +
        '<form name="form1" action="/shop/basket.html"><table>' +
        '<tr><th>정가</th><td><s>12,000원</s></td></tr><tr><th>판매가</th><td>9,900원</td></tr>' +
        '<tr><th>옵션</th><td><select name="optionlist[]"><option value="">선택</option>' +
        '<option value="1">빨강 (+500원)</option><option value="2">파랑 (품절)</option></select></td></tr>' +
        "</table><a href=\"javascript:send('baro', '');\">바로구매</a></form></body></html>",
      detailUrl,
    );
    const fields = makeshopAdapter.extract(page).fields;
    expect(fields).toMatchObject({
      salePrice: 9900,
      originalPrice: 12000,
      soldOut: false,
      supplierItemId: '12345',
    });
    expect(fields.images).toBeUndefined();
    expect(
      fields.options?.variants.map((variant) => [variant.values[0], variant.priceDelta, variant.soldOut]),
    ).toEqual([
      ['빨강', 500, false],
      ['파랑', 0, true],
    ]);
  });

  function priceCell(cell: string, head = '', form = ''): ReturnType<typeof createPage> {
    return createPage(
      `<html><head>${head}</head><body><form name="form1" action="/shop/basket.html"><table>` +
        `<tr><th>판매가</th><td>${cell}</td></tr></table>${form}</form></body></html>`,
      detailUrl,
    );
  }

  it('takes the first won amount of the price cell, not a percentage or an aside in parentheses', () => {
    const priceOf = (cell: string) => makeshopAdapter.extract(priceCell(cell)).fields.salePrice;
    expect(priceOf('25,000원 (10% 할인)')).toBe(25000);
    expect(priceOf('25,000원 (적립금 250원)')).toBe(25000);
    expect(priceOf('<strong>10%</strong> 25,000원')).toBe(25000);
    expect(priceOf('<del>30,000원</del> 25,000원')).toBe(25000);
    expect(priceOf('25,000')).toBe(25000);
  });

  it('reports sold out only on a sold-out mark and leaves a plain form to the JSON-LD availability', () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '스텐 찜기',
      offers: { '@type': 'Offer', price: 25000, availability: 'https://schema.org/OutOfStock' },
    };
    const head = `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`;
    expect(makeshopAdapter.extract(priceCell('25,000원', head)).fields.soldOut).toBeUndefined();
    expect(extract(priceCell('25,000원', head).html, detailUrl)).toMatchObject({
      parser: 'makeshop',
      soldOut: true,
    });
    const marked = priceCell('25,000원', '', '<img src="/images/common/soldout.gif" alt="품절">');
    expect(makeshopAdapter.extract(marked).fields.soldOut).toBe(true);
  });

  it('claims only shopdetail.html pages', () => {
    const html = '<html><body><img src="/shopimages/daesung/0010010001.jpg"></body></html>';
    expect(makeshopAdapter.matchesPage(createPage(html, detailUrl))).toBe(true);
    expect(
      makeshopAdapter.matchesPage(
        createPage(html, 'https://www.daesung.co.kr/shop/shopbrand.html?xcode=001'),
      ),
    ).toBe(false);
  });
});
