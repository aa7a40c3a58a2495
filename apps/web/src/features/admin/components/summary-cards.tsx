import type { AccessStats } from '@ollida/contracts/admin';
import { Globe, Send, UserCheck } from 'lucide-react';
import { formatCount } from '../../../lib/format';

/** Total requests, unique IPs and signed-in users of the period. */
export function SummaryCards({ summary }: { summary: AccessStats['summary'] }) {
  const cards = [
    { label: '총 요청 수', value: summary.total_requests, icon: Send },
    { label: '고유 IP 수', value: summary.unique_ips, icon: Globe },
    { label: '로그인 사용자 수', value: summary.unique_users, icon: UserCheck },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, value, icon: Icon }) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
