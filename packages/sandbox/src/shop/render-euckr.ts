import { escapeHtml } from '../text-safety.ts';
import type { ShopProduct } from './catalogue-types.ts';
import {
  absoluteUrl,
  BASE_STYLE,
  extraFeesText,
  formatWon,
  type PageContext,
  renderDetailHtml,
  rootRelativeUrl,
} from './html.ts';
import { EUCKR_SHOP_LOGO } from './product-images.ts';

/** The charset declaration in the page head: normally EUC-KR, on a few pages the legacy or a contradicting form. */
function charsetMeta(product: ShopProduct): string {
  if (product.quirks.includes('meta-charset-mismatch')) return '<meta charset="utf-8">';
  if (product.quirks.includes('meta-charset-http-equiv')) {
    return '<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">';
  }
  return '<meta charset="euc-kr">';
}

function deliveryText(product: ShopProduct): string {
  const { delivery } = product;
  if (delivery.payType === 'free') return '무료배송';
  if (delivery.payType === 'cod') return `착불 ${formatWon(delivery.fee)}원`;
  const condition =
    delivery.freeOver === undefined ? '' : ` (${formatWon(delivery.freeOver)}원 이상 구매시 무료)`;
  return `${formatWon(delivery.fee)}원${condition}`;
}

function row(label: string, cell: string): string {
  return `<tr><th scope="row"><div class="tb-left">${label}</div></th><td><div class="tb-left">${cell}</div></td></tr>`;
}

function optionRow(product: ShopProduct): string {
  const options = product.options;
  if (options === undefined) return '';
  const items = options.variants
    .map((variant, index) => {
      const extra = variant.priceDelta > 0 ? ` (+${formatWon(variant.priceDelta)}원)` : '';
      const label = variant.values.join(' / ');
      return `<option value="${index}" title="${escapeHtml(label)}">${escapeHtml(label)}${extra}</option>`;
    })
    .join('');
  return row(
    escapeHtml(options.groups.join(' / ')),
    `<select name="optionlist[]" class="basic_option"><option value="">옵션 선택</option>${items}</select>`,
  );
}

/** Renders a product page of the old MakeShop-style shop; the caller encodes the text to EUC-KR bytes. */
/** MakeShop's order buttons: 바로구매/장바구니 call `send()`; a sold-out item shows the sold-out mark instead. */
function buyButtons(product: ShopProduct): string {
  if (product.soldOut) return '<div class="prd-btns"><span class="soldout">품절</span></div>';
  return `<div class="prd-btns"><a href="javascript:send('baro', '');" class="btn-buy">바로구매</a> <a href="javascript:send('', '');" class="btn-cart">장바구니</a></div>`;
}

export function renderEuckrPage(product: ShopProduct, ctx: PageContext): string {
  const ogImage = product.quirks.includes('og-image-is-logo') ? EUCKR_SHOP_LOGO : product.images.main;
  const src = (path: string) => rootRelativeUrl(ctx, path);
  const fees = extraFeesText(product.delivery);
  const original =
    product.listPrice > product.salePrice
      ? row('소비자가', `<strike>${formatWon(product.listPrice)}원</strike>`)
      : '';
  const extraImages = product.images.extra.map((path) => `<li><img src="${src(path)}" alt=""></li>`).join('');
  return `<html>
<head>
${charsetMeta(product)}
<title>${escapeHtml(`[${product.shopName}] ${product.name}`)}</title>
<meta name="keywords" content="${escapeHtml(product.searchTags.join(','))}">
<meta property="og:title" content="${escapeHtml(product.name)}">
<meta property="og:image" content="${escapeHtml(absoluteUrl(ctx, ogImage))}">
<meta property="og:url" content="${escapeHtml(absoluteUrl(ctx, product.path))}">
<style>${BASE_STYLE}.price strong{color:#c00;font-size:18px}</style>
</head>
<body>
<div id="productDetail" class="wrap">
<div class="page-body">
<div class="loc-navi">홈 &gt; ${product.category.map(escapeHtml).join(' &gt; ')}</div>
<div class="thumb-info" itemscope itemtype="http://schema.org/Product">
<div class="thumb-wrap"><div class="thumb"><img class="detail_image" itemprop="image" src="${src(product.images.main)}" alt="${escapeHtml(product.name)}"></div>
<ul class="thumb-list">${extraImages}</ul></div>
<form name="form1" method="post" action="${rootRelativeUrl(ctx, 'euckr/shop/basket.html')}">
<div class="info">
<h3 class="tit-prd" itemprop="name">${escapeHtml(product.name)}</h3>
<meta itemprop="brand" content="${escapeHtml(product.brand)}">
<meta itemprop="model" content="${escapeHtml(product.model)}">
<table class="table-opt" summary="상품 정보"><tbody>
${original}
<tr><th scope="row"><div class="tb-left">판매가</div></th><td class="price" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><div class="tb-left"><strong itemprop="price" content="${product.salePrice}">${formatWon(product.salePrice)}</strong>원<meta itemprop="priceCurrency" content="KRW"></div></td></tr>
${row('제조사', escapeHtml(product.manufacturer))}
${row('브랜드', escapeHtml(product.brand))}
${row('원산지', escapeHtml(product.origin))}
${row('모델명', escapeHtml(product.model))}
${row('배송비', escapeHtml(deliveryText(product)) + (fees === '' ? '' : `<br><span class="small">${escapeHtml(fees)}</span>`))}
${optionRow(product)}
</tbody></table>
${buyButtons(product)}
</div>
</form>
</div>
<div class="prd-detail"><div class="ck-content">
${renderDetailHtml(product, ctx, rootRelativeUrl)}
</div></div>
</div>
</div>
</body>
</html>
`;
}
