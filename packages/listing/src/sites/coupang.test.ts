import { describe, expect, it } from 'vitest';
import { extract } from '../extract.ts';
import { createPage } from '../page.ts';
import { coupangAdapter } from './coupang.ts';
import { coupangDelivery } from './coupang-delivery.ts';
import { fixtureMismatches, groupFixtures, runAdapter } from './marketplace-fixtures.test-helper.ts';

const fixtures = groupFixtures('coupang');

const sdpPage = (sdp: unknown) =>
  createPage(
    `<script>(function (exports) { exports.sdp = ${JSON.stringify(sdp)}; })(window);</script>`,
    'https://www.coupang.com/vp/products/1',
  );

describe('coupangAdapter over the fixtures', () => {
  it.each(fixtures.map((item) => [item.id, item] as const))('%s matches its expectation', (_, item) => {
    expect(item.parser).toBe('coupang');
    expect(fixtureMismatches(item, runAdapter(coupangAdapter, item))).toEqual([]);
  });
});

describe('coupangAdapter rules', () => {
  it('matches coupang.com and the exports.sdp fingerprint', () => {
    expect(coupangAdapter.matchesHost('coupang.com')).toBe(true);
    expect(coupangAdapter.matchesHost('wing.coupang.com')).toBe(false);
    expect(coupangAdapter.matchesPage(sdpPage({ productId: 1, title: '상품' }))).toBe(true);
    expect(coupangAdapter.matchesPage(createPage('<script>var sdp = {};</script>', 'file:///x.html'))).toBe(
      false,
    );
  });

  it('turns per-variant prices into deltas against the page price, also negative ones', () => {
    const fields = coupangAdapter.extract(
      sdpPage({
        productId: 1,
        title: '상품',
        quantityBase: [{ price: { salePrice: '10,000' } }],
        options: {
          optionRows: [
            {
              name: '용량',
              attributes: [
                { valueId: 1, name: '1L' },
                { valueId: 2, name: '500ml' },
              ],
            },
          ],
        },
        attributeVendorItemMap: {
          '1': { vendorItemId: 11, quantityBase: [{ price: { salePrice: '10,000' } }] },
          '2': { vendorItemId: 12, quantityBase: [{ price: { salePrice: '7,500' } }], soldOut: true },
        },
      }),
    ).fields;
    expect(fields.options?.variants).toEqual([
      { values: ['1L'], priceDelta: 0, stock: null, soldOut: false, code: '11' },
      { values: ['500ml'], priceDelta: -2_500, stock: null, soldOut: true, code: '12' },
    ]);
  });

  it('reads an older page whose map sits in options and whose rows merge two attributes (compound valueIds)', () => {
    const fields = coupangAdapter.extract(
      sdpPage({
        title: '생수',
        quantityBase: [{ price: { salePrice: '8,390' } }],
        options: {
          optionRows: [
            {
              name: '개당 용량 × 총 수량',
              attributes: [
                { valueId: '11,21', name: '330ml × 20개' },
                { valueId: '12,22', name: '500ml × 40개' },
              ],
            },
          ],
          attributeVendorItemMap: {
            '11,21': { vendorItemId: 31, quantityBase: [{ price: { salePrice: '4,690' } }] },
            '12,22': { vendorItemId: 32, quantityBase: [{ price: { salePrice: '8,390' } }] },
          },
        },
      }),
    ).fields;
    expect(fields.options?.variants.map((variant) => [variant.values[0], variant.priceDelta])).toEqual([
      ['330ml × 20개', -3_700],
      ['500ml × 40개', 0],
    ]);
  });

  it('reads the shipping message forms', () => {
    expect(coupangDelivery('<em>무료배송</em>')).toEqual({
      deliveryFee: 0,
      deliveryFreeOver: null,
      deliveryPayType: 'free',
    });
    expect(coupangDelivery('배송비 2,500원')).toEqual({
      deliveryFee: 2_500,
      deliveryFreeOver: null,
      deliveryPayType: 'prepaid',
    });
    expect(coupangDelivery('배송비 5,000원 (착불)')).toMatchObject({
      deliveryFee: 5_000,
      deliveryPayType: 'cod',
    });
    expect(coupangDelivery(null)).toEqual({
      deliveryFee: null,
      deliveryFreeOver: null,
      deliveryPayType: null,
    });
  });

  it('falls back to og tags when the page has neither sdp nor the 2025 markup', () => {
    const page = createPage(
      '<meta property="og:title" content="상품 이름 - 쿠팡!"><meta property="og:image" content="//image.coupangcdn.com/a.jpg">',
      'https://m.coupang.com/vm/products/42',
    );
    const fields = coupangAdapter.extract(page).fields;
    expect(fields).toMatchObject({
      name: '상품 이름',
      images: ['https://image.coupangcdn.com/a.jpg'],
      supplierItemId: '42',
    });
    expect(fields.salePrice ?? null).toBeNull();
  });

  it('reads a shipping message with a long digit run quickly', () => {
    const digits = '1'.repeat(50_000);
    expect(coupangDelivery(`배송비 ${digits}`)).toEqual({
      deliveryFee: null,
      deliveryFreeOver: null,
      deliveryPayType: null,
    });
    expect(coupangDelivery(`${digits} 배송비 3,000원`)).toMatchObject({ deliveryFee: 3_000 });
  });

  it('never takes a zero price from the sdp, its vendor items or the 2025 markup', () => {
    const fields = coupangAdapter.extract(
      sdpPage({
        productId: 1,
        title: '상품',
        quantityBase: [{ price: { salePrice: '0', originPrice: '0' } }],
        options: { optionRows: [{ name: '색상', attributes: [{ valueId: 1, name: '빨강' }] }] },
        attributeVendorItemMap: { '1': { vendorItemId: 11, quantityBase: [{ price: { salePrice: '0' } }] } },
      }),
    ).fields;
    expect([fields.salePrice ?? null, fields.originalPrice ?? null]).toEqual([null, null]);
    expect(fields.options?.variants[0]?.priceDelta).toBe(0);
    const dom = coupangAdapter.extract(
      createPage(
        '<h2 class="prod-buy-header__title">상품</h2><span class="price-amount sales-price-amount">0원</span><span class="price-amount final-price-amount">9,900원</span>',
        'https://www.coupang.com/vp/products/2',
      ),
    ).fields;
    expect(dom).toMatchObject({ salePrice: 9_900, currency: 'KRW' });
  });

  it('reads the gallery of a page without exports.sdp at the original size of each thumbnail', () => {
    const page = createPage(
      `<html><body><div id="repImageContainer"><div class="prod-image__items">
        <div class="prod-image__item"><img src="//thumbnail7.coupangcdn.com/thumbnails/remote/48x48ex/image/product/a/1.jpg"></div>
        <div class="prod-image__item"><img data-src="//thumbnail6.coupangcdn.com/thumbnails/remote/48x48ex/image/product/a/2.jpg"></div>
      </div><img class="prod-image__detail" data-zoom-image-url="//image7.coupangcdn.com/image/product/a/1.jpg"></div>
      <h2 class="prod-buy-header__title">물티슈</h2></body></html>`,
      'https://www.coupang.com/vp/products/1',
    );
    expect(extract(page.html, page.url.href).images).toEqual([
      'https://image7.coupangcdn.com/image/product/a/1.jpg',
      'https://image6.coupangcdn.com/image/product/a/2.jpg',
    ]);
  });
});
