import { autoSecurityBannedBy } from '@ollida/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount, formatDateTime, formatDateTimeSeconds } from '../../../lib/format';
import { ipDetailsQueryOptions } from '../api/get-ip-details';
import { adminErrorText, adminFallbacks, autoBlockLabel } from '../lib/admin-messages';

interface IpDetailModalProps {
  ip: string;
  hours: number;
  onClose: () => void;
  onBlock: (ip: string) => void;
  isBusy: boolean;
}

/** One address: summary, ban record, its last 50 requests (400+ in red) and path counts (docs/product/admin.md#ip-detail). */
export function IpDetailModal({ ip, hours, onClose, onBlock, isBusy }: IpDetailModalProps) {
  const details = useQuery(ipDetailsQueryOptions(ip, hours));

  let body: ReactNode;
  if (details.isPending) body = <Spinner label="IP 정보를 불러오는 중..." className="py-10" />;
  else if (details.isError)
    body = <ErrorBox>{adminErrorText(details.error, adminFallbacks.details)}</ErrorBox>;
  else {
    const { summary, ban_record: ban, recent_logs: logs, path_statistics: paths } = details.data;
    const facts = [
      ['총 요청 수', formatCount(summary.total_requests)],
      ['고유 경로 수', formatCount(summary.unique_paths)],
      ['고유 브라우저 수', formatCount(summary.unique_user_agents)],
      ['차단 상태', summary.is_banned ? '차단됨' : '정상'],
    ];
    body = (
      <div className="space-y-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {ban && (
          <section
            aria-label="차단 기록"
            className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm"
          >
            <p>
              <span className="font-semibold">사유:</span> {ban.reason}
            </p>
            <p>
              <span className="font-semibold">차단 시각:</span> {formatDateTime(ban.banned_at)}
            </p>
            <p>
              <span className="font-semibold">차단한 곳:</span>{' '}
              {ban.banned_by === autoSecurityBannedBy ? autoBlockLabel : ban.banned_by}
              {ban.detected_path && <span className="ml-1 font-mono text-xs">({ban.detected_path})</span>}
            </p>
          </section>
        )}
        <section aria-labelledby="recent-requests-heading">
          <h3 id="recent-requests-heading" className="mb-2 text-sm font-semibold text-slate-900">
            최근 요청 {formatCount(logs.length)}건
          </h3>
          {logs.length === 0 ? (
            <p className="text-sm text-slate-500">기록된 요청이 없습니다.</p>
          ) : (
            <div className="max-h-72 overflow-y-auto rounded-lg border border-slate-200">
              <table aria-label="최근 요청" className="w-full text-left text-xs">
                <thead className="sticky top-0 bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      시각
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      경로
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      상태
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {logs.map((log) => (
                    <tr key={log.id}>
                      <td className="whitespace-nowrap px-3 py-1.5 text-slate-600">
                        {formatDateTimeSeconds(log.timestamp)}
                      </td>
                      <td className="max-w-0 truncate px-3 py-1.5 font-mono" title={log.path}>
                        {`${log.method} ${log.path}`}
                      </td>
                      <td
                        className={`px-3 py-1.5 text-right font-semibold tabular-nums ${log.status_code >= 400 ? 'text-red-600' : 'text-slate-700'}`}
                      >
                        {log.status_code}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        {paths.length > 0 && (
          <section aria-labelledby="ip-paths-heading">
            <h3 id="ip-paths-heading" className="mb-2 text-sm font-semibold text-slate-900">
              경로별 요청 수
            </h3>
            <ul className="max-h-40 space-y-0.5 overflow-y-auto text-xs">
              {paths.map((path) => (
                <li key={path.path} className="flex justify-between gap-3">
                  <span className="truncate font-mono" title={path.path}>
                    {path.path}
                  </span>
                  <span className="tabular-nums text-slate-600">{formatCount(path.count)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  }

  return (
    <Modal title={`IP 상세 정보: ${ip}`} onClose={onClose} size="4xl">
      {body}
      {details.data && !details.data.summary.is_banned && (
        <div className="mt-6 flex justify-end">
          <Button onClick={() => onBlock(ip)} disabled={isBusy}>
            이 IP 차단
          </Button>
        </div>
      )}
    </Modal>
  );
}
