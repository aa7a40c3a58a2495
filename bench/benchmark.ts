/** One measured figure against its target; lower is better unless `higherIsBetter`. */
export interface BenchResult {
  figure: string;
  target: number;
  measured: number;
  unit: string;
  detail?: string;
  /** A rate or share that must reach the target (shown as `≥ target`). */
  higherIsBetter?: boolean;
}

/** measured / target (target / measured for higher-is-better figures): below 1 meets the target. */
export const ratioOf = (result: BenchResult) =>
  result.higherIsBetter === true ? result.target / result.measured : result.measured / result.target;

/** Renders results as the Markdown table `npm run bench` prints and saves. */
export function renderTable(results: BenchResult[], machine: string): string {
  const rows = results.map((r) => {
    const ratio = ratioOf(r);
    const bound = r.higherIsBetter === true ? '≥' : '<';
    return `| ${r.figure} | ${bound} ${r.target} ${r.unit} | ${r.measured.toFixed(r.higherIsBetter === true ? 2 : 1)} ${r.unit} | ${ratio.toFixed(2)} | ${ratio < 1 ? 'pass' : 'miss'} | ${r.detail ?? ''} |`;
  });
  return [
    `Machine: ${machine}`,
    '',
    '| figure | target | measured | ratio | result | detail |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
