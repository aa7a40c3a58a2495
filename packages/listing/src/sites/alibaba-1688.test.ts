import { describe, expect, it } from 'vitest';
import { extract } from '../extract.ts';
import { createPage } from '../page.ts';
import { alibaba1688Adapter } from './alibaba-1688.ts';
import { fullSizeImage } from './alibaba-1688-images.ts';
import { alibaba1688Prices } from './alibaba-1688-prices.ts';
import {
  fixtureMismatches,
  fixturePage,
  groupFixtures,
  runAdapter,
} from './marketplace-fixtures.test-helper.ts';

const fixtures = groupFixtures('alibaba1688');

const initPage = (state: unknown, url = 'https://m.1688.com/offer/1.html') =>
  createPage(`<script>window.__INIT_DATA=${JSON.stringify(state)}</script>`, url);

describe('alibaba1688Adapter over the fixtures', () => {
  it.each(fixtures.map((item) => [item.id, item] as const))('%s matches its expectation', (_, item) => {
    expect(item.parser).toBe('alibaba1688');
    expect(fixtureMismatches(item, runAdapter(alibaba1688Adapter, item))).toEqual([]);
  });
});

describe('alibaba1688Adapter rules', () => {
  it('matches the offer hosts and the __INIT_DATA fingerprint', () => {
    for (const host of ['detail.1688.com', '1688.com', 'detail.m.1688.com']) {
      expect(alibaba1688Adapter.matchesHost(host)).toBe(true);
    }
    expect(alibaba1688Adapter.matchesHost('s.1688.com')).toBe(false);
    expect(
      alibaba1688Adapter.matchesPage(
        initPage({ globalData: { tempModel: { offerId: 1 } } }, 'file:///a.html'),
      ),
    ).toBe(true);
    expect(alibaba1688Adapter.matchesPage(initPage({ data: {} }, 'file:///a.html'))).toBe(false);
  });

  it('keeps prices empty and warns when the seller hides them', () => {
    const found = alibaba1688Adapter.extract(
      initPage({
        globalData: {
          tempModel: { offerTitle: '帆布袋' },
          isPricePrivate: true,
          orderParamModel: {
            orderParam: { skuParam: { skuRangePrices: [{ beginAmount: 1, price: '3.00' }] } },
          },
        },
      }),
    );
    expect(found.fields).toMatchObject({ name: '帆布袋', salePrice: null, tiers: [], currency: 'CNY' });
    expect(found.warnings?.map((warning) => warning.code)).toEqual(['price_private']);
  });

  it('reads tiers from a price component when the order model is missing', () => {
    const found = alibaba1688Adapter.extract(
      initPage({
        globalData: { tempModel: { offerTitle: '杯子' } },
        data: {
          '1': {
            data: {
              priceModel: {
                currentPrices: [
                  { beginAmount: '10', price: '5.5' },
                  { beginAmount: '2', price: '6' },
                ],
              },
            },
          },
        },
      }),
    );
    expect(found.fields.tiers).toEqual([
      { minQuantity: 2, unitPrice: 6 },
      { minQuantity: 10, unitPrice: 5.5 },
    ]);
    expect(found.fields).toMatchObject({ salePrice: 6, currency: 'CNY' });
  });

  it('reads the cheapest of 155,000 SKUs from a capped sample instead of losing the result', () => {
    const skuInfoMap = Object.fromEntries(
      Array.from({ length: 155_000 }, (_, index) => [`s${index}`, { price: String(10 + (index % 7)) }]),
    );
    const found = alibaba1688Prices({ skuModel: { skuProps: [{ prop: '颜色' }], skuInfoMap } }, [], false);
    expect(found).toMatchObject({ salePrice: 10, priceRange: { min: 10, max: 16 } });
    expect(found.options?.variants).toHaveLength(2_000);
  });

  it('labels the price CNY when only the OpenGraph tags carry one', () => {
    const state = { globalData: { tempModel: { offerTitle: '杯子', offerId: 7 } } };
    const product = extract(
      `<meta property="og:title" content="杯子"><meta property="product:price:amount" content="12.5">
      <script>window.__INIT_DATA=${JSON.stringify(state)}</script>`,
      'https://detail.1688.com/offer/7.html',
    );
    expect(product).toMatchObject({ parser: 'alibaba1688', salePrice: 12.5, currency: 'CNY' });
    expect(product.warnings.map((warning) => warning.code)).toContain('foreign_currency');
  });

  it('never takes a zero tier or SKU price as a price', () => {
    const zeroTier = alibaba1688Prices(
      { orderParamModel: { orderParam: { skuParam: { skuRangePrices: [{ beginAmount: 1, price: '0' }] } } } },
      [],
      false,
    );
    expect(zeroTier).toMatchObject({ salePrice: null, tiers: [] });
    const zeroSku = alibaba1688Prices(
      {
        skuModel: {
          skuProps: [{ prop: '颜色' }],
          skuInfoMap: { 红: { price: '0' }, 蓝: { price: '4.5', discountPrice: 0 } },
        },
      },
      [],
      false,
    );
    expect(zeroSku.salePrice).toBe(4.5);
    expect(zeroSku.priceRange).toBeNull();
  });
});

