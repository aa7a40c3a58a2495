import { describe, expect, it } from 'vitest';
import { GqlSyntaxError } from './graphql-lexer.ts';
import { parseGraphql } from './graphql-parse.ts';

describe('parseGraphql', () => {
  it('reads an anonymous query with arguments, aliases and nested selections', () => {
    const [operation] = parseGraphql(`{
      item(key: "W68562D") { key first: name images(size: large) options { price optionAttributes { name value } } }
    }`);
    expect(operation?.operation).toBe('query');
    const item = operation?.selections[0];
    expect(item?.name).toBe('item');
    expect(item?.args[0]?.value).toEqual({ kind: 'string', value: 'W68562D' });
    expect(item?.selections?.map((field) => field.alias ?? field.name)).toEqual([
      'key',
      'first',
      'images',
      'options',
    ]);
    expect(item?.selections?.[2]?.args[0]?.value).toEqual({ kind: 'enum', value: 'large' });
    expect(item?.selections?.[3]?.selections?.[1]?.selections?.map((field) => field.name)).toEqual([
      'name',
      'value',
    ]);
  });

  it('reads named operations with typed variables, defaults, lists, comments and commas', () => {
    const [operation] = parseGraphql(`
      # 상품 여러 개
      query GetItems($keys: [String!]!, $lang: Language = ko_KR) {
        items(keys: $keys, lang: $lang) { key, name }
      }`);
    expect(operation?.name).toBe('GetItems');
    expect(operation?.variables.map((v) => [v.name, v.type])).toEqual([
      ['keys', '[String!]!'],
      ['lang', 'Language'],
    ]);
    expect(operation?.variables[1]?.defaultValue).toEqual({ kind: 'enum', value: 'ko_KR' });
    expect(operation?.selections[0]?.args[0]?.value).toEqual({ kind: 'variable', name: 'keys' });
  });

  it('decodes string escapes and reads numbers, booleans, null, lists and objects', () => {
    const [operation] = parseGraphql(
      '{ f(a: "\\"\\u0041\\n", b: -12, c: 1.5e2, d: true, e: null, g: [1, 2], h: { x: 1 }) }',
    );
    const values = operation?.selections[0]?.args.map((arg) => arg.value);
    expect(values).toEqual([
      { kind: 'string', value: '"A\n' },
      { kind: 'int', value: -12 },
      { kind: 'float', value: 150 },
      { kind: 'boolean', value: true },
      { kind: 'null' },
      {
        kind: 'list',
        values: [
          { kind: 'int', value: 1 },
          { kind: 'int', value: 2 },
        ],
      },
      { kind: 'object', fields: [{ name: 'x', value: { kind: 'int', value: 1 } }] },
    ]);
  });

  it('reports syntax errors with a location, and refuses fragments and directives', () => {
    const cases = [
      '{ item(key: "W1") { name }',
      '{ }',
      '{ item(key: "open) { name } }',
      'query { ...Parts }',
      '{ name @skip(if: true) }',
    ];
    for (const source of cases) {
      const error = (() => {
        try {
          parseGraphql(source);
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error, source).toBeInstanceOf(GqlSyntaxError);
      expect((error as GqlSyntaxError).message).toMatch(/^Syntax Error: /);
      expect((error as GqlSyntaxError).loc.line).toBe(1);
    }
  });
});
