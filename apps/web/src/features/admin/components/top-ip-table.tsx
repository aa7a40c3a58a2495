import {
  type AccessStats,
  maxAdminPageButtons,
  topIpPathChars,
  topIpPathsShown,
} from '@ollida/contracts/admin';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageButtons } from '../../../components/ui/page-buttons';
import { formatCount } from '../../../lib/format';
import { shorten } from '../lib/admin-messages';

interface TopIpTableProps {
  ips: AccessStats['top_ips'];
  pagination: AccessStats['ip_pagination'];
  selected: string | null;
  onSelect: (ip: string) => void;
  onPage: (page: number) => void;
  onDetail: (ip: string) => void;
  onBlock: (ip: string) => void;
  onUnblock: (ip: string) => void;
  isBusy: boolean;
}

/** The period's IPs by request count, 10 a page, each with its paths behind an expander (docs/product/admin.md#traffic-statistics-tab). */
export function TopIpTable(props: TopIpTableProps) {
  const { ips, pagination, selected, isBusy } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  function toggle(ip: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(ip)) next.delete(ip);
      else next.add(ip);
      return next;
    });
  }

  return (
    <section
      aria-labelledby="top-ips-heading"
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h3 id="top-ips-heading" className="text-sm font-semibold text-slate-900">
          요청이 많은 IP
        </h3>
        <p className="text-xs text-slate-500">{`전체 ${formatCount(pagination.total_count)}개 IP`}</p>
      </div>
      {ips.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-slate-500">이 기간에 요청이 없습니다.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table aria-label="요청이 많은 IP" className="w-full whitespace-nowrap text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  IP
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  요청 수
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  경로
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  작업
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {ips.map((entry) => {
                const isOpen = expanded.has(entry._id);
                const more = entry.path_count - Math.min(topIpPathsShown, entry.paths.length);
                return (
                  <Fragment key={entry._id}>
                    <tr className={selected === entry._id ? 'bg-indigo-50' : undefined}>
                      <td className="px-4 py-2">
                        <div className="flex flex-wrap items-center gap-2">
                          <button
                            type="button"
                            aria-pressed={selected === entry._id}
                            onClick={() => props.onSelect(entry._id)}
                            className="font-mono font-semibold text-indigo-700 hover:underline"
                          >
                            {entry._id}
                          </button>
                          {entry.is_banned && <Badge tone="warning">차단됨</Badge>}
                        </div>
                      </td>
                      <td className="px-4 py-2 text-right tabular-nums">
                        {formatCount(entry.request_count)}
                      </td>
                      <td className="px-4 py-2">
                        <button
                          type="button"
                          aria-expanded={isOpen}
                          onClick={() => toggle(entry._id)}
                          className="inline-flex items-center gap-1 text-xs text-slate-600 hover:text-slate-900"
                        >
                          {isOpen ? (
                            <ChevronDown aria-hidden="true" className="size-4" />
                          ) : (
                            <ChevronRight aria-hidden="true" className="size-4" />
                          )}
                          {`경로 ${formatCount(entry.path_count)}개`}
                        </button>
                      </td>
                      <td className="px-4 py-2">
                        <div className="flex justify-end gap-2">
                          <Button variant="secondary" size="sm" onClick={() => props.onDetail(entry._id)}>
                            상세
                          </Button>
                          {entry.is_banned ? (
                            <Button
                              variant="secondary"
                              size="sm"
                              onClick={() => props.onUnblock(entry._id)}
                              disabled={isBusy}
                            >
                              해제
                            </Button>
                          ) : (
                            <Button size="sm" onClick={() => props.onBlock(entry._id)} disabled={isBusy}>
                              차단
                            </Button>
                          )}
                        </div>
                      </td>
                    </tr>
                    {isOpen && (
                      <tr>
                        <td colSpan={4} className="bg-slate-50 px-6 py-2">
                          <ul
                            aria-label={`${entry._id}의 경로`}
                            className="space-y-0.5 font-mono text-xs text-slate-700"
                          >
                            {entry.paths.slice(0, topIpPathsShown).map((path) => (
                              <li key={path.path} title={path.path}>
                                {`${shorten(path.path, topIpPathChars)} (${formatCount(path.count)})`}
                              </li>
                            ))}
                            {more > 0 && (
                              <li className="font-sans text-slate-500">{`+${formatCount(more)}개 더`}</li>
                            )}
                          </ul>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pagination.total_pages > 1 && (
        <div className="border-t border-slate-200 px-4 py-3">
          <PageButtons
            page={pagination.current_page}
            totalPages={pagination.total_pages}
            onPage={props.onPage}
            previousLabel="이전"
            nextLabel="다음"
            maxButtons={maxAdminPageButtons}
          />
        </div>
      )}
    </section>
  );
}
