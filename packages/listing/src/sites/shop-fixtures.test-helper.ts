import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SiteAdapter } from '../adapter.ts';
import { decodeHtml } from '../decode.ts';
import { isRecord } from '../embedded-json.ts';
import { buildSourceProduct } from '../merge.ts';
import { createPage, type Page } from '../page.ts';
import type { SourceProduct } from '../source-product.ts';

// Test support for the shop adapters' unit tests: reads fixture pages and checks an adapter against their `expected`.

const fixturesRoot = fileURLToPath(new URL('../../fixtures/', import.meta.url));

/** One fixture page of the corpus, decoded. */
export interface ShopFixture {
  id: string;
  url: string;
  parser: string;
  expected: Record<string, unknown>;
  page: Page;
}

/** Every fixture folder of the corpus (`shop-cafe24`, `hostile`, …), sorted. */
export function fixtureGroups(): string[] {
  return readdirSync(fixturesRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Reads every fixture of one corpus folder (e.g. `shop-domeggook`), decoding the bytes as `extract` callers do. */
export function loadFixtureGroup(group: string): ShopFixture[] {
  const folder = `${fixturesRoot}${group}/`;
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.json'.length);
      const spec: unknown = JSON.parse(readFileSync(`${folder}${file}`, 'utf8'));
      if (!isRecord(spec) || typeof spec.url !== 'string' || !isRecord(spec.expected)) {
        throw new Error(`${group}/${file}: not a fixture spec`);
      }
      const contentType = typeof spec.contentType === 'string' ? spec.contentType : null;
      const { html } = decodeHtml(new Uint8Array(readFileSync(`${folder}${name}.html`)), contentType);
      return {
        id: `${group}/${name}`,
        url: spec.url,
        parser: String(spec.parser),
        expected: spec.expected,
        page: createPage(html, spec.url),
      };
    });
}

/** The adapter's fields merged and finalised alone (no generic extractors), as `extract` would with them last. */
export function runAdapter(adapter: SiteAdapter, page: Page): SourceProduct {
  const found = adapter.extract(page);
  return buildSourceProduct({
    url: page.url.href,
    parser: adapter.id,
    results: [{ extractor: adapter.id, fields: found.fields }],
    warnings: found.warnings ?? [],
  });
}

function differences(expected: unknown, actual: unknown, path: string): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      return [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
    }
    return expected.flatMap((item, index) => differences(item, actual[index], `${path}[${index}]`));
  }
  if (isRecord(expected)) {
    if (!isRecord(actual)) return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
    return Object.entries(expected).flatMap(([key, value]) =>
      differences(value, actual[key], `${path}.${key}`),
    );
  }
  return Object.is(expected, actual)
    ? []
    : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

/** Every way `product` departs from the fixture's `expected` (the corpus rules; `warnings` lists codes that must appear). */
export function fixtureMismatches(expected: Record<string, unknown>, product: SourceProduct): string[] {
  const { warnings, ...fields } = expected;
  const codes = product.warnings.map((warning) => warning.code);
  const missingWarnings = (Array.isArray(warnings) ? warnings : [])
    .filter((code) => !codes.includes(code))
    .map((code) => `warnings: ${String(code)} missing (got ${codes.join(', ') || 'none'})`);
  return [...differences(fields, product, 'expected'), ...missingWarnings];
}
