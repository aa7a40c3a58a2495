import { describe, expect, it } from 'vitest';
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
      expect(fixtureMismatches(fixture.expected, runAdapter(makeshopAdapter, fixture.page))).toEqual([]);
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
        '</table></form></body></html>',
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
