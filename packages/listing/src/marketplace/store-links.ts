/** Buyer and seller-console URLs of a Coupang listing; the buyer page exists only once Coupang assigned a productId. */
export function coupangLinks(ids: { sellerProductId: string; productId: string | null }): {
  storeUrl: string | null;
  adminUrl: string;
} {
  return {
    storeUrl: ids.productId
      ? `https://www.coupang.com/vp/products/${encodeURIComponent(ids.productId)}`
      : null,
    adminUrl: `https://wing.coupang.com/tenants/seller-web/vendor-inventory/modify?vendorInventoryId=${encodeURIComponent(ids.sellerProductId)}`,
  };
}

/** Buyer and seller-console URLs of a Naver listing (docs/protocols/naver-commerce.md §3: channel number for buyers, origin for edit). */
export function naverLinks(ids: {
  originProductNo: string;
  channelProductNo: string | null;
  storeSlug: string | null;
}): {
  storeUrl: string | null;
  adminUrl: string;
} {
  const channel = ids.channelProductNo ? encodeURIComponent(ids.channelProductNo) : null;
  const slug = ids.storeSlug ? encodeURIComponent(ids.storeSlug) : 'main';
  return {
    storeUrl: channel ? `https://smartstore.naver.com/${slug}/products/${channel}` : null,
    adminUrl: `https://sell.smartstore.naver.com/#/products/edit/${encodeURIComponent(ids.originProductNo)}`,
  };
}
