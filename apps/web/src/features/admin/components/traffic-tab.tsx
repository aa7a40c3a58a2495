import { defaultStatsHours, type StatsHours, statsHourOptions } from '@ollida/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { accessStatsQueryOptions } from '../api/get-access-stats';
import type { IpActions } from '../hooks/use-ip-actions';
import { adminErrorText, adminFallbacks } from '../lib/admin-messages';
import { HourlyChart } from './hourly-chart';
import { IpDetailModal } from './ip-detail-modal';
import { PathTable } from './path-table';
import { SummaryCards } from './summary-cards';
import { SuspiciousBox } from './suspicious-box';
import { TopIpTable } from './top-ip-table';
import { TopPathsChart } from './top-paths-chart';

const periodLabels: Record<StatsHours, string> = {
  1: '최근 1시간',
  6: '최근 6시간',
  24: '최근 24시간',
  72: '최근 3일',
  168: '최근 1주일',
};

/** Tab 1: traffic statistics of a period (docs/product/admin.md#traffic-statistics-tab). */
export function TrafficTab({ actions }: { actions: IpActions }) {
  const id = useId();
  const [hours, setHours] = useState<StatsHours>(defaultStatsHours);
  const [ipPage, setIpPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const [detailIp, setDetailIp] = useState<string | null>(null);
  const stats = useQuery(accessStatsQueryOptions(hours, ipPage));
  const data = stats.data;

  // After each load the first IP of the page is chosen, so the path table beside it shows someone's paths.
  useEffect(() => {
    setSelected(data?.top_ips[0]?._id ?? null);
  }, [data]);

  function changePeriod(next: StatsHours) {
    setHours(next);
    setIpPage(1);
    setSelected(null);
  }

  const block = (ip: string) => void actions.ban(ip, 'stats');

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-period`} className="block text-sm font-medium text-slate-700">
            기간
          </label>
          <select
            id={`${id}-period`}
            value={hours}
            onChange={(event) =>
              changePeriod(
                statsHourOptions.find((option) => option === Number(event.target.value)) ?? defaultStatsHours,
              )
            }
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500"
          >
            {statsHourOptions.map((option) => (
              <option key={option} value={option}>
                {periodLabels[option]}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => stats.refetch()} disabled={stats.isFetching}>
          <RotateCw aria-hidden="true" className={`size-4 ${stats.isFetching ? 'animate-spin' : ''}`} />
          새로고침
        </Button>
      </div>

      {stats.isPending ? (
        <Spinner label="통계를 불러오는 중..." className="py-16" />
      ) : stats.isError && !data ? (
        <ErrorBox title="통계를 가져오지 못했습니다">
          {adminErrorText(stats.error, adminFallbacks.stats)}
        </ErrorBox>
      ) : data ? (
        <>
          {stats.isError && <ErrorBox>{adminErrorText(stats.error, adminFallbacks.stats)}</ErrorBox>}
          <SummaryCards summary={data.summary} />
          <SuspiciousBox
            ips={data.suspicious_ips}
            onDetail={setDetailIp}
            onBlock={block}
            isBusy={actions.isBusy}
          />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <HourlyChart hours={data.hourly_stats} />
            </div>
            <TopPathsChart paths={data.top_paths} />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <TopIpTable
                ips={data.top_ips}
                pagination={data.ip_pagination}
                selected={selected}
                onSelect={(ip) => setSelected((current) => (current === ip ? null : ip))}
                onPage={setIpPage}
                onDetail={setDetailIp}
                onBlock={block}
                onUnblock={(ip) => void actions.unban(ip)}
                isBusy={actions.isBusy}
              />
            </div>
            <div className="lg:col-span-2">
              <PathTable stats={data} selected={selected} onShowAll={() => setSelected(null)} />
            </div>
          </div>
        </>
      ) : null}

      {detailIp && (
        <IpDetailModal
          ip={detailIp}
          hours={hours}
          onClose={() => setDetailIp(null)}
          onBlock={(ip) => void actions.ban(ip, 'stats')}
          isBusy={actions.isBusy}
        />
      )}
    </div>
  );
}
