/**
 * htmlparser2 keeps its open-element stack with `Array.unshift`, so parsing costs grow with the square of the nesting
 * depth (measured: 40,000 nested <div>s take 2.5 s, a 5 MB page of them minutes). Real product pages stay far below
 * this depth; deeper markup is flattened (the extra tags dropped, their text kept) before parsing.
 */
export const MAX_NESTING_DEPTH = 256;

const voidElements = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'image',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Elements whose content htmlparser2 reads as raw text up to their closing tag (no tags inside). */
const rawTextElements = new Set(['script', 'style', 'title', 'textarea', 'xmp']);

/**
 * Opening the key closes an open element named in its set, as htmlparser2 does, so that unclosed `<p>`, `<li>`,
 * `<option>` or `<td>` on old shop pages count as siblings, not as nesting.
 */
const impliedCloses: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const map = new Map<string, Set<string>>();
  const add = (openers: string[], closed: string[]) => {
    for (const opener of openers) map.set(opener, new Set([...(map.get(opener) ?? []), ...closed]));
  };
  add(['tr'], ['tr', 'th', 'td']);
  add(['th', 'td'], ['th', 'td']);
  add(['li'], ['li']);
  add(['option'], ['option']);
  add(['optgroup'], ['optgroup', 'option']);
  add(['dd', 'dt'], ['dd', 'dt']);
  add(['rt', 'rp'], ['rt', 'rp']);
  add(['tbody', 'tfoot'], ['thead', 'tbody']);
  add(['select', 'input', 'button', 'textarea', 'datalist'], ['option', 'optgroup']);
  add(
    [
      'p',
      'div',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'ul',
      'ol',
      'table',
      'form',
      'section',
      'article',
      'header',
    ],
    ['p'],
  );
  return map;
})();

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

/**
 * Finds the next `"` or `'` at or after a position that only moves forward. The last hits are remembered, so a page
 * without any single quote is not searched to its end once per tag.
 */
function createQuoteFinder(html: string): (from: number) => number {
  let double = -2;
  let single = -2;
  return (from) => {
    if (double !== -1 && double < from) double = html.indexOf('"', from);
    if (single !== -1 && single < from) single = html.indexOf("'", from);
    if (double === -1) return single === -1 ? html.length : single;
    return single === -1 ? double : Math.min(double, single);
  };
}

/** True when the quote at `at` opens an attribute value (`=` before it, whitespace allowed between). */
function opensValue(html: string, at: number): boolean {
  let index = at - 1;
  while (index > 0 && isSpace(html.charCodeAt(index))) index -= 1;
  return html.charCodeAt(index) === 61; /* = */
}

/**
 * Where the open tag whose name ends at `from` ends (index of its `>`), honouring quoted attribute values. Jumps with
 * indexOf from quote to quote: it runs for every tag of every page.
 */
function openTagEnd(html: string, from: number, nextQuote: (from: number) => number): number {
  let index = from;
  let gt = -1;
  for (;;) {
    // Searched again only once passed: a tag full of stray quotes must not rescan to its `>` per quote.
    if (gt < index) gt = html.indexOf('>', index);
    if (gt === -1) return -1;
    const quote = nextQuote(index);
    if (quote > gt) return gt;
    if (!opensValue(html, quote)) {
      index = quote + 1;
      continue;
    }
    const close = html.indexOf(html.charAt(quote), quote + 1);
    if (close === -1) return -1;
    index = close + 1;
  }
}

const rawTextClosings = new Map<string, RegExp>();

function rawTextEnd(html: string, from: number, name: string): number {
  let closing = rawTextClosings.get(name);
  if (closing === undefined) {
    closing = new RegExp(`</${name}[\\s/>]`, 'ig');
    rawTextClosings.set(name, closing);
  }
  closing.lastIndex = from;
  const match = closing.exec(html);
  return match === null ? html.length : match.index;
}

/** The open-element stack as htmlparser2 would build it, with the elements beyond `maxDepth` marked for removal. */
class NestingTracker {
  readonly kept: string[] = [];
  readonly dropped: string[] = [];

  constructor(private readonly maxDepth: number) {}

