/** Where a token or node starts, 1-based, as GraphQL errors report it. */
export interface GqlLocation {
  line: number;
  column: number;
}

/** A document the sandbox cannot read; the message follows graphql-js ("Syntax Error: …"). */
export class GqlSyntaxError extends Error {
  constructor(
    message: string,
    public readonly loc: GqlLocation,
  ) {
    super(`Syntax Error: ${message}`);
  }
}

/** The token classes of the sandbox's GraphQL subset. */
export type TokenKind = 'punct' | 'name' | 'int' | 'float' | 'string' | 'eof';

/** One token and where it starts. */
export interface Token {
  kind: TokenKind;
  value: string;
  loc: GqlLocation;
}

const PUNCTUATORS = new Set(['{', '}', '(', ')', ':', '$', '!', '[', ']', '=', '@', '|', '&']);
const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** A token as graphql-js names it in "Expected …, found …" messages. */
export function describeToken(token: Token): string {
  if (token.kind === 'eof') return '<EOF>';
  return token.kind === 'string' ? 'String' : `"${token.value}"`;
}

/** Splits a document into tokens; commas, whitespace and `#` comments are insignificant in GraphQL. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  let line = 1;
  let lineStart = 0;
  const loc = (at: number): GqlLocation => ({ line, column: at - lineStart + 1 });
  while (index < source.length) {
    const char = source.charAt(index);
    if (char === '\n') {
      index += 1;
      line += 1;
      lineStart = index;
    } else if (char === ' ' || char === '\t' || char === '\r' || char === ',' || char === '\ufeff') {
      index += 1;
    } else if (char === '#') {
      while (index < source.length && source.charAt(index) !== '\n') index += 1;
    } else if (source.startsWith('...', index)) {
      tokens.push({ kind: 'punct', value: '...', loc: loc(index) });
      index += 3;
    } else if (PUNCTUATORS.has(char)) {
      tokens.push({ kind: 'punct', value: char, loc: loc(index) });
      index += 1;
    } else if (/[_A-Za-z]/.test(char)) {
      const match = /^[_A-Za-z][_0-9A-Za-z]*/.exec(source.slice(index));
      const value = match?.[0] ?? char;
      tokens.push({ kind: 'name', value, loc: loc(index) });
      index += value.length;
    } else if (/[-0-9]/.test(char)) {
      const match = /^-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(source.slice(index));
      if (match === null) throw new GqlSyntaxError(`Invalid number, unexpected "${char}".`, loc(index));
      const isFloat = match[1] !== undefined || match[2] !== undefined;
      tokens.push({ kind: isFloat ? 'float' : 'int', value: match[0], loc: loc(index) });
      index += match[0].length;
    } else if (char === '"') {
      const start = loc(index);
      const [value, end] = readString(source, index, start);
      tokens.push({ kind: 'string', value, loc: start });
      index = end;
    } else {
      throw new GqlSyntaxError(`Unexpected character: "${char}".`, loc(index));
    }
  }
  tokens.push({ kind: 'eof', value: '', loc: loc(index) });
  return tokens;
}

/** Reads a string literal (block strings kept verbatim) starting at `start`; returns its value and end index. */
function readString(source: string, start: number, loc: GqlLocation): [string, number] {
  if (source.startsWith('"""', start)) {
    const end = source.indexOf('"""', start + 3);
    if (end === -1) throw new GqlSyntaxError('Unterminated string.', loc);
    return [source.slice(start + 3, end), end + 3];
  }
  let value = '';
  let index = start + 1;
  while (index < source.length) {
    const char = source.charAt(index);
    if (char === '"') return [value, index + 1];
    if (char === '\n') break;
    if (char === '\\') {
      const next = source.charAt(index + 1);
      if (next === 'u') {
        const code = Number.parseInt(source.slice(index + 2, index + 6), 16);
        if (Number.isNaN(code)) throw new GqlSyntaxError('Invalid Unicode escape sequence.', loc);
        value += String.fromCharCode(code);
        index += 6;
        continue;
      }
      const escaped = ESCAPES[next];
      if (escaped === undefined)
        throw new GqlSyntaxError(`Invalid character escape sequence: "\\${next}".`, loc);
      value += escaped;
      index += 2;
      continue;
    }
    value += char;
    index += 1;
  }
  throw new GqlSyntaxError('Unterminated string.', loc);
}
