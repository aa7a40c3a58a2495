import { randomUUID } from 'node:crypto';
import { multipartFile } from '../../test/kits/source-parser.ts';
import type { RouteEntry } from './route-entry.ts';
import { ownOf } from './routes-account.ts';

const investigator = '/api/product-investigator';
const csv = multipartFile('walk.csv', Buffer.from('url\nhttps://supplier.example/p/1\n'));

/**
 * The URL parser, CSV reading, product search and the Product Investigator. docs/product/public-pages.md#route-table sets no role for the
 * last two: any signed-in user; searches, crawl sessions and stored pages are the caller's own.
 */
export const toolRoutes: RouteEntry[] = [
  {
    method: 'POST',
    path: '/api/url-parser',
    access: 'user',
    request: (f) => ({ url: '/api/url-parser', payload: { url: f.shopProductUrl } }),
  },
  {
    method: 'POST',
    path: '/api/parse-csv',
    access: 'user',
    request: () => ({ url: '/api/parse-csv', payload: csv.payload, headers: csv.headers }),
  },

  {
    method: 'POST',
    path: '/api/product-search',
    access: 'user',
    request: (f) => ({ url: '/api/product-search', payload: { url: f.shopProductUrl } }),
  },
  { method: 'GET', path: '/api/product-search/history', access: 'user' },
  {
    method: 'DELETE',
    path: '/api/product-search/:id',
    access: 'user',
    request: (f, who) => ({ url: `/api/product-search/${ownOf(f, who).searchRecordId}` }),
  },

  { method: 'GET', path: `${investigator}/sources`, access: 'user' },
  { method: 'GET', path: `${investigator}/supported-sites`, access: 'user' },
  {
    method: 'POST',
    path: `${investigator}/crawler/start`,
    access: 'user',
    request: () => ({
      url: `${investigator}/crawler/start`,
      payload: { domain: 'domeggook.com', max_crawls: 1 },
    }),
  },
  {
    method: 'GET',
    path: `${investigator}/crawler/sessions/:id`,
    access: 'user',
    request: (f, who) => ({ url: `${investigator}/crawler/sessions/${ownOf(f, who).crawlSessionId}` }),
  },
  {
    method: 'GET',
    path: `${investigator}/crawl-history`,
    access: 'user',
    request: () => ({ url: `${investigator}/crawl-history?domain=domeggook.com` }),
  },
  {
    method: 'GET',
    path: `${investigator}/parsed-products`,
    access: 'user',
    request: () => ({ url: `${investigator}/parsed-products?domain=domeggook.com` }),
  },
  {
    method: 'GET',
    path: `${investigator}/dates/:source`,
    access: 'user',
    request: () => ({ url: `${investigator}/dates/domeggook` }),
  },
  { method: 'GET', path: `${investigator}/products/all`, access: 'user' },
  {
    method: 'GET',
    path: `${investigator}/products/:source/:date`,
    access: 'user',
    request: (f) => ({ url: `${investigator}/products/domeggook/${f.today}` }),
  },
  { method: 'GET', path: `${investigator}/stats`, access: 'user' },
  { method: 'GET', path: `${investigator}/html-files`, access: 'user' },
  {
    method: 'GET',
    path: `${investigator}/html-content`,
    access: 'user',
    request: (f, who) => ({
      url: `${investigator}/html-content?file_path=${encodeURIComponent(ownOf(f, who).storedPagePath)}`,
    }),
  },
  {
    method: 'GET',
    path: `${investigator}/html-view/:id`,
    access: 'signedLink',
    // Opened in a new tab without the sign-in header: a session must not stand in for the signature.
    request: () => ({
      url: `${investigator}/html-view/${randomUUID()}?expires=${Math.floor(Date.now() / 1000) + 600}&signature=forged`,
    }),
  },
  {
    method: 'GET',
    path: `${investigator}/parse-file`,
    access: 'user',
    request: (f, who) => ({
      url: `${investigator}/parse-file?file_path=${encodeURIComponent(ownOf(f, who).storedPagePath)}`,
    }),
  },
  {
    method: 'POST',
    path: `${investigator}/parse`,
    access: 'user',
    request: () => ({
      url: `${investigator}/parse`,
      payload: { domain: 'domeggook.com', html_content: '<html><body><h1>상품</h1></body></html>' },
    }),
  },
];
