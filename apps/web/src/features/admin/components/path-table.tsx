import type { AccessStats } from '@ollida/contracts/admin';
import { formatCount } from '../../../lib/format';

interface PathTableProps {
  stats: AccessStats;
  /** The IP chosen in the table beside it; null shows every IP's paths. */
  selected: string | null;
  onShowAll: () => void;
}

/** The paths of the chosen IP, or the period's top paths when none is chosen (docs/product/admin.md#traffic-statistics-tab). */
export function PathTable({ stats, selected, onShowAll }: PathTableProps) {
  const ip = selected === null ? undefined : stats.top_ips.find((entry) => entry._id === selected);
  const rows = ip
    ? ip.paths.map((path) => ({ path: path.path, count: path.count }))
    : stats.top_paths.map((path) => ({ path: path._id, count: path.request_count }));
  const title = ip ? `${ip._id}의 경로` : '전체 경로';

  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {ip && (
          <button
            type="button"
            onClick={onShowAll}
            className="text-xs font-medium text-indigo-700 hover:underline"
          >
            전체 경로 보기
          </button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-slate-500">요청된 경로가 없습니다.</p>
      ) : (
        <table aria-label={title} className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                경로
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                요청 수
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.path}>
                <td className="max-w-0 truncate px-4 py-2 font-mono text-xs" title={row.path}>
                  {row.path}
                </td>
                <td className="px-4 py-2 text-right tabular-nums">{formatCount(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {ip && ip.path_count > ip.paths.length && (
        <p className="border-t border-slate-200 px-4 py-2 text-xs text-slate-500">
          {`요청이 많은 ${formatCount(ip.paths.length)}개 경로만 보여 줍니다 (전체 ${formatCount(ip.path_count)}개).`}
        </p>
      )}
    </section>
  );
}
