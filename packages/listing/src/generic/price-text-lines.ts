import { type AnyNode, hasChildren, isTag, isText } from 'domhandler';
import type { Page } from '../page.ts';

/** Marks the start and end of struck-through text (`<del>`, `<s>`, `<strike>`, line-through classes) in a line. */
export const STRIKE_OPEN = '\uE000';
export const STRIKE_CLOSE = '\uE001';

/** One visual line of the page: block text with table/definition cells separated by tabs. */
export interface PriceLine {
  text: string;
  /** Position among all non-empty lines of the page, so "label line, value line" pairs can be recognised. */
  index: number;
  /** Some of the text sat inside an element whose class or id names a price. */
  priceBox: boolean;
}

/** Never holds product price text the seller sees next to the product (or is the title / a form control). */
const skipped = new Set([
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'select',
  'option',
  'optgroup',
  'datalist',
  'textarea',
  'button',
  'iframe',
  'object',
  'canvas',
]);
const blocks = new Set([
  'html',
  'body',
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'center',
  'details',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
]);
/** A label cell starts a new line so "th td th td" rows give one label/value pair per line. */
const labelCells = new Set(['th', 'dt']);
const valueCells = new Set(['td', 'dd']);
const strikeTags = new Set(['del', 's', 'strike']);

const priceClass = /price|prc|amount|money|가격/i;
const strikeClass =
  /strike|through|consumer|(?:del|org|orig|origin|original|old|before|normal|list|regular|fixed)[_-]?(?:price|prc)/i;

/** Text worth tokenising: a won amount or a price/delivery word. */
const relevant =
  /\d\s*(?:만\s*)?원|[₩￦]|KRW|배송|택배|착불|무료|화물|판매\s*가|소비자\s*가|정가|정상\s*가|시중\s*가|할인\s*가|회원\s*가|공급\s*가|도매\s*가|특가|혜택\s*가|구매\s*가/;

/**
 * Every character `relevant` can start a match with; text without any of them cannot be relevant, so its line skips
 * the string work (filler paragraphs of huge pages).
 */
const candidate = /[\d₩￦K배택착무화판소정시할회공도특혜구]/;

/** A struck element with no text in it. */
const emptyStrike = new RegExp(`${STRIKE_OPEN}\\s*${STRIKE_CLOSE}`, 'g');

/**
 * Bounds that keep the walk linear and small on huge pages. Product pages have 3,000–30,000 nodes and show the price
 * near the top of the body, which the walk visits first; beyond 60,000 nodes is footer, reviews or padding.
 */
const maxVisitedNodes = 60_000;
const maxLines = 400;
const maxLineLength = 1_000;

/** What to undo when the walk leaves an element. */
class Exit {
  constructor(
    readonly block: boolean,
    readonly strike: boolean,
    readonly price: boolean,
  ) {}
}

type Frame = AnyNode | Exit;

/**
 * Walks the body once (iteratively, so deep nesting is safe) and returns the lines that mention money or delivery,
 * at most `maxLines`, each cut to `maxLineLength`. Scripts, form controls and the head are skipped.
 */
export function collectPriceLines(page: Page): PriceLine[] {
  const lines: PriceLine[] = [];
  let parts: string[] = [];
  let length = 0;
  let lineIndex = 0;
  let priceDepth = 0;
  let linePriceBox = false;

  let hasText = false;
  let hasCandidate = false;

  const append = (text: string, counts: boolean): void => {
    if (length >= maxLineLength * 2) return;
    parts.push(text);
    length += text.length;
    hasText ||= counts;
    if (counts && !hasCandidate) hasCandidate = candidate.test(text);
    if (counts && priceDepth > 0) linePriceBox = true;
  };
  const flush = (): void => {
    // Most blocks hold only whitespace or markup, or text that cannot mention money; skip the string work for them.
    if (!hasText || !hasCandidate) {
      if (hasText) lineIndex += 1;
      hasText = false;
      parts = [];
      length = 0;
      linePriceBox = false;
      return;
    }
    hasText = false;
    hasCandidate = false;
    const text = parts
      .join('')
      .replace(/[ \f\n\r\v\u00a0\u200b\ufeff]+/g, ' ')
      .replace(/ ?\t[\t ]*/g, '\t')
      .replace(emptyStrike, '')
      .trim();
    const priceBox = linePriceBox;
    parts = [];
    length = 0;
    linePriceBox = false;
    if (text === '' || text === STRIKE_OPEN || text === STRIKE_CLOSE) return;
    if (relevant.test(text)) lines.push({ text: text.slice(0, maxLineLength), index: lineIndex, priceBox });
    lineIndex += 1;
  };

  const stack: Frame[] = [];
  const pushChildren = (node: AnyNode): void => {
    if (!hasChildren(node)) return;
    for (let index = node.children.length - 1; index >= 0; index -= 1) {
      const child = node.children[index];
      if (child !== undefined) stack.push(child);
    }
  };
  const root = page.$.root()[0];
  if (root !== undefined) pushChildren(root);
  let visited = 0;
  while (stack.length > 0 && visited < maxVisitedNodes && lines.length < maxLines) {
    const frame = stack.pop();
    if (frame === undefined) break;
    if (frame instanceof Exit) {
      if (frame.strike) append(STRIKE_CLOSE, false);
      if (frame.price) priceDepth -= 1;
      if (frame.block) flush();
      continue;
    }
    visited += 1;
    if (isText(frame)) {
      append(frame.data, /\S/.test(frame.data));
      continue;
    }
    if (!isTag(frame)) continue;
    const name = frame.name;
    if (skipped.has(name)) continue;
    if (name === 'br' || name === 'hr') {
      flush();
      continue;
    }
    const block = blocks.has(name);
    if (block || labelCells.has(name)) flush();
    else append(valueCells.has(name) ? '\t' : ' ', false);
    const { class: className, id } = frame.attribs;
    const marks = className === undefined && id === undefined ? '' : `${className ?? ''} ${id ?? ''}`;
    const strike = strikeTags.has(name) || (marks !== '' && strikeClass.test(marks));
    const price = marks !== '' && priceClass.test(marks);
    if (strike) append(STRIKE_OPEN, false);
    if (price) priceDepth += 1;
    // Only blocks and marked elements need work on the way out; inline ones are separated by the space above.
    if (block || strike || price) stack.push(new Exit(block, strike, price));
    pushChildren(frame);
  }
  flush();
  return lines;
}
