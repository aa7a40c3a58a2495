import { type PaymentRecord, paymentStatusLabel } from '@ollida/contracts/payments';
import { planOf } from '@ollida/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, formatWon } from '../../../lib/format';
import { paymentHistoryQueryOptions } from '../api/get-payment-history';
import { paymentText } from '../lib/payment-text';

const statusTones: Readonly<Record<string, BadgeTone>> = {
  completed: 'success',
  pending: 'brand',
  failed: 'warning',
  cancelled: 'neutral',
  expired: 'neutral',
  refunded: 'brand',
};

/** How the payment was made: charged to the registered card, or paid in the provider's window. */
const kindLabels: Readonly<Record<PaymentRecord['kind'], string>> = {
  billing: '자동 결제',
  checkout: '결제창',
};

function PaymentRow({ record }: { record: PaymentRecord }) {
  const hasReceipt = record.status === 'completed' && record.receipt_url;
  return (
    <tr className="align-top">
      <td data-label="날짜" className="whitespace-nowrap px-4 py-3 text-slate-700">
        {formatDateTime(record.created_at)}
      </td>
      <td data-label="구독 플랜" className="px-4 py-3 font-medium text-slate-900">
        {planOf(record.plan_type)?.name ?? record.plan_type}
        <span className="block text-xs font-normal text-slate-500">{kindLabels[record.kind]}</span>
      </td>
      <td data-label="금액" className="whitespace-nowrap px-4 py-3 text-slate-900">
        {formatWon(record.amount)}
      </td>
      <td data-label="상태" className="px-4 py-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={statusTones[record.status] ?? 'neutral'}>{paymentStatusLabel(record.status)}</Badge>
          {hasReceipt && (
            <a
              href={record.receipt_url ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-xs font-medium text-indigo-700 hover:underline"
            >
              영수증
              <ExternalLink aria-hidden="true" className="size-3" />
              <span className="sr-only">(새 창)</span>
            </a>
          )}
        </div>
        {record.status === 'failed' && record.failure_message && (
          <p className="mt-1 text-xs text-red-700">{record.failure_message}</p>
        )}
      </td>
    </tr>
  );
}

function HistoryBody() {
  const history = useQuery(paymentHistoryQueryOptions());
  if (history.isPending) return <Spinner label="결제 내역을 불러오는 중..." className="py-8" />;
  if (history.isError) {
    return (
      <ErrorBox
        title="결제 내역을 불러오지 못했습니다"
        action={
          <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
            다시 시도
          </Button>
        }
      >
        {history.error.message}
      </ErrorBox>
    );
  }
  if (history.data.length === 0) {
    return <p className="py-8 text-center text-sm text-slate-600">{paymentText.historyEmpty}</p>;
  }
  return (
    <div className="relative overflow-x-auto">
      <table aria-label="결제 내역" className="table-cards w-full text-left text-sm md:min-w-[36rem]">
        <thead className="border-b border-slate-200 text-xs font-semibold text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2">
              날짜
            </th>
            <th scope="col" className="px-4 py-2">
              구독 플랜
            </th>
            <th scope="col" className="px-4 py-2">
              금액
            </th>
            <th scope="col" className="px-4 py-2">
              상태
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {history.data.map((record) => (
            <PaymentRow key={record.order_id} record={record} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The seller's payments (docs/product/plans-and-payments.md#payment-history): loading, empty and list states. */
export function PaymentHistory() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        결제 내역
      </h2>
      <HistoryBody />
    </section>
  );
}
