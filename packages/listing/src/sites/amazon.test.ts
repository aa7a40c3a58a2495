import { describe, expect, it } from 'vitest';
import { extract } from '../extract.ts';
import { localeAmount } from '../numbers.ts';
import { createPage } from '../page.ts';
import { amazonAdapter } from './amazon.ts';
import { parseMoney, storefrontCurrency } from './amazon-money.ts';
import { fixtureMismatches, groupFixtures, runAdapter } from './marketplace-fixtures.test-helper.ts';

const fixtures = groupFixtures('amazon');
const url = 'https://www.amazon.com/dp/B0TESTTEST';

/** A product page skeleton: title, a gallery script and whatever buy box / price markup the test adds. */
function amazonPage(body: string, scripts = ''): string {
  const gallery = `P.when('A').register("ImageBlockATF", function(A){ var data = { 'colorImages': { 'initial': [
    {"hiRes":"https://m.media-amazon.com/images/I/81TestMainL._AC_SL1500_.jpg","large":"https://m.media-amazon.com/images/I/41TestMainL._AC_.jpg"}]},
    'colorToAsin': {'initial': {}} }; return data; });`;
  return `<html><body><div id="dp"><div id="dp-container"><div id="ppd">
    <span id="productTitle"> Test Kettle 1.7 L </span>${body}</div></div></div>
    <script>${gallery}</script>${scripts}</body></html>`;
}

const run = (body: string, scripts = '', at = url) =>
  amazonAdapter.extract(createPage(amazonPage(body, scripts), at));
const codes = (found: { warnings?: { code: string }[] }) =>
  (found.warnings ?? []).map((warning) => warning.code);

describe('amazonAdapter over the fixtures', () => {
  it('has the modern, legacy and Prime-price layouts', () => {
    expect(fixtures.map((fixture) => fixture.id).sort()).toEqual([
      'legacy-priceblock',
      'modern-twister',
      'prime-exclusive-rows',
      'prime-only-price',
    ]);
  });

  it.each(fixtures.map((item) => [item.id, item] as const))('%s matches its expectation', (_, item) => {
    expect(item.parser).toBe('amazon');
    expect(fixtureMismatches(item, runAdapter(amazonAdapter, item))).toEqual([]);
  });
});

describe('amazonAdapter matching', () => {
  it.each([
    'amazon.com',
    'amazon.es',
    'amazon.de',
    'amazon.co.jp',
    'amazon.co.uk',
    'amazon.com.au',
    'amazon.com.mx',
    'smile.amazon.com',
  ])('claims %s', (host) => {
    expect(amazonAdapter.matchesHost(host)).toBe(true);
  });

  it.each(['amazonaws.com', 's3.amazonaws.com', 'amazon.example.com', 'notamazon.com', 'amazon-deals.com'])(
    'leaves %s alone',
    (host) => {
      expect(amazonAdapter.matchesHost(host)).toBe(false);
    },
  );

  it('recognises a saved product page on another address by its markup', () => {
    const saved = createPage(
      amazonPage('<img src="https://m.media-amazon.com/images/I/x.jpg">'),
      'https://x.test/p',
    );
    expect(amazonAdapter.matchesPage(saved)).toBe(true);
    const lookalike = createPage(
      '<div id="dp-container"><h1 id="productTitle">Kettle</h1></div>',
      'https://x.test/p',
    );
    expect(amazonAdapter.matchesPage(lookalike)).toBe(false);
  });
});

