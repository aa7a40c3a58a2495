import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../text-safety.ts';
import { shopCatalogue } from './catalogue.ts';
import { absoluteUrl, BASE_STYLE, scriptJson } from './html.ts';
import type { ShopContext } from './options.ts';
import { pageContext, queryParam, sendHtml, sendNotFound } from './respond.ts';

/** How many numbered load-test products the shop serves (`/bench/items/1` … `/bench/items/5000`). */
export const BENCH_PRODUCT_COUNT = 5_000;

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

/** Serves numbered product pages (JSON-LD Product) for bulk-registration load tests; images reuse the catalogue's. */
export function registerBenchProductRoutes(app: FastifyInstance, shop: ShopContext): void {
  const prefix = app.prefix;
  app.get('/bench/items/:n', async (request, reply) => {
    const ctx = pageContext(request, prefix, shop.now);
    const n = Number(queryParam(request.params, 'n'));
    if (!Number.isInteger(n) || n < 1 || n > BENCH_PRODUCT_COUNT) return sendNotFound(reply, ctx);
    const product = benchProduct(n);
    const look = looks[n % looks.length] ?? shopCatalogue[0];
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
