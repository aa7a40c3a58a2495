import { type AccessStats, chartPathLabelChars, topPathsInChart } from '@ollida/contracts/admin';
import { ArcElement, Chart, DoughnutController, Legend, Tooltip } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import { formatCount } from '../../../lib/format';
import { shorten } from '../lib/admin-messages';

Chart.register(DoughnutController, ArcElement, Tooltip, Legend);

const colours = ['#4f46e5', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444'];

/** The five most requested paths as a doughnut, labels cut at 20 characters (docs/product/admin.md#traffic-statistics-tab). */
export function TopPathsChart({ paths }: { paths: AccessStats['top_paths'] }) {
  const shown = paths.slice(0, topPathsInChart);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-3 text-sm font-semibold text-slate-900">많이 요청된 경로 상위 5개</figcaption>
      {shown.length === 0 ? (
        <p className="py-16 text-center text-sm text-slate-500">이 기간에 요청이 없습니다.</p>
      ) : (
        <div className="relative h-64">
          <Doughnut
            aria-label={`상위 경로 차트: ${shown.map((path) => `${path._id} ${formatCount(path.request_count)}회`).join(', ')}`}
            role="img"
            data={{
              labels: shown.map((path) => shorten(path._id, chartPathLabelChars)),
              datasets: [
                {
                  data: shown.map((path) => path.request_count),
                  backgroundColor: colours.slice(0, shown.length),
                },
              ],
            }}
            options={{
              responsive: true,
              maintainAspectRatio: false,
              animation: false,
              plugins: { legend: { position: 'bottom' } },
            }}
          />
        </div>
      )}
    </figure>
  );
}
