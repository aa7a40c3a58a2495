import { escapeHtml } from '../text-safety.ts';
import {
  CAFE24_CATEGORY_NO,
  GODO_CATEGORY_CODE,
  productsOfStyle,
  shopMemberOnlyProducts,
} from './catalogue.ts';
import { SHOP_STYLE_LABELS, SHOP_STYLES, type ShopProduct, type ShopStyle } from './catalogue-types.ts';
import { BASE_STYLE, formatWon, type PageContext, protocolRelativeUrl, rootRelativeUrl } from './html.ts';
import { GODO_NOTICE_PATH } from './render-misc.ts';

/** Products per listing page unless the plugin is told otherwise; small so that paging is always exercised. */
export const DEFAULT_LIST_PAGE_SIZE = 4;

/** The listing URL of a style's page `page`, relative to the shop root. */
export function listingPath(style: ShopStyle, page: number): string {
  switch (style) {
    case 'domeggook':
      return `domeggook/list?page=${page}`;
    case 'cafe24':
      return `cafe24/product/list.html?cate_no=${CAFE24_CATEGORY_NO}&page=${page}`;
    case 'godo':
      return `godo/goods/goods_list.php?cateCd=${GODO_CATEGORY_CODE}&page=${page}`;
    case 'opengraph':
      return `opengraph/shop?page=${page}`;
    case 'euckr':
      return `euckr/shop/shopbrand.html?xcode=001&type=Y&page=${page}`;
    default: {
      const unknown: never = style;
      throw new Error(`unknown shop style ${String(unknown)}`);
    }
  }
}

/** Number of listing pages of a style. */
export function listingPageCount(style: ShopStyle, pageSize: number): number {
  return Math.max(1, Math.ceil(productsOfStyle(style).length / pageSize));
}

/** The product link exactly as the style's listing writes it (relative forms are resolved by the crawler). */
function productHref(product: ShopProduct, ctx: PageContext): string {
  switch (product.style) {
    case 'domeggook':
      return `${rootRelativeUrl(ctx, product.path)}?from=lstGen`;
    case 'cafe24':
      return rootRelativeUrl(ctx, product.alternatePaths[0] ?? product.path);
    case 'godo':
      return `../goods/goods_view.php?goodsNo=${product.siteNo}`;
    case 'opengraph':
      return `shop_view/?idx=${product.siteNo}`;
    case 'euckr':
      return rootRelativeUrl(ctx, product.path);
    default: {
      const unknown: never = product.style;
      throw new Error(`unknown shop style ${String(unknown)}`);
    }
  }
}

function productItem(product: ShopProduct, ctx: PageContext): string {
  const href = escapeHtml(productHref(product, ctx));
  const image = protocolRelativeUrl(ctx, product.images.thumbs[0] ?? product.images.main);
  const name = escapeHtml(product.name);
  const price = `${formatWon(product.salePrice)}원`;
  switch (product.style) {
    case 'cafe24':
      return (
        `<li id="anchorBoxId_${product.siteNo}" class="xans-record-"><div class="thumbnail"><a href="${href}">` +
        `<img src="${image}" alt="${name}"></a>${product.soldOut ? '<span class="ico_product_soldout">품절</span>' : ''}</div>` +
        `<div class="description" ec-data-price="${product.salePrice}"><strong class="name"><a href="${href}">${name}</a></strong>` +
        `<ul class="spec"><li>${price}</li></ul></div></li>`
      );
    case 'godo':
      return (
        `<li><div class="item_cont"><div class="item_photo_box"><a href="${href}"><img src="${image}" alt="${name}"></a></div>` +
        `<div class="item_info_cont"><div class="item_tit_box"><a href="${href}"><strong class="item_name">${name}</strong></a></div>` +
        `<div class="item_money_box"><strong class="item_price"><span>${price}</span></strong></div>` +
        `${product.soldOut ? '<div class="item_soldout_bg">SOLD OUT</div>' : ''}</div></div></li>`
      );
    default:
      return `<li class="item"><a href="${href}"><img src="${image}" alt=""><span class="name">${name}</span></a> <span class="price">${price}</span></li>`;
  }
}

