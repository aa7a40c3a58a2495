import { autoSecurityBannedBy, maxAdminPageButtons } from '@ollida/contracts/admin';
import { errorCodes } from '@ollida/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageButtons } from '../../../components/ui/page-buttons';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { formatCount, formatDateTime } from '../../../lib/format';
import { bannedIpsQueryOptions } from '../api/get-banned-ips';
import type { IpActions } from '../hooks/use-ip-actions';
import { adminErrorText, adminFallbacks, autoBlockLabel } from '../lib/admin-messages';

/** The blocked IPs, newest first, 10 a page; automatic blocks highlighted (docs/product/admin.md#ip-ban-management-tab). */
export function BannedIpList({ actions }: { actions: IpActions }) {
  const [page, setPage] = useState(1);
  const list = useQuery(bannedIpsQueryOptions(page));
  const total = list.data?.pagination.total_count ?? 0;
  const totalPages = list.data?.pagination.total_pages ?? 1;

  // After unblocking the last rows of the last page, step back to a page that still exists.
  const isPastEnd = isApiError(list.error) && list.error.code === errorCodes.pageOutOfRange;
  useEffect(() => {
    if (isPastEnd) setPage((current) => Math.max(1, current - 1));
  }, [isPastEnd]);

  return (
    <section
      aria-labelledby="banned-heading"
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
        <h3 id="banned-heading" className="text-sm font-semibold text-slate-900">
          차단된 IP 목록
        </h3>
        <span className="text-xs text-slate-500">{`총 ${formatCount(total)}개`}</span>
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => list.refetch()} disabled={list.isFetching}>
            <RotateCw aria-hidden="true" className={`size-4 ${list.isFetching ? 'animate-spin' : ''}`} />
            새로고침
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void actions.unbanAll(total)}
            disabled={total === 0 || actions.isBusy}
          >
            모두 해제
          </Button>
        </div>
      </div>
      {list.isPending ? (
        <Spinner label="차단 목록을 불러오는 중..." className="py-10" />
      ) : list.isError ? (
        <div className="p-4">
          <ErrorBox>{adminErrorText(list.error, adminFallbacks.bannedList)}</ErrorBox>
        </div>
      ) : list.data.data.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-slate-500">차단된 IP가 없습니다.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table aria-label="차단된 IP" className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                {['IP', '사유', '감지된 경로', '차단 시각', '차단한 곳', '작업'].map((column) => (
                  <th key={column} scope="col" className="whitespace-nowrap px-4 py-2 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.data.data.map((row) => {
                const isAuto = row.banned_by === autoSecurityBannedBy;
                return (
                  <tr key={row._id} className={isAuto ? 'bg-amber-50' : undefined}>
                    <td className="px-4 py-2 font-mono font-semibold">{row.ip_address}</td>
                    <td className="px-4 py-2">{row.reason}</td>
                    <td
                      className="max-w-48 truncate px-4 py-2 font-mono text-xs"
                      title={row.detected_path ?? undefined}
                    >
                      {row.detected_path ?? '-'}
                    </td>
                    <td className="whitespace-nowrap px-4 py-2 text-slate-600">
                      {formatDateTime(row.banned_at)}
                    </td>
                    <td className="px-4 py-2">
                      {isAuto ? <Badge tone="warning">{autoBlockLabel}</Badge> : row.banned_by}
                    </td>
                    <td className="px-4 py-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => void actions.unban(row.ip_address)}
                        disabled={actions.isBusy}
                      >
                        해제
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {totalPages > 1 && (
        <div className="border-t border-slate-200 px-4 py-3">
          <PageButtons
            page={page}
            totalPages={totalPages}
            onPage={setPage}
            previousLabel="이전"
            nextLabel="다음"
            maxButtons={maxAdminPageButtons}
          />
        </div>
      )}
    </section>
  );
}
