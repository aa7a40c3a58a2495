import { useQuery } from '@tanstack/react-query';
import { Clock, FileCode2, Package } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/format';
import { statsQueryOptions } from '../api/get-stats';
import { investigatorText } from '../lib/messages';
import { LoadError } from './load-error';

/** Stats cards (products, files, latest crawl) and the count and latest day of every source. */
export function StatsOverview() {
  const stats = useQuery(statsQueryOptions());
  if (stats.isPending) return <Spinner label="통계를 불러오는 중..." className="py-8" />;
  if (stats.isError) return <LoadError error={stats.error} fallback={investigatorText.statsFailed} />;
  const { total_products, total_files, latest_crawl_formatted, sources } = stats.data;
  const cards = [
    { label: '전체 상품', value: `${formatCount(total_products)}개`, icon: Package },
    { label: '저장된 HTML 파일', value: `${formatCount(total_files)}개`, icon: FileCode2 },
    { label: '최근 크롤링', value: latest_crawl_formatted ?? '기록 없음', icon: Clock },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-3">
        {cards.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="flex items-center gap-2 text-sm text-slate-600">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </dt>
            <dd className="mt-1 text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {sources.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table aria-label="소스별 상품 수" className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                {['소스', '상품 수', '최근 날짜'].map((column) => (
                  <th key={column} scope="col" className="px-4 py-2 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {sources.map((source) => (
                <tr key={source.source}>
                  <td className="px-4 py-2 font-medium text-slate-900">{source.name}</td>
                  <td className="px-4 py-2 tabular-nums">{`${formatCount(source.count)}개`}</td>
                  <td className="px-4 py-2 text-slate-600">{source.latest_date}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
