import type { OrderActionResponse, OrderActionResult } from '@ollida/contracts/orders';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatCount } from '../../../lib/format';

interface ActionResultsDialogProps {
  title: string;
  response: OrderActionResponse;
  onClose: () => void;
}

/** `12345678 (3행)`: the order number, the CSV row, or both. */
function resultName(result: OrderActionResult): string {
  const row = result.row === undefined ? null : `${result.row}행`;
  if (result.order_number && row) return `${result.order_number} (${row})`;
  return result.order_number ?? row ?? '주문';
}

function ResultList({ label, results, tone }: { label: string; results: OrderActionResult[]; tone: string }) {
  if (results.length === 0) return null;
  return (
    <section aria-label={label} className="space-y-2">
      <h3 className="text-sm font-bold text-slate-900">{label}</h3>
      <ul className={`max-h-64 space-y-1 overflow-y-auto rounded-lg p-3 text-sm ${tone}`}>
        {results.map((result, index) => (
          <li key={`${result.order_id ?? ''}-${result.row ?? index}`}>
            <span className="font-mono font-medium">{resultName(result)}</span>
            {`: ${result.message}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What happened to each order (or CSV row) of a confirm or dispatch: counts, then each failure and skip. */
export function ActionResultsDialog({ title, response, onClose }: ActionResultsDialogProps) {
  const failures = response.results.filter((result) => !result.ok);
  const skipped = response.results.filter((result) => result.ok && result.skipped);
  return (
    <Modal title={title} onClose={onClose}>
      <p role="status" className="text-sm text-slate-800">
        {`성공 ${formatCount(response.succeeded)}건`}
        {response.failed > 0 && (
          <span className="font-semibold text-red-600">{`, 실패 ${formatCount(response.failed)}건`}</span>
        )}
        {skipped.length > 0 && `, 이미 처리되어 건너뜀 ${formatCount(skipped.length)}건`}
      </p>
      <ResultList label="실패한 주문" results={failures} tone="bg-red-50 text-red-800" />
      <ResultList label="건너뛴 주문" results={skipped} tone="bg-slate-50 text-slate-700" />
      <div className="flex justify-end">
        <Button onClick={onClose}>확인</Button>
      </div>
    </Modal>
  );
}
