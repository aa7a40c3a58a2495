import { describe, expect, it } from 'vitest';
import { collectSchemaNodes, parseJsonLenient, repairJson } from './jsonld-parse.ts';

describe('repairJson', () => {
  it('drops trailing commas and comments outside strings only', () => {
    const repaired = repairJson('{"a": [1, 2,], // note\n "b": "x, ] // y", /* c */ }');
    expect(JSON.parse(repaired)).toEqual({ a: [1, 2], b: 'x, ] // y' });
  });

  it('escapes raw line breaks and drops invalid escapes inside strings', () => {
    expect(JSON.parse(repairJson('{"d": "줄\n바꿈\t탭 \\ 역슬래시 \\u00e9 \\uZZ"}'))).toEqual({
      d: '줄\n바꿈 탭  역슬래시 é uZZ',
    });
  });
});

describe('parseJsonLenient', () => {
  it('parses valid JSON as is', () => {
    expect(parseJsonLenient(' {"@type":"Product"} ')).toEqual({ '@type': 'Product' });
  });

  it('unwraps HTML comments and CDATA', () => {
    expect(parseJsonLenient('<!-- {"a":1} -->')).toEqual({ a: 1 });
    expect(parseJsonLenient('//<![CDATA[\n{"a":1}\n//]]>')).toEqual({ a: 1 });
  });

  it('decodes an entity-escaped block', () => {
    expect(parseJsonLenient('{&quot;name&quot;:&quot;A &amp;amp; B&quot;}')).toEqual({ name: 'A &amp; B' });
  });

  it('reads concatenated blocks as a list', () => {
    expect(parseJsonLenient('{"a":1}\n{"b":2}')).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('returns undefined for hopeless input instead of throwing', () => {
    expect(parseJsonLenient('{"a": ')).toBeUndefined();
    expect(parseJsonLenient('')).toBeUndefined();
    expect(parseJsonLenient('x'.repeat(2_000_001))).toBeUndefined();
  });
});

describe('collectSchemaNodes', () => {
  it('lists typed nodes with top-level flags and an @id index', () => {
    const graph = collectSchemaNodes([
      {
        '@graph': [
          { '@type': 'WebPage', mainEntity: { '@type': 'Product', '@id': '#p', name: 'A' } },
          { '@type': 'Product', name: 'B', isRelatedTo: { '@type': 'Product', name: 'C' } },
        ],
      },
    ]);
    const summary = graph.nodes.map(({ node, topLevel }) => [node.name ?? node['@type'], topLevel]);
    expect(summary).toEqual([
      ['WebPage', true],
      ['A', true],
      ['B', true],
      ['C', false],
    ]);
    expect(graph.byId.get('#p')?.name).toBe('A');
  });

  it('stops on deep or huge structures', () => {
    let deep: unknown = { '@type': 'Product', name: 'deep' };
    for (let level = 0; level < 50; level += 1) deep = { child: deep };
    expect(collectSchemaNodes([deep]).nodes).toEqual([]);
  });
});