describe('alibaba1688Adapter on the PC pages', () => {
  const legacyPage = (sku: string, url = 'https://detail.1688.com/offer/5.html') =>
    createPage(
      `<script>var iDetailConfig = { offerid:'5', isRangePriceSku:'false', end:0 };
      var iDetailData = { sku: { price:"", ${sku} end:0 } };</script>
      <div id="mod-detail-title"><h1 class="d-title">帆布包</h1></div>`,
      url,
    );

  it('reads SKU prices of a 2020 page whose range is not a quantity ladder (isRangePriceSku false)', () => {
    const found = alibaba1688Adapter.extract(
      legacyPage(`priceRange:[[1, 9.00], [1, 12.00]],
        skuProps:[{"prop":"颜色","value":[{"name":"红"},{"name":"蓝"}]}],
        skuMap:{"红":{"price":"9.00","canBookCount":3,"skuId":1},"蓝":{"price":"12.00","canBookCount":0,"skuId":2}},`),
    );
    expect(found.fields).toMatchObject({ name: '帆布包', salePrice: 9, tiers: [], currency: 'CNY' });
    expect(found.fields.options?.variants.map((variant) => [variant.priceDelta, variant.soldOut])).toEqual([
      [0, false],
      [3, true],
    ]);
  });

  it('recognises a 2020 page on another host by its iDetailConfig/iDetailData', () => {
    expect(alibaba1688Adapter.matchesPage(legacyPage('', 'file:///saved.html'))).toBe(true);
    expect(alibaba1688Adapter.matchesPage(createPage('<h1 class="d-title">x</h1>', 'file:///a.html'))).toBe(
      false,
    );
  });

  it('reads a saved 2024 DOM without scripts on any host by its od-version modules', () => {
    const fixture = fixtures.find((item) => item.id === 'pc-2024-rendered-dom');
    if (fixture === undefined) throw new Error('no pc-2024-rendered-dom fixture');
    const page = createPage(fixturePage(fixture).html, 'file:///saved.html');
    expect(alibaba1688Adapter.matchesPage(page)).toBe(true);
    expect(alibaba1688Adapter.extract(page).fields).toMatchObject({ salePrice: 6.5, currency: 'CNY' });
  });

  it('reads window.context although its global part is not JSON', () => {
    const data = {
      Root: {
        fields: {
          dataJson: {
            tempModel: { offerTitle: '茶杯', offerId: 9 },
            orderParamModel: {
              orderParam: {
                skuParam: { skuPriceType: 'rangePrice', skuRangePrices: [{ beginAmount: 2, price: '4' }] },
              },
            },
          },
        },
      },
      gallery: { fields: { offerImgList: ['https://cbu01.alicdn.com/img/ibank/O1CN01a.jpg'] } },
    };
    const page = createPage(
      `<script>window.context=(function(b,d){return d})(window.contextPath,{"result":{"data":${JSON.stringify(data)},"global":{"w":{12:0.5}}}});</script>`,
      'file:///saved.html',
    );
    expect(alibaba1688Adapter.matchesPage(page)).toBe(true);
    expect(alibaba1688Adapter.extract(page).fields).toMatchObject({
      name: '茶杯',
      salePrice: 4,
      tiers: [{ minQuantity: 2, unitPrice: 4 }],
      images: ['https://cbu01.alicdn.com/img/ibank/O1CN01a.jpg'],
      supplierItemId: '9',
    });
  });

  it('never takes a min/max pair from the same quantity on for tiers', () => {
    const found = alibaba1688Prices(
      {
        orderParamModel: {
          orderParam: {
            skuParam: {
              skuRangePrices: [
                { beginAmount: 3, price: '3.80' },
                { beginAmount: 3, price: '8.20' },
              ],
            },
          },
        },
      },
      [],
      false,
    );
    expect(found).toMatchObject({ tiers: [], salePrice: null });
  });
});

describe('fullSizeImage', () => {
  it.each([
    ['https://gd3.alicdn.com/i3/1/TB2x_!!1.jpg_50x50.jpg_.webp', 'https://gd3.alicdn.com/i3/1/TB2x_!!1.jpg'],
    [
      'https://img.alicdn.com/i1/2/O1CN01y_!!0-item_pic.jpg_60x60q90.jpg',
      'https://img.alicdn.com/i1/2/O1CN01y_!!0-item_pic.jpg',
    ],
    [
      'https://cbu01.alicdn.com/img/ibank/O1CN01z_!!9-0-cib.jpg_b.jpg',
      'https://cbu01.alicdn.com/img/ibank/O1CN01z_!!9-0-cib.jpg',
    ],
    [
      'https://cbu01.alicdn.com/img/ibank/2020/1/2/3_4.400x400.jpg',
      'https://cbu01.alicdn.com/img/ibank/2020/1/2/3_4.jpg',
    ],
    ['https://ae01.alicdn.com/kf/Sabc/Name.jpg_220x220q90.jpg', 'https://ae01.alicdn.com/kf/Sabc/Name.jpg'],
    ['https://shop.example.com/a.jpg_50x50.jpg', 'https://shop.example.com/a.jpg_50x50.jpg'],
  ])('%s → %s', (thumbnail, full) => {
    expect(fullSizeImage(thumbnail)).toBe(full);
  });
});
