import { productDetailsLimits } from '@ollida/contracts/product-details';
import { type ChildNode, Element, isTag, isText, Text } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { limitNesting } from '../nesting.ts';
import { renderCapped, renderHtml } from './html-output.ts';
import {
  ALLOWED_TAGS,
  CONTROL_CHARACTERS,
  cleanAttributeValue,
  DROPPED_TAGS,
  IMAGE_SOURCE_ATTRIBUTES,
  isAllowedAttribute,
  safeStyle,
  safeUrl,
} from './html-policy.ts';

/**
 * Nesting kept as is; deeper content is flattened to its text and pictures. Hostile pages nest tens of thousands of
 * elements, which would overflow the stack of any recursive walk or serialiser.
 */
const MAX_DEPTH = 100;

/** Void elements: serialised without children or a closing tag. */
const VOID_TAGS = new Set(['br', 'hr', 'wbr', 'img', 'col']);

interface WalkContext {
  base: string;
  /** Set once a visible character or a picture is kept: a description of empty tags counts as none. */
  hasContent: boolean;
  /** Set when an element was unwrapped or flattened: its children moved under a parent the parser did not give them. */
  restructured: boolean;
}

function sanitizedAttributes(
  tag: string,
  attribs: Record<string, string>,
  base: string,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'style') {
      const style = safeStyle(value);
      if (style !== null) kept.style = style;
    } else if (isAllowedAttribute(tag, name)) {
      kept[name] = cleanAttributeValue(value);
    }
  }
  if (tag === 'img') {
    for (const name of IMAGE_SOURCE_ATTRIBUTES) {
      const raw = attribs[name];
      const src = raw === undefined ? null : safeUrl(raw, base);
      if (src === null) continue;
      kept.src = src;
      break;
    }
  }
  if (tag === 'a') {
    const href = attribs.href === undefined ? null : safeUrl(attribs.href, base);
    if (href !== null) kept.href = href;
    kept.rel = 'noopener noreferrer';
    kept.target = '_blank';
  }
  return kept;
}

function textNode(data: string, context: WalkContext): Text | null {
  const text = data.replace(CONTROL_CHARACTERS, '');
  if (text === '') return null;
  if (/\S/.test(text)) context.hasContent = true;
  return new Text(text);
}

function imageNode(element: Element, context: WalkContext): Element | null {
  const attribs = sanitizedAttributes('img', element.attribs, context.base);
  if (attribs.src === undefined) return null;
  context.hasContent = true;
  return new Element('img', attribs);
}

/** Beyond MAX_DEPTH: the subtree's text, pictures and line breaks in document order, without recursion. */
function flatten(root: Element, context: WalkContext): ChildNode[] {
  const kept: ChildNode[] = [];
  const stack: ChildNode[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (isText(node)) {
      const text = textNode(node.data, context);
      if (text !== null) kept.push(text);
      continue;
    }
    if (!isTag(node) || DROPPED_TAGS.has(node.name)) continue;
    if (node.name === 'img') {
      const image = imageNode(node, context);
      if (image !== null) kept.push(image);
    } else if (node.name === 'br') {
      kept.push(new Element('br', {}));
    } else {
      for (let index = node.children.length - 1; index >= 0; index -= 1) {
        const child = node.children[index];
        if (child !== undefined) stack.push(child);
      }
    }
  }
  return kept;
}

function sanitizeNodes(nodes: readonly ChildNode[], context: WalkContext, depth: number): ChildNode[] {
  const kept: ChildNode[] = [];
  for (const node of nodes) {
    if (isText(node)) {
      const text = textNode(node.data, context);
      if (text !== null) kept.push(text);
      continue;
    }
    // Comments, CDATA and doctypes carry nothing a buyer sees, and comments hide parser-confusion payloads.
    if (!isTag(node) || DROPPED_TAGS.has(node.name)) continue;
    if (depth >= MAX_DEPTH) {
      context.restructured = true;
      for (const flat of flatten(node, context)) kept.push(flat);
      continue;
    }
    if (node.name === 'img') {
      const image = imageNode(node, context);
      if (image !== null) kept.push(image);
      continue;
    }
    const children = VOID_TAGS.has(node.name) ? [] : sanitizeNodes(node.children, context, depth + 1);
    if (ALLOWED_TAGS.has(node.name)) {
      kept.push(new Element(node.name, sanitizedAttributes(node.name, node.attribs, context.base), children));
    } else {
      context.restructured = true;
      for (const child of children) kept.push(child);
    }
  }
  return kept;
}

function sanitizeTree(html: string, base: string): WalkContext & { nodes: ChildNode[] } {
  const context: WalkContext = { base, hasContent: false, restructured: false };
  const nodes = sanitizeNodes(parseDocument(limitNesting(html)).children, context, 0);
  return { ...context, nodes };
}

/**
 * Seller HTML made safe to store and show, by allowlist over the htmlparser2 DOM: only structural and text elements
 * with presentational attributes, http(s) URLs resolved against `baseUrl`, lazy images given their real `src`, links
 * opened in a new tab without opener. At most the draft's HTML length; '' when nothing visible remains. Sanitising the
 * result again gives the same string.
 */
export function sanitizeDetailHtml(html: string, baseUrl: string): string {
  let result = sanitizeTree(html, baseUrl);
  // Unwrapping can leave nesting the parser would not build (`<p>` inside `<p>`); one more parse settles it, so
  // the stored HTML parses back to the same tree.
  if (result.restructured) result = sanitizeTree(renderHtml(result.nodes), baseUrl);
  return result.hasContent ? renderCapped(result.nodes, productDetailsLimits.detailHtmlLength) : '';
}