describe('amazon money', () => {
  it.each([
    ['$1,234.56', 1234.56],
    ['1.234,56 €', 1234.56],
    ['225,00 €', 225],
    ['1 234,56 zł', 1234.56],
    ['￥1,980', 1980],
    ['Price: $8.99 3 used from $7.18', 8.99],
    ['$0.00', null],
    ['12345678901234567890', null],
  ])('reads %s as %s', (text, amount) => {
    expect(localeAmount(text)).toBe(amount);
  });

  it('takes the currency from the text, else from the storefront', () => {
    expect(parseMoney('EUR 7,76', 'amazon.com')).toEqual({ amount: 7.76, currency: 'EUR' });
    expect(parseMoney('$19.99', 'amazon.ca')).toEqual({ amount: 19.99, currency: 'CAD' });
    expect(parseMoney('￥1,980', 'amazon.co.jp')).toEqual({ amount: 1980, currency: 'JPY' });
    expect(parseMoney('19,99', 'amazon.de')).toEqual({ amount: 19.99, currency: 'EUR' });
    expect(storefrontCurrency('amazon.co.uk')).toBe('GBP');
    expect(storefrontCurrency('smile.amazon.com')).toBe('USD');
  });

  it('reads a longer symbol before the shorter one inside it (US$ is not S$, AU$ is not A$)', () => {
    expect(parseMoney('US$29.99', 'amazon.co.jp')).toEqual({ amount: 29.99, currency: 'USD' });
    expect(parseMoney('AU$15.00', 'amazon.com')).toEqual({ amount: 15, currency: 'AUD' });
    expect(parseMoney('S$12.90', 'amazon.com')).toEqual({ amount: 12.9, currency: 'SGD' });
  });
});

describe('amazonAdapter prices', () => {
  const sponsored = `<div id="sp_detail"><span class="a-price"><span class="a-offscreen">$12.00</span></span>
    <span id="priceblock_ourprice_sponsor" class="a-color-price">$13.00</span></div>`;

  it('gives no price for a page without a featured offer, whatever other offers cost', () => {
    const found = run(`<div id="desktop_buybox"><div id="buybox"><div id="unqualifiedBuyBox">
      <span id="buybox-see-all-buying-choices"><a href="/gp/offer-listing/B0TESTTEST">See All Buying Options</a></span>
      </div></div></div>${sponsored}`);
    expect(found.fields.salePrice ?? null).toBeNull();
    expect(codes(found)).toEqual(['not_for_sale']);
    const full = extract(
      amazonPage(`<div id="buybox"><div id="unqualifiedBuyBox">x</div></div>${sponsored}`),
      url,
    );
    expect(full).toMatchObject({ parser: 'amazon', salePrice: null, deliveryFee: null });
  });

  it('marks "Currently unavailable" sold out, without a price or a delivery fee', () => {
    const found =
      run(`<div id="outOfStock" class="a-box"><span class="a-color-price">Currently unavailable.</span></div>
      <div id="buybox"><div id="delivery-message">FREE delivery Friday</div></div>${sponsored}`);
    expect(found.fields).toMatchObject({ soldOut: true, deliveryFee: null });
    expect(found.fields.salePrice ?? null).toBeNull();
  });

  it('ignores a hidden out-of-stock template', () => {
    const found = run(`<div id="outOfStock" class="a-box aok-hidden">Currently unavailable.</div>
      <div id="buybox"><span id="price_inside_buybox">$21.00</span></div>`);
    expect(found.fields).toMatchObject({ salePrice: 21, currency: 'USD' });
  });

  it('refuses a price the page reserves for Prime members when no regular price is shown', () => {
    const found = run(`<div id="corePriceDisplay_desktop_feature_div"><span class="a-price priceToPay">
      <span class="a-offscreen">$30.00</span></span></div>
      <span id="primeExclusivePricingMessage">Exclusive Prime price</span>`);
    expect(found.fields.salePrice ?? null).toBeNull();
    expect(codes(found)).toEqual(['price_private']);
  });

  it('takes the regular row of the buy box, never the Prime or used row', () => {
    const row = (name: string, price: string) =>
      `<div id="${name}" data-a-accordion-row-name="${name}"><div id="corePrice_feature_div">
      <span class="a-price apex-pricetopay-value"><span class="a-offscreen">${price}</span></span></div></div>`;
    const both = run(
      `<div id="buybox"><div id="buyBoxAccordion">${row('primeSavingsUpsellAccordionRow', '$30.00')}${row('usedAccordionRow', '$20.00')}${row('newAccordionRow', '$36.50')}</div></div>`,
    );
    expect(both.fields.salePrice).toBe(36.5);
    const memberOnly = run(
      `<div id="buybox"><div id="buyBoxAccordion">${row('primeSavingsUpsellAccordionRow', '$30.00')}${row('usedAccordionRow', '$20.00')}</div></div>`,
    );
    expect(memberOnly.fields.salePrice ?? null).toBeNull();
    expect(codes(memberOnly)).toEqual(['price_private']);
    const usedOnly = run(
      `<div id="buybox"><div id="buyBoxAccordion">${row('usedAccordionRow', '$20.00')}</div></div>`,
    );
    expect(usedOnly.fields.salePrice ?? null).toBeNull();
  });

  it('reads a parent item price range as the lowest price and the range', () => {
    const found = run('<span id="priceblock_ourprice">$12.99 - $24.99</span>');
    expect(found.fields).toMatchObject({ salePrice: 12.99, priceRange: { min: 12.99, max: 24.99 } });
  });
});

