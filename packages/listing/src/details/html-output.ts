import render from 'dom-serializer';
import { type ChildNode, Element, isTag } from 'domhandler';

/** UTF-8 output: Hangul stays readable, only `& < > "` and NBSP are escaped. */
const renderOptions = { encodeEntities: 'utf8' } as const;

/** Serialises nodes to HTML (UTF-8 text, minimal escaping). */
export function renderHtml(nodes: readonly ChildNode[]): string {
  return render(nodes, renderOptions);
}

/** Elements of `nodes` that fit into `budget` characters; the first one that does not fit is entered, then it stops. */
function fitNodes(nodes: readonly ChildNode[], budget: number): string {
  let html = '';
  for (const node of nodes) {
    const rendered = render(node, renderOptions);
    if (html.length + rendered.length <= budget) {
      html += rendered;
      continue;
    }
    if (isTag(node) && node.children.length > 0) {
      const close = `</${node.name}>`;
      const empty = render(new Element(node.name, node.attribs), renderOptions);
      const open = empty.slice(0, empty.length - close.length);
      const room = budget - html.length - open.length - close.length;
      if (room >= 0) html += `${open}${fitNodes(node.children, room)}${close}`;
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
  return whole.length <= max ? whole : fitNodes(nodes, max);
}
