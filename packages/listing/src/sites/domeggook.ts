import type { Element } from 'domhandler';
import type { AdapterResult, SiteAdapter } from '../adapter.ts';
import { cleanTitle } from '../generic/title.ts';
import { parseCount } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { ExtractWarning, PartialFields } from '../source-product.ts';
import { hostIs } from '../urls.ts';
import { domeggookDetail } from './domeggook-detail.ts';
import { type DomeggookMarket, domeggookOptions } from './domeggook-options.ts';
import { domeggookScriptState, domeggookTiers } from './domeggook-prices.ts';
import {
  childrenNamed,
  descendantsNamed,
  type ElementIndex,
  firstOfClass,
  hasElementWithId,
  hasScriptVariable,
  indexElements,
  textOf,
} from './shop-dom.ts';
import { imageUrlsOf } from './shop-images.ts';
import { isLoginPage, loginRequired } from './shop-login-wall.ts';
import {
  categoryFromCrumbs,
  cellText,
  labelKey,
  metaKeywords,
  parseDeliveryText,
  presentFields,
} from './shop-text.ts';

/** Element ids only 도매꾹/도매매 item pages carry (the same words in a comment or a description do not count). */
const productIds = ['lInfoItemTitle', 'contentsBuffer', 'lBaseAmtTbl'];
/** 도매매 (and 도매꾹) send visitors without a session to `mem_formLogin` / `mem_login`. */
const memberLoginPath = /mem_(?:form)?login/i;
const loginPaths = [memberLoginPath, /\/login(?:\.php)?$/i];

const pageIds = [
  'lInfoItemTitle',
  'lInfoHeader',
  'lBtnShowSellerInfo',
  'lThumb',
  'lThumbImg',
  'lBaseAmtTbl',
  'lAmtSectionTbl',
  'lPath',
  'lInfoTbl',
  'lInfo',
  'contentsBuffer',
  'lInfoViewItemContents',
] as const;
const pageClasses = ['pSelectUITitle', 'lInfoQty', 'lInfoItemCountry', 'lInfoDeli'] as const;

const domemeLoginMessage =
  '도매매 상품과 공급가는 로그인해야 볼 수 있습니다. 서버에 도매꾹 Open API 키(DOMEGGOOK_API_KEY)가 설정되어 있지 않습니다.';
const domeggookLoginMessage =
  '도매꾹 로그인 페이지가 열려 상품을 읽지 못했습니다. 서버에 도매꾹 Open API 키(DOMEGGOOK_API_KEY)가 설정되어 있지 않습니다.';
const businessOnlyWarning: ExtractWarning = {
  code: 'price_private',
  message:
    '수량별 단가표가 사업자 회원에게만 공개된 상품입니다. 페이지 스크립트의 도매가를 가져왔으니 확인해 주세요.',
};

function hasProductMarkup(page: Page): boolean {
  return hasElementWithId(page, productIds) || hasScriptVariable(page, 'lItem.store');
}

/** 도매매 by host (or the sandbox's /domeme/ path), else by the title: the pages share their markup. */
function marketOf(page: Page, title: string | null): DomeggookMarket {
  if (page.host.startsWith('domeme.') || page.url.pathname.includes('/domeme/')) return 'domeme';
  return /도매매/.test(title ?? '') ? 'domeme' : 'domeggook';
}

/** Info rows keyed both by their label ("재고수량") and by their row classes (`lInfoQty`), as pages differ. */
function infoCells(scope: Element | undefined, index: ElementIndex): Map<string, Element> {
  const rows =
    scope === undefined
      ? ['lInfoQty', 'lInfoItemCountry', 'lInfoDeli'].flatMap((name) => index.byClass.get(name) ?? [])
      : descendantsNamed(scope, 'tr');
  const cells = new Map<string, Element>();
  for (const row of rows) {
    const cell = childrenNamed(row, 'td')[0];
    if (cell === undefined) continue;
    const keys = [
      labelKey(textOf(childrenNamed(row, 'th')[0]) ?? ''),
      ...(row.attribs.class ?? '').split(/\s+/),
    ];
    for (const key of keys) if (key !== '' && !cells.has(key)) cells.set(key, cell);
  }
  return cells;
}

/** The crumb's own name: its link, or its text without the nested sibling menu. */
function crumbName(item: Element): string {
  const link = childrenNamed(item, 'a')[0];
  if (link !== undefined) return textOf(link) ?? '';
  return item.children
    .filter((child) => !(child.type === 'tag' && (child.name === 'ol' || child.name === 'ul')))
    .map((child) => textOf(child) ?? '')
    .join(' ');
}

/** Category crumbs `li[id^=lPathCat]`, skipping `lPathCat1` (도매꾹홈) and the nested sibling menus (`ol.sub`). */
function categoryOf(path: Element | undefined): string[] {
  if (path === undefined) return [];
  const names = childrenNamed(path, 'li')
    .filter((item) => item.attribs.id !== 'lPathCat1')
    .map(crumbName);
  return categoryFromCrumbs(names).filter((name) => !/^도매(?:꾹|매)홈$/.test(name));
}

