import { statusBadgeClass, statusLabel } from '../lib/order-view';

/** The status in its tab's colour; an unknown code is shown as sent, in grey. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusBadgeClass(status)}`}
    >
      {statusLabel(status)}
    </span>
  );
}
