import { describe, expect, it } from 'vitest';
import { shopContextOf } from '../shop/shop-links.ts';
import { executeOwnerclanQuery } from './graphql-execute.ts';
import { ownerclanItems } from './items.ts';

const items = ownerclanItems(shopContextOf('http://shop.test/sandbox/shop', 0));

function run(query: string, variables: Record<string, unknown> = {}, operationName?: string) {
  return executeOwnerclanQuery({ query, variables, operationName }, items);
}

describe('executeOwnerclanQuery', () => {
  it('projects only the selected fields, under aliases, with nested objects and lists', () => {
    const result = run(
      `query One($key: String!) {
      item(key: $key) { key title: name category { key fullName } options { price optionAttributes { value } } }
    }`,
      { key: 'W68562D' },
    );
    expect(result.status).toBe(200);
    const item = result.body.data?.item as Record<string, unknown>;
    expect(Object.keys(item)).toEqual(['key', 'title', 'category', 'options']);
    expect(item.category).toEqual({ key: '00010003000200', fullName: '가전 > 조명 > 스탠드' });
    expect(item.options).toEqual([
      { price: 30240, optionAttributes: [{ value: '화이트' }] },
      { price: 30240, optionAttributes: [{ value: '블랙' }] },
    ]);
  });

  it('answers images(size:) with absolute shop URLs and `id` as an alias of `key`', () => {
    const result = run(
      '{ item(key: "WFIR5I7") { images(size: large) category { id } options { id } __typename } }',
    );
    const item = result.body.data?.item as {
      images: string[];
      category: { id: string };
      options: Array<{ id: string }>;
    };
    expect(item.images[0]).toMatch(/^http:\/\/shop\.test\/sandbox\/shop\/images\/cafe24\//);
    expect(item.category.id).toBe('00020001000300');
    expect(item.options[0]?.id).toBe('WFIR5I701');
  });

  it('reports unknown fields, missing subselections, bad arguments and undefined variables as validation errors', () => {
    const result = run('{ item(key: $k, colour: "red") { nope category images(size: huge) name { x } } }');
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.map((error) => error.message)).toEqual([
      'Variable "$k" is not defined.',
      'Unknown argument "colour" on field "Query.item".',
      'Cannot query field "nope" on type "Item".',
      'Field "category" of type "Category" must have a selection of subfields. Did you mean "category { ... }"?',
      'Value "huge" does not exist in "ImageSize" enum.',
      'Field "name" must not have a selection since type "Text" has no subfields.',
    ]);
    expect(result.body.errors?.every((error) => error.extensions.code === 'GRAPHQL_VALIDATION_FAILED')).toBe(
      true,
    );
    expect(run('{ item { name } }').body.errors?.[0]?.message).toBe(
      'Field "item" argument "key" of type "String!" is required, but it was not provided.',
    );
    expect(run('{ item(key: "W68562D") { images } }').body.errors?.[0]?.message).toContain('"size"');
  });

  it('answers a null item with ITEM_NOT_FOUND (or INVALID_KEY for a malformed key) next to the data', () => {
    const missing = run('{ item(key: "WZZZZZZ") { name } }');
    expect(missing.status).toBe(200);
    expect(missing.body.data).toEqual({ item: null });
    expect(missing.body.errors?.[0]).toMatchObject({
      path: ['item'],
      extensions: { code: 'ITEM_NOT_FOUND' },
    });
    expect(run('{ item(key: "12345") { name } }').body.errors?.[0]?.extensions.code).toBe('INVALID_KEY');
  });

  it('runs items(keys:) in key order, skipping unknown keys', () => {
    const result = run('query Many($keys: [String!]!) { items(keys: $keys) { key } }', {
      keys: ['WQ52MHE', 'WNOPE00', 'W68562D'],
    });
    expect(result.body.data?.items).toEqual([{ key: 'WQ52MHE' }, { key: 'W68562D' }]);
  });

  it('checks variables, operation names and operation types', () => {
    expect(run('query Q($key: String!) { item(key: $key) { name } }').body.errors?.[0]?.message).toBe(
      'Variable "$key" of required type "String!" was not provided.',
    );
    expect(run('query Q($key: String!) { item(key: $key) { name } }', { key: 5 }).status).toBe(400);
    expect(run('query A { __typename } query B { __typename }').status).toBe(400);
    expect(run('query A { __typename } query B { __typename }', {}, 'B').body.data).toEqual({
      __typename: 'Query',
    });
    expect(run('mutation { item(key: "W68562D") { name } }').body.errors?.[0]?.message).toBe(
      'Schema is not configured to execute mutation operation.',
    );
    expect(run('{ item(key: ').body.errors?.[0]?.extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});
