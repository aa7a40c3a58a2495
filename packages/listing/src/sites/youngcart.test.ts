import { describe, expect, it } from 'vitest';
import { extract, pickAdapter } from '../extract.ts';
import { createPage } from '../page.ts';
import {
  fixtureGroups,
  fixtureMismatches,
  loadFixtureGroup,
  runAdapter,
} from './shop-fixtures.test-helper.ts';
import { youngcartAdapter } from './youngcart.ts';

const fixtures = loadFixtureGroup('youngcart');
const url = 'https://nongga-market.example/shop/item.php?it_id=1700000001';
const g5 =
  '<script>var g5_url = "https://nongga-market.example"; var g5_shop_url = "https://nongga-market.example/shop";</script>';

/** A 영카트5 item page: `overview` goes into `#sit_ov` after the title, `after` after the form. */
function itemPage(overview: string, after = ''): string {
  return (
    `<html><head><title>잡곡 | 농가마켓</title>${g5}</head><body>` +
    '<form name="fitem" method="post"><input type="hidden" name="it_id[]" value="1700000001">' +
    '<div id="sit_pvi"><div id="sit_pvi_slide"><div><img src="/data/item/1700000001/thumb-grain_600x600.jpg"></div></div></div>' +
    `<section id="sit_ov"><strong id="sit_title">국산 귀리쌀 2kg</strong>${overview}</section></form>${after}</body></html>`
  );
}

describe('youngcartAdapter over the fixtures', () => {
  it.each(fixtures.map((fixture) => [fixture.id, fixture] as const))(
    '%s matches its expectation',
    (_, fixture) => {
      expect(fixture.parser).toBe('youngcart');
      expect(youngcartAdapter.matchesPage(fixture.page)).toBe(true);
      expect(fixtureMismatches(fixture.expected, runAdapter(youngcartAdapter, fixture.page))).toEqual([]);
    },
  );

  it.each(
    fixtureGroups()
      .filter((group) => group !== 'youngcart')
      .flatMap((group) => loadFixtureGroup(group))
      .map((fixture) => [fixture.id, fixture] as const),
  )('does not claim %s', (_, fixture) => {
    expect(youngcartAdapter.matchesPage(fixture.page)).toBe(false);
  });
});

describe('youngcart fingerprint', () => {
  it('needs the fitem buy form with an item id, not just gnuboard config', () => {
    const board = `<html><head>${g5}</head><body><form name="fwrite"><input name="wr_subject"></form></body></html>`;
    expect(
      youngcartAdapter.matchesPage(createPage(board, 'https://nongga-market.example/bbs/board.php')),
    ).toBe(false);
    const noConfig = itemPage('').replace(g5, '');
    expect(youngcartAdapter.matchesPage(createPage(noConfig, url))).toBe(false);
  });

  it('wins over the Cafe24 path_role meta some 영카트4 skins carry', () => {
    const html =
      '<html><head><meta name="path_role" content="PRODUCT_DETAIL"><script>var g4_path = "..";</script></head><body>' +
      "<form name=\"fitem\"><input type='hidden' name='it_id[]' value=\"1741000000\"><input type='hidden' name='it_name' value='홍화씨 볶음 200g'>" +
      "<input type='hidden' name='it_amount' value='18000'><img src='../../data/shop/item/1741000000_l1'></form></body></html>";
    const page = createPage(html, 'https://hongwha.example/board/shop/item.php?it_id=1741000000');
    expect(pickAdapter(page)?.id).toBe('youngcart');
    expect(extract(html, page.url.href)).toMatchObject({
      name: '홍화씨 볶음 200g',
      salePrice: 18000,
      images: ['https://hongwha.example/data/shop/item/1741000000_l1'],
    });
  });
});

