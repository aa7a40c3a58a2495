import render from 'dom-serializer';
import type { AnyNode, Element, ParentNode } from 'domhandler';
import type { Page } from '../page.ts';
import { cleanText } from '../text.ts';

// Plain DOM walks for the shop adapters. A cheerio query compiles its selector and walks the whole document each
// time (about half the cost of parsing the page), so the adapters collect what they need in one walk instead.

/** What one walk over the document collects: elements by id (first one), by class and by tag name (document order). */
export interface ElementIndex {
  byId: Map<string, Element>;
  byClass: Map<string, Element[]>;
  byTag: Map<string, Element[]>;
}

/** The ids, classes and tag names a walk should collect. */
export interface IndexQuery {
  ids?: readonly string[];
  classes?: readonly string[];
  tags?: readonly string[];
}

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function push(map: Map<string, Element[]>, key: string, element: Element): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [element]);
  else list.push(element);
}

/** Walks `roots` and their descendants depth-first in document order, calling `visit` on every element. */
function walk(roots: readonly AnyNode[], visit: (element: Element) => void): void {
  const stack: AnyNode[] = [...roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === undefined || !isElement(node)) continue;
    visit(node);
    for (let index = node.children.length - 1; index >= 0; index -= 1) {
      const child = node.children[index];
      if (child !== undefined) stack.push(child);
    }
  }
}

/** Collects the queried ids, classes and tags of the whole page in one walk. */
export function indexElements(page: Page, query: IndexQuery): ElementIndex {
  const ids = new Set(query.ids ?? []);
  const classes = query.classes ?? [];
  const tags = new Set(query.tags ?? []);
  const index: ElementIndex = { byId: new Map(), byClass: new Map(), byTag: new Map() };
  const stack: AnyNode[] = [...(page.$.root().get(0)?.children ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === undefined || !isElement(node)) continue;
    const { id, class: className } = node.attribs;
    if (id !== undefined && ids.has(id) && !index.byId.has(id)) index.byId.set(id, node);
    if (className !== undefined) {
      // A substring test first: splitting every class attribute of the page would cost more than the walk.
      for (const name of classes)
        if (className.includes(name) && hasClass(node, name)) push(index.byClass, name, node);
    }
    if (tags.has(node.name)) push(index.byTag, node.name, node);
    for (let position = node.children.length - 1; position >= 0; position -= 1) {
      const child = node.children[position];
      if (child !== undefined && child.type !== 'text') stack.push(child);
    }
  }
  return index;
}

/**
 * True when the page has an element with one of `ids`. A substring test first, so pages without the ids skip the
 * walk; the walk then tells a real element from the same word in a comment, a script or the seller's text.
 */
export function hasElementWithId(page: Page, ids: readonly string[]): boolean {
  const present = ids.filter((id) => page.html.includes(id));
  return present.length > 0 && indexElements(page, { ids: present }).byId.size > 0;
}

/** True when an inline script assigns the variable (`name = …`), found by a substring test before the regex. */
export function hasScriptVariable(page: Page, name: string): boolean {
  if (!page.html.includes(name)) return false;
  const assignment = new RegExp(`(?<![\\w$])${name.replace(/[.$]/g, '\\$&')}\\s*=(?!=)`);
  return page.scripts().some(({ text }) => text.includes(name) && assignment.test(text));
}

/** The first element of a class in the index. */
export function firstOfClass(index: ElementIndex, className: string): Element | undefined {
  return index.byClass.get(className)?.[0];
}

/** True when the element's class list contains `className`. */
export function hasClass(element: Element, className: string): boolean {
  return (element.attribs.class ?? '').split(/\s+/).includes(className);
}

/** True when an ancestor of the element (not the element itself) has the class. */
export function hasAncestorClass(element: Element, className: string): boolean {
  for (let parent = element.parent; parent !== null; parent = parent.parent) {
    if (parent.type === 'tag' && hasClass(parent, className)) return true;
  }
  return false;
}

/** Descendants of `root` (not `root` itself) that pass `test`, in document order. */
export function descendants(root: ParentNode | undefined, test: (element: Element) => boolean): Element[] {
  if (root === undefined) return [];
  const found: Element[] = [];
  walk(root.children, (element) => {
    if (test(element)) found.push(element);
  });
  return found;
}

/** Descendants of `root` with one of the tag names. */
export function descendantsNamed(root: ParentNode | undefined, ...names: string[]): Element[] {
  return descendants(root, (element) => names.includes(element.name));
}

/** Direct child elements of `element` with one of the tag names. */
export function childrenNamed(element: Element, ...names: string[]): Element[] {
  return element.children.filter((child): child is Element => isElement(child) && names.includes(child.name));
}

/** Concatenated text of a node (as `.text()` gives it), whitespace collapsed; null when empty. */
export function textOf(node: AnyNode | undefined): string | null {
  if (node === undefined) return null;
  if (node.type === 'text') return cleanText(node.data);
  if (!('children' in node)) return null;
  const parts: string[] = [];
  const collect = (current: AnyNode): void => {
    if (current.type === 'text') parts.push(current.data);
    else if ('children' in current && current.type !== 'script' && current.type !== 'style') {
      for (const child of current.children) collect(child);
    }
  };
  collect(node);
  return cleanText(parts.join(''));
}

/**
 * `textOf` of an element that holds a short label or amount (a button, a struck-through price): null once its
 * characters and nodes pass `maxCost`, so nested controls around a large block cost a bounded walk each.
 */
export function shortTextOf(node: AnyNode | undefined, maxCost = 200): string | null {
  if (node === undefined) return null;
  const parts: string[] = [];
  let cost = 0;
  const stack: AnyNode[] = [node];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    cost += current.type === 'text' ? current.data.length : 1;
    if (cost > maxCost) return null;
    if (current.type === 'text') parts.push(current.data);
    else if ('children' in current && current.type !== 'script' && current.type !== 'style') {
      for (let index = current.children.length - 1; index >= 0; index -= 1) {
        const child = current.children[index];
        if (child !== undefined) stack.push(child);
      }
    }
  }
  return cleanText(parts.join(''));
}

/**
 * The HTML inside `element`, with text kept as UTF-8: cheerio's `.html()` writes every Hangul syllable as a
 * numeric entity, which bloats the seller's detail HTML several times over.
 */
export function innerHtml(element: ParentNode | undefined): string | null {
  if (element === undefined) return null;
  const html = render(element.children, { encodeEntities: 'utf8' });
  return html.trim() === '' ? null : html;
}

/** The first indexed form named `formName` that posts one of `inputNames` (a shop engine's buy form). */
export function formPosting(
  index: ElementIndex,
  formName: string,
  inputNames: readonly string[],
): Element | undefined {
  return index.byTag
    .get('form')
    ?.find(
      (form) =>
        form.attribs.name === formName &&
        descendantsNamed(form, 'input').some((input) => inputNames.includes(input.attribs.name ?? '')),
    );
}
