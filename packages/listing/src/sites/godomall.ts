import type { Element } from 'domhandler';
import type { SiteAdapter } from '../adapter.ts';
import { cleanTitle, pageSiteNames } from '../generic/title.ts';
import { parseCount, parsePrice } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { PartialFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { hostIs } from '../urls.ts';
import { godomallOptions } from './godomall-options.ts';
import {
  descendants,
  descendantsNamed,
  firstOfClass,
  hasClass,
  hasScriptVariable,
  indexElements,
  innerHtml,
  textOf,
} from './shop-dom.ts';
import { detailImagesUnder, imageUrlsOf } from './shop-images.ts';
import { isLoginPage, loginRequired } from './shop-login-wall.ts';
import {
  categoryFromCrumbs,
  cellText,
  labelledCells,
  metaKeywords,
  parseDeliveryText,
  presentFields,
  spacedText,
} from './shop-text.ts';

/** 고도몰5 member login form (`/member/login.php`, posting `loginId`/`loginPwd` to `login_ps.php`). */
const loginPath = /\/member\/login(?:_ps)?\.php$/i;
const loginMessage =
  '회원 전용 상품이라 쇼핑몰에 로그인해야 볼 수 있습니다. 이 쇼핑몰 계정은 서버에 설정할 수 없어 상품 정보를 가져오지 못했습니다. 상품 정보를 직접 입력해 주세요.';

function isGodomallLogin(page: Page): boolean {
  return loginPath.test(page.url.pathname) && page.html.includes('loginPwd');
}

/** The hidden inputs of `form#frmView` (`set_goods_price`, `set_goods_fixedPrice`, `set_goods_stock`, `goodsNo[]`, …). */
function hiddenInputs(form: Element | undefined): Map<string, string> {
  const inputs = new Map<string, string>();
  for (const input of descendantsNamed(form, 'input')) {
    const { name, type, value } = input.attribs;
    if (name !== undefined && type?.toLowerCase() === 'hidden' && !inputs.has(name))
      inputs.set(name, value ?? '');
  }
  return inputs;
}

/**
 * 고도몰's own markup: the `gdCurrencyCode` script variable or a `set_goods_price` input in `form#frmView`, not the
 * words anywhere in the page (a description may quote them).
 */
function hasProductMarkup(page: Page): boolean {
  if (hasScriptVariable(page, 'gdCurrencyCode')) return true;
  if (!page.html.includes('set_goods_price')) return false;
  return hiddenInputs(indexElements(page, { ids: ['frmView'] }).byId.get('frmView')).has('set_goods_price');
}

function currencyOf(page: Page): string | null {
  for (const { text } of page.scripts()) {
    if (!text.includes('gdCurrencyCode')) continue;
    const code = /gdCurrencyCode\s*=\s*["']([A-Z]{3})["']/.exec(text)?.[1];
    if (code !== undefined) return code;
  }
  return null;
}

/** The sold-out buttons 고도몰 shows instead of cart/order (`set_goods_price` stays filled, so only these tell). */
function hasSoldOutMarkup(form: Element | undefined): boolean {
  return (
    descendants(
      form,
      (element) => hasClass(element, 'btn_add_soldout') || hasClass(element, 'btn_restock_box'),
    ).length > 0
  );
}

const pageClasses = [
  'item_detail_tit',
  'item_detail_list',
  'item_photo_big',
  'item_photo_slide',
  'detail_explain_box',
  'location_cont',
];

function extractGodomall(page: Page): PartialFields {
  const index = indexElements(page, { ids: ['frmView'], classes: pageClasses });
  const form = index.byId.get('frmView');
  const inputs = hiddenInputs(form);
  const cells = labelledCells(descendantsNamed(firstOfClass(index, 'item_detail_list'), 'dl'));
  const soldOutMarkup = hasSoldOutMarkup(form);
  const stockInput = parseCount(inputs.get('set_goods_stock'));
  // Without sold-out buttons a zero stock input means "not tracked", not "none left".
  const stock = stockInput === 0 && !soldOutMarkup ? null : stockInput;
  const photos = [firstOfClass(index, 'item_photo_big'), firstOfClass(index, 'item_photo_slide')];
  const og = page.absolute(page.meta('og:image'));
  const explain = firstOfClass(index, 'detail_explain_box');
  const detailRoot = descendants(explain, (element) => hasClass(element, 'txt-manual'))[0] ?? explain;
  const crumbs = descendantsNamed(firstOfClass(index, 'location_cont'), 'a').map(
    (link) => textOf(link) ?? '',
  );
  return presentFields({
    name:
      textOf(descendantsNamed(firstOfClass(index, 'item_detail_tit'), 'h1', 'h2', 'h3')[0]) ??
      cleanTitle(page.meta('og:title') ?? page.title(), pageSiteNames(page)),
    brand: cellText(cells, '브랜드'),
    manufacturer: cellText(cells, '제조사'),
    model: cellText(cells, '모델번호', '모델명'),
    origin: cellText(cells, '원산지'),
    salePrice: parsePrice(inputs.get('set_goods_price')) ?? parsePrice(cellText(cells, '판매가')),
    originalPrice: parsePrice(inputs.get('set_goods_fixedPrice')) ?? parsePrice(cellText(cells, '정가')),
    currency: currencyOf(page),
    images: [
      ...imageUrlsOf(
        page,
        photos.flatMap((photo) => descendantsNamed(photo, 'img')),
      ),
      ...(og === null ? [] : [og]),
    ],
    detailHtml: innerHtml(detailRoot),
    detailImages: detailImagesUnder(page, detailRoot),
    options: godomallOptions(form),
    stock,
    soldOut: soldOutMarkup ? true : null,
    searchTags: metaKeywords(page),
    category: categoryFromCrumbs(crumbs),
    ...parseDeliveryText(spacedText(cells.get('배송비'))),
    supplierItemId: cleanText(inputs.get('goodsNo[]')) ?? page.url.searchParams.get('goodsNo'),
  });
}

/** 고도몰5 shops (own domains or `*.godomall.com`): prices in `form#frmView` hidden inputs, no price meta. */
export const godomallAdapter: SiteAdapter = {
  id: 'godomall',
  displayName: '고도몰',
  matchesHost: (host) => hostIs(host, 'godomall.com'),
  matchesPage: (page) => hasProductMarkup(page) || isGodomallLogin(page),
  extract(page) {
    if (!hasProductMarkup(page) && (isGodomallLogin(page) || isLoginPage(page, [loginPath]))) {
      return loginRequired(loginMessage);
    }
    return { fields: extractGodomall(page) };
  },
};
