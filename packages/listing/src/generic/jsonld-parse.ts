import { isRecord, parseJsonSafe } from '../embedded-json.ts';
import { decodeEntities } from '../text.ts';

/** A JSON-LD (or microdata) node: a plain object, usually with `@type`. */
export type SchemaNode = Record<string, unknown>;

/** Script bodies past this size are not structured data worth reading (and would cost time). */
const maxScriptLength = 2_000_000;

/** JSON escapes that survive as they are; any other backslash escape is a hand-written mistake. */
const validEscapes = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);

/** Skips whitespace and comments from `index`; returns the first significant index. */
function skipSpace(source: string, index: number): number {
  let at = index;
  for (;;) {
    while (at < source.length && /\s/.test(source.charAt(at))) at += 1;
    if (source.startsWith('//', at)) {
      const end = source.indexOf('\n', at);
      at = end === -1 ? source.length : end + 1;
    } else if (source.startsWith('/*', at)) {
      const end = source.indexOf('*/', at + 2);
      at = end === -1 ? source.length : end + 2;
    } else return at;
  }
}

/**
 * Repairs the JSON mistakes hand-written JSON-LD carries, in one string-aware pass: trailing commas, missing commas
 * between objects (`}{`), `//` and `/* *\/` comments, raw line breaks and tabs inside strings, invalid escapes.
 */
export function repairJson(source: string): string {
  const out: string[] = [];
  let inString = false;
  let lastSignificant = '';
  let index = 0;
  while (index < source.length) {
    const char = source.charAt(index);
    if (inString) {
      if (char === '\\') {
        const next = source.charAt(index + 1);
        const validUnicode = next !== 'u' || /^[0-9a-fA-F]{4}$/.test(source.slice(index + 2, index + 6));
        if (validEscapes.has(next) && validUnicode) out.push(char, next);
        else out.push(next);
        index += 2;
        continue;
      }
      if (char === '"') {
        inString = false;
        lastSignificant = char;
      }
      out.push(char === '\n' ? '\\n' : char < ' ' ? ' ' : char);
      index += 1;
      continue;
    }
    if (char === '/' && (source.charAt(index + 1) === '/' || source.charAt(index + 1) === '*')) {
      index = skipSpace(source, index);
      continue;
    }
    if (char === ',') {
      const next = source.charAt(skipSpace(source, index + 1));
      if (next !== '}' && next !== ']' && next !== ',') {
        out.push(char);
        lastSignificant = char;
      }
      index += 1;
      continue;
    }
    if (
      (char === '{' || char === '[' || char === '"') &&
      (lastSignificant === '}' || lastSignificant === ']')
    ) {
      out.push(',');
    }
    if (char === '"') inString = true;
    if (!/\s/.test(char)) lastSignificant = char;
    out.push(char);
    index += 1;
  }
  return out.join('');
}

/** Removes the HTML comment and CDATA wrappers old CMS templates put around script bodies. */
function unwrap(source: string): string {
  return source
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>$/g, '')
    .replace(/^<!--|-->$/g, '')
    .trim();
}

/**
 * Parses a JSON-LD script body leniently: as is, then repaired, then with HTML entities decoded (some templates
 * entity-escape the whole block), then as a list of concatenated blocks. Never throws; undefined when nothing parses.
 */
export function parseJsonLenient(source: string): unknown {
  if (source.length > maxScriptLength) return undefined;
  const body = unwrap(source);
  if (body === '') return undefined;
  const direct = parseJsonSafe(body);
  if (direct !== undefined) return direct;
  const repaired = repairJson(body);
  const attempts = [repaired, `[${repaired}]`];
  if (/&(?:quot|#34|#x22);/i.test(body)) {
    const decoded = repairJson(decodeEntities(body));
    attempts.push(decoded, `[${decoded}]`);
  }
  for (const attempt of attempts) {
    const value = parseJsonSafe(attempt);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Every typed node found in the parsed blocks, with an `@id` index and whether the node sits at the top level. */
export interface SchemaGraph {
  nodes: { node: SchemaNode; topLevel: boolean }[];
  byId: ReadonlyMap<string, SchemaNode>;
}

/** Bounds on the walk so a hostile block cannot make it slow. */
const maxDepth = 10;
const maxVisits = 20_000;

/** Properties whose value is the page's main subject, so a Product there counts as top level. */
const mainEntityKeys = new Set(['mainEntity', 'mainEntityOfPage', 'about']);

/**
 * Walks parsed JSON-LD values and lists every object that has an `@type`, nested ones included, with an `@id`
 * index for references. Top level means: a block itself, an element of a top-level array or `@graph`, or a
 * `mainEntity` of one of those.
 */
export function collectSchemaNodes(values: readonly unknown[]): SchemaGraph {
  const nodes: SchemaGraph['nodes'] = [];
  const byId = new Map<string, SchemaNode>();
  const stack: { value: unknown; depth: number; topLevel: boolean }[] = values
    .map((value) => ({ value, depth: 0, topLevel: true }))
    .reverse();
  let visits = 0;
  while (stack.length > 0 && visits < maxVisits) {
    const item = stack.pop();
    if (item === undefined || item.depth > maxDepth) continue;
    visits += 1;
    const { value, depth, topLevel } = item;
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        stack.push({ value: value[index], depth: depth + 1, topLevel });
      }
      continue;
    }
    if (!isRecord(value)) continue;
    const id = value['@id'];
    if (typeof id === 'string' && Object.keys(value).length > 1 && !byId.has(id)) byId.set(id, value);
    if (value['@type'] !== undefined) nodes.push({ node: value, topLevel });
    const children = Object.entries(value).reverse();
    for (const [key, child] of children) {
      if (typeof child !== 'object' || child === null) continue;
      const childTopLevel = topLevel && (key === '@graph' || mainEntityKeys.has(key));
      stack.push({ value: child, depth: depth + 1, topLevel: childTopLevel });
    }
  }
  return { nodes, byId };
}
