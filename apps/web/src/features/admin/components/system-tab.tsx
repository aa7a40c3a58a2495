import { useQuery } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/format';
import { bannedIpsQueryOptions } from '../api/get-banned-ips';
import { myIpQueryOptions } from '../api/get-my-ip';
import { securitySystemQueryOptions } from '../api/get-security-system';
import { adminErrorText, adminFallbacks } from '../lib/admin-messages';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** Tab 3: this administrator's address and status, the block count, and what the security system watches. */
export function SystemTab() {
  const myIp = useQuery(myIpQueryOptions());
  const banned = useQuery(bannedIpsQueryOptions(1));
  const security = useQuery(securitySystemQueryOptions());

  return (
    <div className="space-y-6">
      {myIp.isPending ? (
        <Spinner label="접속 정보를 불러오는 중..." className="py-8" />
      ) : myIp.isError ? (
        <ErrorBox>{adminErrorText(myIp.error, adminFallbacks.myIp)}</ErrorBox>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Fact label="현재 IP">
            <span className="font-mono">{myIp.data.ip_address}</span>
          </Fact>
          <Fact label="차단 상태">
            {myIp.data.is_banned ? <Badge tone="warning">차단됨</Badge> : <Badge tone="success">정상</Badge>}
          </Fact>
          <Fact label="현재 사용자">{`${myIp.data.user.name} (${myIp.data.user.email})`}</Fact>
          <Fact label="차단된 IP 수">
            {banned.data ? `${formatCount(banned.data.pagination.total_count)}개` : '-'}
          </Fact>
        </dl>
      )}
      <section
        aria-label="자동 보안 시스템"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        {security.isPending ? (
          <Spinner label="보안 시스템 정보를 불러오는 중..." className="py-6" />
        ) : security.isError ? (
          <ErrorBox>{adminErrorText(security.error, adminFallbacks.securitySystem)}</ErrorBox>
        ) : (
          <div className="space-y-3 text-sm">
            <h3 className="flex items-center gap-2 font-semibold text-slate-900">
              {security.data.active ? (
                <ShieldCheck aria-hidden="true" className="size-5 text-emerald-600" />
              ) : (
                <ShieldOff aria-hidden="true" className="size-5 text-red-600" />
              )}
              {security.data.active ? '자동 보안 시스템이 작동 중입니다' : '자동 보안 시스템이 꺼져 있습니다'}
            </h3>
            <p className="text-slate-600">
              {`아래 ${formatCount(security.data.patterns.length)}개의 위험 경로 패턴이 포함된 요청을 보낸 IP는 곧바로 차단됩니다(대소문자·URL 인코딩 무시). 최근 하루 안에 관리자가 쓴 IP와 서버 자신의 주소는 차단하지 않습니다.`}
            </p>
            <ul aria-label="위험 경로 패턴" className="flex flex-wrap gap-2">
              {security.data.patterns.map((pattern) => (
                <li
                  key={pattern}
                  className="rounded-md bg-slate-100 px-2 py-1 font-mono text-xs text-slate-800"
                >
                  {pattern}
                </li>
              ))}
            </ul>
            <p className="text-slate-600">
              {`자동 차단되어 있는 IP: ${formatCount(security.data.auto_blocked_total)}개`}
              {security.data.dropped_log_entries > 0 &&
                ` · 데이터베이스가 밀려 기록하지 못한 요청: ${formatCount(security.data.dropped_log_entries)}건`}
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