function imagesOf(page: Page, thumb: Element | undefined, gallery: Element | undefined): string[] {
  const main = thumb === undefined ? [] : imageUrlsOf(page, [thumb]);
  const links = descendantsNamed(gallery, 'a')
    .map((link) => page.absolute(link.attribs.href))
    .filter((url): url is string => url !== null && /\.(?:jpe?g|png|gif|webp)(?:\?|$)/i.test(url));
  const og = page.absolute(page.meta('og:image'));
  return [...main, ...links, ...(og === null ? [] : [og])].filter((url) => !url.includes('_stt_'));
}

function textWithin(scope: Element | undefined, tag: string): string | null {
  return textOf(descendantsNamed(scope, tag)[0]);
}

function imageReuseOf(text: string | null, html: string): boolean | null {
  const value =
    text ?? /상세설명\s*이미지\s*사용\s*여부[\s\S]{0,200}?(사용허용|사용불가)/.exec(html)?.[1] ?? null;
  if (value === null) return null;
  if (/불가|금지/.test(value)) return false;
  return /허용|가능/.test(value) ? true : null;
}

function itemNumberOf(page: Page, header: Element | undefined, fromScript: string | null): string | null {
  const fromHeader = /상품번호\s*:?\s*(\d{5,})/.exec(textOf(header) ?? '')?.[1] ?? null;
  const fromUrl = /\/(\d{5,})(?:[/?#]|$)/.exec(page.url.pathname)?.[1] ?? page.url.searchParams.get('no');
  return fromHeader ?? fromScript ?? fromUrl;
}

function extractProduct(page: Page): AdapterResult {
  const index = indexElements(page, { ids: pageIds, classes: pageClasses, tags: ['title'] });
  const ids = index.byId;
  const state = domeggookScriptState(page);
  const cells = infoCells(ids.get('lInfoTbl') ?? ids.get('lInfo'), index);
  const tiers = domeggookTiers(ids.get('lBaseAmtTbl') ?? ids.get('lAmtSectionTbl'));
  const salePrice = tiers[0]?.unitPrice ?? state.baseAmtDome ?? state.itemPrice;
  const detail = domeggookDetail(page, ids.get('contentsBuffer'), ids.get('lInfoViewItemContents'));
  const menuTitle = textOf(firstOfClass(index, 'pSelectUITitle'));
  const stockText = cellText(cells, 'lInfoQty', '재고수량', '재고');
  const keywords = metaKeywords(page);
  const keywordText = cellText(cells, '키워드', '검색어');
  const fields: PartialFields = {
    name:
      textOf(ids.get('lInfoItemTitle')) ??
      state.itemTitle ??
      cleanTitle(page.meta('og:title') ?? page.title()),
    salePrice,
    tiers,
    currency: salePrice === null ? null : 'KRW',
    images: imagesOf(page, ids.get('lThumbImg'), ids.get('lThumb')),
    detailHtml: detail.detailHtml,
    detailImages: detail.detailImages,
    options: domeggookOptions(page, marketOf(page, textOf(index.byTag.get('title')?.[0])), menuTitle),
    stock: (stockText === null ? null : parseCount(stockText)) ?? state.inventory,
    searchTags: keywords.length > 0 ? keywords : (keywordText?.split(/[#,\s]+/).filter(Boolean) ?? []),
    category: categoryOf(ids.get('lPath')),
    ...parseDeliveryText(cellText(cells, 'lInfoDeli', '배송방법', '배송비')),
    supplierItemId: itemNumberOf(page, ids.get('lInfoHeader'), state.itemNo),
    seller: textWithin(ids.get('lBtnShowSellerInfo'), 'b'),
    origin: cellText(cells, 'lInfoItemCountry', '원산지'),
    manufacturer: cellText(cells, '제조사', '제조원'),
    brand: cellText(cells, '브랜드'),
    model: cellText(cells, '모델명', '모델'),
    imageReuseAllowed: imageReuseOf(cellText(cells, '상세설명이미지사용여부', '이미지사용여부'), page.html),
  };
  const businessOnly = tiers.length === 0 && state.baseAmtDome !== null;
  return { fields: presentFields(fields), ...(businessOnly ? { warnings: [businessOnlyWarning] } : {}) };
}

/** 도매꾹 / 도매매 item pages (desktop, mobile and the 도매매 `s/` pages share item numbers and markup). */
export const domeggookAdapter: SiteAdapter = {
  id: 'domeggook',
  displayName: '도매꾹',
  matchesHost: (host) => hostIs(host, 'domeggook.com'),
  matchesPage: (page) => hasProductMarkup(page) || memberLoginPath.test(page.url.pathname),
  extract(page) {
    if (!hasProductMarkup(page) && isLoginPage(page, loginPaths)) {
      return loginRequired(
        marketOf(page, page.title()) === 'domeme' ? domemeLoginMessage : domeggookLoginMessage,
      );
    }
    return extractProduct(page);
  },
};