describe('amazonAdapter delivery', () => {
  const buybox = (inner: string, price = '$20.00') =>
    `<div id="buybox"><span id="price_inside_buybox">${price}</span>${inner}</div>`;

  it('takes a plain shipping charge', () => {
    const found = run(buybox('<span id="price-shipping-message">+ $6.49 shipping</span>'));
    expect(found.fields).toMatchObject({ deliveryFee: 6.49, deliveryPayType: 'prepaid' });
  });

  it('never takes an import-fee deposit headline as the fee when no breakdown says the shipping part', () => {
    const found = run(
      buybox(
        '<div id="exports_desktop_qualifiedBuybox_tlc_feature_div">+ $40.00 Shipping &amp; Import Fees Deposit to Japan</div>',
      ),
    );
    expect(found.fields.deliveryFee ?? null).toBeNull();
  });

  it('leaves a Prime delivery benefit unknown', () => {
    const promise = `<div id="mir-layout-DELIVERY_BLOCK"><div id="mir-layout-DELIVERY_BLOCK-slot-PRIMARY_DELIVERY_MESSAGE_LARGE">
      <span data-csa-c-content-id="DEXUnifiedCXPDM" data-csa-c-delivery-price="FREE" data-csa-c-delivery-benefit-program-id="prime">
      FREE Prime delivery</span></div></div>`;
    expect(run(buybox(promise)).fields.deliveryFee ?? null).toBeNull();
    const text = run(buybox('<div id="delivery-message">FREE delivery for Prime members: Thursday</div>'));
    expect(text.fields.deliveryFee ?? null).toBeNull();
  });

  it('keeps a free-delivery threshold the item does not reach as a threshold', () => {
    const promise = `<div id="mir-layout-DELIVERY_BLOCK-slot-PRIMARY_DELIVERY_MESSAGE_LARGE">
      <span data-csa-c-content-id="DEXUnifiedCXPDM" data-csa-c-delivery-price="FREE" data-csa-c-delivery-condition="on orders shipped by Amazon over $35">
      FREE delivery Friday on orders shipped by Amazon over $35</span></div>`;
    expect(run(buybox(promise)).fields).toMatchObject({ deliveryFee: null, deliveryFreeOver: 35 });
    expect(run(buybox(promise, '$49.00')).fields).toMatchObject({ deliveryFee: 0, deliveryFreeOver: 35 });
  });

  it('reads a written threshold against the item price', () => {
    const line = '<div id="delivery-message">FREE delivery Friday on orders shipped by Amazon over $35</div>';
    expect(run(buybox(line)).fields).toMatchObject({ deliveryFee: null, deliveryFreeOver: 35 });
    expect(run(buybox(line, '$35.00')).fields).toMatchObject({ deliveryFee: 0, deliveryFreeOver: 35 });
  });

  it("reads the chosen row's delivery line only, never the Prime row's", () => {
    const found = run(`<div id="buybox"><div id="buyBoxAccordion">
      <div id="primeSavingsUpsellAccordionRow" data-a-accordion-row-name="primeSavingsUpsellAccordionRow">
        <span class="a-price apex-pricetopay-value"><span class="a-offscreen">$30.00</span></span>
        <div id="delivery-message">FREE delivery Tomorrow</div></div>
      <div id="newAccordionRow" data-a-accordion-row-name="newAccordionRow">
        <span class="a-price apex-pricetopay-value"><span class="a-offscreen">$36.00</span></span></div>
      </div></div>`);
    expect(found.fields).toMatchObject({ salePrice: 36, deliveryFee: null });
  });

  it('does not read "FREE Returns" as free delivery', () => {
    const found = run(buybox('<span id="saleprice_shippingmessage">&amp; FREE Returns</span>'));
    expect(found.fields.deliveryFee ?? null).toBeNull();
  });
});

