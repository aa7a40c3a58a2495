import { emptySourceFields, PARSER_IDS, type ParserId } from '../source-product.ts';
import type { FixtureOutcome } from './evaluate-fixture.ts';

/** Passed out of checked. */
export interface Tally {
  passed: number;
  total: number;
}

/** One field across the corpus: how often it matched, and where it did not. */
export interface FieldAccuracy extends Tally {
  field: string;
  failures: string[];
}

/** One parser's fixtures (grouped by the parser each fixture expects). */
export interface ParserAccuracy {
  parser: ParserId;
  pages: number;
  parserChosen: Tally;
  required: Tally;
  optional: Tally;
  warnings: Tally;
}

/** Accuracy of the whole corpus, per field and per parser. */
export interface AccuracyReport {
  pages: number;
  required: Tally;
  optional: Tally;
  byField: FieldAccuracy[];
  byParser: ParserAccuracy[];
  /** One line per failed check, parser choice, missing warning or schema issue: `[fixture, what, reason]`. */
  misses: [string, string, string][];
}

/** passed / total, 1 when nothing was checked (nothing to miss). */
export function accuracyOf(tally: Tally): number {
  return tally.total === 0 ? 1 : tally.passed / tally.total;
}

const fieldOrder = ['image', ...Object.keys(emptySourceFields())];

function add(tally: Tally, pass: boolean): void {
  tally.total += 1;
  if (pass) tally.passed += 1;
}

function byParserRow(parser: ParserId, outcomes: readonly FixtureOutcome[]): ParserAccuracy {
  const row: ParserAccuracy = {
    parser,
    pages: outcomes.length,
    parserChosen: { passed: 0, total: 0 },
    required: { passed: 0, total: 0 },
    optional: { passed: 0, total: 0 },
    warnings: { passed: 0, total: 0 },
  };
  for (const outcome of outcomes) {
    add(row.parserChosen, outcome.actualParser === outcome.expectedParser);
    add(row.warnings, outcome.missingWarnings.length === 0);
    for (const check of outcome.checks) add(check.required ? row.required : row.optional, check.pass);
  }
  return row;
}

/** Aggregates fixture outcomes into per-field and per-parser accuracy. */
export function summariseAccuracy(outcomes: readonly FixtureOutcome[]): AccuracyReport {
  const required: Tally = { passed: 0, total: 0 };
  const optional: Tally = { passed: 0, total: 0 };
  const fields = new Map<string, FieldAccuracy>();
  const misses: [string, string, string][] = [];
  for (const outcome of outcomes) {
    if (outcome.actualParser !== outcome.expectedParser) {
      misses.push([outcome.id, 'parser', `expected ${outcome.expectedParser}, got ${outcome.actualParser}`]);
    }
    for (const check of outcome.checks) {
      add(check.required ? required : optional, check.pass);
      const field = fields.get(check.field) ?? { field: check.field, passed: 0, total: 0, failures: [] };
      fields.set(check.field, field);
      add(field, check.pass);
      if (!check.pass) {
        field.failures.push(outcome.id);
        misses.push([
          outcome.id,
          check.required ? `${check.field} (required)` : check.field,
          check.reason ?? '',
        ]);
      }
    }
    if (outcome.missingWarnings.length > 0) {
      misses.push([outcome.id, 'warnings', `missing ${outcome.missingWarnings.join(', ')}`]);
    }
    for (const issue of outcome.schemaIssues) misses.push([outcome.id, 'schema', issue]);
  }
  const rank = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index === -1 ? fieldOrder.length : index;
  };
  const parsers = PARSER_IDS.filter((parser) =>
    outcomes.some((outcome) => outcome.expectedParser === parser),
  );
  return {
    pages: outcomes.length,
    required,
    optional,
    byField: [...fields.values()].sort((a, b) => rank(a.field) - rank(b.field)),
    byParser: parsers.map((parser) =>
      byParserRow(
        parser,
        outcomes.filter((outcome) => outcome.expectedParser === parser),
      ),
    ),
    misses,
  };
}

function percent(tally: Tally): string {
  return `${(accuracyOf(tally) * 100).toFixed(1)}%`;
}

function ratio(tally: Tally): string {
  return `${tally.passed}/${tally.total}`;
}

/** Left-aligned columns separated by two spaces; the last column is not padded. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

function listFixtures(ids: readonly string[], shown = 4): string {
  const head = ids.slice(0, shown).join(', ');
  return ids.length > shown ? `${head} +${ids.length - shown} more` : head;
}

/** Renders the report as plain-text tables: totals, per parser, per field, then every miss. */
export function renderAccuracyReport(report: AccuracyReport, maxMisses = 300): string {
  const parsers = table(
    ['parser', 'pages', 'parser ok', 'required', 'req %', 'optional', 'opt %', 'warnings ok'],
    report.byParser.map((row) => [
      row.parser,
      String(row.pages),
      ratio(row.parserChosen),
      ratio(row.required),
      percent(row.required),
      ratio(row.optional),
      percent(row.optional),
      ratio(row.warnings),
    ]),
  );
  const fields = table(
    ['field', 'passed', 'accuracy', 'failing fixtures'],
    report.byField.map((row) => [row.field, ratio(row), percent(row), listFixtures(row.failures)]),
  );
  const shownMisses = report.misses.slice(0, maxMisses);
  const misses =
    report.misses.length === 0
      ? 'none'
      : table(['fixture', 'check', 'reason'], shownMisses) +
        (report.misses.length > maxMisses ? `\n… ${report.misses.length - maxMisses} more` : '');
  return [
    `Fixture corpus accuracy: ${report.pages} page(s)`,
    `required fields ${ratio(report.required)} (${percent(report.required)}), optional fields ${ratio(report.optional)} (${percent(report.optional)})`,
    '',
    'Per parser (fixtures grouped by their expected parser)',
    parsers,
    '',
    'Per field',
    fields,
    '',
    'Misses',
    misses,
    '',
  ].join('\n');
}