describe('youngcartAdapter', () => {
  it('reads the discounted price over the list price and never the shop name from <title>', () => {
    const fields = youngcartAdapter.extract(
      createPage(
        itemPage(
          '<table><tr><th>판매가격</th><td>10,000원<input type="hidden" id="it_price" value="8500"></td></tr>' +
            '<tr><th>할인적용가격</th><td>8,500원</td></tr></table>',
        ),
        url,
      ),
    ).fields;
    expect(fields).toMatchObject({ name: '국산 귀리쌀 2kg', salePrice: 8500, originalPrice: 10000 });
  });

  it('takes the delivery row of the buy box, not the delivery-info table further down the form', () => {
    const html = itemPage(
      '<table><tr><th>판매가격</th><td>9,000원</td></tr><tr><th>배송비결제</th><td>무료배송</td></tr></table>',
    ).replace('</form>', '<table><tr><th>배송비</th><td>3,000원</td></tr></table></form>');
    expect(youngcartAdapter.extract(createPage(html, url)).fields).toMatchObject({
      deliveryFee: 0,
      deliveryPayType: 'free',
    });
  });

  it('reads "0원 (주문수량 1개 마다 배송비 부과)" as free and skips 제주/도서산간 extras', () => {
    const fields = youngcartAdapter.extract(
      createPage(
        itemPage(
          '<table><tr><th>배송비</th><td>0원 (주문수량 1개 마다 배송비 부과 / 제주 및 도서산간 추가배송비 3,000원)</td></tr></table>',
        ),
        url,
      ),
    ).fields;
    expect(fields).toMatchObject({ deliveryFee: 0, deliveryPayType: 'free' });
  });

  it('lists no options for chained selects (later levels are filled by AJAX)', () => {
    const fields = youngcartAdapter.extract(
      createPage(
        itemPage(
          '<select id="it_option_1" class="it_option"><option value="">선택</option><option value="빨강">빨강</option></select>' +
            '<select id="it_option_2" class="it_option" disabled><option value="">선택</option></select>',
        ),
        url,
      ),
    ).fields;
    expect(fields.options).toBeUndefined();
  });

  it('keeps the 추가옵션 (supply) select out of the variants', () => {
    const fields = youngcartAdapter.extract(
      createPage(
        itemPage(
          '<label for="it_option_1">맛</label><select id="it_option_1" class="it_option"><option value="">선택</option>' +
            '<option value="순한맛,0,10">순한맛</option><option value="매운맛,500,10">매운맛&nbsp;&nbsp;+ 500원</option></select>' +
            '<select id="it_supply_1" class="it_supply"><option value="">선택</option><option value="쇼핑백,1000,5">쇼핑백</option></select>',
        ),
        url,
      ),
    ).fields;
    expect(fields.options).toEqual({
      groups: ['맛'],
      variants: [
        { values: ['순한맛'], priceDelta: 0, stock: 10, soldOut: false, code: '순한맛,0,10' },
        { values: ['매운맛'], priceDelta: 500, stock: 10, soldOut: false, code: '매운맛,500,10' },
      ],
    });
  });

  it('reads a sold-out button as sold out, never as a price or a fee', () => {
    const html =
      '<html><head><script>var g4_path = "..";</script></head><body><form name="fitem" onsubmit="return false">' +
      '<input type="hidden" name="it_id" value="1750000000"><input type="hidden" name="it_amount" value="20000">' +
      '<h2 class="pro_tit">햇감자 5kg</h2><dl><dt>배송비</dt><dd>무료배송</dd></dl>' +
      '<button type="button" class="btn_buy">품절</button></form></body></html>';
    const product = extract(html, 'https://gamja.example/board/shop/item.php?it_id=1750000000');
    expect(product).toMatchObject({
      parser: 'youngcart',
      name: '햇감자 5kg',
      salePrice: 20000,
      soldOut: true,
      deliveryFee: 0,
    });
  });

  it('stays fast on a large page', () => {
    const rows = '<tr><th>항목</th><td><img src="/data/editor/a.jpg"><del>1,000</del></td></tr>'.repeat(
      20_000,
    );
    const page = createPage(itemPage(`<table>${rows}</table>`), url);
    const started = performance.now();
    youngcartAdapter.extract(page);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('stays fast when struck-through text and links nest around a large block', () => {
    // Each nested <del> and <a> used to have its whole text read (~10 s here); a label or an amount is short.
    const text = 'word '.repeat(200_000);
    const struck = `${'<del>'.repeat(100)}${text}${'</del>'.repeat(100)}`;
    const links = `${'<span><a href="/x">'.repeat(100)}${text}${'</a></span>'.repeat(100)}`;
    const page = createPage(itemPage(`<del>12,000원</del>${struck}${links}`), url);
    const started = performance.now();
    expect(youngcartAdapter.extract(page).fields).toMatchObject({
      name: '국산 귀리쌀 2kg',
      originalPrice: 12000,
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
