import type { AccessStats } from '@ollida/contracts/admin';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart as ReactChart } from 'react-chartjs-2';
import { formatCount, formatHour } from '../../../lib/format';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** Requests per hour as bars, distinct IPs as a line on a second axis (docs/product/admin.md#traffic-statistics-tab). */
export function HourlyChart({ hours }: { hours: AccessStats['hourly_stats'] }) {
  const withDate = hours.length > 24;
  const labels = hours.map((hour) => formatHour(hour._id.hour, withDate));
  const total = hours.reduce((sum, hour) => sum + hour.request_count, 0);
  const busiest = hours.reduce((max, hour) => Math.max(max, hour.request_count), 0);

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-3 text-sm font-semibold text-slate-900">시간대별 요청 수</figcaption>
      <div className="relative h-64">
        <ReactChart
          type="bar"
          aria-label={`시간대별 요청 수 차트: ${hours.length}개 시간대, 총 ${formatCount(total)}회, 가장 많은 시간대 ${formatCount(busiest)}회`}
          role="img"
          data={{
            labels,
            datasets: [
              {
                type: 'bar' as const,
                label: '요청 수',
                data: hours.map((hour) => hour.request_count),
                backgroundColor: 'rgba(79, 70, 229, 0.7)',
                yAxisID: 'y',
                order: 2,
              },
              {
                type: 'line' as const,
                label: '고유 IP 수',
                data: hours.map((hour) => hour.unique_ip_count),
                borderColor: 'rgb(234, 88, 12)',
                backgroundColor: 'rgb(234, 88, 12)',
                yAxisID: 'y1',
                tension: 0.3,
                pointRadius: 2,
                order: 1,
              },
            ],
          }}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            interaction: { mode: 'index', intersect: false },
            scales: {
              y: { beginAtZero: true, position: 'left', title: { display: true, text: '요청 수' } },
              y1: {
                beginAtZero: true,
                position: 'right',
                grid: { drawOnChartArea: false },
                title: { display: true, text: '고유 IP 수' },
              },
            },
          }}
        />
      </div>
    </figure>
  );
}
