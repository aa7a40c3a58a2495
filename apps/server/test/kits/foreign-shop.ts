import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas, encodePng } from '@ollida/sandbox/shop/png';

/**
 * A loopback shop whose product pages price in a foreign currency (schema.org JSON-LD, as AliExpress-style shops do):
 * `/p/<id>?currency=CNY&price=149` is a canvas tote bag (에코백) at ¥149 with a PNG picture on the same server. Counts page
 * requests, so a test can tell a refused call fetched nothing.
 */
export async function startForeignShop(): Promise<{
  baseUrl: string;
  productUrl(id: string, currency: string, price: number): string;
  pageHits: string[];
  close(): Promise<void>;
}> {
  const pageHits: string[] = [];
  const png = encodePng(createCanvas(8, 8, '#8a5a2b'));
  let origin = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname.endsWith('.png')) {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      response.end(png);
      return;
    }
    const id = /^\/p\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (id === undefined) {
      response.writeHead(404).end();
      return;
    }
    pageHits.push(url.pathname + url.search);
    const product = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      // A Korean name, as cross-border shops show Korean buyers (and the Coupang sandbox predicts its category).
      name: `캔버스 토트백 에코백 ${id}`,
      sku: id,
      image: [`${origin}/img/${id}.png`],
      offers: {
        '@type': 'Offer',
        price: url.searchParams.get('price') ?? '0',
        priceCurrency: url.searchParams.get('currency') ?? 'USD',
        availability: 'https://schema.org/InStock',
      },
    };
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><title>${product.name}</title>` +
        `<script type="application/ld+json">${JSON.stringify(product)}</script></head>` +
        `<body><h1>${product.name}</h1><p>면 캔버스, 38 × 42 cm</p></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${origin}/`,
    productUrl: (id, currency, price) => `${origin}/p/${id}?currency=${currency}&price=${price}`,
    pageHits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
