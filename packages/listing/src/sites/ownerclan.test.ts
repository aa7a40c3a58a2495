import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { ownerclanAdapter } from './ownerclan.ts';
import { fixtureMismatches, loadFixtureGroup, runAdapter } from './shop-fixtures.test-helper.ts';

const fixtures = loadFixtureGroup('ownerclan');

describe('ownerclanAdapter over the fixtures', () => {
  it.each(fixtures.map((fixture) => [fixture.id, fixture] as const))(
    '%s matches its expectation',
    (_, fixture) => {
      expect(fixture.parser).toBe('ownerclan');
      expect(ownerclanAdapter.matchesHost(fixture.page.host)).toBe(true);
      expect(fixtureMismatches(fixture.expected, runAdapter(ownerclanAdapter, fixture.page))).toEqual([]);
    },
  );
});

describe('ownerclanAdapter', () => {
  it('names the missing credentials on the login wall', () => {
    const login = fixtures.find((fixture) => fixture.id === 'ownerclan/login');
    const message =
      login === undefined ? undefined : ownerclanAdapter.extract(login.page).warnings?.[0]?.message;
    expect(message).toContain('OWNERCLAN_USERNAME/OWNERCLAN_PASSWORD');
  });

  it('reports a missing item from the errorPage redirect target', () => {
    const page = createPage(
      '<html><head><title>오너클랜</title></head><body><p>존재하지 않는 상품입니다.</p></body></html>',
      'https://ownerclan.com/V2/errorPage.php?code=404',
    );
    const found = ownerclanAdapter.extract(page);
    expect(found.fields).toEqual({});
    expect(found.warnings?.map((warning) => warning.code)).toEqual(['not_for_sale']);
  });

  it('reads the sold-out state from detail_box4', () => {
    const page = createPage(
      '<html><head><meta property="og:title" content="오너클랜 - 캠핑 의자"></head><body>' +
        '<div class="detail_box2"><span class="price3">12,000</span></div><div class="detail_box4"><span>품절</span></div></body></html>',
      'https://ownerclan.com/V2/product/view.php?selfcode=WFIR5I7',
    );
    expect(ownerclanAdapter.extract(page).fields).toMatchObject({
      name: '캠핑 의자',
      salePrice: 12000,
      soldOut: true,
      supplierItemId: 'WFIR5I7',
    });
  });
});
