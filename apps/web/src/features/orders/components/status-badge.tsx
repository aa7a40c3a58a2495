import { statusBadgeClass } from '../lib/status-colours';

/** The status in its tab's colour; an unknown code is shown as the server named it, in grey. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusBadgeClass(status)}`}
    >
      {label || status}
    </span>
  );
}
