import { escapeHtml } from '../text-safety.ts';
import { productsOfStyle } from './catalogue.ts';
import type { ShopProduct } from './catalogue-types.ts';
import {
  absoluteUrl,
  BASE_STYLE,
  deliveryText,
  extraFeesText,
  formatWon,
  jsString,
  type PageContext,
  protocolRelativeUrl,
  renderDetailHtml,
  rootRelativeUrl,
  scriptJson,
} from './html.ts';

/** 도매꾹 and 도매매 share item numbers and markup; only the branding differs. */
export type DomeggookMarket = 'domeggook' | 'domeme';

const MARKET_NAMES: Record<DomeggookMarket, string> = { domeggook: '도매꾹', domeme: '도매매' };

/** Option codes as the page's ItemOptionController data uses them: "0","1" single, "6_00" combination. */
export function domeggookOptionCodes(product: ShopProduct): string[] {
  const options = product.options;
  if (options === undefined) return [];
  if (options.groups.length === 1) return options.variants.map((_, index) => String(index));
  const firstValues = [...new Set(options.variants.map((v) => v.values[0] ?? ''))];
  const secondValues = [...new Set(options.variants.map((v) => v.values[1] ?? ''))];
  return options.variants.map(
    (v) =>
      `${firstValues.indexOf(v.values[0] ?? '')}_${String(secondValues.indexOf(v.values[1] ?? '')).padStart(2, '0')}`,
  );
}

function breadcrumb(product: ShopProduct, ctx: PageContext, market: DomeggookMarket): string {
  const siblings = productsOfStyle('domeggook');
  const items = product.category.map((name, level) => {
    // Real pages nest each level's sibling menu inside the crumb; parsers must read only the crumb's own link.
    const others = [
      ...new Set(siblings.map((p) => p.category[level]).filter((c) => c !== undefined && c !== name)),
    ];
    const sub =
      others.length === 0
        ? ''
        : `<ol class="sub">${others.map((o) => `<li><a href="#">${escapeHtml(o ?? '')}</a></li>`).join('')}</ol>`;
    return `<li id="lPathCat${level + 2}"><a href="#">${escapeHtml(name)}</a>${sub}</li>`;
  });
  const home = rootRelativeUrl(ctx, 'domeggook/list');
  return `<ol id="lPath"><li id="lPathCat1"><a href="${home}">${MARKET_NAMES[market]}홈</a></li>${items.join('')}</ol>`;
}

function priceBlock(product: ShopProduct): string {
  if (product.quirks.includes('business-only-no-tier-table')) {
    return '<div class="lItemPrice">사업자 전용</div><div class="lBizOnly">사업자 회원에게만 공개되는 가격입니다.</div>';
  }
  const prices = product.tiers.map((tier) => tier.unitPrice);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const visible = low === high ? `${formatWon(high)}원` : `${formatWon(low)}원 ~ ${formatWon(high)}원`;
  if (product.quirks.includes('compact-tier-table')) {
    const quantities = product.tiers.map((t) => `<td>${formatWon(t.minQuantity)}~</td>`).join('');
    const amounts = product.tiers.map((t) => `<td>${formatWon(t.unitPrice)}</td>`).join('');
    return (
      `<div class="lItemPrice">${visible}</div>` +
      `<table id="lAmtSectionTbl"><tr><th>수량(개)</th>${quantities}</tr><tr><th>단가(원)</th>${amounts}</tr></table>`
    );
  }
  const rows = product.tiers
    .map((t) => `<tr><th>${formatWon(t.minQuantity)} ~</th><td>${formatWon(t.unitPrice)}</td></tr>`)
    .join('');
  return `<div class="lItemPrice">${visible}</div><table id="lBaseAmtTbl"><caption>수량별 단가</caption><tbody>${rows}</tbody></table>`;
}

function optionScript(product: ShopProduct): string {
  const options = product.options;
  if (options === undefined) return '';
  const codes = domeggookOptionCodes(product);
  const data: Record<string, unknown> = {};
  options.variants.forEach((variant, index) => {
    data[codes[index] ?? String(index)] = {
      name: variant.values.join('/'),
      dom: 1,
      sup: 1,
      hid: variant.stock === 0 ? 1 : 0,
      price: variant.priceDelta,
      qty: variant.stock,
    };
  });
  const type = options.groups.length === 1 ? 'selectOne' : 'combination';
  const init = { type, optSort: options.groups, data };
  return `var lOptionCtrl = new ItemOptionController(${scriptJson(init)});`;
}

function optionMenu(product: ShopProduct): string {
  const options = product.options;
  if (options === undefined) return '';
  const codes = domeggookOptionCodes(product);
  const items = options.variants.map((variant, index) => {
    const extra = variant.priceDelta > 0 ? ` (+${formatWon(variant.priceDelta)}원)` : '';
    const soldOut = variant.stock === 0;
    const label = `${variant.values.join('/')}${extra}${soldOut ? ' (품절)' : ''}`;
    return (
      `<li${soldOut ? ' class="pDisabled"' : ''}><button type="button" class="pSelectUIBtn" data-code="${codes[index]}"` +
      `${soldOut ? ' disabled' : ''}>${escapeHtml(label)}</button></li>`
    );
  });
  return (
    `<div class="pSelectUI"><button type="button" class="pSelectUITitle">${escapeHtml(options.groups.join('/'))} 선택</button>` +
    `<ul class="pSelectUIMenu">${items.join('')}</ul></div>`
  );
}

