import { describe, expect, it } from 'vitest';
import { extract } from '../extract.ts';
import { createPage } from '../page.ts';
import { aliExpressAdapter } from './aliexpress.ts';
import { aliExpressPrices, aliExpressSkus } from './aliexpress-parts.ts';
import {
  fixtureMismatches,
  fixtureNamed,
  fixturePage,
  groupFixtures,
  runAdapter,
} from './marketplace-fixtures.test-helper.ts';

const fixtures = groupFixtures('aliexpress');

const runParamsPage = (script: string) =>
  createPage(`<script>${script}</script>`, 'https://www.aliexpress.us/item/1.html');

describe('aliExpressAdapter over the fixtures', () => {
  it.each(fixtures.map((item) => [item.id, item] as const))('%s matches its expectation', (_, item) => {
    expect(item.parser).toBe('aliexpress');
    expect(fixtureMismatches(item, runAdapter(aliExpressAdapter, item))).toEqual([]);
  });

  it('answers the slider page with a Korean blocked_page warning only', () => {
    const found = aliExpressAdapter.extract(fixturePage(fixtureNamed(fixtures, 'slider-captcha')));
    expect(found.fields).toEqual({});
    expect(found.warnings?.[0]?.message).toContain('슬라이더');
  });
});

describe('aliExpressAdapter rules', () => {
  it('matches the AliExpress hosts and the runParams fingerprint', () => {
    for (const host of ['aliexpress.com', 'ko.aliexpress.com', 'aliexpress.us', 'aliexpress.ru']) {
      expect(aliExpressAdapter.matchesHost(host)).toBe(true);
    }
    expect(aliExpressAdapter.matchesHost('aliexpress.example.com')).toBe(false);
    expect(
      aliExpressAdapter.matchesPage(
        runParamsPage('window.runParams = { data: {"titleModule": {"subject": "x"}} };'),
      ),
    ).toBe(true);
    expect(aliExpressAdapter.matchesPage(runParamsPage('if (window.runParams) { track(runParams); }'))).toBe(
      false,
    );
  });

  it('defaults to USD when amounts carry no currency, never to KRW', () => {
    const fields = aliExpressAdapter.extract(
      runParamsPage(
        'window.runParams = { data: {"titleModule": {"subject": "x"}, "priceModule": {"minAmount": {"value": 3.5}}} };',
      ),
    ).fields;
    expect(fields).toMatchObject({ salePrice: 3.5, currency: 'USD' });
  });

  it('skips SKUs whose property values are unknown', () => {
    const data = {
      productInfoComponent: { subject: 'x' },
      skuComponent: {
        productSKUPropertyList: [
          {
            skuPropertyName: 'Color',
            skuPropertyValues: [{ propertyValueId: 1, propertyValueDisplayName: 'Red' }],
          },
        ],
      },
      priceComponent: {
        skuPriceList: [
          {
            skuId: 1,
            skuPropIds: '1',
            skuVal: { availQuantity: 2, skuAmount: { value: 5, currency: 'USD' } },
          },
          {
            skuId: 2,
            skuPropIds: '9',
            skuVal: { availQuantity: 2, skuAmount: { value: 6, currency: 'USD' } },
          },
        ],
      },
    };
    const fields = aliExpressAdapter.extract(
      runParamsPage(`window.runParams = {data: ${JSON.stringify(data)}};`),
    ).fields;
    expect(fields.options?.variants).toEqual([
      { values: ['Red'], priceDelta: 0, stock: 2, soldOut: false, code: '1' },
    ]);
    expect(fields.salePrice).toBe(5);
  });

  it('reads the cheapest of 155,000 SKUs from a capped sample instead of losing the result', () => {
    const properties = [
      {
        skuPropertyName: 'Color',
        skuPropertyValues: [{ propertyValueId: 1, propertyValueDisplayName: 'Red' }],
      },
    ];
    const priceList = Array.from({ length: 155_000 }, (_, index) => ({
      skuId: index,
      skuPropIds: '1',
      skuVal: { skuAmount: { value: 3 + (index % 5), currency: 'USD' } },
    }));
    const skus = aliExpressSkus(properties, priceList);
    expect(skus.options?.variants).toHaveLength(2_000);
    expect(
      aliExpressPrices({ saleMin: null, saleMax: null, listMin: null, pageCurrency: null, skus }),
    ).toEqual({
      salePrice: 3,
      originalPrice: null,
      priceRange: { min: 3, max: 7 },
      currency: 'USD',
    });
    const manyPrices = Array.from({ length: 155_000 }, (_, index) => 2 + (index % 9));
    expect(
      aliExpressPrices({
        saleMin: null,
        saleMax: null,
        listMin: null,
        pageCurrency: null,
        skus: { options: null, prices: manyPrices, currency: null },
      }),
    ).toMatchObject({ salePrice: 2, priceRange: { min: 2, max: 10 } });
  });

  it('keeps the page currency, else USD, when only the OpenGraph tags carry a price', () => {
    const page = (data: unknown) =>
      `<meta property="og:title" content="x"><meta property="product:price:amount" content="3.99">
      <script>window.runParams = {data: ${JSON.stringify(data)}};</script>`;
    const url = 'https://www.aliexpress.com/item/1.html';
    const bare = extract(page({ titleModule: { subject: 'x' } }), url);
    expect(bare).toMatchObject({ parser: 'aliexpress', salePrice: 3.99, currency: 'USD' });
    expect(bare.warnings.map((warning) => warning.code)).toContain('foreign_currency');
    const euro = extract(
      page({ productInfoComponent: { subject: 'x' }, currencyComponent: { currencyCode: 'EUR' } }),
      url,
    );
    expect(euro).toMatchObject({ salePrice: 3.99, currency: 'EUR' });
    const legacy = extract(
      page({ titleModule: { subject: 'x' }, commonModule: { currencyCode: 'KRW' } }),
      url,
    );
    expect(legacy).toMatchObject({ salePrice: 3.99, currency: 'KRW' });
  });

  it('never takes a zero amount as a price', () => {
    const fields = aliExpressAdapter.extract(
      runParamsPage(
        'window.runParams = { data: {"titleModule": {"subject": "x"}, "priceModule": {"minActivityAmount": {"value": 0, "currency": "USD"}, "minAmount": {"value": 4.2, "currency": "USD"}}} };',
      ),
    ).fields;
    expect(fields).toMatchObject({ salePrice: 4.2, currency: 'USD' });
  });
});

