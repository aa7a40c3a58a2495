/**
 * Writes the hostile pages of the listing fixture corpus (packages/listing/fixtures/hostile/*.html) byte for byte.
 * Deterministic: running it twice gives identical files. The expectations (*.json) are written by hand next to them.
 * Run: node --import tsx scripts/generate-hostile-fixtures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';

const outDir = fileURLToPath(new URL('../packages/listing/fixtures/hostile/', import.meta.url));
const origin = 'https://shop.hostile.example';

interface Product {
  slug: string;
  name: string;
  price: number;
}

const imageUrl = (product: Product) => `${origin}/images/${product.slug}.jpg`;
const won = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function jsonLd(product: Product): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: [imageUrl(product)],
    sku: product.slug,
    offers: {
      '@type': 'Offer',
      price: String(product.price),
      priceCurrency: 'KRW',
      availability: 'https://schema.org/InStock',
    },
  };
  return `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
}

function metaTags(product: Product): string {
  return [
    `<meta property="og:type" content="product">`,
    `<meta property="og:title" content="${product.name}">`,
    `<meta property="og:image" content="${imageUrl(product)}">`,
    `<meta property="product:price:amount" content="${product.price}">`,
    `<meta property="product:price:currency" content="KRW">`,
  ].join('\n');
}

function visible(product: Product): string {
  return [
    `<h1 class="product-name">${product.name}</h1>`,
    `<p class="price">판매가 <strong>${won(product.price)}원</strong></p>`,
    `<img src="/images/${product.slug}.jpg" alt="상품 이미지">`,
  ].join('\n');
}

function document(head: string, body: string, prolog = '<!DOCTYPE html>'): string {
  return `${prolog}\n<html lang="ko">\n<head>\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

/** A plain generic product page: charset declaration, title, OpenGraph, JSON-LD and visible name/price/image. */
function productPage(product: Product, charsetTag = '<meta charset="utf-8">', prolog?: string): string {
  const head = [charsetTag, `<title>${product.name}</title>`, metaTags(product), jsonLd(product)].join('\n');
  return document(head, visible(product), prolog);
}

function bigPadded(): string {
  return productPage({ slug: 'big-padded', name: '대용량 페이지 테스트 머그컵 350ml', price: 12900 });
}

/** The loader inserts 5 MB of filler at the marker, so the only product markup comes after it. */
function bigProductAtEnd(): string {
  const product = {
    slug: 'big-product-at-end',
    name: '페이지 끝에 있는 스테인리스 텀블러 500ml',
    price: 15800,
  };
  const head = '<meta charset="utf-8">\n<title>하스틸 상점</title>';
  return document(head, `<!--pad-->\n${jsonLd(product)}\n${visible(product)}`);
}

function deeplyNested(): string {
  const product = { slug: 'deeply-nested', name: '깊은 중첩 속 면 행주 10매입', price: 6900 };
  const depth = 5000;
  const head = `<meta charset="utf-8">\n<title>${product.name}</title>`;
  const body = `${'<div class="level">'.repeat(depth)}\n${jsonLd(product)}\n${visible(product)}\n${'</div>'.repeat(depth)}`;
  return document(head, body);
}

/** Unclosed tags, a runaway attribute quote, an early `</html>`, duplicate and broken attributes, NUL bytes, a cut end. */
function malformed(): string {
  const product = { slug: 'malformed', name: '깨진 마크업 속 실리콘 주걱 3종 세트', price: 8900 };
  return [
    '<!DOCTYPE html>',
    '<html lang="ko">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${product.name}</title>`,
    metaTags(product),
    '<meta name="description" content="따옴표가 닫히지 않은 설명 >',
    '<link rel="stylesheet" href="/style.css">',
    '</head>',
    '</html>',
    '<body class="product" data-x=>',
    '<div id="wrap"><div class="crumbs">홈 > 주방 > 조리도구',
    '<p>설명 <b>굵게 <i>기울임</p></b></i>',
    '<table><tr><td>셀<td>셀2<tr><td>셀3</table>',
    `<img src="/images/${product.slug}.jpg" alt=실리콘 주걱 / >`,
    `<span title='mixed "quotes'>\u0000널 바이트\u0000</span>`,
    '<div class="x" class="dup" =bad>중복 속성</div>',
    '<<p>>꺾쇠가 겹친 문단</p>',
    jsonLd(product),
    visible(product),
    '<ul><li>하나<li>둘<li>셋',
    '<div class="tail" data-broken="',
  ].join('\n');
}