function pager(style: ShopStyle, page: number, count: number, ctx: PageContext): string {
  const links = Array.from({ length: count }, (_, i) => i + 1).map((n) => {
    const href = escapeHtml(rootRelativeUrl(ctx, listingPath(style, n)));
    return n === page ? `<strong class="this">${n}</strong>` : `<a href="${href}">${n}</a>`;
  });
  const next =
    page < count
      ? ` <a class="next" rel="next" href="${escapeHtml(rootRelativeUrl(ctx, listingPath(style, page + 1)))}">다음</a>`
      : '';
  const prev =
    page > 1
      ? `<a class="prev" rel="prev" href="${escapeHtml(rootRelativeUrl(ctx, listingPath(style, page - 1)))}">이전</a> `
      : '';
  const pagerClass =
    style === 'cafe24'
      ? 'xans-element- xans-product xans-product-normalpaging ec-base-paginate'
      : 'pagination';
  return `<div class="${pagerClass}">${prev}${links.join(' ')}${next}</div>`;
}

/** Renders page `page` (1-based) of a style's product listing; pages past the end list nothing. */
export function renderListingPage(
  style: ShopStyle,
  page: number,
  pageSize: number,
  ctx: PageContext,
): string {
  const products = productsOfStyle(style);
  const count = listingPageCount(style, pageSize);
  const slice = products.slice((page - 1) * pageSize, page * pageSize);
  const listClass =
    style === 'cafe24' ? 'prdList grid4' : style === 'godo' ? 'item_gallery_type' : 'goods_list';
  const items =
    slice.length === 0
      ? '<li class="empty">상품이 없습니다.</li>'
      : slice.map((p) => productItem(p, ctx)).join('\n');
  // Godomall B2B malls show member-only goods in their listings; opening one without a session leads to the login
  // form, which robots.txt keeps crawlers away from.
  const memberOnly = shopMemberOnlyProducts[0];
  const notice =
    style === 'godo'
      ? `<p class="board_notice"><a href="../board/view.php?bdId=notice&amp;sno=17">공지사항</a></p>` +
        (page === 1 && memberOnly !== undefined
          ? `<p class="member_goods"><a href="../goods/goods_view.php?goodsNo=${escapeHtml(memberOnly.siteNo)}">회원 전용 상품: ${escapeHtml(memberOnly.name)}</a></p>`
          : '')
      : '';
  const charset = style === 'euckr' ? '<meta charset="euc-kr">' : '<meta charset="utf-8">';
  return `<!DOCTYPE html>
<html lang="ko">
<head>
${charset}
<title>${escapeHtml(`${SHOP_STYLE_LABELS[style]} - 전체상품 ${page}페이지`)}</title>
<style>${BASE_STYLE}.goods_list li,.prdList li,.item_gallery_type li{margin:8px 0}</style>
</head>
<body>
<div class="wrap">
<h1>${escapeHtml(SHOP_STYLE_LABELS[style])}</h1>
<p><a href="${rootRelativeUrl(ctx, '')}">샌드박스 쇼핑몰 목록</a></p>
${notice}
<p class="prdCount">전체 상품 <strong>${products.length}</strong>개</p>
<ul class="${listClass}">
${items}
</ul>
${pager(style, page, count, ctx)}
</div>
</body>
</html>
`;
}

/** The shop's index page linking every style's first listing page and the special pages. */
export function renderShopIndex(ctx: PageContext): string {
  const styles = SHOP_STYLES.map(
    (style) =>
      `<li><a href="${escapeHtml(rootRelativeUrl(ctx, listingPath(style, 1)))}">${escapeHtml(SHOP_STYLE_LABELS[style])}</a> ` +
      `(상품 ${productsOfStyle(style).length}개)</li>`,
  ).join('\n');
  return `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<title>올리다 샌드박스 공급사 쇼핑몰</title>
<style>${BASE_STYLE}</style>
</head>
<body>
<div class="wrap">
<h1>올리다 샌드박스 공급사 쇼핑몰</h1>
<p>실제 공급사 사이트의 상품 페이지 구조를 흉내 낸 연습용 쇼핑몰입니다. 모든 상품과 가격은 가상의 데이터입니다.</p>
<h2>쇼핑몰별 상품 목록</h2>
<ul>
${styles}
</ul>
<h2>그 밖의 페이지</h2>
<ul>
<li><a href="${escapeHtml(rootRelativeUrl(ctx, GODO_NOTICE_PATH))}">상품 정보가 없는 공지사항 페이지</a></li>
<li><a href="${escapeHtml(rootRelativeUrl(ctx, 'godo/member/login.php'))}">회원 로그인 (회원 전용 상품)</a></li>
<li><a href="${escapeHtml(rootRelativeUrl(ctx, 'robots.txt'))}">robots.txt</a></li>
</ul>
</div>
</body>
</html>
`;
}
