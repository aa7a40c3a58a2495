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

/** Godo's category code (`001` + three digits) for a product. */
export function godoCategoryCode(product: ShopProduct): string {
  return `001${product.siteNo.slice(-3)}`;
}

/** The `optionSnoInput` option values: `optionSno||priceDelta||||stock^|^label` (field meanings inferred, [L]). */
export function godoOptionValues(product: ShopProduct): string[] {
  const base = 29000 + Number(product.siteNo.slice(-3)) * 10;
  return (product.options?.variants ?? []).map(
    (variant, index) =>
      `${base + index}||${variant.priceDelta}||||${variant.stock}^|^${variant.values.join('^|^')}`,
  );
}

function hiddenInput(name: string, value: string | number): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`;
}

function deliveryRow(product: ShopProduct): string {
  const { delivery } = product;
  const extra = extraFeesText(delivery);
  const note = extra === '' ? '' : `<p class="delivery_extra">${escapeHtml(extra)}</p>`;
  if (delivery.payType === 'free') return `<dd><strong>무료</strong>${note}</dd>`;
  const pay = delivery.payType === 'cod' ? '착불' : '주문시결제(선결제)';
  const condition =
    delivery.freeOver === undefined ? '' : ` <span>${formatWon(delivery.freeOver)}원 이상 구매시 무료</span>`;
  return `<dd><strong>${formatWon(delivery.fee)}원</strong> / ${pay}${condition}${note}</dd>`;
}

function optionSelect(product: ShopProduct): string {
  const options = product.options;
  if (options === undefined) return '';
  const values = godoOptionValues(product);
  const items = options.variants
    .map((variant, index) => {
      const extra = variant.priceDelta > 0 ? ` (+${formatWon(variant.priceDelta)}원)` : '';
      const soldOut = variant.stock === 0;
      return (
        `<option value="${escapeHtml(values[index] ?? '')}"${soldOut ? ' disabled="disabled"' : ''}>` +
        `${escapeHtml(variant.values.join(' / '))}${extra}${soldOut ? ' [품절]' : ''}</option>`
      );
    })
    .join('');
  return (
    `<dl class="item_option"><dt>${escapeHtml(options.groups.join(' / '))}</dt><dd>` +
    `<select name="optionSnoInput" class="chosen-select"><option value="">= 옵션 : 가격 : 재고 =</option>${items}</select>` +
    '</dd></dl>'
  );
}

function buttons(product: ShopProduct): string {
  if (product.soldOut) {
    return (
      '<div class="btn_choice_box btn_restock_box"><button type="button" class="btn_add_soldout" disabled>구매 불가</button>' +
      '<button type="button" class="btn_restock">재입고 알림 신청</button></div>'
    );
  }
  return (
    '<div class="btn_choice_box"><button type="button" class="btn_add_cart">장바구니</button>' +
    '<button type="button" class="btn_add_order">바로 구매</button></div>'
  );
}

function listRow(label: string, value: string): string {
  return `<dl><dt>${label}</dt><dd>${escapeHtml(value)}</dd></dl>`;
}

/** Renders a product page in the 고도몰5 markup: og tags only, the price in hidden `set_goods_*` inputs. */
export function renderGodoPage(product: ShopProduct, ctx: PageContext): string {
  const imageUrl = (path: string) => rootRelativeUrl(ctx, path);
  const category = product.category.at(-1) ?? '';
  const gallery = [product.images.main, ...product.images.extra]
    .map((path) => `<li><a href="#"><img src="${imageUrl(path)}" alt=""></a></li>`)
    .join('');
  const location = product.category
    .map(
      (name) =>
        `<span>&gt;</span><a href="${rootRelativeUrl(ctx, `godo/goods/goods_list.php?cateCd=001`)}">${escapeHtml(name)}</a>`,
    )
    .join('');
  const fixed =
    product.listPrice > product.salePrice
      ? `<dl><dt>정가</dt><dd><del>${formatWon(product.listPrice)}원</del></dd></dl>`
      : '';
  return `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<title>${escapeHtml(`${product.name} | ${category} - ${product.shopName}`)}</title>
<meta name="keywords" content="${escapeHtml(product.searchTags.join(','))}">
<meta property="og:type" content="product">
<meta property="og:title" content="${escapeHtml(product.name)}">
<meta property="og:image" content="${escapeHtml(absoluteUrl(ctx, product.images.main))}">
<meta property="og:url" content="${escapeHtml(absoluteUrl(ctx, product.path))}">
<style>${BASE_STYLE}.price_group .sale_price strong{font-size:22px;color:#e02020}</style>
<script>var gdCurrencyCode = 'KRW'; var gdCurrencySymbol = '원';</script>
</head>
<body>
<div id="container" class="wrap">
<div class="location_wrap"><div class="location_cont"><em><a href="${rootRelativeUrl(ctx, 'godo/')}">HOME</a></em>${location}</div></div>
<div class="item_photo_info_sec">
<div class="item_photo_view_box"><div class="item_photo_big"><span class="img_photo_big"><img src="${imageUrl(product.images.main)}" alt="${escapeHtml(product.name)}" class="middle"></span></div>
<div class="item_photo_slide"><ul class="slider_goods_nav">${gallery}</ul></div></div>
<div class="item_info_box">
<div class="item_tit_detail_cont">
<div class="item_detail_tit"><h1>${escapeHtml(product.name)}</h1></div>
<div class="item_detail_list">
${fixed}
<dl class="item_price price_group"><dt>판매가</dt><dd class="sale_price"><strong>${formatWon(product.salePrice)}</strong>원</dd></dl>
${listRow('브랜드', product.brand)}
${listRow('제조사', product.manufacturer)}
${listRow('원산지', product.origin)}
${listRow('모델번호', product.model)}
<dl class="item_delivery"><dt>배송비</dt>${deliveryRow(product)}</dl>
</div>
</div>
<form name="frmView" id="frmView" method="post">
${hiddenInput('mode', 'cartIn')}
${hiddenInput('goodsNo[]', product.siteNo)}
${hiddenInput('set_goods_price', product.salePrice)}
${hiddenInput('set_goods_fixedPrice', product.listPrice)}
${hiddenInput('set_goods_mileage', 0)}
${hiddenInput('set_goods_stock', product.stock)}
${hiddenInput('set_total_price', product.salePrice)}
${hiddenInput('cateCd', godoCategoryCode(product))}
${hiddenInput('brandCd', `00${product.siteNo.slice(-1)}`)}
${hiddenInput('goodsDiscountFl', 'n')}
${hiddenInput('goodsDiscount', 0)}
${hiddenInput('goodsDiscountUnit', 'percent')}
${hiddenInput('taxFreeFl', 't')}
${hiddenInput('optionFl', product.options === undefined ? 'n' : 'y')}
${hiddenInput('goodsDeliveryFl', product.delivery.payType === 'free' ? 'n' : 'y')}
${optionSelect(product)}
${buttons(product)}
</form>
</div>
</div>
<div class="detail_cont"><div class="detail_explain_box"><div class="txt-manual">
${renderDetailHtml(product, ctx, rootRelativeUrl)}
</div></div></div>
</div>
</body>
</html>
`;
}
