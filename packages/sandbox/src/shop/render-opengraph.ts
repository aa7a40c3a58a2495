import { escapeHtml } from '../text-safety.ts';
import type { ShopProduct } from './catalogue-types.ts';
import {
  absoluteUrl,
  BASE_STYLE,
  extraFeesText,
  formatWon,
  type PageContext,
  renderDetailHtml,
} from './html.ts';

/** Writes one OpenGraph meta tag the way this product's shop does (property or name, either attribute order). */
function ogMeta(product: ShopProduct, key: string, value: string): string {
  const attribute = product.quirks.includes('og-meta-name-attribute') ? 'name' : 'property';
  const content = `content="${escapeHtml(value)}"`;
  const keyPart = `${attribute}="${key}"`;
  return product.quirks.includes('og-meta-content-first')
    ? `<meta ${content} ${keyPart}>`
    : `<meta ${keyPart} ${content}>`;
}

/** The sale price as the page prints it: "12,900원", "12,900 원", "₩12,900", "KRW 12,900" or a range. */
export function opengraphPriceText(product: ShopProduct): string {
  const won = formatWon(product.salePrice);
  if (product.quirks.includes('price-text-range')) {
    const deltas = (product.options?.variants ?? []).map((v) => v.priceDelta);
    const high = product.salePrice + Math.max(0, ...deltas);
    return `${won}원 ~ ${formatWon(high)}원`;
  }
  if (product.quirks.includes('price-text-won-spaced')) return `${won} 원`;
  if (product.quirks.includes('price-text-won-sign')) return `₩${won}`;
  if (product.quirks.includes('price-text-krw-prefix')) return `KRW ${won}`;
  return `${won}원`;
}

function deliveryLine(product: ShopProduct): string {
  const { delivery } = product;
  if (delivery.payType === 'free') return '무료배송';
  if (delivery.payType === 'cod') return `배송비 착불 ${formatWon(delivery.fee)}원`;
  const condition =
    delivery.freeOver === undefined ? '' : ` (${formatWon(delivery.freeOver)}원 이상 구매 시 무료)`;
  return `배송비 ${formatWon(delivery.fee)}원${condition}`;
}

function optionList(product: ShopProduct): string {
  const options = product.options;
  if (options === undefined) return '';
  const items = options.variants
    .map((variant) => {
      const extra = variant.priceDelta > 0 ? ` (+${formatWon(variant.priceDelta)}원)` : '';
      return `<option>${escapeHtml(variant.values.join(' / '))}${extra}</option>`;
    })
    .join('');
  return `<div class="opt"><label>${escapeHtml(options.groups.join(' / '))} <select>${items}</select></label></div>`;
}

/** Renders a small-shop page whose only structured data is OpenGraph; the price exists only as Korean text. */
export function renderOpengraphPage(product: ShopProduct, ctx: PageContext): string {
  const ogTitle = product.quirks.includes('og-title-site-suffix')
    ? `${product.name} - ${product.shopName}`
    : product.name;
  const image = absoluteUrl(ctx, product.images.main);
  const description = `${product.features[0] ?? ''} ${product.features[1] ?? ''}`.trim();
  const secure = ctx.scheme === 'https' ? `\n${ogMeta(product, 'og:image:secure_url', image)}` : '';
  const original =
    product.listPrice > product.salePrice
      ? `<p class="consumer">소비자가 <del>${formatWon(product.listPrice)}원</del></p>`
      : '';
  const fees = extraFeesText(product.delivery);
  const gallery = [product.images.main, ...product.images.extra]
    .map((path) => `<img src="${escapeHtml(absoluteUrl(ctx, path))}" alt="" width="480">`)
    .join('\n');
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${product.name} : ${product.shopName}`)}</title>
${ogMeta(product, 'og:type', 'website')}
${ogMeta(product, 'og:site_name', product.shopName)}
${ogMeta(product, 'og:title', ogTitle)}
${ogMeta(product, 'og:description', description)}
${ogMeta(product, 'og:image', image)}${secure}
${ogMeta(product, 'og:url', absoluteUrl(ctx, product.path))}
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${escapeHtml(product.name)}">
<meta name="twitter:image" content="${escapeHtml(image)}">
<style>${BASE_STYLE}.real_price{font-size:22px;font-weight:bold}</style>
</head>
<body>
<div class="wrap shop_view">
<div class="goods_image">
${gallery}
</div>
<div class="goods_info">
<h2 class="view_tit">${escapeHtml(product.name)}</h2>
${original}
<p class="price">판매가 <span class="real_price">${escapeHtml(opengraphPriceText(product))}</span></p>
${optionList(product)}
<p class="delivery">${escapeHtml(deliveryLine(product))}</p>
${fees === '' ? '' : `<p class="delivery_notice">${escapeHtml(fees)}</p>`}
<p class="exchange_notice">교환 배송비 ${formatWon(product.delivery.fee * 2 + 3000)}원 (왕복)</p>
</div>
<div class="goods_detail">
${renderDetailHtml(product, ctx, absoluteUrl)}
</div>
</div>
</body>
</html>
`;
}