describe('aliExpressAdapter on hostile scripts', () => {
  it('stays linear on a flood of unclosed runParams assignments', () => {
    const script = `<script>${'window.runParams = {'.repeat(20_000)}</script>`;
    const page = createPage(`<html><head>${script}</head></html>`, 'https://www.aliexpress.com/item/1.html');
    expect(aliExpressAdapter.extract(page).fields.name ?? null).toBeNull();
  });
});

describe('aliExpressAdapter outside runParams', () => {
  const modulesPage = (shippingLine: string, i18n: Record<string, string> = {}) =>
    createPage(
      `<div class="product-shipping"><div class="product-shipping-price"><span class="bold">${shippingLine}</span></div></div>
      <script>window.runParams = { data: ${JSON.stringify({
        titleModule: { subject: 'x' },
        shippingModule: { i18nMap: i18n },
      })} };</script>`,
      'https://www.aliexpress.com/item/1.html',
    );

  it('takes the rendered shipping line when the freight block is missing', () => {
    expect(
      aliExpressAdapter.extract(modulesPage('שילוח חינם', { FREE_SHIPPING: 'שילוח חינם' })).fields,
    ).toMatchObject({ deliveryFee: 0, deliveryPayType: 'free' });
    expect(aliExpressAdapter.extract(modulesPage('Envío gratis')).fields).toMatchObject({ deliveryFee: 0 });
    expect(aliExpressAdapter.extract(modulesPage('Livraison: 2,50 €')).fields).toMatchObject({
      deliveryFee: 2.5,
      deliveryPayType: 'prepaid',
    });
    // Thousands groups stay whole: "3,500" is three thousand five hundred, not 500 (nor 3.5).
    expect(aliExpressAdapter.extract(modulesPage('배송비: ₩3,500')).fields).toMatchObject({
      deliveryFee: 3500,
      deliveryPayType: 'prepaid',
    });
    expect(aliExpressAdapter.extract(modulesPage('Доставка: 1 234,50 ₽')).fields).toMatchObject({
      deliveryFee: 1234.5,
    });
    expect(aliExpressAdapter.extract(modulesPage('Unavailable for your region')).fields).toMatchObject({
      deliveryFee: null,
      deliveryPayType: null,
    });
  });

  it('reads the client-rendered page: DCData gallery and og:title, no price', () => {
    const product = extract(
      `<meta property="og:title" content="Mesa dobrável de madeira - AliExpress 15">
      <script>window.runParams = {};
      window._d_c_ = window._d_c_ || {};
      window._d_c_.DCData = {"imagePathList":["https://ae01.alicdn.com/kf/Sa1.jpg","https://ae01.alicdn.com/kf/Sa2.jpg_.webp"]};</script>`,
      'https://pt.aliexpress.com/item/1005000000000001.html',
    );
    expect(product).toMatchObject({
      parser: 'aliexpress',
      name: 'Mesa dobrável de madeira',
      salePrice: null,
      options: null,
      images: ['https://ae01.alicdn.com/kf/Sa1.jpg', 'https://ae01.alicdn.com/kf/Sa2.jpg'],
      supplierItemId: '1005000000000001',
    });
    expect(product.warnings.map((warning) => warning.code)).toContain('missing_price');
  });
});