/** Hundreds of KB of inline scripts with `</script>` inside strings and decoy product state before the real markup. */
function scriptHeavy(): string {
  const product = { slug: 'script-heavy', name: '스크립트 더미 뒤 블루투스 스피커', price: 39000 };
  const decoy = {
    name: '미끼 상품 — 읽으면 안 됨',
    salePrice: 1,
    image: 'https://decoy.hostile.example/decoy.jpg',
  };
  const bulk: string[] = [];
  for (let script = 0; script < 40; script += 1) {
    const lines: string[] = [];
    for (let line = 0; line < 60; line += 1) {
      const id = script * 60 + line;
      const record = { id, label: `모듈 ${id}`, html: `<div class="m${id}">위젯 ${id}</div>`, tail: '</scr' };
      lines.push(`var chunk${id} = ${JSON.stringify(record)}; var closing${id} = "<\\/script>";`);
    }
    bulk.push(`<script>\n${lines.join('\n')}\n</script>`);
  }
  const decoys = [
    `<script>window.__PRELOADED_STATE__ = ${JSON.stringify({ product: decoy })};</script>`,
    `<script>window.__INITIAL_STATE__ = ${JSON.stringify({ goods: { goodsNm: decoy.name, price: 1 } })};</script>`,
    `<script>var ldTemplate = '<script type="application/ld+json">{"@type":"Product","name":"미끼 JSON-LD","offers":{"price":"1"}}<\\/script>'; var promo = "판매가 1원";</script>`,
    `<script type="text/template"><meta property="og:title" content="미끼 템플릿"><p class="price">판매가 2원</p></script>`,
    `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { product: decoy } })}</script>`,
    // In HTML a literal </script> inside a JS string ends the element; the rest of the line leaks out as text.
    `<script>var leaked = "</script>"; var after = 1;</script>`,
  ];
  const head = [
    '<meta charset="utf-8">',
    `<title>${product.name}</title>`,
    metaTags(product),
    bulk.slice(0, 20).join('\n'),
  ].join('\n');
  const body = [decoys.join('\n'), bulk.slice(20).join('\n'), jsonLd(product), visible(product)].join('\n');
  return document(head, body);
}

function notAProduct(): string {
  const head = '<meta charset="utf-8">\n<title>요청하신 페이지를 찾을 수 없습니다</title>';
  const body =
    '<div class="error">\n<h1>페이지를 찾을 수 없습니다</h1>\n<p>주소가 바뀌었거나 삭제된 페이지입니다.</p>\n<a href="/">홈으로</a>\n</div>';
  return document(head, body);
}

const utf8 = (html: string) => Buffer.from(html, 'utf8');
const cp949 = (html: string) => iconv.encode(html, 'cp949');

const pages: Record<string, Buffer> = {
  'big-5mb-padded': utf8(bigPadded()),
  'big-5mb-product-at-end': utf8(bigProductAtEnd()),
  'deeply-nested': utf8(deeplyNested()),
  malformed: utf8(malformed()),
  'script-heavy': utf8(scriptHeavy()),
  // Declares UTF-8, served as EUC-KR bytes.
  'charset-meta-utf8-bytes-euckr': cp949(
    productPage({ slug: 'meta-utf8-bytes-euckr', name: '국산 참기름 350ml 선물세트', price: 21000 }),
  ),
  // The header (and meta) say EUC-KR, the bytes are UTF-8.
  'charset-header-euckr-bytes-utf8': utf8(
    productPage(
      { slug: 'header-euckr-bytes-utf8', name: '유기농 현미 누룽지 500g', price: 9800 },
      '<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">',
    ),
  ),
  // No header charset, no meta: CP949 bytes, with 똠 and 햏 that only CP949 (not EUC-KR proper) can encode.
  'charset-euckr-undeclared': cp949(
    productPage({ slug: 'euckr-undeclared', name: '똠얌꿍 컵라면 햏 한정판 6개입', price: 7200 }, ''),
  ),
  'charset-xml-declaration': utf8(
    productPage(
      { slug: 'xml-declaration', name: '라탄 수납 바구니 중형', price: 17500 },
      '<meta charset="utf-8">',
      '<?xml version="1.0" encoding="iso-8859-1"?>\n<!DOCTYPE html>',
    ),
  ),
  // A UTF-8 BOM beats both the header and the meta, which claim EUC-KR.
  'charset-utf8-bom': Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    utf8(
      productPage({ slug: 'utf8-bom', name: '무선 충전 패드 15W', price: 18900 }, '<meta charset="euc-kr">'),
    ),
  ]),
  'not-a-product': utf8(notAProduct()),
  empty: Buffer.alloc(0),
};

mkdirSync(outDir, { recursive: true });
for (const [name, bytes] of Object.entries(pages)) {
  writeFileSync(join(outDir, `${name}.html`), bytes);
  console.log(`${name}.html  ${bytes.length} bytes`);
}
