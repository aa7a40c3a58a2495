import render from 'dom-serializer';
import { type ChildNode, Element, isTag } from 'domhandler';

/** UTF-8 output: Hangul stays readable, only `& < > "` and NBSP are escaped. */
const renderOptions = { encodeEntities: 'utf8' } as const;

/** Serialises nodes to HTML (UTF-8 text, minimal escaping). */
export function renderHtml(nodes: readonly ChildNode[]): string {
  return render(nodes, renderOptions);
}

/** An element's opening and closing tags as the serialiser writes them around its children. */
function tagsOf(element: Element): { open: string; close: string } {
  const close = `</${element.name}>`;
  const empty = render(new Element(element.name, element.attribs), renderOptions);
  return { open: empty.slice(0, empty.length - close.length), close };
}

/**
 * The serialised length of a node, summed from its tags and its children's lengths (memoised): rendering every
 * entered element whole again costs the page size once per nesting level.
 */
function renderedLength(node: ChildNode, lengths: Map<ChildNode, number>): number {
  const known = lengths.get(node);
  if (known !== undefined) return known;
  let length: number;
  if (isTag(node) && node.children.length > 0) {
    const { open, close } = tagsOf(node);
    length = open.length + close.length;
    for (const child of node.children) length += renderedLength(child, lengths);
  } else {
    length = render(node, renderOptions).length;
  }
  lengths.set(node, length);
  return length;
}

/** Elements of `nodes` that fit into `budget` characters; the first one that does not fit is entered, then it stops. */
function fitNodes(nodes: readonly ChildNode[], budget: number, lengths: Map<ChildNode, number>): string {
  let html = '';
  for (const node of nodes) {
    if (html.length + renderedLength(node, lengths) <= budget) {
      html += render(node, renderOptions);
      continue;
    }
    if (isTag(node) && node.children.length > 0) {
      const { open, close } = tagsOf(node);
      const room = budget - html.length - open.length - close.length;
      if (room >= 0) html += `${open}${fitNodes(node.children, room, lengths)}${close}`;
    }
    break;
  }
  return html;
}

/**
 * Serialises nodes to HTML of at most `max` characters, cutting only between elements (an element that does not fit
 * keeps the children that do, and is closed properly).
 */
export function renderCapped(nodes: readonly ChildNode[], max: number): string {
  const whole = renderHtml(nodes);
  return whole.length <= max ? whole : fitNodes(nodes, max, new Map());
}