describe('amazonAdapter twister and gallery', () => {
  it('lists nothing for a two-dimension twister saved without scripts (combinations unknown)', () => {
    const row = (key: string, values: string[]) =>
      `<div id="inline-twister-row-${key}"><span class="a-color-secondary">${key}:</span><ul>${values
        .map((value, index) => `<li data-asin="B0TEST${key}${index}"><img alt="${value}" src="x.jpg"></li>`)
        .join('')}</ul></div>`;
    const found = run(
      `<div id="twister_feature_div">${row('color_name', ['Red', 'Blue'])}${row('size_name', ['S', 'M'])}</div>`,
    );
    expect(found.fields.options ?? null).toBeNull();
  });

  it('reads a one-dimension dropdown twister, unavailable sizes sold out', () => {
    const found =
      run(`<div id="twister_feature_div"><div id="variation_size_name"><label class="a-form-label">Size:</label>
      <select id="native_dropdown_selected_size_name"><option value="-1">Select</option>
      <option value="0,B0TESTSZ0S" class="dropdownAvailable">Small</option>
      <option value="1,B0TESTSZ0M" class="dropdownUnavailable">Medium</option>
      <option value="2,B0TESTSZ0L" class="dropdownAvailable">Large</option></select></div></div>`);
    expect(found.fields.options).toEqual({
      groups: ['Size'],
      variants: [
        { values: ['Small'], priceDelta: 0, stock: null, soldOut: false, code: 'B0TESTSZ0S' },
        { values: ['Medium'], priceDelta: 0, stock: null, soldOut: true, code: 'B0TESTSZ0M' },
        { values: ['Large'], priceDelta: 0, stock: null, soldOut: false, code: 'B0TESTSZ0L' },
      ],
    });
  });

  it('never takes pixels, sprites or video overlays as product images, and upsizes thumbnails', () => {
    const page = createPage(
      `<div id="dp-container"><span id="productTitle">x</span><div id="altImages"><ul>
      <li class="item imageThumbnail"><img src="https://images-na.ssl-images-amazon.com/images/G/01/x-locale/common/grey-pixel.gif"></li>
      <li class="item imageThumbnail"><img src="https://m.media-amazon.com/images/I/41AbCdEfGL._AC_SR38,50_.jpg"></li>
      <li class="item imageThumbnail"><img src="https://m.media-amazon.com/images/I/51Vid.SS40_BG85,85,85_BR-120_PKdp-play-icon-overlay__.jpg"></li>
      </ul></div></div>`,
      url,
    );
    expect(amazonAdapter.extract(page).fields.images).toEqual([
      'https://m.media-amazon.com/images/I/41AbCdEfGL.jpg',
    ]);
  });
});

describe('amazonAdapter on hostile pages', () => {
  it('stays linear on floods of gallery mentions, delivery pluses and buy-box rows', () => {
    const scripts = `<script>${"'colorImages': { 'initial': [".repeat(50_000)}</script>`;
    const rows = '<div data-a-accordion-row-name="newAccordionRow"><span class="a-price">$'.repeat(5_000);
    const started = performance.now();
    const found = run(
      `<div id="buybox"><div id="buyBoxAccordion">${rows}</div><div id="delivery-message">${'+ $'.repeat(100_000)}</div></div>`,
      scripts,
    );
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(found.fields.name).toBe('Test Kettle 1.7 L');
  });
});
