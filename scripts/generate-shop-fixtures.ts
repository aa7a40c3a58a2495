/**
 * Renders every product page of the demo supplier shop (packages/sandbox/src/shop) into the listing fixture corpus:
 * packages/listing/fixtures/shop-<style>/<siteNo>.html (the exact response bytes) + .json (url, content type, parser,
 * quirks and the catalogue's `expected` with absolute image URLs). Also the login walls (고도몰 member-only product,
 * 도매매) seen without a session, and one 도매매 page seen with the demo member's session.
 * Deterministic (fixed clock, fixed host): running it twice gives identical files.
 * Run: node --import tsx scripts/generate-shop-fixtures.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shopCatalogue, shopMemberOnlyProducts, shopUrl } from '@ollida/sandbox/shop/catalogue';
import {
  SHOP_STYLES,
  type ShopProduct,
  type ShopQuirk,
  type ShopStyle,
} from '@ollida/sandbox/shop/catalogue-types';
import { SHOP_DEMO_MEMBER } from '@ollida/sandbox/shop/demo-accounts';
import { shopSandboxPlugin } from '@ollida/sandbox/shop/plugin';
import { DOMEME_LOGIN } from '@ollida/sandbox/shop/render-misc';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';

const fixturesRoot = fileURLToPath(new URL('../packages/listing/fixtures/', import.meta.url));
const host = '127.0.0.1:4010';
const prefix = '/sandbox/shop';
const baseUrl = `http://${host}${prefix}`;
/** The shop's clock only shows in Cafe24's JSON-LD `priceValidUntil`; fixed so the bytes never change. */
const fixedNow = Date.UTC(2025, 2, 15, 3, 0, 0);

/** The parser `extract` must pick for each style (the opengraph shop has no adapter: the generic chain reads it). */
const PARSERS: Record<ShopStyle, string> = {
  domeggook: 'domeggook',
  cafe24: 'cafe24',
  godo: 'godomall',
  opengraph: 'generic',
  euckr: 'makeshop',
};

const STYLE_DESCRIPTIONS: Record<ShopStyle, string> = {
  domeggook:
    '샌드박스 도매꾹 스타일 상품 (lItem.store, contentsBuffer 상세, ItemOptionController 옵션, 브레드크럼 하위 메뉴)',
  cafe24:
    '샌드박스 카페24 스타일 상품 (JSON-LD 가격은 정가, product:sale_price 할인가, option_stock_data 재고)',
  godo: '샌드박스 고도몰5 스타일 상품 (frmView 숨은 입력 set_goods_*, optionSnoInput 옵션, 가격 메타 없음)',
  opengraph: '샌드박스 소규모 쇼핑몰 (OpenGraph 메타와 한글 가격 텍스트만 있음, 사이트 어댑터 없음)',
  euckr: '샌드박스 메이크샵 스타일 EUC-KR 상품 (shopdetail.html, 정가/판매가 표, 옵션 재고 비공개)',
};

const QUIRK_LABELS: Record<ShopQuirk, string> = {
  'protocol-relative-images': '// 이미지 주소',
  'doubled-scheme-images': 'https:https:// 이중 스킴 이미지',
  'root-relative-images': '/ 루트 상대 이미지',
  'xml-declaration-iso-8859-1': '<?xml encoding="iso-8859-1"?> 선언',
  'og-title-site-suffix': 'og:title 쇼핑몰명 접미어',
  'og-title-site-prefix': 'og:title [사이트명] 접두어',
  'og-meta-name-attribute': 'og 메타가 name 속성',
  'og-meta-content-first': 'og 메타 content 먼저',
  'og-image-is-logo': 'og:image가 쇼핑몰 로고',
  'business-only-no-tier-table': '사업자 전용 (단가표 없음, baseAmtDome만)',
  'compact-tier-table': '축약형 단가표 (수량/단가 두 줄)',
  'recommendation-blocks-in-detail': '상세설명 안 추천 상품 블록',
  'image-reuse-forbidden': '상세 이미지 사용불가',
  'hidden-option': '품절 옵션',
  'sold-out': '품절 상품',
  'jsonld-offer-array': 'JSON-LD Offer 배열',
  'jsonld-aggregate-offer': 'JSON-LD AggregateOffer',
  'jsonld-graph': 'JSON-LD @graph',
  'jsonld-price-as-string': 'JSON-LD 가격이 문자열',
  'price-text-won-suffix': '가격 텍스트 "12,900원"',
  'price-text-won-spaced': '가격 텍스트 "12,900 원"',
  'price-text-won-sign': '가격 텍스트 "₩12,900"',
  'price-text-krw-prefix': '가격 텍스트 "KRW 12,900"',
  'price-text-range': '가격 범위 "~"',
  'meta-charset-http-equiv': 'http-equiv charset 선언',
  'meta-charset-mismatch': 'meta는 utf-8, 실제는 EUC-KR',
  'cp949-only-character': 'CP949 전용 글자',
};

