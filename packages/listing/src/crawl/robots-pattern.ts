/**
 * A robots.txt path pattern (RFC 9309 §2.2.2-2.2.3), split at its `*`s. Matching walks the pieces left to right
 * with `indexOf`, so it is linear in the path and never backtracks, whatever a hostile file puts in a pattern.
 */
export interface RobotsPattern {
  /** What the path must start with (the text before the first `*`). */
  readonly head: string;
  /** The non-empty pieces between `*`s, found in order. */
  readonly middle: readonly string[];
  /** The piece after the last `*`, or null when the pattern has no `*`. */
  readonly tail: string | null;
  /** True for a trailing `$`: the match must end where the path ends. */
  readonly anchored: boolean;
  /** Length in octets of the normalised pattern; the longest matching rule wins. */
  readonly length: number;
}

const hexDigits = '0123456789ABCDEF';

/** RFC 3986 unreserved characters: their percent-encoded and plain forms are the same URL. */
function isUnreserved(code: number): boolean {
  return (
    (code >= 0x41 && code <= 0x5a) || // A-Z
    (code >= 0x61 && code <= 0x7a) || // a-z
    (code >= 0x30 && code <= 0x39) || // 0-9
    code === 0x2d || // -
    code === 0x2e || // .
    code === 0x5f || // _
    code === 0x7e // ~
  );
}

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  return -1;
}

function percentByte(byte: number): string {
  return `%${hexDigits[byte >> 4]}${hexDigits[byte & 0x0f]}`;
}

/** UTF-8 percent-encoding of one code point (lone surrogates become U+FFFD, as a browser would send them). */
function percentCodePoint(codePoint: number): string {
  const cp = codePoint >= 0xd800 && codePoint <= 0xdfff ? 0xfffd : codePoint;
  if (cp < 0x80) return percentByte(cp);
  if (cp < 0x800) return percentByte(0xc0 | (cp >> 6)) + percentByte(0x80 | (cp & 0x3f));
  if (cp < 0x10000) {
    return (
      percentByte(0xe0 | (cp >> 12)) +
      percentByte(0x80 | ((cp >> 6) & 0x3f)) +
      percentByte(0x80 | (cp & 0x3f))
    );
  }
  return (
    percentByte(0xf0 | (cp >> 18)) +
    percentByte(0x80 | ((cp >> 12) & 0x3f)) +
    percentByte(0x80 | ((cp >> 6) & 0x3f)) +
    percentByte(0x80 | (cp & 0x3f))
  );
}

/** The spelling shared by patterns and paths; only paths escape `*` and `$`, which are operators in a pattern. */
function normalizeOctets(raw: string, escapeWildcards: boolean): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code === 0x25) {
      const high = hexValue(raw.charCodeAt(i + 1));
      const low = hexValue(raw.charCodeAt(i + 2));
      if (high >= 0 && low >= 0) {
        const byte = high * 16 + low;
        out += isUnreserved(byte) ? String.fromCharCode(byte) : percentByte(byte);
        i += 2;
        continue;
      }
      out += '%';
    } else if (escapeWildcards && (code === 0x2a || code === 0x24)) {
      out += percentByte(code);
    } else if (code <= 0x20 || code >= 0x7f) {
      const codePoint = raw.codePointAt(i) ?? code;
      if (codePoint > 0xffff) i++;
      out += percentCodePoint(codePoint);
    } else {
      out += raw[i];
    }
  }
  return out;
}

/**
 * A request path in the spelling patterns are compared in (RFC 9309 §2.2.2): `%7E` becomes `~` (unreserved characters
 * decoded), other escapes get upper-case hex (`%2f` → `%2F`), non-ASCII, spaces and control characters are UTF-8
 * percent-encoded (`/상품` → `/%EC%83%81%ED%92%88`), and `*`/`$`, plain characters in a path, become `%2A`/`%24`
 * so that they meet a pattern's escaped ones (§2.2.3). Other reserved characters stay as written.
 */
export function normalizeRobotsPath(raw: string): string {
  return normalizeOctets(raw, true);
}

/** Compiles an `Allow`/`Disallow` value; a value not starting with `/` or `*` is read as starting with `/`. */
export function compileRobotsPattern(value: string): RobotsPattern {
  let normalized = normalizeOctets(value, false);
  if (!normalized.startsWith('/') && !normalized.startsWith('*')) normalized = `/${normalized}`;
  const anchored = normalized.endsWith('$');
  // Only a final `$` anchors; one anywhere else is a literal character, spelt as paths spell it.
  const body = (anchored ? normalized.slice(0, -1) : normalized).replaceAll('$', '%24');
  const pieces = body.split('*');
  const head = pieces[0] ?? '';
  const tail = pieces.length > 1 ? (pieces[pieces.length - 1] ?? '') : null;
  // Runs of `*` leave empty pieces that match anywhere; dropping them changes nothing but the work.
  const middle = pieces.slice(1, -1).filter((piece) => piece !== '');
  return { head, middle, tail, anchored, length: body.length + (anchored ? 1 : 0) };
}

/**
 * True when the normalised `path` matches. Each piece is found at its leftmost place after the previous one: with
 * `*` as the only wildcard, the earliest placement leaves the most room for what follows, so no retry is needed.
 */
export function matchesRobotsPattern(pattern: RobotsPattern, path: string): boolean {
  const { head, middle, tail, anchored } = pattern;
  if (!path.startsWith(head)) return false;
  if (tail === null) return !anchored || path.length === head.length;
  let position = head.length;
  for (const piece of middle) {
    const found = path.indexOf(piece, position);
    if (found < 0) return false;
    position = found + piece.length;
  }
  if (!anchored) return tail === '' || path.indexOf(tail, position) >= 0;
  return path.length - tail.length >= position && path.endsWith(tail);
}
