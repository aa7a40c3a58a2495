import type { AccessStats } from '@ollida/contracts/admin';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatCount } from '../../../lib/format';

/** Dangerous paths named per suspicious IP before the +N count (docs/product/admin.md#traffic-statistics-tab). */
const pathsShown = 2;

interface SuspiciousBoxProps {
  ips: AccessStats['suspicious_ips'];
  onDetail: (ip: string) => void;
  onBlock: (ip: string) => void;
  isBusy: boolean;
}

/** Unblocked IPs that asked for dangerous paths, or the green all-safe box. */
export function SuspiciousBox({ ips, onDetail, onBlock, isBusy }: SuspiciousBoxProps) {
  if (ips.length === 0) {
    return (
      <section
        aria-label="의심스러운 IP"
        className="flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-800"
      >
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
        <p>
          <strong>안전합니다.</strong> 이 기간에 위험한 경로를 요청한, 차단되지 않은 IP가 없습니다.
        </p>
      </section>
    );
  }
  return (
    <section
      aria-label="의심스러운 IP"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <h3 className="flex items-center gap-2 font-semibold text-amber-900">
        <ShieldAlert aria-hidden="true" className="size-5" />
        {`차단되지 않은 의심스러운 IP ${formatCount(ips.length)}개`}
      </h3>
      <ul className="mt-3 divide-y divide-amber-200">
        {ips.map((entry) => {
          const more = entry.dangerous_path_count - Math.min(pathsShown, entry.dangerous_paths.length);
          return (
            <li key={entry._id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="font-mono font-semibold text-amber-950">{entry._id}</span>
              <span className="text-amber-800">{`위험 요청 ${formatCount(entry.dangerous_requests)}회`}</span>
              <span className="min-w-0 flex-1 truncate font-mono text-xs text-amber-900">
                {entry.dangerous_paths.slice(0, pathsShown).join(', ')}
                {more > 0 && <span className="ml-1 font-sans font-semibold">{`+${more}`}</span>}
              </span>
              <span className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => onDetail(entry._id)}>
                  상세
                </Button>
                <Button size="sm" onClick={() => onBlock(entry._id)} disabled={isBusy}>
                  차단
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
