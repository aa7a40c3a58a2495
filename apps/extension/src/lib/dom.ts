/** A child of `el`: nodes as they are, strings as text (never parsed as HTML: page data ends up here). */
export type Child = Node | string | null | undefined | false;

/** Attribute values; `false`/`undefined` leave the attribute out, `true` sets it empty. */
export type Attributes = Record<string, string | number | boolean | undefined>;

/** Creates an element with attributes and children. */
export function el<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/** Replaces everything inside `parent`. */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.replaceChildren(...children.filter((child): child is Node | string => Boolean(child)));
}

/** An http(s) URL fit for a link or a picture, or null (pages and answers may carry anything). */
export function webUrl(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined || raw === '') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A link that opens in a new tab (from the popup, the only way a link can open). */
export function externalLink(href: string | null | undefined, text: string): HTMLAnchorElement | null {
  const url = webUrl(href);
  return url === null ? null : el('a', { href: url, target: '_blank', rel: 'noopener noreferrer' }, text);
}
