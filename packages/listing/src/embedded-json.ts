/** Scripts can be huge (1688, AliExpress); a value larger than this is not product state. */
const maxValueLength = 3_000_000;

/** How far a scan for a balanced value got: `closed` with the end (exclusive), or where it gave up. */
interface Scan {
  closed: boolean;
  end: number;
}

function scanBalanced(source: string, start: number): Scan {
  let depth = 0;
  let inString = false;
  const limit = Math.min(source.length, start + maxValueLength);
  for (let index = start; index < limit; index += 1) {
    const char = source.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index += 1;
      else if (char === 34 /* " */) inString = false;
      continue;
    }
    if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) depth += 1;
    else if (char === 125 /* } */ || char === 93 /* ] */) {
      depth -= 1;
      if (depth === 0) return { closed: true, end: index + 1 };
    }
  }
  return { closed: false, end: limit };
}

/**
 * Returns the end index (exclusive) of the JSON object or array that starts at `start` (which must be `{` or `[`),
 * honouring strings and escapes; -1 when it never closes.
 */
export function balancedEnd(source: string, start: number): number {
  const scan = scanBalanced(source, start);
  return scan.closed ? scan.end : -1;
}

/** Parses JSON without throwing. */
export function parseJsonSafe(source: string): unknown {
  try {
    return JSON.parse(source);
  } catch {
    return undefined;
  }
}

function firstNonSpace(source: string, from: number): number {
  let index = from;
  while (index < source.length && /\s/.test(source.charAt(index))) index += 1;
  return index;
}

/** The JSON value starting at or after `from` and the index the scan for it reached (`from` when none starts). */
function valueAt(source: string, from: number): { value: unknown; scanned: number } {
  const start = firstNonSpace(source, from);
  const first = source.charAt(start);
  if (first !== '{' && first !== '[') return { value: undefined, scanned: from };
  const scan = scanBalanced(source, start);
  return {
    value: scan.closed ? parseJsonSafe(source.slice(start, scan.end)) : undefined,
    scanned: scan.end,
  };
}

/** Parses the JSON object or array that starts at or after `from` (skipping whitespace); undefined when none. */
export function jsonValueAt(source: string, from: number): unknown {
  return valueAt(source, from).value;
}

/**
 * Finds `name = {…}` (also `name: {…}` and `"name": {…}`) in a script and parses the JSON value assigned.
 * `name` is matched literally, e.g. `window.__PRELOADED_STATE__`, `exports.sdp`, `runParams`.
 * The search resumes after the text a rejected value spanned (or its scan covered, when it never closed): mentions
 * inside it are not retried, so hostile input (`name={name={…`) costs one pass instead of one pass per mention.
 */
export function assignedJson(script: string, name: string): unknown {
  let from = 0;
  while (from < script.length) {
    const at = script.indexOf(name, from);
    if (at === -1) return undefined;
    let index = at + name.length;
    if (script.charAt(index) === '"') index += 1;
    index = firstNonSpace(script, index);
    from = at + name.length;
    const operator = script.charAt(index);
    if (operator === '=' || operator === ':') {
      const { value, scanned } = valueAt(script, index + 1);
      if (value !== undefined) return value;
      from = Math.max(from, scanned);
    }
  }
  return undefined;
}

/** True for a plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows `path` (object keys or array indexes) through nested JSON; undefined when any step is missing. */
export function pathOf(value: unknown, ...path: (string | number)[]): unknown {
  let current: unknown = value;
  for (const step of path) {
    if (typeof step === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[step];
    } else {
      if (!isRecord(current)) return undefined;
      current = current[step];
    }
  }
  return current;
}

/** The value as a string when it is a non-empty string or a finite number; null otherwise. */
export function stringOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
