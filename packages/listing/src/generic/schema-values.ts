import { isRecord } from '../embedded-json.ts';
import { cleanText, decodeEntities } from '../text.ts';
import type { SchemaNode } from './jsonld-parse.ts';

/** Resolves `{ "@id": … }` references to the node they name (identity for anything else). */
export type Resolve = (value: unknown) => unknown;

/** A resolver for sources without references (microdata). */
export const noReferences: Resolve = (value) => value;

/** A resolver over an `@id` index: a bare reference object becomes the node it names, when known. */
export function resolverFor(byId: ReadonlyMap<string, SchemaNode>): Resolve {
  return (value) => {
    if (!isRecord(value)) return value;
    const id = value['@id'];
    if (typeof id !== 'string') return value;
    const keys = Object.keys(value).filter((key) => key !== '@id' && key !== '@type');
    return keys.length === 0 ? (byId.get(id) ?? value) : value;
  };
}

/** The value as a list (a single value becomes a one-element list, null/undefined an empty one). */
export function listOf(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Lower-case local type names of a node: "https://schema.org/Product" and ["Product"] both give "product". */
function typesOf(node: SchemaNode): string[] {
  return listOf(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) =>
      type
        .trim()
        .replace(/\/+$/, '')
        .replace(/^.*[/#:]/, '')
        .toLowerCase(),
    );
}

/** True when the node's type list contains one of `types` (lower-case local names). */
export function hasType(node: SchemaNode, ...types: string[]): boolean {
  return typesOf(node).some((type) => types.includes(type));
}

/** Plain text of a string or number value: HTML entities decoded, stray tags removed, whitespace collapsed. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  return cleanText(decodeEntities(value.replace(/<[^>]{0,200}>/g, ' ')));
}

/** The name of a thing written as text, as `{ name }` (Brand, Organization, Country…) or as a list of those. */
export function nameOf(value: unknown, resolve: Resolve): string | null {
  for (const item of listOf(value)) {
    const resolved = resolve(item);
    const text = isRecord(resolved) ? textOf(resolved.name) : textOf(resolved);
    if (text !== null) return text;
  }
  return null;
}

/** An ISO 4217 currency code, upper-cased; null for anything else. */
export function currencyOf(value: unknown): string | null {
  const text = textOf(value)?.toUpperCase() ?? null;
  return text !== null && /^[A-Z]{3}$/.test(text) ? text : null;
}

/** Image URLs of an `image` value: a URL, a list of URLs, or ImageObjects (`url`/`contentUrl`). */
export function imageUrlsOf(value: unknown, resolve: Resolve): string[] {
  const urls: string[] = [];
  for (const item of listOf(value)) {
    const resolved = resolve(item);
    if (typeof resolved === 'string') urls.push(resolved);
    else if (isRecord(resolved)) {
      const url = listOf(resolved.url ?? resolved.contentUrl)[0];
      if (typeof url === 'string') urls.push(url);
    }
  }
  return urls.map((url) => decodeEntities(url));
}

/** Separators between levels of a category written as one string ("생활 > 주방 > 컵"). */
const categorySeparator = /\s*[>›»]\s*/;

/** A category path, top level first, from "A > B", ["A", "B"] or named objects; ids and URLs are dropped. */
export function categoryOf(value: unknown, resolve: Resolve): string[] {
  const path = listOf(value)
    .flatMap((item) => {
      const text = nameOf(item, resolve);
      return text === null ? [] : text.split(categorySeparator);
    })
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^\d+$/.test(part) && !/^https?:/i.test(part));
  return path.slice(0, 10);
}

/** Keywords written as "a, b, c" or as a list. */
export function keywordsOf(value: unknown): string[] {
  const words = listOf(value).flatMap((item) => (textOf(item) ?? '').split(/\s*,\s*/));
  return [...new Set(words.filter((word) => word !== ''))].slice(0, 100);
}