  /** Returns true when this open tag must be removed. */
  open(name: string): boolean {
    if (this.dropped.length === 0) {
      const closes = impliedCloses.get(name);
      while (
        closes !== undefined &&
        this.kept.length > 0 &&
        closes.has(this.kept[this.kept.length - 1] ?? '')
      ) {
        this.kept.pop();
      }
    }
    // Void elements never nest: an <img> deep down stays, only containers are flattened.
    if (voidElements.has(name)) return false;
    if (this.kept.length < this.maxDepth && this.dropped.length === 0) {
      this.kept.push(name);
      return false;
    }
    this.dropped.push(name);
    return true;
  }

  /** Returns true when this closing tag belonged to a removed element (so it is removed too). */
  close(name: string): boolean {
    // Only the last few dropped names are searched: a flood of unmatched closing tags must stay linear.
    // (`lastIndexOf` alone would scan the whole list when the name is missing.)
    let droppedAt = this.dropped.length - 1;
    const searchFrom = Math.max(0, this.dropped.length - 8);
    while (droppedAt >= searchFrom && this.dropped[droppedAt] !== name) droppedAt -= 1;
    if (droppedAt >= searchFrom) {
      this.dropped.length = droppedAt;
      return true;
    }
    const keptAt = this.kept.lastIndexOf(name);
    if (keptAt === -1 || keptAt < this.kept.length - 64) return this.dropped.length > 0;
    // Closing a kept element also closes everything opened inside it, removed ones included.
    this.kept.length = keptAt;
    this.dropped.length = 0;
    return false;
  }
}

/**
 * Returns `html` unchanged when its nesting stays within `maxDepth`, else a copy with the too-deep tags removed.
 * A hand-written scan that follows htmlparser2's tokenising (comments, quoted attributes, raw-text elements, `/>` not
 * closing HTML elements, implied closes): it runs on every page, so it must cost little next to the parse.
 */
export function limitNesting(html: string, maxDepth: number = MAX_NESTING_DEPTH): string {
  const tracker = new NestingTracker(maxDepth);
  const nextQuote = createQuoteFinder(html);
  const removed: [number, number][] = [];
  let index = html.indexOf('<');
  while (index !== -1 && index < html.length - 1) {
    const next = html.charCodeAt(index + 1);
    if (next === 33 /* ! */ && html.startsWith('<!--', index)) {
      const end = html.indexOf('-->', index + 4);
      if (end === -1) break;
      index = html.indexOf('<', end + 3);
      continue;
    }
    if (next === 33 || next === 63 /* ? */) {
      const end = html.indexOf('>', index + 2);
      if (end === -1) break;
      index = html.indexOf('<', end + 1);
      continue;
    }
    const isClosing = next === 47; /* / */
    const nameStart = index + (isClosing ? 2 : 1);
    if (!isLetter(html.charCodeAt(nameStart))) {
      index = html.indexOf('<', index + 1);
      continue;
    }
    let nameEnd = nameStart + 1;
    while (nameEnd < html.length) {
      const code = html.charCodeAt(nameEnd);
      if (isSpace(code) || code === 47 || code === 62) break;
      nameEnd += 1;
    }
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    const tagEnd = isClosing ? html.indexOf('>', nameEnd) : openTagEnd(html, nameEnd, nextQuote);
    if (tagEnd === -1) break;
    if (!isClosing && rawTextElements.has(name)) {
      // Scripts and styles hold no tags and never nest: kept whole at any depth (JSON-LD often sits deep).
      const closeStart = rawTextEnd(html, tagEnd + 1, name);
      const closeEnd = html.indexOf('>', closeStart);
      if (closeEnd === -1) break;
      index = html.indexOf('<', closeEnd + 1);
      continue;
    }
    const remove = isClosing ? tracker.close(name) : tracker.open(name);
    if (remove) removed.push([index, tagEnd + 1]);
    index = html.indexOf('<', tagEnd + 1);
  }
  if (removed.length === 0) return html;
  const parts: string[] = [];
  let copiedUpTo = 0;
  for (const [start, end] of removed) {
    parts.push(html.slice(copiedUpTo, start));
    copiedUpTo = end;
  }
  parts.push(html.slice(copiedUpTo));
  return parts.join('');
}