/**
 * What each style's page actually shows beyond the catalogue's common fields: a stock figure per option (the
 * others list option values and prices only) and any sign of availability (the OpenGraph shop shows none, so
 * "not sold out" cannot be read from it).
 */
const VISIBLE: Record<ShopStyle, { optionStock: boolean; soldOut: boolean }> = {
  domeggook: { optionStock: true, soldOut: true },
  cafe24: { optionStock: true, soldOut: true },
  godo: { optionStock: true, soldOut: true },
  opengraph: { optionStock: false, soldOut: false },
  euckr: { optionStock: false, soldOut: true },
};

type Json = Record<string, unknown>;

const absolute = (path: string) => shopUrl(baseUrl, path);

/** The catalogue's `expected` in the corpus format: SourceFields names, absolute image URLs, listed keys only. */
function expectedOf(product: ShopProduct): Json {
  const e = product.expected;
  const options =
    e.options === undefined
      ? undefined
      : {
          groups: e.options.groups,
          variants: e.options.variants.map((variant) => ({
            values: variant.values,
            priceDelta: variant.priceDelta,
            ...(VISIBLE[product.style].optionStock ? { stock: variant.stock } : {}),
          })),
        };
  const entries: Array<[string, unknown]> = [
    ['name', e.name],
    ['salePrice', e.salePrice],
    ['originalPrice', e.originalPrice],
    ['currency', e.currency],
    ['brand', e.brand],
    ['manufacturer', e.manufacturer],
    ['model', e.model],
    ['images', e.images.map(absolute)],
    ['detailImages', e.detailImages.map(absolute)],
    ['options', options],
    ['tiers', e.tiers],
    ['stock', e.stock],
    ['soldOut', VISIBLE[product.style].soldOut ? e.soldOut : undefined],
    ['deliveryFee', e.deliveryFee],
    ['deliveryFreeOver', e.deliveryFreeOver],
    ['deliveryPayType', e.deliveryPayType],
    ['origin', e.origin],
    ['searchTags', e.searchTags],
    ['category', e.category],
    ['imageReuseAllowed', e.imageReuseAllowed],
    ['seller', e.seller],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

function describe(product: ShopProduct, lead = STYLE_DESCRIPTIONS[product.style]): string {
  const quirks = product.quirks.map((quirk) => QUIRK_LABELS[quirk]);
  return quirks.length === 0 ? lead : `${lead} — ${quirks.join(', ')}`;
}

interface FixtureFile {
  group: string;
  name: string;
  url: string;
  response: LightMyRequestResponse;
  parser: string;
  description: string;
  expected: Json;
  required?: string[];
}

function write(fixture: FixtureFile): void {
  const folder = join(fixturesRoot, fixture.group);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${fixture.name}.html`), fixture.response.rawPayload);
  const contentType = fixture.response.headers['content-type'];
  const spec = {
    url: fixture.url,
    contentType: typeof contentType === 'string' ? contentType : null,
    parser: fixture.parser,
    description: fixture.description,
    expected: fixture.expected,
    ...(fixture.required === undefined ? {} : { required: fixture.required }),
  };
  writeFileSync(join(folder, `${fixture.name}.json`), `${JSON.stringify(spec, null, 2)}\n`);
}

function get(app: FastifyInstance, path: string, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: path,
    headers: { host, ...(cookie === undefined ? {} : { cookie }) },
  });
}

function expectStatus(response: LightMyRequestResponse, status: number, what: string): void {
  if (response.statusCode !== status)
    throw new Error(`${what}: expected HTTP ${status}, got ${response.statusCode}`);
}

/** Follows one redirect to the login form a visitor without a session lands on; returns its URL and response. */
async function loginWall(
  app: FastifyInstance,
  path: string,
): Promise<{ url: string; response: LightMyRequestResponse }> {
  const redirect = await get(app, path);
  expectStatus(redirect, 302, path);
  const location = String(redirect.headers.location);
  const response = await get(app, location);
  expectStatus(response, 200, location);
  return { url: `http://${host}${location}`, response };
}

async function domemeSession(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${prefix}/${DOMEME_LOGIN.actionPath}`,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      [DOMEME_LOGIN.idField]: SHOP_DEMO_MEMBER.loginId,
      [DOMEME_LOGIN.passwordField]: SHOP_DEMO_MEMBER.password,
    }).toString(),
  });
  expectStatus(response, 302, 'domeme login');
  const cookie = String(response.headers['set-cookie']).split(';')[0];
  if (cookie === undefined || cookie === '') throw new Error('domeme login set no cookie');
  return cookie;
}

async function generate(): Promise<number> {
  const app = Fastify();
  await app.register(shopSandboxPlugin, { prefix, now: () => fixedNow });
  await app.ready();
  for (const style of SHOP_STYLES)
    rmSync(join(fixturesRoot, `shop-${style}`), { recursive: true, force: true });
  let count = 0;
  for (const product of shopCatalogue) {
    const response = await get(app, `${prefix}/${product.path}`);
    expectStatus(response, 200, product.id);
    const url = absolute(product.path);
    const group = `shop-${product.style}`;
    write({
      group,
      name: product.siteNo,
      url,
      response,
      parser: PARSERS[product.style],
      description: describe(product),
      expected: expectedOf(product),
    });
    count += 1;
  }

  for (const product of shopMemberOnlyProducts) {
    const wall = await loginWall(app, `${prefix}/${product.path}`);
    write({
      group: `shop-${product.style}`,
      name: `${product.siteNo}-login`,
      url: wall.url,
      response: wall.response,
      parser: PARSERS[product.style],
      description:
        '샌드박스 고도몰5 회원 전용 상품을 세션 없이 열었을 때의 로그인 페이지 (HTTP 200, member/login.php)',
      expected: { warnings: ['login_required'] },
      required: [],
    });
    count += 1;
  }

  const domemeProduct = shopCatalogue.find((product) => product.id === 'domeggook-30219876');
  if (domemeProduct === undefined) throw new Error('domeggook-30219876 is missing from the catalogue');
  const domemePath = `${prefix}/domeme/s/${domemeProduct.siteNo}`;
  const domemeWall = await loginWall(app, domemePath);
  write({
    group: 'shop-domeggook',
    name: `domeme-${domemeProduct.siteNo}-login`,
    url: domemeWall.url,
    response: domemeWall.response,
    parser: 'domeggook',
    description: '샌드박스 도매매 상품을 세션 없이 열었을 때의 mem_formLogin 로그인 페이지 (HTTP 200)',
    expected: { warnings: ['login_required'] },
    required: [],
  });
  const memberPage = await get(app, domemePath, await domemeSession(app));
  expectStatus(memberPage, 200, domemePath);
  write({
    group: 'shop-domeggook',
    name: `domeme-${domemeProduct.siteNo}`,
    url: `http://${host}${domemePath}`,
    response: memberPage,
    parser: 'domeggook',
    description: describe(
      domemeProduct,
      '샌드박스 도매매 상품 (데모 회원 로그인 후, 도매꾹과 같은 마크업에 도매매 표기)',
    ),
    expected: expectedOf(domemeProduct),
  });
  count += 2;
  await app.close();
  return count;
}

const written = await generate();
console.log(`wrote ${written} shop fixtures under ${fixturesRoot}`);
