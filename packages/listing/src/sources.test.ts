import { describe, expect, it } from 'vitest';
import { SITE_ADAPTERS } from './sites/registry.ts';
import { PARSER_IDS } from './source-product.ts';
import { sourceNameOf, sourceNames } from './sources.ts';

describe('sourceNames', () => {
  it('names every parser id', () => {
    const names = sourceNames();
    for (const id of PARSER_IDS) {
      expect(names[id], id).toEqual(expect.any(String));
      expect(names[id], id).not.toBe(id);
    }
    expect(Object.keys(names)).toHaveLength(PARSER_IDS.length);
  });

  it('lists the adapters in registry order, generic last', () => {
    expect(Object.keys(sourceNames())).toEqual([...SITE_ADAPTERS.map((adapter) => adapter.id), 'generic']);
  });

  it('uses the names sellers say', () => {
    expect(sourceNames()).toEqual({
      domeggook: '도매꾹',
      ownerclan: '오너클랜',
      smartstore: '네이버 스마트스토어',
      coupang: '쿠팡',
      alibaba1688: '1688',
      aliexpress: '알리익스프레스',
      taobao: '타오바오·티몰',
      amazon: '아마존',
      youngcart: '영카트',
      firstmall: '퍼스트몰',
      godomall: '고도몰',
      cafe24: '카페24',
      makeshop: '메이크샵',
      onlinepowers: '온라인파워스',
      generic: '일반 쇼핑몰',
    });
  });

  it('returns a fresh record each call', () => {
    const names = sourceNames();
    names.coupang = 'changed';
    expect(sourceNames().coupang).toBe('쿠팡');
  });
});

describe('sourceNameOf', () => {
  it('names known parsers', () => {
    expect(sourceNameOf('domeggook')).toBe('도매꾹');
    expect(sourceNameOf('generic')).toBe('일반 쇼핑몰');
  });

  it.each(['unknown-site', '', 'constructor', '__proto__', 'toString'])(
    'falls back to the id for %j',
    (id) => {
      expect(sourceNameOf(id)).toBe(id);
    },
  );
});
