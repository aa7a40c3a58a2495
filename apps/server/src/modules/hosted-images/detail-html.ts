import { Tokenizer } from 'htmlparser2';

/** One `<img>` opening tag of a page: where it is in the source text and its (entity-decoded) attributes. */
export interface ImageTag {
  /** Offset of `<`. */
  start: number;
  /** Offset just past `>`. */
  end: number;
  attribs: Record<string, string>;
}

const ignore = () => {};

/**
 * Every `<img>` tag in document order, from htmlparser2's tokenizer alone: linear in the page (the Parser keeps its
 * open-element stack with `Array.unshift`, quadratic in the nesting depth, see packages/listing/src/nesting.ts), and
 * no tree, so nothing recurses. Text inside `<script>`, `<style>`, `<textarea>`, `<title>` and comments holds no tags,
 * as in a browser. Attribute names are lower-cased, the first of a repeated one wins, values are entity-decoded.
 */
export function findImageTags(html: string): ImageTag[] {
  const tags: ImageTag[] = [];
  let current: { start: number; attribs: Record<string, string> } | null = null;
  let name = '';
  let value = '';
  const close = (endIndex: number) => {
    if (current !== null) tags.push({ start: current.start, end: endIndex + 1, attribs: current.attribs });
    current = null;
  };
  const tokenizer = new Tokenizer(
    { xmlMode: false, decodeEntities: true },
    {
      onopentagname(start, endIndex) {
        // The name starts right after `<` (the tokenizer takes no space between them).
        current =
          endIndex - start === 3 && html.slice(start, endIndex).toLowerCase() === 'img'
            ? { start: start - 1, attribs: {} }
            : null;
      },
      onattribname(start, endIndex) {
        name = html.slice(start, endIndex).toLowerCase();
        value = '';
      },
      onattribdata(start, endIndex) {
        value += html.slice(start, endIndex);
      },
      onattribentity(codepoint) {
        value += String.fromCodePoint(codepoint);
      },
      onattribend() {
        if (current !== null && !Object.hasOwn(current.attribs, name)) current.attribs[name] = value;
        value = '';
      },
      onopentagend: close,
      onselfclosingtag: close,
      oncdata: ignore,
      onclosetag: ignore,
      oncomment: ignore,
      ondeclaration: ignore,
      onend: ignore,
      onprocessinginstruction: ignore,
      ontext: ignore,
      ontextentity: ignore,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return tags;
}

/**
 * The absolute http(s) address of an image source, or null: protocol-relative `//host/…` is read as https; relative
 * paths, `data:` and other schemes cannot be fetched.
 */
export function imageSourceUrl(src: string | undefined): string | null {
  const trimmed = src?.trim() ?? '';
  if (trimmed === '') return null;
  const absolute = trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
  try {
    const url = new URL(absolute);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Attributes that point a browser at the supplier's copy (or run script); never copied to a rewritten tag. */
const sourceAttributes = new Set([
  'src',
  'srcset',
  'sizes',
  'lowsrc',
  'data-src',
  'data-srcset',
  'data-original',
  'data-lazy',
  'data-lazy-src',
  'data-lazyload',
]);

const attributeName = /^[a-z][a-z0-9_.:-]*$/;

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** An `<img>` tag showing `src`, with the original's other attributes (alt, width, style …) kept. */
export function imageTagWith(attribs: Record<string, string>, src: string): string {
  let tag = `<img src="${escapeAttribute(src)}"`;
  for (const [name, value] of Object.entries(attribs)) {
    if (sourceAttributes.has(name) || name.startsWith('on') || !attributeName.test(name)) continue;
    tag += ` ${name}="${escapeAttribute(value)}"`;
  }
  return `${tag}>`;
}

/**
 * The page with each image tag replaced by what `replacement` says (a new tag, or '' to leave the picture out); the
 * rest of the text is copied unchanged.
 */
export function replaceImageTags(
  html: string,
  tags: readonly ImageTag[],
  replacement: (tag: ImageTag) => string,
): string {
  const parts: string[] = [];
  let copied = 0;
  for (const tag of tags) {
    parts.push(html.slice(copied, tag.start), replacement(tag));
    copied = tag.end;
  }
  parts.push(html.slice(copied));
  return parts.join('');
}
