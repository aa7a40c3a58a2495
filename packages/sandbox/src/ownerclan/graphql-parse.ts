import { describeToken, type GqlLocation, GqlSyntaxError, type Token, tokenize } from './graphql-lexer.ts';

/** An input value as written in the document. */
export type GqlValue =
  | { kind: 'variable'; name: string }
  | { kind: 'int'; value: number }
  | { kind: 'float'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'enum'; value: string }
  | { kind: 'list'; values: GqlValue[] }
  | { kind: 'object'; fields: Array<{ name: string; value: GqlValue }> };

/** One field of a selection set; `selections` is undefined for a leaf. */
export interface GqlField {
  alias: string | undefined;
  name: string;
  args: Array<{ name: string; value: GqlValue; loc: GqlLocation }>;
  selections: GqlField[] | undefined;
  loc: GqlLocation;
}

/** `$name: Type = default` of an operation; `type` is kept as written, e.g. `[String!]!`. */
export interface GqlVariableDefinition {
  name: string;
  type: string;
  defaultValue: GqlValue | undefined;
  loc: GqlLocation;
}

/** One operation of a document. */
export interface GqlOperation {
  operation: 'query' | 'mutation' | 'subscription';
  name: string | undefined;
  variables: GqlVariableDefinition[];
  selections: GqlField[];
  loc: GqlLocation;
}

const MAX_DOCUMENT_LENGTH = 100_000;
const MAX_DEPTH = 20;

/** Parses an executable document (operations only; fragments and directives are outside the sandbox's subset). */
export function parseGraphql(source: string): GqlOperation[] {
  if (source.length > MAX_DOCUMENT_LENGTH) {
    throw new GqlSyntaxError('Document is too large.', { line: 1, column: 1 });
  }
  const tokens = tokenize(source);
  let position = 0;
  const peek = (): Token => tokens[position] ?? { kind: 'eof', value: '', loc: { line: 1, column: 1 } };
  const next = (): Token => {
    const token = peek();
    position += 1;
    return token;
  };
  const isPunct = (value: string) => peek().kind === 'punct' && peek().value === value;
  const expectPunct = (value: string): Token => {
    const token = next();
    if (token.kind !== 'punct' || token.value !== value) {
      throw new GqlSyntaxError(`Expected "${value}", found ${describeToken(token)}.`, token.loc);
    }
    return token;
  };
  const expectName = (): Token => {
    const token = next();
    if (token.kind !== 'name')
      throw new GqlSyntaxError(`Expected Name, found ${describeToken(token)}.`, token.loc);
    return token;
  };
  const unsupported = (token: Token, what: string): never => {
    throw new GqlSyntaxError(`${what} are not supported by this sandbox.`, token.loc);
  };

  function parseValue(): GqlValue {
    const token = next();
    switch (token.kind) {
      case 'int':
        return { kind: 'int', value: Number(token.value) };
      case 'float':
        return { kind: 'float', value: Number(token.value) };
      case 'string':
        return { kind: 'string', value: token.value };
      case 'name':
        if (token.value === 'true' || token.value === 'false')
          return { kind: 'boolean', value: token.value === 'true' };
        if (token.value === 'null') return { kind: 'null' };
        return { kind: 'enum', value: token.value };
      case 'punct':
        if (token.value === '$') return { kind: 'variable', name: expectName().value };
        if (token.value === '[') {
          const values: GqlValue[] = [];
          while (!isPunct(']')) values.push(parseValue());
          expectPunct(']');
          return { kind: 'list', values };
        }
        if (token.value === '{') {
          const fields: Array<{ name: string; value: GqlValue }> = [];
          while (!isPunct('}')) {
            const name = expectName().value;
            expectPunct(':');
            fields.push({ name, value: parseValue() });
          }
          expectPunct('}');
          return { kind: 'object', fields };
        }
        throw new GqlSyntaxError(`Unexpected ${describeToken(token)}.`, token.loc);
      case 'eof':
        throw new GqlSyntaxError(`Unexpected ${describeToken(token)}.`, token.loc);
      default: {
        const unknown: never = token.kind;
        throw new GqlSyntaxError(`Unexpected token ${String(unknown)}.`, token.loc);
      }
    }
  }

  function parseType(): string {
    let type: string;
    if (isPunct('[')) {
      next();
      type = `[${parseType()}]`;
      expectPunct(']');
    } else {
      type = expectName().value;
    }
    if (isPunct('!')) {
      next();
      type += '!';
    }
    return type;
  }

  function rejectDirectives(): void {
    if (isPunct('@')) unsupported(peek(), 'Directives');
  }

  function parseSelectionSet(depth: number): GqlField[] {
    const open = expectPunct('{');
    if (depth > MAX_DEPTH) throw new GqlSyntaxError('Selection is nested too deeply.', open.loc);
    const fields: GqlField[] = [];
    while (!isPunct('}')) {
      if (isPunct('...')) unsupported(peek(), 'Fragments');
      const first = expectName();
      let alias: string | undefined;
      let name = first.value;
      if (isPunct(':')) {
        next();
        alias = first.value;
        name = expectName().value;
      }
      const args: GqlField['args'] = [];
      if (isPunct('(')) {
        next();
        while (!isPunct(')')) {
          const argName = expectName();
          expectPunct(':');
          args.push({ name: argName.value, value: parseValue(), loc: argName.loc });
        }
        expectPunct(')');
      }
      rejectDirectives();
      const selections = isPunct('{') ? parseSelectionSet(depth + 1) : undefined;
      fields.push({ alias, name, args, selections, loc: first.loc });
    }
    if (fields.length === 0) throw new GqlSyntaxError('Expected Name, found "}".', peek().loc);
    expectPunct('}');
    return fields;
  }

  function parseOperation(): GqlOperation {
    const start = peek();
    if (isPunct('{')) {
      return {
        operation: 'query',
        name: undefined,
        variables: [],
        selections: parseSelectionSet(1),
        loc: start.loc,
      };
    }
    const keyword = expectName();
    if (keyword.value === 'fragment') unsupported(keyword, 'Fragments');
    if (keyword.value !== 'query' && keyword.value !== 'mutation' && keyword.value !== 'subscription') {
      throw new GqlSyntaxError(`Unexpected Name "${keyword.value}".`, keyword.loc);
    }
    const name = peek().kind === 'name' ? next().value : undefined;
    const variables: GqlVariableDefinition[] = [];
    if (isPunct('(')) {
      next();
      while (!isPunct(')')) {
        const dollar = expectPunct('$');
        const variable = expectName().value;
        expectPunct(':');
        const type = parseType();
        let defaultValue: GqlValue | undefined;
        if (isPunct('=')) {
          next();
          defaultValue = parseValue();
        }
        variables.push({ name: variable, type, defaultValue, loc: dollar.loc });
      }
      expectPunct(')');
    }
    rejectDirectives();
    return { operation: keyword.value, name, variables, selections: parseSelectionSet(1), loc: start.loc };
  }

  const operations: GqlOperation[] = [];
  while (peek().kind !== 'eof') operations.push(parseOperation());
  if (operations.length === 0) throw new GqlSyntaxError('Unexpected <EOF>.', peek().loc);
  return operations;
}
