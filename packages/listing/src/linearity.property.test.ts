import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadFixtures } from './corpus/load-fixtures.ts';
import { extractLinks } from './crawl/links.ts';
import { decodeHtml } from './decode.ts';
import { toProductDetails } from './details/to-product-details.ts';
import { GENERIC_EXTRACTORS } from './generic/chain.ts';
import { buildSourceProduct, type ExtractorResult } from './merge.ts';
import { limitNesting } from './nesting.ts';
import { createPage, type Page } from './page.ts';
import { SITE_ADAPTERS } from './sites/registry.ts';
import type { PartialFields, SourceProduct } from './source-product.ts';

// Every extractor must cost time linear in the page size: a hostile page must not freeze a worker for minutes. Each
// family is timed on the same page shape at n and 2n characters and the ratio must stay under 3 (linear gives ~2,
// quadratic ~4). Timing is CPU time of this thread (other processes on a busy machine do not count), minimum of
// several runs with the garbage of earlier ones collected first; a suspect ratio is measured again, and confirmed one
// size up (2n → 4n), before it fails.

/** Characters of the smaller page; the larger is twice this. Big enough that noise is small next to the work. */
const SIZE = 512 * 1024;
const RUNS = 3;
const RETRY_RUNS = 5;
const MAX_RATIO = 3;
/**
 * Below these (CPU ms at n and at 2n) a ratio is noise (JIT tiers, a major collection landing in one run: seen in CI
 * as 10 → 39 ms for a family that measures under 1 ms alone): a quadratic family that cheap would still cost about
 * 2 s at 5 MB, inside the parse pool's 5 s CPU limit, while the quadratic paths this test exists for cost seconds here.
 */
const NOISE_FLOOR_SMALL_MS = 20;
const NOISE_FLOOR_MS = 60;

setFlagsFromString('--expose-gc');
const collectGarbage: () => void = (() => {
  const gc: unknown = runInNewContext('gc');
  return typeof gc === 'function' ? (gc as () => void) : () => {};
})();

/**
 * CPU ms this thread has run: Linux's per-thread schedstat (nanoseconds), which leaves out the garbage collector's
 * helper threads (their share swings from run to run); elsewhere the whole process's CPU time.
 */
const threadCpuMs: () => number = (() => {
  const schedstat = '/proc/thread-self/schedstat';
  const read = () => Number(readFileSync(schedstat, 'utf8').split(' ')[0]) / 1e6;
  try {
    if (Number.isFinite(read())) return read;
  } catch {
    // Not Linux.
  }
  return () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
})();

/** Heap growth after which the next timing starts with a full collection (collecting before every one costs more). */
const GARBAGE_ALLOWANCE = 32 * 1024 * 1024;
let heapAfterCollection = 0;

/**
 * CPU ms of `run`. `strict` collects garbage first every time: the same allocations trigger collections at the same
 * points on every run, so one that falls into a small family's window would survive the minimum.
 */
function cpuMs(run: () => void, strict: boolean): number {
  if (strict || process.memoryUsage().heapUsed - heapAfterCollection > GARBAGE_ALLOWANCE) {
    collectGarbage();
    heapAfterCollection = process.memoryUsage().heapUsed;
  }
  const start = threadCpuMs();
  try {
    run();
  } catch {
    // A throw is the extractor's own business (`extract` guards it); the time until then still counts.
  }
  return threadCpuMs() - start;
}

// ---------------------------------------------------------------------------------------------------------------
// Page shapes: a base page (an adapter's fixture, or a page carrying every generic fingerprint) grown with repeated
// units until it reaches the wanted size.

interface Base {
  id: string;
  url: string;
  html: string;
}

const genericBase: Base = {
  id: 'synthetic/generic',
  url: 'https://shop.example.kr/product/detail.html?product_no=7',
  html: [
    '<!doctype html><html><head><title>무릎 담요 | 예시상점</title>',
    '<meta property="og:title" content="무릎 담요"><meta property="og:image" content="/og.jpg">',
    '<meta property="product:price:amount" content="12900"><meta name="keywords" content="담요,무릎">',
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"무릎 담요",',
    '"image":["/a.jpg"],"offers":{"@type":"Offer","price":"12900","priceCurrency":"KRW"}}</script>',
    '</head><body><div class="location"><a href="/">홈</a> &gt; <a href="/c/1">침구</a></div>',
    '<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">무릎 담요</h1>',
    '<img itemprop="image" src="/b.jpg"></div>',
    '<table class="info"><tr><th>판매가</th><td><span class="price">12,900원</span></td></tr>',
    '<tr><th>배송비</th><td>3,000원 (50,000원 이상 무료)</td></tr></table>',
    '<form name="order" method="post"><table class="option"><tr><th>색상</th><td>',
    '<select name="option1"><option value="">- 선택 -</option><option value="1">빨강</option>',
    '<option value="2">파랑 (+1,000원)</option></select></td></tr></table>',
    '<input name="quantity" value="1"><button type="submit">구매하기</button></form>',
    '<div id="prdDetail" class="goods_detail"><p>상세 설명</p><img src="/detail/1.jpg"></div>',
    '</body></html>',
  ].join(''),
};

