import { join } from 'node:path';
import type { SiteAdapter } from '../adapter.ts';
import { compareFields, missingWarnings } from '../corpus/compare-fields.ts';
import { FIXTURES_ROOT, type Fixture, loadFixtures } from '../corpus/load-fixtures.ts';
import { decodeHtml } from '../decode.ts';
import { buildSourceProduct } from '../merge.ts';
import { createPage, type Page } from '../page.ts';
import type { SourceProduct } from '../source-product.ts';

/** The fixtures of one group folder (ids are the bare file names), validated by the corpus loader. */
export function groupFixtures(group: string): Fixture[] {
  return loadFixtures(join(FIXTURES_ROOT, group));
}

/** The fixture with this name; throws when the group has none. */
export function fixtureNamed(fixtures: readonly Fixture[], name: string): Fixture {
  const found = fixtures.find((fixture) => fixture.id === name);
  if (found === undefined) throw new Error(`no fixture ${name}`);
  return found;
}

/** The fixture page decoded from its bytes like the fetcher does, and parsed. */
export function fixturePage(fixture: Fixture): Page {
  return createPage(decodeHtml(fixture.bytes, fixture.contentType).html, fixture.url);
}

/** Runs one adapter alone on a fixture page and finalises the result like `extract` does. */
export function runAdapter(adapter: SiteAdapter, fixture: Fixture): SourceProduct {
  const found = adapter.extract(fixturePage(fixture));
  return buildSourceProduct({
    url: fixture.url,
    parser: adapter.id,
    results: [{ extractor: adapter.id, fields: found.fields }],
    warnings: found.warnings ?? [],
  });
}

/** Why a result does not meet the fixture's expectation (corpus comparison rules); empty when it does. */
export function fixtureMismatches(fixture: Fixture, product: SourceProduct): string[] {
  const failed = compareFields(fixture.expected, product, fixture.required)
    .filter((check) => !check.pass)
    .map((check) => check.reason ?? check.field);
  const missing = missingWarnings(fixture.expected.warnings ?? [], product).map(
    (code) => `missing warning ${code}`,
  );
  return [...failed, ...missing];
}
