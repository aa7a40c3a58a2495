import { describe, expect, it } from 'vitest';
import { extract } from '../extract.ts';
import { createPage } from '../page.ts';
import { firstmallAdapter } from './firstmall.ts';
import {
  fixtureGroups,
  fixtureMismatches,
  loadFixtureGroup,
  runAdapter,
} from './shop-fixtures.test-helper.ts';

const fixtures = loadFixtureGroup('firstmall');
const url = 'https://hanul-mall.example/goods/view?no=5501';

/** A 퍼스트몰 goods page: `spec` goes into the buy form, `after` after the goods view. */
function goodsPage(spec: string, after = ''): string {
  return (
    '<html><head><title>하늘몰 상세페이지</title><script>var gl_goods_seq = 0; gl_goods_seq = 5501; gl_goods_price = 7000;</script></head>' +
    '<body><div class="detail_title_area"><h3 class="name">국산 참기름 350ml</h3></div><div id="goods_view">' +
    '<div id="goods_thumbs"><div class="slides_container"><div class="viewImgWrap"><img src="/data/goods/1/2025/01/5501_large.jpg"></div></div></div>' +
    `<div id="goods_spec"><form name="goodsForm"><input type="hidden" name="goodsSeq" value="5501">${spec}</form></div></div>${after}</body></html>`
  );
}

describe('firstmallAdapter over the fixtures', () => {
  it.each(fixtures.map((fixture) => [fixture.id, fixture] as const))(
    '%s matches its expectation',
    (_, fixture) => {
      expect(fixture.parser).toBe('firstmall');
      expect(firstmallAdapter.matchesPage(fixture.page)).toBe(true);
      expect(fixtureMismatches(fixture.expected, runAdapter(firstmallAdapter, fixture.page))).toEqual([]);
    },
  );

  it.each(
    fixtureGroups()
      .filter((group) => group !== 'firstmall')
      .flatMap((group) => loadFixtureGroup(group))
      .map((fixture) => [fixture.id, fixture] as const),
  )('does not claim %s', (_, fixture) => {
    expect(firstmallAdapter.matchesPage(fixture.page)).toBe(false);
  });
});

describe('firstmall fingerprint', () => {
  it('needs both the goodsForm buy box and the gl_goods_seq script variable', () => {
    expect(firstmallAdapter.matchesPage(createPage(goodsPage(''), url))).toBe(true);
    const noScript = goodsPage('').replace(/<script>.*?<\/script>/, '');
    expect(firstmallAdapter.matchesPage(createPage(noScript, url))).toBe(false);
    const noForm = goodsPage('').replace('name="goodsForm"', 'name="orderForm"');
    expect(firstmallAdapter.matchesPage(createPage(noForm, url))).toBe(false);
  });
});

describe('firstmallAdapter', () => {
  it('reads prices written with ₩ before or after the amount', () => {
    const fields = firstmallAdapter.extract(
      createPage(goodsPage('<p class="org_price"><s>₩ 9,000</s></p><p class="sale_price">7,000 ₩</p>'), url),
    ).fields;
    expect(fields).toMatchObject({ name: '국산 참기름 350ml', salePrice: 7000, originalPrice: 9000 });
  });

  it('falls back to gl_goods_price when the skin shows no sale price box', () => {
    expect(firstmallAdapter.extract(createPage(goodsPage(''), url)).fields.salePrice).toBe(7000);
  });

  it('reads the selected shipping method box, with its free-over threshold in ₩', () => {
    const spec =
      '<select name="shipping_method"><option value="1">택배</option><option value="2" selected>화물</option></select>' +
      '<div class="set_lay set_1"><div class="std">무료</div></div>' +
      '<div class="set_lay set_2"><div class="std">5,000₩ <span class="desc">(100,000₩ 이상 무료)</span></div></div>';
    expect(firstmallAdapter.extract(createPage(goodsPage(spec), url)).fields).toMatchObject({
      deliveryFee: 5000,
      deliveryFreeOver: 100000,
    });
  });

  it('keeps other products of the 판매자 인기상품 block out of the gallery and the name', () => {
    const after =
      '<div class="goods_list"><div class="goodS_info displaY_goods_name">국산 들기름 350ml</div>' +
      '<img src="/data/goods/1/2025/01/5502_list1.jpg"><p class="sale_price">8,000₩</p></div>';
    const product = extract(goodsPage('<p class="sale_price">7,000₩</p>', after), url);
    expect(product).toMatchObject({
      parser: 'firstmall',
      name: '국산 참기름 350ml',
      salePrice: 7000,
      images: ['https://hanul-mall.example/data/goods/1/2025/01/5501_large.jpg'],
    });
  });

  it('splits joined option values into their groups', () => {
    const spec =
      '<span class="optionTitle">색상/용량</span><select name="viewOptions[]"><option value="">선택</option>' +
      '<option value="a" price="7000" opt1="투명" opt2="350ml">투명/350ml</option>' +
      '<option value="b" price="12000" opt1="갈색" opt2="700ml">갈색/700ml</option></select>';
    const fields = firstmallAdapter.extract(
      createPage(goodsPage(`<p class="sale_price">7,000원</p>${spec}`), url),
    ).fields;
    expect(fields.options).toMatchObject({
      groups: ['색상', '용량'],
      variants: [
        { values: ['투명', '350ml'], priceDelta: 0 },
        { values: ['갈색', '700ml'], priceDelta: 5000 },
      ],
    });
  });
});
