import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2 level A and AA rules (docs/architecture.md: checked with axe in e2e). */
const wcagTags = ['wcag2a', 'wcag2aa'];

/** The opening of an element's markup, enough to find it when its selector is only a class or a tag name. */
function shortHtml(html: string): string {
  return html.length > 120 ? `${html.slice(0, 117)}...` : html;
}

/**
 * Runs axe on what the page shows now and fails (softly, so one run lists every screen's problems) on each `serious`
 * or `critical` violation, naming the rule, its help text, and each element with axe's reason. `screen` names the
 * screen in the failure message; `within` limits the check to one part, e.g. `'[role="dialog"]'` for an open modal
 * (the page behind it is checked on its own screen).
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  screen: string,
  options: { within?: string } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (options.within !== undefined) builder.include(options.within);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${shortHtml(node.html)} (${node.any[0]?.message ?? ''})`)
          .join(', ')}`,
    );
  expect.soft(serious, `axe: ${screen} (${page.url()})`).toEqual([]);
}
