import { type FieldScore, SCORED_FIELDS, type ScoredField, type Verdict } from './score-truth.ts';
import type { TruthPage } from './truth-corpus.ts';

/** One page's scores, with the time its extraction took (informative). */
export interface PageOutcome {
  page: Pick<TruthPage, 'file' | 'family' | 'wrapper'>;
  scores: FieldScore[];
  extractMs: number;
}

export interface VerdictCount {
  accepted: number;
  wrong: number;
  missing: number;
}

const empty = (): VerdictCount => ({ accepted: 0, wrong: 0, missing: 0 });

function scored(count: VerdictCount): number {
  return count.accepted + count.wrong + count.missing;
}

/** accepted ÷ scored, 1 when nothing was scored. */
export function shareAccepted(count: VerdictCount): number {
  const total = scored(count);
  return total === 0 ? 1 : count.accepted / total;
}

/** Verdict counts per field over the given pages. */
export function countByField(outcomes: readonly PageOutcome[]): Record<ScoredField, VerdictCount> {
  const counts = Object.fromEntries(SCORED_FIELDS.map((field) => [field, empty()])) as Record<
    ScoredField,
    VerdictCount
  >;
  for (const outcome of outcomes) {
    for (const score of outcome.scores) counts[score.field][score.verdict satisfies Verdict] += 1;
  }
  return counts;
}

function percent(count: VerdictCount): string {
  return scored(count) === 0 ? '–' : `${(shareAccepted(count) * 100).toFixed(0)}%`;
}

/** A Markdown table (pipes), so the same text reads in a terminal and in ACCURACY.md. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function fieldTable(outcomes: readonly PageOutcome[]): string {
  const counts = countByField(outcomes);
  return table(
    ['field', 'accepted', 'wrong', 'missing', 'accuracy'],
    SCORED_FIELDS.map((field) => {
      const count = counts[field];
      return [field, String(count.accepted), String(count.wrong), String(count.missing), percent(count)];
    }),
  );
}

function familyTable(outcomes: readonly PageOutcome[]): string {
  const families = [...new Set(outcomes.map((outcome) => outcome.page.family))].sort();
  return table(
    ['family', 'pages', ...SCORED_FIELDS],
    families.map((family) => {
      const pages = outcomes.filter((outcome) => outcome.page.family === family);
      const counts = countByField(pages);
      return [family, String(pages.length), ...SCORED_FIELDS.map((field) => percent(counts[field]))];
    }),
  );
}

function worstPages(outcomes: readonly PageOutcome[], limit: number): string {
  const failing = outcomes
    .map((outcome) => ({ outcome, misses: outcome.scores.filter((score) => score.verdict !== 'accepted') }))
    .filter((entry) => entry.misses.length > 0)
    .sort(
      (a, b) => b.misses.length - a.misses.length || a.outcome.page.file.localeCompare(b.outcome.page.file),
    );
  if (failing.length === 0) return 'Every scored field of every page was accepted.';
  const rows = failing
    .slice(0, limit)
    .flatMap(({ outcome, misses }) =>
      misses.map((score) => [outcome.page.file, score.field, score.verdict, score.got, score.want]),
    );
  const more = failing.length > limit ? `\n\n… and ${failing.length - limit} more page(s) with a miss.` : '';
  return table(['page', 'field', 'verdict', 'parser gave', 'page says'], rows) + more;
}

/** The whole report: per field (real and wrapper pages apart), per site family, then the worst pages. */
export function renderTruthReport(
  outcomes: readonly PageOutcome[],
  options: { title: string; worst?: number },
): string {
  const real = outcomes.filter((outcome) => !outcome.page.wrapper);
  const wrappers = outcomes.filter((outcome) => outcome.page.wrapper);
  const times = outcomes.map((outcome) => outcome.extractMs).sort((a, b) => a - b);
  const p99 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] ?? 0;
  const sections = [
    `# ${options.title}`,
    '',
    `${real.length} real page(s), ${wrappers.length} wrapper page(s); extraction p99 ${p99.toFixed(1)} ms per page.`,
    '',
    '## Per field, real pages',
    '',
    fieldTable(real),
  ];
  if (wrappers.length > 0) sections.push('', '## Per field, wrapper pages', '', fieldTable(wrappers));
  sections.push(
    '',
    '## Per site family (accepted share)',
    '',
    familyTable(outcomes),
    '',
    '## Worst pages',
    '',
    worstPages(outcomes, options.worst ?? 15),
    '',
  );
  return sections.join('\n');
}
