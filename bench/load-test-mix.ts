import { shopCatalogue } from '@ollida/sandbox/shop/catalogue';
import { seoulDate } from '../apps/server/src/integrations/coupang/coupang-values.ts';
import { seededRandom } from './admin-traffic-seed.ts';
import type { LoadGroup, LoadRequest } from './load-test-drive.ts';
import type { LoadSeed } from './load-test-seed.ts';

export type GroupKey = 'me' | 'productList' | 'orders' | 'adminStats' | 'parse';

export const groupLabels: Record<GroupKey, string> = {
  me: 'sign-in check (GET /api/user/me)',
  productList: 'product list (GET /api/uploaded-products)',
  orders: 'order list (GET /api/coupang/orders)',
  adminStats: 'admin stats (GET /api/admin/access-stats?hours=24)',
  parse: 'parse of a sandbox-shop page (POST /api/url-parser)',
};

export interface MixOptions {
  products: number;
  /** Requests per second of each group. */
  rates: Record<GroupKey, number>;
  /** Forwarded client addresses the parses come from: the URL parser allows 120 a minute per address. */
  parseAddresses: number;
}

const dayMs = 86_400_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (path: string, token: string): LoadRequest => ({ method: 'GET', path, headers: bearer(token) });
const cycle = <T>(items: readonly T[], index: number): T => {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('cycle over an empty list');
  return item;
};

/**
 * Product pages as sellers open them: 60% of the first five, 30% of pages 6-100, 10% deeper up to the last page
 * (seeded, so every run asks for the same pages).
 */
function productPages(products: number, count: number): number[] {
  const random = seededRandom(2026);
  const lastPage = Math.max(101, Math.ceil(products / 20));
  return Array.from({ length: count }, () => {
    const draw = random();
    if (draw < 0.6) return 1 + Math.floor(random() * 5);
    if (draw < 0.9) return 6 + Math.floor(random() * 95);
    return 101 + Math.floor(random() * (lastPage - 100));
  });
}

/** 198.18.0.0/15 is set aside for benchmarks (RFC 2544); with TRUST_PROXY=loopback the app takes it as the client. */
const benchAddress = (index: number) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/**
 * The five groups of the mix against the app at `base`, each cycling through its own users: sign-in checks of plain
 * sellers, product pages of the 20-store owner, the demo store's order list (the screen's default 30 days of ACCEPT,
 * one query, so its 30-second answer cache is shared as in the product) by its members, the 24-hour statistics by the
 * administrators, and parses of every demo-shop page from `parseAddresses` forwarded addresses.
 */
export function loadGroups(
  base: string,
  seed: LoadSeed,
  options: MixOptions,
  now: Date,
): Record<GroupKey, LoadGroup> {
  const range = `createdAtFrom=${seoulDate(new Date(now.getTime() - 30 * dayMs))}&createdAtTo=${seoulDate(now)}`;
  const orders = `/api/coupang/orders?${range}&status=ACCEPT&maxPerPage=20&wingAccount=${seed.wingAccount}`;
  const parses = Array.from({ length: shopCatalogue.length * options.parseAddresses }, (_, index) => ({
    method: 'POST' as const,
    path: '/api/url-parser',
    headers: {
      ...bearer(cycle(seed.sellerTokens, index)),
      'content-type': 'application/json',
      'x-forwarded-for': benchAddress(index % options.parseAddresses),
    },
    body: JSON.stringify({ url: `${base}/sandbox/shop/${cycle(shopCatalogue, index).path}` }),
  }));
  const group = (key: GroupKey, requests: LoadRequest[]): LoadGroup => ({
    name: groupLabels[key],
    rate: options.rates[key],
    requests,
  });
  return {
    me: group(
      'me',
      seed.sellerTokens.map((token) => get('/api/user/me', token)),
    ),
    productList: group(
      'productList',
      productPages(options.products, 600).map((page) =>
        get(`/api/uploaded-products?page=${page}&limit=20`, seed.productOwnerToken),
      ),
    ),
    orders: group(
      'orders',
      seed.orderTokens.map((token) => get(orders, token)),
    ),
    adminStats: group(
      'adminStats',
      seed.adminTokens.map((token) => get('/api/admin/access-stats?hours=24', token)),
    ),
    parse: group('parse', parses),
  };
}
