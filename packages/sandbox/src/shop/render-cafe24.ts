import { escapeHtml } from '../text-safety.ts';
import { cafe24JsonLdScripts, optionStockDataLiteral } from './cafe24-data.ts';
import type { ShopProduct } from './catalogue-types.ts';
import {
  absoluteUrl,
  BASE_STYLE,
  extraFeesText,
  formatWon,
  jsString,
  type PageContext,
  protocolRelativeUrl,
  renderDetailHtml,
  rootRelativeUrl,
  scriptJson,
} from './html.ts';

function shippingCell(product: ShopProduct): string {
  const { delivery } = product;
  if (delivery.payType === 'free') return '무료';
  const base =
    delivery.payType === 'cod' ? `${formatWon(delivery.fee)}원 (착불)` : `${formatWon(delivery.fee)}원`;
  return delivery.freeOver === undefined
    ? base
    : `${base} (${formatWon(delivery.freeOver)}원 이상 구매 시 무료)`;
}

function priceRows(product: ShopProduct): string {
  const list =
    '<tr class="xans-record-"><th scope="row"><span>판매가</span></th>' +
    `<td><span><strong id="span_product_price_text">${formatWon(product.listPrice)}원</strong></span></td></tr>`;
  if (product.salePrice >= product.listPrice) return list;
  return (
    `${list}<tr class="xans-record-"><th scope="row"><span>할인판매가</span></th>` +
    `<td><span id="span_product_price_sale">${formatWon(product.salePrice)}원</span></td></tr>`
  );
}

function infoRows(product: ShopProduct): string {
  const rows: Array<[string, string]> = [
    ['브랜드', product.brand],
    ['제조사', product.manufacturer],
    ['원산지', product.origin],
    ['모델명', product.model],
    ['배송방법', product.delivery.method],
    ['배송비', shippingCell(product)],
  ];
  return rows
    .map(
      ([label, value]) =>
        `<tr class="xans-record-"><th scope="row"><span>${label}</span></th><td><span>${escapeHtml(value)}</span></td></tr>`,
    )
    .join('\n');
}

function optionSelects(product: ShopProduct): string {
  const options = product.options;
  if (options === undefined) return '';
  return options.groups
    .map((group, groupIndex) => {
      const values = [...new Set(options.variants.map((v) => v.values[groupIndex] ?? ''))];
      const soldOutValues =
        options.groups.length === 1
          ? new Set(options.variants.filter((v) => v.stock === 0).map((v) => v.values[0]))
          : new Set<string>();
      const items = values
        .map((value) => {
          const label = soldOutValues.has(value) ? `${value} [품절]` : value;
          return `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`;
        })
        .join('');
      return (
        `<tr><th scope="row">${escapeHtml(group)}</th><td><select option_title="${escapeHtml(group)}" ` +
        `id="product_option_id${groupIndex + 1}" name="option${groupIndex + 1}" required="true">` +
        `<option value="*">- [필수] 옵션을 선택해 주세요 -</option><option value="**" disabled>-------------------</option>` +
        `${items}</select></td></tr>`
      );
    })
    .join('\n');
}

function headCategory(product: ShopProduct, ctx: PageContext): string {
  const crumbs = product.category
    .map(
      (name) =>
        `<li><a href="${rootRelativeUrl(ctx, 'cafe24/product/list.html?cate_no=24')}">${escapeHtml(name)}</a></li>`,
    )
    .join('');
  return (
    '<div class="xans-element- xans-product xans-product-headcategory path"><span>현재 위치</span>' +
    `<ol><li><a href="${rootRelativeUrl(ctx, 'cafe24/')}">홈</a></li>${crumbs}</ol></div>`
  );
}

/** Renders a product page in the Cafe24 markup: JSON-LD, product:* meta, JS globals and the xans DOM. */
export function renderCafe24Page(product: ShopProduct, ctx: PageContext): string {
  const canonical = absoluteUrl(ctx, product.path);
  const ogTitle = product.quirks.includes('og-title-site-suffix')
    ? `${product.name} - ${product.shopName}`
    : product.name;
  const xmlDeclaration = product.quirks.includes('xml-declaration-iso-8859-1')
    ? '<?xml version="1.0" encoding="iso-8859-1"?>\n'
    : '';
  const thumbs = [product.images.main, ...product.images.extra]
    .map((_, index) => product.images.thumbs[index] ?? product.images.main)
    .map((path) => `<li><img src="${protocolRelativeUrl(ctx, path)}" class="ThumbImage" alt=""></li>`)
    .join('');
  const fees = extraFeesText(product.delivery);
  const mobile = absoluteUrl(ctx, `cafe24/m/product/detail.html?product_no=${product.siteNo}`);
  return `${xmlDeclaration}<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<title>${escapeHtml(product.name)} - ${escapeHtml(product.shopName)}</title>
<link rel="canonical" href="${escapeHtml(canonical)}">
<link rel="alternate" media="only screen and (max-width: 640px)" href="${escapeHtml(mobile)}">
<meta name="path_role" content="PRODUCT_DETAIL">
<meta name="keywords" content="${escapeHtml(product.searchTags.join(','))}">
<meta property="og:type" content="product">
<meta property="og:title" content="${escapeHtml(ogTitle)}">
<meta property="og:url" content="${escapeHtml(canonical)}">
<meta property="og:image" content="${escapeHtml(absoluteUrl(ctx, product.images.main))}">
<meta property="og:description" content="${escapeHtml(product.features.join(' '))}">
<meta property="og:site_name" content="${escapeHtml(product.shopName)}">
<meta property="product:price:amount" content="${product.listPrice}">
<meta property="product:price:currency" content="KRW">
<meta property="product:sale_price:amount" content="${product.salePrice}">
<meta property="product:sale_price:currency" content="KRW">
<meta property="product:productId" content="${product.siteNo}">
${cafe24JsonLdScripts(product, ctx, scriptJson)}
<style>${BASE_STYLE}.displaynone{display:none}</style>
</head>
<body>
<div id="wrap" class="wrap">
${headCategory(product, ctx)}
<div class="xans-element- xans-product xans-product-detail">
<div class="detailArea">
<div class="imgArea"><div class="keyImg"><img src="${protocolRelativeUrl(ctx, product.images.main)}" class="BigImage" alt="${escapeHtml(product.name)}"></div>
<div class="xans-element- xans-product xans-product-addimage listImg"><ul>${thumbs}</ul></div></div>
<div class="infoArea">
<div class="headingArea"><h2>${escapeHtml(product.name)}</h2>${product.soldOut ? '<span class="icon_img ico_product_soldout">품절</span>' : ''}</div>
<div class="xans-element- xans-product xans-product-detaildesign"><table border="1"><tbody>
${priceRows(product)}
${infoRows(product)}
</tbody></table></div>
<p class="delvInfo">${escapeHtml(fees)}</p>
<table class="xans-element- xans-product xans-product-option xans-record-"><tbody>
${optionSelects(product)}
</tbody></table>
</div>
</div>
</div>
<div id="prdDetail" class="xans-element- xans-product xans-product-additional"><div class="cont">
${renderDetailHtml(product, ctx, protocolRelativeUrl)}
</div></div>
</div>
<script>
var product_name = ${jsString(product.name)};
var product_price = '${product.listPrice}';
var iProductNo = '${product.siteNo}';
var option_stock_data = ${optionStockDataLiteral(product)};
var option_name_mapper = ${jsString((product.options?.groups ?? []).join('#$%'))};
</script>
</body>
</html>
`;
}
