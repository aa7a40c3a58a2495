/**
 * `npm run accuracy -- [--corpus <dir>] [--out <file>] [--worst N]`: runs the listing extractors over a page corpus and
 * prints accepted / wrong / missing per field and per site family, with the worst pages. A directory with
 * `manifest-*.json` + `truth-*.json` is read in the real-page format (docs/corpus-format.md); without `--corpus` the
 * repo's own fixtures (packages/listing/fixtures) are scored with their exact-value checks.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { renderAccuracyReport, summariseAccuracy } from '../packages/listing/src/corpus/accuracy-report.ts';
import { evaluateFixture } from '../packages/listing/src/corpus/evaluate-fixture.ts';
import { evaluateTruthPage } from '../packages/listing/src/corpus/evaluate-truth.ts';
import { FIXTURES_ROOT, loadFixtures } from '../packages/listing/src/corpus/load-fixtures.ts';
import { isTruthCorpus, loadTruthCorpus } from '../packages/listing/src/corpus/truth-corpus.ts';
import { renderTruthReport } from '../packages/listing/src/corpus/truth-report.ts';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    out: { type: 'string' },
    worst: { type: 'string', default: '15' },
  },
});

function report(): string {
  const dir = resolve(values.corpus ?? FIXTURES_ROOT);
  if (isTruthCorpus(dir)) {
    const outcomes = loadTruthCorpus(dir).map(evaluateTruthPage);
    return renderTruthReport(outcomes, {
      title: `Listing extraction accuracy: ${values.corpus ?? dir}`,
      worst: Number.parseInt(values.worst ?? '15', 10),
    });
  }
  return renderAccuracyReport(summariseAccuracy(loadFixtures(dir).map(evaluateFixture)));
}

const text = report();
process.stdout.write(text);
if (values.out !== undefined) writeFileSync(values.out, text);