const detailOpenTag =
  /<[a-z][a-z0-9]*\b[^>]*?\b(?:id|class)\s*=\s*["'][^"']*(?:detail|description)[^"']*["'][^>]*>/gi;

type Place = 'detail' | 'body' | 'head';

/** Where a block goes: right inside a detail container (the `pick`-th one), at the end of the body, or of the head. */
function insertionPoint(html: string, place: Place, pick: number): number {
  if (place === 'detail') {
    const boxes = [...html.matchAll(detailOpenTag)];
    const box = boxes[pick % Math.max(1, boxes.length)];
    if (box !== undefined) return box.index + box[0].length;
  }
  const closing = place === 'head' ? html.search(/<\/head>/i) : html.search(/<\/body>/i);
  return closing === -1 ? html.length : closing;
}

const voidTags = new Set(['img', 'meta', 'input', 'br', 'hr', 'link', 'source']);

/** The text span of the `occurrence`-th `<tag>` element of the page (modulo their count), or null when none. */
function elementSpan(html: string, tag: string, occurrence: number): [number, number] | null {
  const opens = [...html.matchAll(new RegExp(`<${tag}[\\s>/]`, 'gi'))];
  const open = opens[occurrence % Math.max(1, opens.length)];
  if (open === undefined) return null;
  const openEnd = html.indexOf('>', open.index);
  if (openEnd === -1) return null;
  if (voidTags.has(tag)) return [open.index, openEnd + 1];
  const tags = new RegExp(`<(/?)${tag}[\\s>/]`, 'gi');
  tags.lastIndex = openEnd;
  let depth = 1;
  for (let match = tags.exec(html); match !== null; match = tags.exec(html)) {
    depth += match[1] === '/' ? -1 : 1;
    if (depth === 0) {
      const end = html.indexOf('>', match.index);
      return end === -1 ? null : [open.index, end + 1];
    }
  }
  return null;
}

/** One way of growing a page: a block of repeated markup somewhere, or copies of one of the page's own elements. */
type Unit =
  | { kind: 'block'; block: BlockName; place: Place; pick: number }
  | { kind: 'copy'; tag: string; occurrence: number };

/** Repeated markup: `item(i)` repeated, inside `wrap` when given. Each is a shape some extractor walks or scans. */
const blocks = {
  detailImages: { item: (i: number) => `<img src="/detail/${i}.jpg" alt="">` },
  lazyImages: { item: (i: number) => `<img src="data:image/gif;base64,R0lG" data-src="/lazy/${i}.jpg">` },
  optionList: {
    item: (i: number) =>
      `<option value="v${i}">색상 ${i} (+${i % 9},000원)${i % 7 === 0 ? ' [품절]' : ''}</option>`,
    wrap: (items: string) =>
      `<form name="order" method="post"><div class="option"><select name="option2">${items}</select></div><input name="qty"></form>`,
  },
  selects: {
    item: (i: number) =>
      `<tr><th>옵션${i}</th><td><select name="o${i}"><option value="a">가 (+1,000원)</option></select></td></tr>`,
    wrap: (items: string) =>
      `<form name="order"><table class="option">${items}</table><input name="qty"></form>`,
  },
  labelledSelects: {
    item: (i: number) => `<label>옵션${i}<select name="l${i}"><option value="a">a</option></select></label>`,
    wrap: (items: string) => `<div class="option">${items}</div>`,
  },
  forms: {
    item: (i: number) =>
      `<form><select name="s${i}"><option>a</option></select><a href="#">장바구니</a></form>`,
  },
  priceRows: {
    item: (i: number) =>
      `<tr><th>판매가</th><td>${i + 1},000원</td></tr><tr><th>배송비</th><td>3,000원 (제주 5,000원 추가)</td></tr>`,
    wrap: (items: string) => `<table>${items}</table>`,
  },
  priceSpans: {
    item: (i: number) =>
      `<span class="price-amount sales-price-amount">${i + 1},900원</span><del>${i + 2},000원</del> `,
  },
  priceText: {
    item: (i: number) => `판매가 ${i + 1},000원 ~ ${i + 2},000원 배송비 3,000원 50,000원 이상 무료 `,
    wrap: (items: string) => `<p>${items}</p>`,
  },
  scripts: { item: (i: number) => `<script>var v${i} = {"a":[${i},"x"],"b":"\\u0041"};</script>` },
  oneBigScript: {
    item: (i: number) => `window.d${i} = {"runParams":{"data":[${i}]},"colorImages":1};`,
    wrap: (items: string) => `<script>${items}</script>`,
  },
  jsonLdOffers: {
    item: (i: number) => `{"@type":"Offer","price":"${i + 1}","priceCurrency":"KRW","sku":"s${i}"},`,
    wrap: (items: string) =>
      `<script type="application/ld+json">{"@type":"Product","name":"p","offers":[${items}{}]}</script>`,
  },
  metas: { item: (i: number) => `<meta property="og:image" content="/og/${i}.jpg">` },
  microdata: {
    item: (i: number) =>
      `<span itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="${i + 1}"></span><img itemprop="image" src="/m/${i}.jpg">`,
    wrap: (items: string) =>
      `<div itemscope itemtype="https://schema.org/Product"><b itemprop="name">n</b>${items}</div>`,
  },
  nestedDivs: {
    item: (i: number) => `${'<div>'.repeat(300)}<img src="/n/${i}.jpg">x${'</div>'.repeat(300)}`,
  },
  nestedDetailBoxes: {
    item: (i: number) =>
      `${'<div class="detail">'.repeat(300)}<img src="/nd/${i}.jpg">${'</div>'.repeat(300)}`,
  },
  nestedTables: {
    item: () => `${'<table><tr><td>'.repeat(80)}<b>가격 1,000원</b>${'</td></tr></table>'.repeat(80)}`,
  },
  detailBoxes: { item: (i: number) => `<div class="goods_detail"><img src="/b/${i}.jpg"></div>` },
  links: { item: (i: number) => `<a href="/p/${i}">상품 ${i}</a> &gt; ` },
  unclosedParagraphs: { item: (i: number) => `<p>문단 ${i}` },
  wideRow: {
    item: (i: number) => `<td>${i}</td>`,
    wrap: (items: string) => `<table><tr><th>판매가</th>${items}</tr></table>`,
  },
  listItems: {
    item: (i: number) => `<li><a href="/c/${i}"><img src="/t/${i}.jpg"></a></li>`,
    wrap: (items: string) => `<ul class="thumb">${items}</ul>`,
  },
  koreanText: {
    item: () => '한글 설명 문장입니다 원산지 국내산 ',
    wrap: (items: string) => `<p>${items}</p>`,
  },
  digitRuns: { item: () => '1234567890,', wrap: (items: string) => `<p>${items}원</p>` },
  spaceRuns: { item: () => '          ', wrap: (items: string) => `<p>₩${items}-${items}x</p>` },
  separatorRuns: {
    item: () => '- / _ ',
    wrap: (items: string) => `<h1>상품 ${items}이름</h1><title>${items}</title>`,
  },
  strayClosers: { item: () => '</div></span></td>' },
  deepThenClosers: { item: (i: number) => `${i === 0 ? '<div>'.repeat(300) : ''}<div><span>x</span>` },
  strayQuotes: { item: () => `<a title='x' " ' href="/y">z</a>` },
  quoteFlood: { item: () => `x" y' `, wrap: (items: string) => `<div ${items}>t</div>` },
  lessThanFlood: { item: () => '< <a <b =" ' },
  unclosedDivs: { item: (i: number) => `<div><a href="/u/${i}">x</a>` },
  deepStrayClosers: { item: (i: number) => `${i === 0 ? '<div>'.repeat(300) : ''}<em>x</b></u>` },
  comments: { item: (i: number) => `<!-- ${i} -->` },
  styles: { item: () => `<span style="color:red /* a */; background:url(http://a/b.png) /* /* /*">x</span>` },
  attributes: {
    item: (i: number) =>
      `<div ${Array.from({ length: 20 }, (_, j) => `data-a${j}="${i}"`).join(' ')}>x</div>`,
  },
} satisfies Record<string, { item: (i: number) => string; wrap?: (items: string) => string }>;
type BlockName = keyof typeof blocks;
const blockNames = Object.keys(blocks) as BlockName[];

const copiedTags = [
  'img',
  'option',
  'tr',
  'li',
  'script',
  'div',
  'a',
  'span',
  'p',
  'td',
  'dd',
  'meta',
  'select',
];

const unitArbitrary: fc.Arbitrary<Unit> = fc.oneof(
  fc.record({
    kind: fc.constant('block' as const),
    block: fc.constantFrom(...blockNames),
    place: fc.constantFrom<Place>('detail', 'detail', 'body', 'head'),
    pick: fc.nat(20),
  }),
  fc.record({
    kind: fc.constant('copy' as const),
    tag: fc.constantFrom(...copiedTags),
    occurrence: fc.nat(20),
  }),
);

function describeUnit(unit: Unit): string {
  return unit.kind === 'block' ? `${unit.block}@${unit.place}` : `copies of <${unit.tag}>#${unit.occurrence}`;
}

/** Grows `html` by `budget` characters with the unit (or not at all when the page has no such element). */
function grow(html: string, unit: Unit, budget: number): string {
  if (unit.kind === 'copy') {
    const span = elementSpan(html, unit.tag, unit.occurrence);
    if (span === null) return html;
    const element = html.slice(span[0], span[1]);
    const copies = Math.max(1, Math.round(budget / element.length));
    return `${html.slice(0, span[1])}${element.repeat(copies)}${html.slice(span[1])}`;
  }
  const { item, wrap } = blocks[unit.block] as {
    item: (i: number) => string;
    wrap?: (items: string) => string;
  };
  const items: string[] = [];
  let length = 0;
  for (let index = 0; length < budget; index += 1) {
    const next = item(index);
    items.push(next);
    length += next.length;
  }
  const block = wrap === undefined ? items.join('') : wrap(items.join(''));
  const at = insertionPoint(html, unit.place, unit.pick);
  return `${html.slice(0, at)}${block}${html.slice(at)}`;
}

/** The base page grown to about `size` characters, the budget shared between the units. */
function buildPage(base: Base, units: readonly Unit[], size: number): string {
  const budget = Math.max(0, size - base.html.length) / units.length;
  return units.reduce((html, unit) => grow(html, unit, budget), base.html);
}

// ---------------------------------------------------------------------------------------------------------------
// Families: what is timed on a parsed page.

interface Family {
  id: string;
  /** Runs the family on a page as `extract` would; returns what it found for the merge. */
  run(page: Page): ExtractorResult | null;
}

/** A fresh view of a parsed page: adapters cache their parsed state per page object, which must not carry over. */
function freshView(page: Page): Page {
  return { ...page };
}

function warm(page: Page): void {
  page.meta('og:title');
  page.scripts();
  page.selects();
  page.detailBoxes();
  page.title();
}

const adapterFamilies: Family[] = SITE_ADAPTERS.map((adapter) => ({
  id: `adapter:${adapter.id}`,
  run(page) {
    const claims = adapter.matchesHost(page.host) || adapter.matchesPage(page);
    const found = adapter.extract(page);
    return claims ? { extractor: adapter.id, fields: found.fields } : null;
  },
}));

const genericFamilies: Family[] = GENERIC_EXTRACTORS.map((extractor) => ({
  id: `generic:${extractor.id}`,
  run: (page) => ({ extractor: extractor.id, fields: extractor.extract(page) }),
}));

interface Timing {
  family: string;
  small: number;
  large: number;
}

/**
 * CPU ms of the families at one size, minimum over `runs`: each run parses the page afresh, the extractors get a
 * fresh view of it. With `only`, just those are timed (strictly, see `cpuMs`); the rest still run for the merge.
 */
function measureSize(
  base: Base,
  html: string,
  runs: number,
  only?: ReadonlySet<string>,
): Map<string, number> {
  const best = new Map<string, number>();
  const timed = (family: string, run: () => void): void => {
    if (only !== undefined && !only.has(family)) {
      run();
      return;
    }
    const ms = cpuMs(run, only !== undefined);
    best.set(family, Math.min(best.get(family) ?? ms, ms));
  };
  for (let run = 0; run < runs; run += 1) {
    // htmlparser2's own pass is not timed (its cost is mostly allocation, whose collection pauses jump in steps):
    // our nesting scan before it and the page's landmark walk after it are.
    timed('nesting', () => limitNesting(html));
    // The Investigator's link discovery on listing pages reads the same markup with a streaming parser.
    timed('crawl:links', () => extractLinks(html, base.url));
    const parsed = createPage(html, base.url);
    timed('landmarks', () => warm(parsed));
    const results: ExtractorResult[] = [];
    for (const family of [...adapterFamilies, ...genericFamilies]) {
      const view = freshView(parsed);
      let result: ExtractorResult | null = null;
      timed(family.id, () => {
        result = family.run(view);
      });
      // As `extract` merges: the first adapter that claims the page, then every generic extractor.
      const isAdapter = family.id.startsWith('adapter:');
      if (result !== null && (!isAdapter || results.length === 0)) results.push(result);
    }
    let source: SourceProduct | undefined;
    timed('merge', () => {
      source = buildSourceProduct({ url: base.url, parser: 'generic', results });
    });
    const product = source;
    if (product !== undefined) timed('toProductDetails', () => toProductDetails(product));
  }
  return best;
}

function compare(small: Map<string, number>, large: Map<string, number>): Timing[] {
  return [...large.keys()].map((family) => ({
    family,
    small: small.get(family) ?? 0,
    large: large.get(family) ?? 0,
  }));
}

function isSuspect(timing: Timing): boolean {
  return (
    timing.small >= NOISE_FLOOR_SMALL_MS &&
    timing.large >= NOISE_FLOOR_MS &&
    timing.large > MAX_RATIO * timing.small
  );
}

function minimum(a: Map<string, number>, b: Map<string, number>): Map<string, number> {
  return new Map([...a].map(([family, ms]) => [family, Math.min(ms, b.get(family) ?? ms)]));
}

/**
 * Families whose time grows faster than linearly on this shape. A suspect is measured again (strictly), and must
 * then also grow more than `MAX_RATIO` times from 2n to 4n: a collection that happens to land in the larger run
 * does not repeat one size up, a super-linear algorithm does.
 */
function superLinearFamilies(base: Base, units: readonly Unit[]): string[] {
  const htmlOf = (factor: number) => buildPage(base, units, factor * SIZE);
  const smallHtml = htmlOf(1);
  const largeHtml = htmlOf(2);
  measureSize(base, smallHtml, 1); // warm-up: the first runs of a shape are slower while the JIT catches up
  let small = measureSize(base, smallHtml, RUNS);
  let large = measureSize(base, largeHtml, RUNS);
  const suspectsOf = (a: Map<string, number>, b: Map<string, number>) =>
    new Set(
      compare(a, b)
        .filter(isSuspect)
        .map((timing) => timing.family),
    );
  let suspects = suspectsOf(small, large);
  if (suspects.size > 0) {
    small = minimum(small, measureSize(base, smallHtml, RETRY_RUNS, suspects));
    large = minimum(large, measureSize(base, largeHtml, RETRY_RUNS, suspects));
    suspects = suspectsOf(small, large);
  }
  let confirmed = suspects;
  if (suspects.size > 0) {
    const larger = measureSize(base, htmlOf(4), RETRY_RUNS, suspects);
    confirmed = new Set([...suspects].filter((family) => suspectsOf(large, larger).has(family)));
  }
  if (process.env.LINEARITY_LOG !== undefined) {
    const rows = compare(small, large).map((t) => `${t.family} ${t.small.toFixed(1)} ${t.large.toFixed(1)}`);
    console.log(`${base.id} + ${units.map(describeUnit).join(' + ')}\n  ${rows.join('\n  ')}`);
  }
  return compare(small, large)
    .filter((timing) => confirmed.has(timing.family))
    .map(
      ({ family, small: n, large: twice }) =>
        `${family}: ${n.toFixed(1)} ms at ${smallHtml.length} chars, ${twice.toFixed(1)} ms at ${largeHtml.length} (×${(twice / Math.max(n, 0.1)).toFixed(2)}), still super-linear at 4n, on ${base.id} + ${units.map(describeUnit).join(' + ')}`,
    );
}

// ---------------------------------------------------------------------------------------------------------------

/** Each adapter's own fixture pages (its fingerprint), decoded as `extract` callers do; padded pages are big already. */
const fixtureBases: Map<string, Base[]> = (() => {
  const byParser = new Map<string, Base[]>();
  for (const fixture of loadFixtures()) {
    if (fixture.padTo !== undefined || fixture.group === 'hostile') continue;
    const { html } = decodeHtml(fixture.bytes, fixture.contentType);
    const list = byParser.get(fixture.parser) ?? [];
    list.push({ id: fixture.id, url: fixture.url, html });
    byParser.set(fixture.parser, list);
  }
  return byParser;
})();

function checkShapes(bases: readonly Base[], numRuns: number, examples: [Base, Unit[]][] = []): void {
  fc.assert(
    fc.property(
      fc.constantFrom(...bases),
      fc.array(unitArbitrary, { minLength: 1, maxLength: 3 }),
      (base, units) => {
        expect(superLinearFamilies(base, units)).toEqual([]);
      },
    ),
    // No shrinking: every run costs seconds, and the failing shape is already named in the message.
    { numRuns, endOnFailure: true, examples },
  );
}

const TIMEOUT = 240_000;

/** Source fields no page shape reaches as directly: `toProductDetails` alone on them, at n and 2n characters. */
const hostileFields: Record<string, (chars: number) => PartialFields> = {
  nameSeparatorRun: (chars) => ({ name: `가${'- '.repeat(chars / 2)}나` }),
  tagSeparatorRun: (chars) => ({ name: '담요', searchTags: [`가${'-/'.repeat(chars / 2)}나`] }),
  categoryLevels: (chars) => ({
    name: '담요',
    category: Array.from({ length: chars / 8 }, (_, i) => `분류${i}`),
  }),
  // Crosses the 500,000-character description cap between n and 2n: the cut walks into the nesting.
  deepDescriptionOverCap: (chars) => ({
    name: '담요',
    detailHtml: `${'<div>'.repeat(99)}${'<p>가나다라마바사아자차</p>'.repeat(chars / 20)}${'</div>'.repeat(99)}`,
  }),
};

function detailsMs(fields: PartialFields, runs: number): number {
  const source = buildSourceProduct({
    url: genericBase.url,
    parser: 'generic',
    results: [{ extractor: 'jsonld', fields }],
  });
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1)
    best = Math.min(
      best,
      cpuMs(() => toProductDetails(source), true),
    );
  return best;
}

