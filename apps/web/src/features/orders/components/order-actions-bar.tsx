import type { MarketOrder, OrderActionResponse } from '@ollida/contracts/orders';
import { ClipboardCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useConfirmOrders } from '../api/order-actions';
import type { Selection } from '../hooks/use-selection';
import { apiErrorText } from '../lib/messages';
import { ActionResultsDialog } from './action-results-dialog';
import { DispatchDialog } from './dispatch-dialog';

interface OrderActionsBarProps {
  workspaceId: string;
  /** The orders of the page shown, and the checked ones among them. */
  orders: readonly MarketOrder[];
  selection: Selection;
}

type Shown = { kind: 'dispatch' } | { kind: 'results'; title: string; response: OrderActionResponse } | null;

/** 발주 확인 and 송장 입력 for the checked orders, each ending in a per-order result dialog. */
export function OrderActionsBar({ workspaceId, orders, selection }: OrderActionsBarProps) {
  const selected = orders.filter((order) => selection.isSelected(order.id));
  const allSelected = selected.length > 0 && selected.length === orders.length;
  const confirm = useConfirmOrders(workspaceId);
  const [shown, setShown] = useState<Shown>(null);
  const count = selected.length;

  function showResults(title: string, response: OrderActionResponse) {
    setShown({ kind: 'results', title, response });
    selection.clear();
  }

  return (
    <div
      role="toolbar"
      aria-label="선택한 주문 처리"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
    >
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          aria-label="이 페이지 주문 모두 선택"
          checked={allSelected}
          onChange={(event) =>
            selection.setAll(
              orders.map((order) => order.id),
              event.target.checked,
            )
          }
          className="size-4 accent-indigo-600"
        />
        전체 선택
      </label>
      <p className="mr-auto text-sm text-slate-700">
        {count > 0 ? `${count}건 선택됨` : '처리할 주문을 선택해 주세요'}
      </p>
      <Button
        size="sm"
        disabled={count === 0 || confirm.isPending}
        onClick={() =>
          confirm.mutate(
            selected.map((order) => order.id),
            { onSuccess: (response) => showResults('발주 확인 결과', response) },
          )
        }
      >
        <ClipboardCheck aria-hidden="true" className="size-4" />
        {confirm.isPending ? '발주 확인 중...' : '발주 확인'}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={count === 0}
        onClick={() => setShown({ kind: 'dispatch' })}
      >
        <Truck aria-hidden="true" className="size-4" />
        송장 입력
      </Button>
      {confirm.isError && (
        <p role="alert" className="w-full text-sm font-medium text-red-600">
          {apiErrorText(confirm.error, '발주 확인을 하지 못했습니다.')}
        </p>
      )}
      {shown?.kind === 'dispatch' && (
        <DispatchDialog
          workspaceId={workspaceId}
          orders={selected}
          onDone={(response) => showResults('송장 입력 결과', response)}
          onClose={() => setShown(null)}
        />
      )}
      {shown?.kind === 'results' && (
        <ActionResultsDialog title={shown.title} response={shown.response} onClose={() => setShown(null)} />
      )}
    </div>
  );
}
