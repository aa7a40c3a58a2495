import { describe, expect, it } from 'vitest';
import type { SiteAdapter } from '../adapter.ts';
import type { Page } from '../page.ts';
import { cafe24Adapter } from './cafe24.ts';
import { domeggookAdapter } from './domeggook.ts';
import { godomallAdapter } from './godomall.ts';
import { makeshopAdapter } from './makeshop.ts';
import { ownerclanAdapter } from './ownerclan.ts';
import { fixtureGroups, loadFixtureGroup } from './shop-fixtures.test-helper.ts';

// The fingerprint order recommended for the registry: the most specific markup first, the URL-only check last.
const shopAdapters: readonly SiteAdapter[] = [
  domeggookAdapter,
  godomallAdapter,
  cafe24Adapter,
  makeshopAdapter,
  ownerclanAdapter,
];
const shopIds = new Set<string>(shopAdapters.map((adapter) => adapter.id));

/** What `pickAdapter` would choose among these adapters: host first, then fingerprint. */
function pick(page: Page): string | undefined {
  const adapter =
    shopAdapters.find((candidate) => candidate.matchesHost(page.host)) ??
    shopAdapters.find((candidate) => candidate.matchesPage(page));
  return adapter?.id;
}

const fixtures = fixtureGroups().flatMap((group) => loadFixtureGroup(group));

describe('Korean shop adapters across the whole fixture corpus', () => {
  it.each(fixtures.map((fixture) => [fixture.id, fixture] as const))(
    '%s goes to the right parser',
    (_, fixture) => {
      expect(pick(fixture.page)).toBe(shopIds.has(fixture.parser) ? fixture.parser : undefined);
    },
  );
});
