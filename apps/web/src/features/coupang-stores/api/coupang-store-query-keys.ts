/** Query keys of the Coupang stores feature. */
export const coupangStoreQueryKeys = {
  all: ['coupang-stores'] as const,
  list: () => [...coupangStoreQueryKeys.all, 'list'] as const,
  returnCenters: (wingAccount: string, pageNum: number) =>
    [...coupangStoreQueryKeys.all, 'return-centers', wingAccount, pageNum] as const,
  shippingPlaces: (wingAccount: string, pageNum: number) =>
    [...coupangStoreQueryKeys.all, 'shipping-places', wingAccount, pageNum] as const,
  apiKey: (workspaceId: string) => [...coupangStoreQueryKeys.all, 'api-key', workspaceId] as const,
};

/** `/api/coupang/stores/{wingAccount}` plus an optional tail. */
export function storePath(wingAccount: string, tail = ''): string {
  return `/api/coupang/stores/${encodeURIComponent(wingAccount)}${tail}`;
}
