/** One measured figure against its target; lower is better for every figure we track. */
export interface BenchResult {
  figure: string;
  target: number;
  measured: number;
  unit: string;
  detail?: string;
}

/** measured / target: below 1 meets the target. */
export const ratioOf = (result: BenchResult) => result.measured / result.target;

/** Renders results as the Markdown table `npm run bench` prints and saves. */
export function renderTable(results: BenchResult[], machine: string): string {
  const rows = results.map((r) => {
    const ratio = ratioOf(r);
    return `| ${r.figure} | < ${r.target} ${r.unit} | ${r.measured.toFixed(1)} ${r.unit} | ${ratio.toFixed(2)} | ${ratio < 1 ? 'pass' : 'miss'} | ${r.detail ?? ''} |`;
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
