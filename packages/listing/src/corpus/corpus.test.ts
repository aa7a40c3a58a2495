import { beforeAll, describe, expect, it } from 'vitest';
import { PARSER_IDS } from '../source-product.ts';
import { accuracyOf, renderAccuracyReport, summariseAccuracy } from './accuracy-report.ts';
import { evaluateFixture, type FixtureOutcome } from './evaluate-fixture.ts';
import { loadFixtures } from './load-fixtures.ts';

/** Optional fields may miss (they are reported), but not so often that a regression hides in the noise. */
const optionalAccuracyFloor = 0.9;
const minimumProductPages = 40;

const fixtures = loadFixtures();
const outcomes = new Map<string, FixtureOutcome>();

function outcomeOf(id: string): FixtureOutcome {
  const outcome = outcomes.get(id);
  if (outcome === undefined) throw new Error(`no outcome for ${id}`);
  return outcome;
}

describe('fixture corpus', () => {
  beforeAll(() => {
    for (const fixture of fixtures) outcomes.set(fixture.id, evaluateFixture(fixture));
    // Printed before any assertion so the numbers are visible even when a fixture fails.
    console.log(renderAccuracyReport(summariseAccuracy([...outcomes.values()])));
  }, 120_000);

  it(`holds at least ${minimumProductPages} site pages, every parser, and the hostile pages`, () => {
    const sitePages = fixtures.filter((fixture) => fixture.group !== 'hostile');
    expect.soft(sitePages.length).toBeGreaterThanOrEqual(minimumProductPages);
    const covered = new Set(fixtures.map((fixture) => fixture.parser));
    expect.soft(PARSER_IDS.filter((parser) => !covered.has(parser))).toEqual([]);
    expect.soft(fixtures.filter((fixture) => fixture.group === 'hostile').length).toBeGreaterThanOrEqual(8);
  });

  it.each(fixtures.map((fixture) => [fixture.id, fixture.description] as const))('%s — %s', (id) => {
    const outcome = outcomeOf(id);
    expect.soft(outcome.actualParser, 'chosen parser').toBe(outcome.expectedParser);
    const requiredMisses = outcome.checks.filter((check) => check.required && !check.pass);
    expect
      .soft(
        requiredMisses.map((check) => check.reason),
        'required fields',
      )
      .toEqual([]);
    expect.soft(outcome.missingWarnings, 'listed warnings').toEqual([]);
    expect.soft(outcome.schemaIssues, 'sourceProductSchema').toEqual([]);
  });

  it(`keeps optional-field accuracy at or above ${optionalAccuracyFloor * 100}%`, () => {
    const report = summariseAccuracy([...outcomes.values()]);
    expect(accuracyOf(report.optional)).toBeGreaterThanOrEqual(optionalAccuracyFloor);
  });
});
