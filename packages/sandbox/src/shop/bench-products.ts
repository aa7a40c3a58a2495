import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../text-safety.ts';
import { shopCatalogue } from './catalogue.ts';
import {
  absoluteUrl,
  BASE_STYLE,
  formatWon,
  type PageContext,
  protocolRelativeUrl,
  rootRelativeUrl,
  scriptJson,
} from './html.ts';
import type { ShopContext } from './options.ts';
import { pageContext, pageParam, queryParam, sendHtml, sendNotFound } from './respond.ts';

/** How many numbered load-test products the shop serves (`/bench/items/1` … `/bench/items/5000`). */
export const BENCH_PRODUCT_COUNT = 5_000;

/** Load-test products per page of `/bench/list` (one page feeds a 50-page crawl). */
export const BENCH_LIST_PAGE_SIZE = 50;

/** Pages of the load-test listing; past the last one the shop answers 404. */
export const BENCH_LIST_PAGE_COUNT = Math.ceil(BENCH_PRODUCT_COUNT / BENCH_LIST_PAGE_SIZE);

/** Numbered page links the listing's pager shows around the current page, as shops do for long listings. */
const pagerWindow = 10;

/** The load-test listing's page `page`, relative to the shop root. */
export function benchListingPath(page: number): string {
  return `bench/list?page=${page}`;
}

// Product families the marketplace sandboxes can categorise without certifications, so a load test measures the
// pipeline rather than refusals.
const families = [
  { name: '천연 라벤더 디퓨저 200ml', price: 8_900 },
  { name: '접이식 캠핑 의자 경량', price: 23_500 },
  { name: '스테인리스 텀블러 500ml', price: 11_200 },
  { name: '강아지 져키 간식 300g', price: 6_400 },
  { name: '유기농 현미 1kg', price: 7_900 },
] as const;

// Pictures of the Cafe24-style products: their paths are short enough for Coupang's 150-character image URL limit.
const looks = shopCatalogue.filter((product) => product.style === 'cafe24');

/** Name and supplier price of load-test product `n` (1-based): a family plus its number, so each is distinct. */
export function benchProduct(n: number): { name: string; price: number; sku: string } {
  const family = families[(n - 1) % families.length] ?? families[0];
  return { name: `${family.name} ${n}호`, price: family.price + (n % 7) * 100, sku: `BENCH-${n}` };
}

// The catalogue product whose pictures load-test product `n` shows (the same on its page and in the listing).
function lookOf(n: number) {
  return looks[n % looks.length] ?? shopCatalogue[0];
}

/** Previous, a window of numbered pages and next, root-relative like the other listings' pagers. */
function benchPager(page: number, ctx: PageContext): string {
  const href = (n: number) => escapeHtml(rootRelativeUrl(ctx, benchListingPath(n)));
  const first = Math.floor((page - 1) / pagerWindow) * pagerWindow + 1;
  const last = Math.min(BENCH_LIST_PAGE_COUNT, first + pagerWindow - 1);
  const links = Array.from({ length: last - first + 1 }, (_, i) => first + i).map((n) =>
    n === page ? `<strong class="this">${n}</strong>` : `<a href="${href(n)}">${n}</a>`,
  );
  const prev = page > 1 ? `<a class="prev" rel="prev" href="${href(page - 1)}">이전</a> ` : '';
  const next =
    page < BENCH_LIST_PAGE_COUNT ? ` <a class="next" rel="next" href="${href(page + 1)}">다음</a>` : '';
  return `<div class="pagination">${prev}${links.join(' ')}${next}</div>`;
}

/** Renders page `page` (1-based, within the listing) of the load-test products, linking each as `items/{n}`. */
export function renderBenchListingPage(page: number, ctx: PageContext): string {
  const from = (page - 1) * BENCH_LIST_PAGE_SIZE + 1;
  const to = Math.min(BENCH_PRODUCT_COUNT, page * BENCH_LIST_PAGE_SIZE);
  const items = Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => {
    const product = benchProduct(n);
    const thumb = lookOf(n)?.images.thumbs[0];
    const image =
      thumb === undefined ? '' : `<img src="${escapeHtml(protocolRelativeUrl(ctx, thumb))}" alt="">`;
    return (
      `<li class="item"><a href="items/${n}">${image}<span class="name">${escapeHtml(product.name)}</span></a> ` +
      `<span class="price">${formatWon(product.price)}원</span></li>`
    );
  });
  return `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<title>${escapeHtml(`올리다 벤치 - 전체상품 ${page}페이지`)}</title>
<style>${BASE_STYLE}.goods_list li{margin:8px 0}</style>
</head>
<body>
<div class="wrap">
<h1>올리다 벤치</h1>
<p><a href="${rootRelativeUrl(ctx, '')}">샌드박스 쇼핑몰 목록</a></p>
<p class="prdCount">전체 상품 <strong>${BENCH_PRODUCT_COUNT}</strong>개</p>
<ul class="goods_list">
${items.join('\n')}
</ul>
${benchPager(page, ctx)}
</div>
</body>
</html>
`;
}

/**
 * Serves numbered product pages (JSON-LD Product) for bulk-registration load tests, and their listing for crawl load
 * tests; images reuse the catalogue's.
 */
export function registerBenchProductRoutes(app: FastifyInstance, shop: ShopContext): void {
  const prefix = app.prefix;
  app.get('/bench/list', async (request, reply) => {
    const ctx = pageContext(request, prefix, shop.now);
    const page = pageParam(request.query);
    if (page > BENCH_LIST_PAGE_COUNT) return sendNotFound(reply, ctx);
    return sendHtml(reply, renderBenchListingPage(page, ctx));
  });
  app.get('/bench/items/:n', async (request, reply) => {
    const ctx = pageContext(request, prefix, shop.now);
    const n = Number(queryParam(request.params, 'n'));
    if (!Number.isInteger(n) || n < 1 || n > BENCH_PRODUCT_COUNT) return sendNotFound(reply, ctx);
    const product = benchProduct(n);
    const look = lookOf(n);
    const image = look === undefined ? '' : absoluteUrl(ctx, look.images.main);
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      image: [image],
      brand: { '@type': 'Brand', name: '올리다 벤치' },
      offers: {
        '@type': 'Offer',
        price: product.price,
        priceCurrency: 'KRW',
        availability: 'https://schema.org/InStock',
      },
    };
    const name = escapeHtml(product.name);
    return sendHtml(
      reply,
      `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${name}</title><style>${BASE_STYLE}</style>` +
        `<script type="application/ld+json">${scriptJson(data)}</script></head>` +
        `<body><h1>${name}</h1><p>${product.price.toLocaleString('ko-KR')}원</p>` +
        `<img src="${escapeHtml(image)}" alt="${name}"></body></html>`,
    );
  });
}
