import { type CheerioAPI, load } from 'cheerio/slim';
import { type AnyNode, type Element, hasChildren, isTag } from 'domhandler';
import { limitNesting } from './nesting.ts';
import { absoluteUrl, siteHost } from './urls.ts';

/** An inline script: its `type` attribute (lower case, '' when absent) and its text. */
export interface InlineScript {
  type: string;
  text: string;
}

/**
 * One parsed product page shared by every extractor. The DOM is parsed once (htmlparser2 through cheerio/slim);
 * meta tags and inline scripts are collected once on first use, because most extractors read them.
 */
export interface Page {
  /** The page URL; an unparsable input URL becomes `about:blank`. */
  readonly url: URL;
  /** Host without `www.`/`m.`, lower case. */
  readonly host: string;
  readonly html: string;
  readonly $: CheerioAPI;
  /** Content of the first `<meta property|name|itemprop=key>` (key compared case-insensitively). */
  meta(key: string): string | null;
  /** Contents of every such meta tag, in document order. */
  metaAll(key: string): string[];
  /** Inline scripts (those without `src`), in document order. */
  scripts(): readonly InlineScript[];
  /** Every `<select>`, in document order. */
  selects(): readonly Element[];
  /** Elements whose id or class contains "detail" or "description", in document order. */
  detailBoxes(): readonly Element[];
  /** Elements whose id or class names a product's name ("goods_name", "prdName", "productSubject"…), in document order. */
  nameBoxes(): readonly Element[];
  /** Every `<img>`, and every element painting a picture with an inline `background-image: url(…)`, in document order. */
  images(): readonly Element[];
  /** Characters of text a reader sees (outside scripts, styles and templates), whitespace runs counted once. */
  visibleTextLength(): number;
  /** The `<title>` text, whitespace collapsed. */
  title(): string | null;
  /** Resolves and repairs a URL found on this page; null when not http(s). */
  absolute(raw: string | null | undefined): string | null;
}

/** Elements every page view needs, gathered in one walk of the DOM instead of one selector pass each. */
interface Landmarks {
  metas: Element[];
  scripts: Element[];
  titles: Element[];
  selects: Element[];
  /** Elements whose id or class names a description (detail containers of any shop engine). */
  detailBoxes: Element[];
  nameBoxes: Element[];
  images: Element[];
  visibleText: number;
}

const detailMark = /detail|description/i;
/** An inline style that paints a picture (sliders that show their slides as CSS backgrounds). */
function hasBackgroundImage(element: Element): boolean {
  const style = element.attribs.style;
  return style?.includes('url(') === true && /background/i.test(style);
}

/** Elements whose text no reader sees. */
const hiddenText = new Set(['script', 'style', 'template', 'noscript', 'title']);
/**
 * A product-name box: "product/goods/item/prd" joined to "name/subject/title/tit/nm" in one class or id token
 * ("goods_name", "prdName", "productSubject", "item-title", "tit_goods"). A substring pre-test keeps the walk cheap.
 */
const nameMarkHint = /name|subject|tit|nm/i;
const nameMark =
  /(?:^|[\s_-])(?:product|goods|item|prd|prod|pd|gd|view|detail)[_-]?(?:name|subject|title|tit|nm)s?(?:[\s_-]|$)|(?:^|[\s_-])(?:name|title|tit|subject)[_-]?(?:product|goods|item|prd|prod|view)(?:[\s]|$)/i;

function collectLandmarks(roots: readonly AnyNode[]): Landmarks {
  const found: Landmarks = {
    metas: [],
    scripts: [],
    titles: [],
    selects: [],
    detailBoxes: [],
    nameBoxes: [],
    images: [],
    visibleText: 0,
  };
  const stack: AnyNode[] = [...roots].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type === 'text') {
      const parent = node.parent;
      if (parent === null || !isTag(parent) || !hiddenText.has(parent.name))
        found.visibleText += node.data.trim().length;
      continue;
    }
    if (isTag(node)) {
      if (node.name === 'meta') found.metas.push(node);
      else if (node.name === 'script') found.scripts.push(node);
      else if (node.name === 'title') found.titles.push(node);
      else if (node.name === 'select') found.selects.push(node);
      else if (node.name === 'img' || hasBackgroundImage(node)) found.images.push(node);
      const { id, class: className } = node.attribs;
      if (
        (id !== undefined && detailMark.test(id)) ||
        (className !== undefined && detailMark.test(className))
      ) {
        found.detailBoxes.push(node);
      }
      if (
        (id !== undefined && nameMarkHint.test(id) && nameMark.test(id)) ||
        (className !== undefined && nameMarkHint.test(className) && nameMark.test(className))
      ) {
        found.nameBoxes.push(node);
      }
    }
    if (!hasChildren(node)) continue;
    for (let index = node.children.length - 1; index >= 0; index -= 1) {
      const child = node.children[index];
      if (child !== undefined) stack.push(child);
    }
  }
  return found;
}

function parseUrl(url: string): URL {
  try {
    return new URL(url);
  } catch {
    return new URL('about:blank');
  }
}

/** Parses `html` once and returns the shared page view extractors read from. */
export function createPage(html: string, url: string): Page {
  const $ = load(limitNesting(html));
  const pageUrl = parseUrl(url);
  let metaIndex: Map<string, string[]> | undefined;
  let scriptList: InlineScript[] | undefined;
  let landmarks: Landmarks | undefined;
  const landmarksOf = (): Landmarks => {
    landmarks ??= collectLandmarks($.root().toArray());
    return landmarks;
  };

  const metas = (): Map<string, string[]> => {
    if (metaIndex !== undefined) return metaIndex;
    const index = new Map<string, string[]>();
    for (const element of landmarksOf().metas) {
      const attribs = element.attribs;
      const key = attribs.property ?? attribs.name ?? attribs.itemprop;
      const content = attribs.content;
      if (key === undefined || content === undefined) continue;
      const normalised = key.trim().toLowerCase();
      const list = index.get(normalised);
      if (list === undefined) index.set(normalised, [content]);
      else list.push(content);
    }
    metaIndex = index;
    return index;
  };

  return {
    url: pageUrl,
    host: siteHost(pageUrl),
    html,
    $,
    meta: (key) => metas().get(key.toLowerCase())?.[0] ?? null,
    metaAll: (key) => metas().get(key.toLowerCase()) ?? [],
    scripts: () => {
      if (scriptList !== undefined) return scriptList;
      scriptList = landmarksOf()
        .scripts.filter((element) => element.attribs.src === undefined)
        .map((element) => ({
          type: (element.attribs.type ?? '').trim().toLowerCase(),
          text: $(element).text(),
        }));
      return scriptList;
    },
    selects: () => landmarksOf().selects,
    detailBoxes: () => landmarksOf().detailBoxes,
    nameBoxes: () => landmarksOf().nameBoxes,
    images: () => landmarksOf().images,
    visibleTextLength: () => landmarksOf().visibleText,
    title: () => {
      const first = landmarksOf().titles[0];
      const title = first === undefined ? '' : $(first).text().replace(/\s+/g, ' ').trim();
      return title === '' ? null : title;
    },
    absolute: (raw) => absoluteUrl(raw, pageUrl.protocol === 'about:' ? 'https://invalid.invalid/' : pageUrl),
  };
}
