import { describe, expect, it } from 'vitest';
import { coupangLinks, naverLinks } from './store-links.ts';

describe('coupangLinks', () => {
  it('links the buyer page only when Coupang assigned a product id', () => {
    expect(coupangLinks({ sellerProductId: '1500', productId: '77' })).toEqual({
      storeUrl: 'https://www.coupang.com/vp/products/77',
      adminUrl: 'https://wing.coupang.com/tenants/seller-web/vendor-inventory/modify?vendorInventoryId=1500',
    });
    expect(coupangLinks({ sellerProductId: '1500', productId: null }).storeUrl).toBeNull();
  });
});

describe('naverLinks', () => {
  it('uses the store slug and channel number for buyers, the origin number for the seller center', () => {
    expect(naverLinks({ originProductNo: '900', channelProductNo: '901', storeSlug: 'ollida' })).toEqual({
      storeUrl: 'https://smartstore.naver.com/ollida/products/901',
      adminUrl: 'https://sell.smartstore.naver.com/#/products/edit/900',
    });
  });

  it('falls back to the generic main path without a slug and to no buyer link without a channel number', () => {
    expect(naverLinks({ originProductNo: '900', channelProductNo: '901', storeSlug: null }).storeUrl).toBe(
      'https://smartstore.naver.com/main/products/901',
    );
    expect(
      naverLinks({ originProductNo: '900', channelProductNo: null, storeSlug: 'ollida' }).storeUrl,
    ).toBeNull();
  });
});