describe('extractors stay linear in the page size', () => {
  it(
    'the reported hostile page: 120,000 images in the detail area',
    () => {
      expect(
        superLinearFamilies(genericBase, [
          { kind: 'block', block: 'detailImages', place: 'detail', pick: 0 },
        ]),
      ).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'generic pages (every generic fingerprint) grown with any mix of repeated markup',
    () => {
      const known: Unit[][] = [
        [{ kind: 'block', block: 'optionList', place: 'body', pick: 0 }],
        [{ kind: 'block', block: 'unclosedParagraphs', place: 'detail', pick: 0 }],
        [{ kind: 'block', block: 'deepThenClosers', place: 'detail', pick: 0 }],
        [{ kind: 'block', block: 'separatorRuns', place: 'body', pick: 0 }],
        [{ kind: 'block', block: 'deepStrayClosers', place: 'detail', pick: 0 }],
        [{ kind: 'block', block: 'quoteFlood', place: 'detail', pick: 0 }],
        [{ kind: 'block', block: 'unclosedDivs', place: 'body', pick: 0 }],
      ];
      checkShapes(
        [genericBase, ...(fixtureBases.get('generic') ?? [])],
        2,
        known.map((units) => [genericBase, units]),
      );
    },
    TIMEOUT,
  );

  it.each(Object.keys(hostileFields).map((name) => [name]))(
    'toProductDetails on %s',
    (name) => {
      const fields = hostileFields[name];
      if (fields === undefined) throw new Error(name);
      const chars = 320 * 1024;
      detailsMs(fields(chars), 1);
      const ms = [1, 2, 4].map((factor) => detailsMs(fields(factor * chars), RUNS));
      const [n = 0, twice = 0, fourTimes = 0] = ms;
      const grows = (from: number, to: number) =>
        from >= NOISE_FLOOR_SMALL_MS && to >= NOISE_FLOOR_MS && to > MAX_RATIO * from;
      expect(
        grows(n, twice) && grows(twice, fourTimes),
        `${ms.map((value) => value.toFixed(1)).join(' / ')} ms at n / 2n / 4n`,
      ).toBe(false);
    },
    TIMEOUT,
  );

  it.each(SITE_ADAPTERS.map((adapter) => [adapter.id]))(
    '%s pages (its own fixtures) grown with any mix of repeated markup',
    (id) => {
      const bases = fixtureBases.get(id) ?? [];
      // Every parser has fixtures (the corpus test insists); a new one without yet is grown from the generic page.
      checkShapes(bases.length > 0 ? bases : [genericBase], 2);
    },
    TIMEOUT,
  );
});
