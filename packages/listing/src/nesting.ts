/**
 * htmlparser2 keeps its open-element stack with `Array.unshift`, so parsing costs grow with the square of the nesting
 * depth (measured: 40,000 nested <div>s take 2.5 s, a 5 MB page of them minutes). Real product pages stay far below
 * this depth; deeper markup is flattened (the extra tags dropped, their text kept) before parsing.
 */
export const MAX_NESTING_DEPTH = 256;

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is raw text: tags inside them are not tags. */
const rawTextElements = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript']);

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isNameChar(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 58) || code === 45;
}

/** Index just past the end of the raw-text element `name` (its closing tag), or the end of the page. */
function skipRawText(html: string, from: number, name: string): number {
  const closing = new RegExp(`</${name}\\b`, 'ig');
  closing.lastIndex = from;
  const match = closing.exec(html);
  if (match === null) return html.length;
  const end = html.indexOf('>', match.index);
  return end === -1 ? html.length : end + 1;
}

/**
 * Returns `html` unchanged when its nesting stays within `maxDepth`, else a copy with the too-deep tags removed.
 * A hand-written scan (no backtracking regex): it runs on every page, so it must cost little next to the parse.
 */
export function limitNesting(html: string, maxDepth: number = MAX_NESTING_DEPTH): string {
  let depth = 0;
  let excess = 0;
  let output: string[] | null = null;
  let copiedUpTo = 0;
  let index = html.indexOf('<');
  while (index !== -1 && index < html.length - 1) {
    const isClosing = html.charCodeAt(index + 1) === 47;
    const nameStart = index + (isClosing ? 2 : 1);
    if (!isLetter(html.charCodeAt(nameStart))) {
      index = html.indexOf('<', index + 1);
      continue;
    }
    let nameEnd = nameStart + 1;
    while (nameEnd < html.length && isNameChar(html.charCodeAt(nameEnd))) nameEnd += 1;
    const tagEnd = html.indexOf('>', nameEnd);
    if (tagEnd === -1) break;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    const selfClosing = html.charCodeAt(tagEnd - 1) === 47;
    let drop = false;
    let next = tagEnd + 1;
    if (isClosing) {
      if (!voidElements.has(name)) {
        if (excess > 0) {
          excess -= 1;
          drop = true;
        } else if (depth > 0) depth -= 1;
      }
    } else if (rawTextElements.has(name)) {
      next = skipRawText(html, tagEnd + 1, name);
    } else if (!voidElements.has(name) && !selfClosing) {
      if (depth >= maxDepth) {
        excess += 1;
        drop = true;
      } else depth += 1;
    }
    if (drop) {
      output ??= [];
      output.push(html.slice(copiedUpTo, index));
      copiedUpTo = tagEnd + 1;
    }
    index = html.indexOf('<', next);
  }
  if (output === null) return html;
  output.push(html.slice(copiedUpTo));
  return output.join('');
}
