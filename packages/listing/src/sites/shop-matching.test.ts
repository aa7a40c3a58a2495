import { describe, expect, it } from 'vitest';
import type { SiteAdapter } from '../adapter.ts';
import { extract, pickAdapter } from '../extract.ts';
import { createPage, type Page } from '../page.ts';
import { cafe24Adapter } from './cafe24.ts';
import { domeggookAdapter } from './domeggook.ts';
import { godomallAdapter } from './godomall.ts';
import { makeshopAdapter } from './makeshop.ts';
import { ownerclanAdapter } from './ownerclan.ts';
import { fixtureGroups, loadFixtureGroup } from './shop-fixtures.test-helper.ts';

// The fingerprint order recommended for the registry: the most specific markup first, the URL-only check last.
const shopAdapters: readonly SiteAdapter[] = [
  domeggookAdapter,
  godomallAdapter,
  cafe24Adapter,
  makeshopAdapter,
  ownerclanAdapter,
];
const shopIds = new Set<string>(shopAdapters.map((adapter) => adapter.id));

/** What `pickAdapter` would choose among these adapters: host first, then fingerprint. */
function pick(page: Page): string | undefined {
  const adapter =
    shopAdapters.find((candidate) => candidate.matchesHost(page.host)) ??
    shopAdapters.find((candidate) => candidate.matchesPage(page));
  return adapter?.id;
}

const fixtures = fixtureGroups().flatMap((group) => loadFixtureGroup(group));

describe('Korean shop adapters across the whole fixture corpus', () => {
  it.each(fixtures.map((fixture) => [fixture.id, fixture] as const))(
    '%s goes to the right parser',
    (_, fixture) => {
      expect(pick(fixture.page)).toBe(shopIds.has(fixture.parser) ? fixture.parser : undefined);
    },
  );
});

describe('shop fingerprints in the registry', () => {
  const godomallPage =
    '<html><head><title>대용량 샴푸 | 욕실 - 리빙앤홈</title></head><body><div class="item_detail_tit"><h3>대용량 샴푸</h3></div>' +
    '<form id="frmView" name="frmView" method="post"><input type="hidden" name="set_goods_price" value="39000">' +
    '<input type="hidden" name="set_goods_fixedPrice" value="59000"><button class="btn_add_soldout">구매 불가</button></form>' +
    '<div class="detail_explain_box"><div class="txt-manual"><img src="https://ecimg.cafe24img.com/pg123/seller/a.jpg"></div></div>' +
    '</body></html>';

  it('gives a 고도몰 page with Cafe24-hosted detail images to the 고도몰 adapter', () => {
    const url = 'https://www.livinghome.kr/goods/goods_view.php?goodsNo=1000000777';
    expect(pickAdapter(createPage(godomallPage, url))?.id).toBe('godomall');
    expect(extract(godomallPage, url)).toMatchObject({
      parser: 'godomall',
      salePrice: 39000,
      originalPrice: 59000,
      soldOut: true,
    });
  });

  it('does not take 도매꾹 or 고도몰 words in a Cafe24 description for their markup', () => {
    const page = createPage(
      '<html><head><meta name="path_role" content="PRODUCT_DETAIL"></head><body>' +
        '<div class="headingArea"><h2>린넨 셔츠</h2></div><div id="prdDetail"><div class="cont"><!-- lInfoItemTitle -->' +
        '<p>contentsBuffer set_goods_price lItem.store = 1</p></div></div></body></html>',
      'https://www.linenshop.co.kr/product/detail.html?product_no=77',
    );
    expect(domeggookAdapter.matchesPage(page)).toBe(false);
    expect(godomallAdapter.matchesPage(page)).toBe(false);
    expect(pickAdapter(page)?.id).toBe('cafe24');
  });

  it('recognises Cafe24 by its module markup or stock variable, never by the cafe24img image host', () => {
    const url = 'https://shop.example.kr/p/1';
    const imageOnly = createPage(
      '<html><body><img src="https://ecimg.cafe24img.com/a.jpg"></body></html>',
      url,
    );
    expect(cafe24Adapter.matchesPage(imageOnly)).toBe(false);
    const module = createPage('<div class="xans-element- xans-product xans-product-detail"></div>', url);
    expect(cafe24Adapter.matchesPage(module)).toBe(true);
    const stock = createPage("<script>var option_stock_data = '{}';</script>", url);
    expect(cafe24Adapter.matchesPage(stock)).toBe(true);
  });
});
