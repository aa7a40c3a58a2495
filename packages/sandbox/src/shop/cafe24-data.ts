import type { ShopProduct } from './catalogue-types.ts';
import { absoluteUrl, doubledSchemeUrl, type PageContext } from './html.ts';

/** Cafe24 product code such as `P0000BXN`: a fixed prefix and three letters derived from the product number. */
export function cafe24ProductCode(product: ShopProduct): string {
  const n = Number(product.siteNo);
  const letter = (value: number) => String.fromCharCode(65 + (value % 26));
  return `P0000${letter(Math.floor(n / 676))}${letter(Math.floor(n / 26))}${letter(n)}`;
}

/** Item codes (`P0000BXN000A`, `…000B`, …): one per option variant, or a single one without options. */
export function cafe24ItemCodes(product: ShopProduct): string[] {
  const count = product.options?.variants.length ?? 1;
  const code = cafe24ProductCode(product);
  return Array.from({ length: count }, (_, index) => `${code}000${String.fromCharCode(65 + index)}`);
}

/** PHP's json_encode defaults: non-ASCII as \uXXXX and "/" as "\/". */
function phpJsonEncode(value: unknown): string {
  return JSON.stringify(value)
    .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replaceAll('/', '\\/');
}

/** PHP's addslashes, which Cafe24 applies before putting JSON into a single-quoted JS string. */
function addSlashes(text: string): string {
  return text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('"', '\\"');
}

/** The `option_stock_data` JS string literal, keyed by item code (field names as Cafe24 skins print them). */
export function optionStockDataLiteral(product: ShopProduct): string {
  const codes = cafe24ItemCodes(product);
  const groups = product.options?.groups ?? [];
  const variants = product.options?.variants ?? [{ values: [], priceDelta: 0, stock: product.stock }];
  const data: Record<string, unknown> = {};
  variants.forEach((variant, index) => {
    const selling = variant.stock > 0 ? 'T' : 'F';
    data[codes[index] ?? ''] = {
      stock_price: `${variant.priceDelta}.00`,
      use_stock: true,
      use_soldout: 'T',
      is_display: 'T',
      is_selling: selling,
      option_price: product.listPrice + variant.priceDelta,
      option_name: groups.join('#$%'),
      option_value: variant.values.join('-'),
      option_value_orginal: variant.values,
      stock_number: variant.stock,
      is_auto_soldout: variant.stock > 0 ? 'F' : 'T',
    };
  });
  return `'${addSlashes(phpJsonEncode(data))}'`;
}

function imageUrls(product: ShopProduct, ctx: PageContext): string[] {
  const write = product.quirks.includes('doubled-scheme-images') ? doubledSchemeUrl : absoluteUrl;
  return [product.images.main, ...product.images.extra].map((path) => write(ctx, path));
}

function priceValue(product: ShopProduct, amount: number): number | string {
  return product.quirks.includes('jsonld-price-as-string') ? String(amount) : amount;
}

function priceValidUntil(now: number): string {
  return new Date(now + 365 * 86_400_000).toISOString().slice(0, 10);
}

/** Address of the readable product URL the JSON-LD offers point at (`…/?item_code=`). */
function offerUrl(product: ShopProduct, ctx: PageContext, itemCode: string): string {
  return `${absoluteUrl(ctx, product.alternatePaths[0] ?? product.path)}?item_code=${itemCode}`;
}

function offers(product: ShopProduct, ctx: PageContext): unknown {
  const variants = product.options?.variants ?? [{ values: [], priceDelta: 0, stock: product.stock }];
  if (product.quirks.includes('jsonld-aggregate-offer')) {
    const prices = variants.map((v) => product.listPrice + v.priceDelta);
    return {
      '@type': 'AggregateOffer',
      lowPrice: priceValue(product, Math.min(...prices)),
      highPrice: priceValue(product, Math.max(...prices)),
      offerCount: variants.length,
      priceCurrency: 'KRW',
      availability: product.soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    };
  }
  const codes = cafe24ItemCodes(product);
  return variants.map((variant, index) => ({
    '@type': 'Offer',
    name: [product.name, ...variant.values].join(' '),
    price: priceValue(product, product.listPrice + variant.priceDelta),
    priceCurrency: 'KRW',
    availability: variant.stock > 0 ? 'InStock' : 'OutOfStock',
    url: offerUrl(product, ctx, codes[index] ?? ''),
    priceValidUntil: priceValidUntil(ctx.now),
  }));
}

/** The schema.org Product object the page embeds (its price is the list price, as on real Cafe24 pages). */
export function cafe24ProductJsonLd(product: ShopProduct, ctx: PageContext): Record<string, unknown> {
  const ratingSeed = Number(product.siteNo);
  return {
    '@type': 'Product',
    name: product.name,
    image: imageUrls(product, ctx),
    description: product.features.join(' '),
    sku: cafe24ProductCode(product),
    brand: { '@type': 'Brand', name: product.brand },
    offers: offers(product, ctx),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: (4 + (ratingSeed % 10) / 10).toFixed(1),
      reviewCount: 5 + (ratingSeed % 40),
    },
  };
}

/** A BreadcrumbList for the product's category path. */
export function cafe24BreadcrumbJsonLd(product: ShopProduct): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: product.category.map((name, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
    })),
  };
}

/** The `<script type="application/ld+json">` blocks of the page, as one string. */
export function cafe24JsonLdScripts(
  product: ShopProduct,
  ctx: PageContext,
  toJson: (v: unknown) => string,
): string {
  const context = { '@context': 'https://schema.org' };
  const productLd = cafe24ProductJsonLd(product, ctx);
  const crumbs = cafe24BreadcrumbJsonLd(product);
  if (product.quirks.includes('jsonld-graph')) {
    const graph = { ...context, '@graph': [productLd, crumbs] };
    return `<script type="application/ld+json">${toJson(graph)}</script>`;
  }
  return (
    `<script type="application/ld+json">${toJson({ ...context, ...productLd })}</script>\n` +
    `<script type="application/ld+json">${toJson({ ...context, ...crumbs })}</script>`
  );
}
