import type { SiteAdapter } from '../adapter.ts';
import { cleanTitle } from '../generic/title.ts';
import { parseAmount } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { PartialFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { hostIs } from '../urls.ts';
import { descendantsNamed, firstOfClass, indexElements, innerHtml, textOf } from './shop-dom.ts';
import { detailImagesUnder, imageUrlsOf } from './shop-images.ts';
import { isLoginPage, loginRequired } from './shop-login-wall.ts';
import { cellText, labelledCells, parseDeliveryText, presentFields } from './shop-text.ts';

// 오너클랜 markup is known only from older scrapers (docs/protocols/supplier-pages.md §3, [M/L]): og:title with the "오너클랜 - "
// prefix, the price in `span.price3`, the sold-out text in `div.detail_box4 span`. Products are shown to logged-in
// members only, so the common answer is a login page; the official GraphQL API is the reliable route.

const loginMessage =
  '오너클랜 상품은 로그인해야 볼 수 있습니다. 서버에 오너클랜 계정(OWNERCLAN_USERNAME/OWNERCLAN_PASSWORD)이 설정되어 있지 않습니다.';
const missingMessage = '오너클랜에 없는 상품입니다. 상품이 삭제되었거나 판매가 끝났는지 확인해 주세요.';
const loginPaths = [/\/login/i, /mem_?login/i];

function hasProductMarkup(page: Page): boolean {
  return page.html.includes('price3');
}

/** Ownerclan sends missing items to an `errorPage` URL (answered with 200). */
function isErrorPage(page: Page): boolean {
  return /errorpage/i.test(page.url.pathname + page.url.search);
}

const boxClasses = ['detail_box1', 'detail_box2', 'detail_box3', 'detail_box4'];

function extractOwnerclan(page: Page): PartialFields {
  const index = indexElements(page, {
    ids: ['detail_content', 'productDetail'],
    classes: [...boxClasses, 'price3', 'detail_content'],
  });
  const boxes = boxClasses.flatMap((name) => index.byClass.get(name) ?? []);
  const cells = labelledCells(boxes.flatMap((box) => descendantsNamed(box, 'tr', 'dl')));
  const og = page.absolute(page.meta('og:image'));
  const soldOutText = cleanText(
    descendantsNamed(firstOfClass(index, 'detail_box4'), 'span')
      .map((span) => textOf(span) ?? '')
      .join(' '),
  );
  const detailRoot =
    index.byId.get('detail_content') ??
    firstOfClass(index, 'detail_content') ??
    index.byId.get('productDetail');
  return presentFields({
    name: cleanTitle(page.meta('og:title') ?? page.title()),
    salePrice: parseAmount(textOf(firstOfClass(index, 'price3'))),
    images: [
      ...(og === null ? [] : [og]),
      ...imageUrlsOf(page, descendantsNamed(firstOfClass(index, 'detail_box1'), 'img')),
    ],
    detailHtml: innerHtml(detailRoot),
    detailImages: detailImagesUnder(page, detailRoot),
    soldOut: soldOutText === null ? null : /품절|일시\s*중지|판매\s*중지/.test(soldOutText),
    origin: cellText(cells, '원산지'),
    manufacturer: cellText(cells, '제조사', '제조원'),
    brand: cellText(cells, '브랜드'),
    model: cellText(cells, '모델명', '모델'),
    ...parseDeliveryText(cellText(cells, '배송비')),
    supplierItemId: page.url.searchParams.get('selfcode') ?? cellText(cells, '상품코드'),
  });
}

/** 오너클랜 product pages (`/V2/product/view.php?selfcode=W…`), their login wall and their missing-item page. */
export const ownerclanAdapter: SiteAdapter = {
  id: 'ownerclan',
  displayName: '오너클랜',
  matchesHost: (host) => hostIs(host, 'ownerclan.com'),
  matchesPage: () => false,
  extract(page) {
    if (!hasProductMarkup(page) && isLoginPage(page, loginPaths)) return loginRequired(loginMessage);
    if (isErrorPage(page))
      return { fields: {}, warnings: [{ code: 'not_for_sale', message: missingMessage }] };
    return { fields: extractOwnerclan(page) };
  },
};
