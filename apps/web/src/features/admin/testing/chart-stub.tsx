import type { ChartData } from 'chart.js';

interface StubProps {
  data: ChartData;
  'aria-label'?: string;
}

/** Chart.js needs a real canvas, which jsdom lacks: the stub keeps the accessible name and the data labels. */
function StubChart({ data, ...rest }: StubProps) {
  return (
    <div role="img" aria-label={rest['aria-label']} data-labels={(data.labels ?? []).map(String).join('|')} />
  );
}

export const Chart = StubChart;
export const Doughnut = StubChart;
