import { describe, expect, it } from 'vitest';
import { extract } from '../extract.ts';
import { createPage } from '../page.ts';
import { fixtureMismatches, groupFixtures, runAdapter } from './marketplace-fixtures.test-helper.ts';
import { taobaoAdapter } from './taobao.ts';
import { jsString } from './taobao-state.ts';

const fixtures = groupFixtures('taobao');

const skuScript = (skuMap: unknown) =>
  `<script>Hub.config.set('sku', { valItemInfo: { defSelected: -1, skuMap: ${JSON.stringify(skuMap)} } });</script>`;
const prop = (name: string, values: [string, string][]) =>
  `<ul data-property="${name}" class="J_TSaleProp">${values
    .map(([pv, label]) => `<li data-value="${pv}"><a><span>${label}</span></a><i>已选中</i></li>`)
    .join('')}</ul>`;

describe('taobaoAdapter over the fixtures', () => {
  it('covers Taobao and Tmall', () => {
    expect(fixtures.map((item) => item.id).sort()).toEqual(['taobao-skumap', 'tmall-tshop-setup']);
  });

  it.each(fixtures.map((item) => [item.id, item] as const))('%s matches its expectation', (_, item) => {
    expect(item.parser).toBe('taobao');
    expect(fixtureMismatches(item, runAdapter(taobaoAdapter, item))).toEqual([]);
  });
});

describe('taobaoAdapter rules', () => {
  it('matches the item hosts and the embedded SKU state', () => {
    for (const host of [
      'item.taobao.com',
      'taobao.com',
      'detail.tmall.com',
      'tmall.com',
      'detail.tmall.hk',
    ]) {
      expect(taobaoAdapter.matchesHost(host)).toBe(true);
    }
    expect(taobaoAdapter.matchesHost('s.taobao.com')).toBe(false);
    expect(taobaoAdapter.matchesPage(createPage(skuScript({}), 'file:///a.html'))).toBe(true);
    expect(
      taobaoAdapter.matchesPage(createPage('<script>TShop.Setup({"itemDO":{}});</script>', 'file:///a.html')),
    ).toBe(true);
    expect(taobaoAdapter.matchesPage(createPage("<p>Hub.config.set('sku'</p>", 'file:///a.html'))).toBe(
      false,
    );
  });

  it('prices a shown promotion over the list price, SKU differences kept', () => {
    const page = createPage(
      `<div id="J_StrPrice"><em class="tb-rmb-num">20.00 - 30.00</em></div>
      <li id="J_PromoPrice" class="tb-detail-price"><em class="tb-rmb-num">16.00</em></li>
      ${prop('颜色', [
        ['1:1', '红'],
        ['1:2', '蓝'],
      ])}
      ${skuScript({ ';1:1;': { price: '20.00', stock: '4' }, ';1:2;': { price: '30.00', stock: '2' } })}`,
      'https://item.taobao.com/item.htm?id=7',
    );
    expect(taobaoAdapter.extract(page).fields).toMatchObject({
      salePrice: 16,
      originalPrice: 20,
      priceRange: null,
      supplierItemId: '7',
      options: { groups: ['颜色'], variants: [{ priceDelta: 0 }, { priceDelta: 10 }] },
    });
  });

  it('ignores a hidden or empty promotion block and reads the shown range without a SKU map', () => {
    const page = createPage(
      `<div id="J_StrPrice"><em class="tb-rmb-num">12.50 - 18.00</em></div>
      <dl id="J_PromoPrice" style="display: none;"><dd><span class="tm-price">9.90</span></dd></dl>`,
      'https://item.taobao.com/item.htm?id=8',
    );
    expect(taobaoAdapter.extract(page).fields).toMatchObject({
      salePrice: 12.5,
      originalPrice: null,
      priceRange: { min: 12.5, max: 18 },
      currency: 'CNY',
    });
  });

  it('labels SKUs by the seller memo when the property markup is missing', () => {
    const page = createPage(
      `<script>Hub.config.set('sku', { valItemInfo: { skuMap: {";1:1;":{"price":"5.00","stock":"0"},";1:2;":{"price":"6.00","stock":"9"}},
        propertyMemoMap: {"1:1":"小号","1:2":"大号"} } });</script>`,
      'https://item.taobao.com/item.htm?id=9',
    );
    const { fields } = taobaoAdapter.extract(page);
    expect(fields.options?.variants.map((variant) => [variant.values[0], variant.soldOut])).toEqual(
      expect.arrayContaining([
        ['小号', true],
        ['大号', false],
      ]),
    );
    // The only buyable SKU sets the price; the cheaper one is sold out.
    expect(fields.salePrice).toBe(6);
  });

  it('reads a stated postage only', () => {
    const postage = (text: string) =>
      taobaoAdapter.extract(
        createPage(
          `<div id="J_PostageToggleCont"><p>${text}</p></div>`,
          'https://detail.tmall.com/item.htm?id=1',
        ),
      ).fields;
    expect(postage('快递: 12.00')).toMatchObject({ deliveryFee: 12, deliveryPayType: 'prepaid' });
    expect(postage('快递 免运费')).toMatchObject({ deliveryFee: 0, deliveryPayType: 'free' });
    expect(postage('   ')).toMatchObject({ deliveryFee: null, deliveryPayType: null });
  });

  it('names the item from the title tag without the site suffix when nothing else has it', () => {
    const product = extract(
      '<title>竹制砧板 加厚 -tmall.com天猫</title><script>TShop.Setup({"itemDO":{}});</script>',
      'https://detail.tmall.com/item.htm?id=2',
    );
    expect(product).toMatchObject({ parser: 'taobao', name: '竹制砧板 加厚', salePrice: null });
  });

  it('reads single-quoted JS strings with unicode escapes', () => {
    expect(jsString("title : '\\u7AF9\\u7B52 it\\'s',", 'title')).toBe("竹筒 it's");
    expect(jsString("subtitle: 'x'", 'title')).toBeNull();
  });
});
