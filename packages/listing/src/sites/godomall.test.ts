import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { godomallAdapter } from './godomall.ts';
import { fixtureMismatches, loadFixtureGroup, runAdapter } from './shop-fixtures.test-helper.ts';

const fixtures = loadFixtureGroup('shop-godo');

function goodsPage(form: string): ReturnType<typeof createPage> {
  return createPage(
    `<html><head><script>var gdCurrencyCode = 'KRW';</script></head><body><div class="item_detail_tit"><h3>원목 의자</h3></div>` +
      `<form id="frmView" name="frmView">${form}</form></body></html>`,
    'https://www.woodhome.kr/goods/goods_view.php?goodsNo=1000000555',
  );
}

describe('godomallAdapter over the fixtures', () => {
  it.each(fixtures.map((fixture) => [fixture.id, fixture] as const))(
    '%s matches its expectation',
    (_, fixture) => {
      expect(fixture.parser).toBe('godomall');
      expect(godomallAdapter.matchesPage(fixture.page)).toBe(true);
      expect(fixtureMismatches(fixture.expected, runAdapter(godomallAdapter, fixture.page))).toEqual([]);
    },
  );
});

describe('godomallAdapter', () => {
  it('reports sold out from the sold-out buttons although set_goods_price stays filled', () => {
    const fields = godomallAdapter.extract(
      goodsPage(
        '<input type="hidden" name="set_goods_price" value="89000"><input type="hidden" name="set_goods_stock" value="0">' +
          '<div class="btn_choice_box btn_restock_box"><button class="btn_add_soldout">구매 불가</button></div>',
      ),
    ).fields;
    expect(fields).toMatchObject({
      name: '원목 의자',
      salePrice: 89000,
      stock: 0,
      soldOut: true,
      currency: 'KRW',
    });
  });

  it('treats a zero stock input without sold-out buttons as untracked stock', () => {
    const fields = godomallAdapter.extract(
      goodsPage(
        '<input type="hidden" name="set_goods_price" value="89000"><input type="hidden" name="set_goods_stock" value="0">',
      ),
    ).fields;
    expect(fields.stock).toBeUndefined();
    expect(fields.soldOut).toBeUndefined();
  });

  it('never reports 0원 (가격대체문구 items) as the price', () => {
    const fields = godomallAdapter.extract(
      goodsPage(
        '<input type="hidden" name="set_goods_price" value="0"><input type="hidden" name="set_goods_fixedPrice" value="0">',
      ),
    ).fields;
    expect(fields.salePrice).toBeUndefined();
    expect(fields.originalPrice).toBeUndefined();
  });

  it('reads optionSno||delta||…||stock^|^label option values', () => {
    const select =
      '<dl><dt>사이즈</dt><dd><select name="optionSnoInput"><option value="">선택</option>' +
      '<option value="29388||0||||7^|^80(XS)">80(XS)</option>' +
      '<option value="29389||2000||||0^|^90(S)" disabled="disabled">90(S)</option></select></dd></dl>';
    const options = godomallAdapter.extract(
      goodsPage(`<input type="hidden" name="set_goods_price" value="19000">${select}`),
    ).fields.options;
    expect(options).toEqual({
      groups: ['사이즈'],
      variants: [
        { values: ['80(XS)'], priceDelta: 0, stock: 7, soldOut: false, code: '29388' },
        { values: ['90(S)'], priceDelta: 2000, stock: 0, soldOut: true, code: '29389' },
      ],
    });
  });

  it('answers the member login page with login_required', () => {
    const page = createPage(
      '<html><head><title>로그인</title></head><body><form action="/member/login_ps.php"><input name="loginId">' +
        '<input type="password" name="loginPwd"></form></body></html>',
      'https://www.woodhome.kr/member/login.php?returnUrl=%2Fgoods%2Fgoods_view.php%3FgoodsNo%3D1',
    );
    expect(godomallAdapter.matchesPage(page)).toBe(true);
    const found = godomallAdapter.extract(page);
    expect(found.fields).toEqual({});
    expect(found.warnings?.map((warning) => warning.code)).toEqual(['login_required']);
  });
});
