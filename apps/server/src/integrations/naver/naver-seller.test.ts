import { describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import { discoverStore, type NaverChannel, storeSlugOf } from './naver-seller.ts';

function channel(overrides: Partial<NaverChannel>): NaverChannel {
  return {
    channelNo: '1',
    channelType: 'STOREFARM',
    name: '스토어',
    url: 'https://smartstore.naver.com/store',
    representativeImageUrl: undefined,
    ...overrides,
  };
}

describe('discoverStore', () => {
  it('picks the Smart Store channel even when another channel comes first', () => {
    const channels = [
      channel({
        channelNo: '500812345',
        channelType: 'WINDOW',
        name: '윈도',
        url: 'https://shopping.naver.com/w',
      }),
      channel({
        channelNo: '100203002',
        name: '하루살림 잡화점',
        url: 'https://smartstore.naver.com/haru-living/',
      }),
    ];
    expect(discoverStore(channels)).toEqual({
      storeId: '100203002',
      storeName: '하루살림 잡화점',
      storeSlug: 'haru-living',
      storeUrl: 'https://smartstore.naver.com/haru-living/',
      channels,
    });
  });

  it('fails in Korean when the seller has no Smart Store', () => {
    expect(() => discoverStore([channel({ channelType: 'WINDOW' })])).toThrow(Upstream);
    expect(() => discoverStore([])).toThrow('스마트스토어 채널이 없습니다');
  });
});

describe('storeSlugOf', () => {
  it('takes the last path segment and tolerates odd input', () => {
    expect(storeSlugOf('https://smartstore.naver.com/ollida-demo')).toBe('ollida-demo');
    expect(storeSlugOf('not a url')).toBeUndefined();
    expect(storeSlugOf(undefined)).toBeUndefined();
    expect(storeSlugOf('https://smartstore.naver.com/')).toBeUndefined();
  });
});
