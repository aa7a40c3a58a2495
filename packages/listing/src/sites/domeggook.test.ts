import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { domeggookAdapter } from './domeggook.ts';
import { fixtureMismatches, loadFixtureGroup, runAdapter } from './shop-fixtures.test-helper.ts';

const fixtures = [...loadFixtureGroup('shop-domeggook'), ...loadFixtureGroup('domeggook')];

function itemPage(
  body: string,
  script = '',
  url = 'https://domeggook.com/12345678',
): ReturnType<typeof createPage> {
  return createPage(
    `<html><head><title>상품 - 도매꾹</title></head><body><div id="itemView">${body}</div><script>${script}</script></body></html>`,
    url,
  );
}

describe('domeggookAdapter over the fixtures', () => {
  it.each(fixtures.map((fixture) => [fixture.id, fixture] as const))(
    '%s matches its expectation',
    (_, fixture) => {
      expect(fixture.parser).toBe('domeggook');
      expect(
        domeggookAdapter.matchesHost(fixture.page.host) || domeggookAdapter.matchesPage(fixture.page),
      ).toBe(true);
      expect(fixtureMismatches(fixture.expected, runAdapter(domeggookAdapter, fixture.page))).toEqual([]);
    },
  );

  it('cuts the recommendation blocks out of the detail HTML', () => {
    const fixture = fixtures.find((item) => item.id === 'domeggook/compact-tiers-options');
    const detail = fixture === undefined ? null : domeggookAdapter.extract(fixture.page).fields.detailHtml;
    expect(detail).toContain('방수 원단이라');
    expect(detail).not.toContain('tmpl04');
    expect(detail).not.toContain('AitemsZone');
  });
});

describe('domeggookAdapter', () => {
  it('claims every domeggook.com host, 도매매 and mobile included', () => {
    for (const host of ['domeggook.com', 'domeme.domeggook.com', 'mobile.domeggook.com']) {
      expect(domeggookAdapter.matchesHost(host)).toBe(true);
    }
    expect(domeggookAdapter.matchesHost('notdomeggook.com')).toBe(false);
  });

  it('reads the row form of the tier table', () => {
    const page = itemPage(
      '<h1 id="lInfoItemTitle">상품</h1><table id="lBaseAmtTbl"><tr><th>1 ~</th><td>5,900</td></tr><tr><th>20 ~</th><td>5,800</td></tr></table>',
    );
    expect(domeggookAdapter.extract(page).fields.tiers).toEqual([
      { minQuantity: 1, unitPrice: 5900 },
      { minQuantity: 20, unitPrice: 5800 },
    ]);
  });

  it('drops options the 도매매 market does not sell and keeps sold-out ones', () => {
    const data = {
      '0': { name: 'A', dom: 1, sup: 0, hid: 0 },
      '1': { name: 'B', dom: 1, sup: 1, hid: 1 },
      '2': { name: 'C', dom: 1, sup: 1, hid: 2 },
    };
    const script = `var o = new ItemOptionController(${JSON.stringify({ optSort: ['색상'], data })});`;
    const onDomeme = domeggookAdapter.extract(
      itemPage('<h1 id="lInfoItemTitle">x</h1>', script, 'https://domeme.domeggook.com/s/12345678'),
    );
    expect(onDomeme.fields.options?.variants.map((variant) => [variant.values[0], variant.soldOut])).toEqual([
      ['B', true],
    ]);
    const onDomeggook = domeggookAdapter.extract(itemPage('<h1 id="lInfoItemTitle">x</h1>', script));
    expect(onDomeggook.fields.options?.variants.map((variant) => variant.values[0])).toEqual(['A', 'B']);
  });

  it('reads the hid/dom/sup flags written as strings', () => {
    const data = {
      '0': { name: 'A', dom: '1', sup: '1', hid: '0' },
      '1': { name: 'B', dom: '1', sup: '1', hid: '1' },
      '2': { name: 'C', dom: '1', sup: '1', hid: '2' },
      '3': { name: 'D', dom: '0', sup: '1', hid: '0' },
    };
    const script = `var o = new ItemOptionController(${JSON.stringify({ optSort: ['색상'], data })});`;
    const options = domeggookAdapter.extract(itemPage('<h1 id="lInfoItemTitle">x</h1>', script)).fields
      .options;
    expect(options?.variants.map((variant) => [variant.values[0], variant.soldOut])).toEqual([
      ['A', false],
      ['B', true],
    ]);
  });

  it('keeps a combination name whole when it does not split into the groups', () => {
    const data = { '0_00': { name: '블랙/L/특대', dom: 1, sup: 1, hid: 0 } };
    const script = `new ItemOptionController(${JSON.stringify({ optSort: ['색상', '사이즈'], data })});`;
    const options = domeggookAdapter.extract(itemPage('<h1 id="lInfoItemTitle">x</h1>', script)).fields
      .options;
    expect(options).toMatchObject({
      groups: ['색상/사이즈'],
      variants: [{ values: ['블랙/L/특대'], code: '0_00' }],
    });
  });

  it('answers a 도매매 login page with login_required naming the API key', () => {
    const page = createPage(
      '<html><head><title>로그인</title></head><body><form><input type="password" name="pass"></form></body></html>',
      'https://domeme.domeggook.com/main/member/mem_formLogin.php',
    );
    const found = domeggookAdapter.extract(page);
    expect(found.fields).toEqual({});
    expect(found.warnings).toEqual([
      { code: 'login_required', message: expect.stringContaining('DOMEGGOOK_API_KEY') },
    ]);
  });

  it('does not take an item page with a header login box for a login wall', () => {
    const page = itemPage(
      '<form><input type="password" name="pw"></form><h1 id="lInfoItemTitle">실리콘 주걱</h1>',
      'window.lItem = {}; window.lItem.store = { baseAmtDome : 2500 };',
    );
    expect(domeggookAdapter.extract(page).fields).toMatchObject({ name: '실리콘 주걱', salePrice: 2500 });
  });
});