/** Recommendation widgets the real site appends inside the seller HTML; parsers must strip them. */
function recommendationBlocks(product: ShopProduct, ctx: PageContext): string {
  const others = productsOfStyle('domeggook')
    .filter((p) => p.id !== product.id)
    .slice(0, 3);
  const items = others
    .map(
      (p) =>
        `<li><a href="${rootRelativeUrl(ctx, p.path)}"><img src="${protocolRelativeUrl(ctx, p.images.thumbs[0] ?? p.images.main)}" alt="">` +
        `${escapeHtml(p.name)}</a></li>`,
    )
    .join('');
  return (
    `<div class="tmpl04"><p>이 판매자의 다른 상품</p><ul>${items}</ul></div>` +
    `<div id="AitemsZone"><p>함께 본 상품</p><ul>${items}</ul></div>`
  );
}

function infoRow(
  rowClass: string,
  title: string,
  content: string,
  contentClass = 'lInfoItemContent',
): string {
  return `<tr class="${rowClass}"><th class="lInfoItemTitle">${title}</th><td class="${contentClass}">${escapeHtml(content)}</td></tr>`;
}

/** Renders a product page in the 도매꾹 (or 도매매) desktop markup the doc describes. */
export function renderDomeggookPage(product: ShopProduct, ctx: PageContext, market: DomeggookMarket): string {
  const site = MARKET_NAMES[market];
  const main = protocolRelativeUrl(ctx, product.images.main);
  const extras = product.quirks.includes('recommendation-blocks-in-detail')
    ? recommendationBlocks(product, ctx)
    : '';
  const detail = renderDetailHtml(product, ctx, protocolRelativeUrl) + extras;
  // Each thumbnail links to its full-size image, which is how the extra gallery images are reachable.
  const gallery = [product.images.main, ...product.images.extra];
  const thumbs = product.images.thumbs
    .map(
      (path, index) =>
        `<li><a href="${protocolRelativeUrl(ctx, gallery[index] ?? product.images.main)}" class="lThumbLink">` +
        `<img src="${protocolRelativeUrl(ctx, path)}" alt=""></a></li>`,
    )
    .join('');
  const deli = `${deliveryText(product.delivery)} 묶음배송 가능`;
  const fees = extraFeesText(product.delivery);
  const storeState =
    `window.lItem = window.lItem || {};\nwindow.lItem.store = {\n  itemNo : ${product.siteNo},\n` +
    `  itemTitle : ${jsString(product.name)},\n  baseAmtDome : ${product.salePrice},\n  minQty : ${product.tiers[0]?.minQuantity ?? 1},\n` +
    `  qtyInventory : ${product.stock}\n};`;
  const collect = { productId: product.siteNo, productName: product.name, price: String(product.salePrice) };
  return `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<title>${escapeHtml(product.name)} - ${site}</title>
<meta property="og:title" content="${escapeHtml(`[${site}] ${product.name}`)}">
<meta property="og:image" content="${escapeHtml(absoluteUrl(ctx, product.images.main))}">
<meta property="og:url" content="${escapeHtml(absoluteUrl(ctx, product.path))}">
<meta name="keywords" content="${escapeHtml(product.searchTags.join(','))}">
<style>${BASE_STYLE}#lBaseAmtTbl td,#lAmtSectionTbl td{text-align:right}.pDisabled{color:#aaa}</style>
<script>function ItemOptionController(init){this.init=init;}</script>
</head>
<body>
<div id="itemView" class="wrap">
${breadcrumb(product, ctx, market)}
<div id="lInfoHeader"><span>상품번호 : ${product.siteNo}</span>
<button id="lBtnShowSellerInfo" type="button">판매자 <b>${escapeHtml(product.shopName)}</b></button></div>
<div id="lThumb"><img id="lThumbImg" src="${main}" alt="${escapeHtml(product.name)}" width="500"><ul class="lThumbList">${thumbs}</ul></div>
<div id="lInfo">
<h1 id="lInfoItemTitle">${escapeHtml(product.name)}</h1>
${priceBlock(product)}
<table id="lInfoTbl"><tbody>
${infoRow('lInfoQty', '재고수량', `${formatWon(product.stock)}개`)}
${infoRow('lInfoItemCountry', '원산지', product.origin, 'lInfoItemCountryContent')}
${infoRow('lInfoDeli', '배송방법', fees === '' ? deli : `${deli} (${fees})`)}
${infoRow('lInfoMaker', '제조사', product.manufacturer)}
${infoRow('lInfoBrand', '브랜드', product.brand)}
${infoRow('lInfoModel', '모델명', product.model)}
${infoRow('lInfoKeyword', '키워드', product.searchTags.map((t) => `#${t}`).join(' '))}
${infoRow('lInfoImgUse', '상세설명 이미지 사용여부', product.imageReuseAllowed ? '사용허용' : '사용불가')}
</tbody></table>
${optionMenu(product)}
</div>
<div id="lInfoView"><div id="lInfoViewItemContents"></div>
<textarea id="contentsBuffer" style="display:none">${escapeHtml(detail)}</textarea></div>
</div>
<script>
${storeState}
var ENP_VAR = { collect: ${scriptJson(collect)} };
window.itemPrice = ${product.salePrice};
${optionScript(product)}
document.getElementById('lInfoViewItemContents').innerHTML = document.getElementById('contentsBuffer').value;
</script>
</body>
</html>
`;
}
