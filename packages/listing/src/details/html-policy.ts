import { absoluteUrl } from '../urls.ts';

/** Structural and text elements a product description may keep (with their allowed attributes). */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'p',
  'div',
  'span',
  'br',
  'hr',
  'wbr',
  'img',
  'a',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'big',
  'mark',
  'q',
  'cite',
  'abbr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'center',
  'font',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'figure',
  'figcaption',
  'blockquote',
  'pre',
  'code',
  'address',
  'nobr',
]);

/**
 * Elements removed together with everything inside: active content (scripts, frames, plug-ins, SVG/MathML), form
 * controls, document metadata and media players. Anything neither here nor allowed is unwrapped: its children stay
 * (shops wrap whole descriptions in `<form>` or custom tags).
 */
export const DROPPED_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'svg',
  'math',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'datalist',
  'textarea',
  'keygen',
  'isindex',
  'link',
  'meta',
  'base',
  'basefont',
  'head',
  'title',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'xmp',
  'plaintext',
  'dialog',
  'portal',
  'bgsound',
]);

/** Presentational attributes allowed on every kept element; URLs, handlers, ids and classes never are. */
const globalAttributes = new Set([
  'title',
  'align',
  'valign',
  'width',
  'height',
  'dir',
  'lang',
  'bgcolor',
  'border',
]);

const tagAttributes: Readonly<Record<string, ReadonlySet<string>>> = {
  img: new Set(['alt', 'hspace', 'vspace']),
  td: new Set(['colspan', 'rowspan', 'nowrap', 'scope']),
  th: new Set(['colspan', 'rowspan', 'nowrap', 'scope']),
  table: new Set(['cellpadding', 'cellspacing', 'summary']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
  font: new Set(['color', 'face', 'size']),
  ol: new Set(['start', 'type']),
  ul: new Set(['type']),
  li: new Set(['type', 'value']),
};

/** True when a plain (non-URL, non-style) attribute may stay on this tag. */
export function isAllowedAttribute(tag: string, name: string): boolean {
  return globalAttributes.has(name) || (tagAttributes[tag]?.has(name) ?? false);
}

/** Attributes that carry the real picture on lazy-loading pages, most specific first; `src` is the placeholder then. */
export const IMAGE_SOURCE_ATTRIBUTES = [
  'data-src',
  'ec-data-src',
  'data-original',
  'data-lazy-src',
  'src',
] as const;

/** Control characters other than the whitespace ones (tab, line feed, form feed, carriage return). */
export const CONTROL_CHARACTERS = /[^\P{Cc}\t\n\f\r]/gu;

/** An attribute value without control characters (null bytes split keywords past naive filters). */
export function cleanAttributeValue(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '').slice(0, 1_000);
}

/**
 * An href/src as an absolute http(s) URL resolved against the page, or null. The parser has already decoded entities
 * (`jav&#x09;ascript:`), and URL parsing removes tabs and newlines, so obfuscated `javascript:`, `data:` and `vbscript:`
 * forms end up with their real scheme and are refused.
 */
export function safeUrl(value: string, base: string): string | null {
  return absoluteUrl(value.replace(CONTROL_CHARACTERS, ''), base);
}

/** Style words that run code or load behaviour in some browser (old IE `expression`, `behavior`, XBL bindings). */
const dangerousStyle = /expression|behavior|-moz-binding|javascript|vbscript|@import|[<>\\]/;

/**
 * The inline style when it is harmless, else null: no scripting keywords, no CSS escapes (which spell them in
 * disguise) and `url(…)` only to http(s).
 */
export function safeStyle(value: string): string | null {
  const style = cleanAttributeValue(value).trim();
  const normalised = style.replace(/\/\*[\s\S]*?\*\//g, '').toLowerCase();
  if (style === '' || dangerousStyle.test(normalised)) return null;
  for (const match of normalised.matchAll(/url\s*\(\s*(['"]?)\s*([^'")]*)/g)) {
    if (!/^https?:\/\//.test(match[2] ?? '')) return null;
  }
  return style;
}
