import { couriers, trackingNumberProblem } from '@ollida/contracts/couriers';
import type { MarketOrder, OrderActionResponse } from '@ollida/contracts/orders';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useDispatchOrders } from '../api/order-actions';
import { apiErrorText } from '../lib/messages';
import { fieldClass } from './order-filters';

const defaultCourier = 'CJGLS';

interface Row {
  courier: string;
  tracking: string;
}

interface DispatchDialogProps {
  workspaceId: string;
  orders: readonly MarketOrder[];
  onDone: (response: OrderActionResponse) => void;
  onClose: () => void;
}

function problemOf(row: Row): string | null {
  const courier = couriers.find((item) => item.code === row.courier);
  return courier ? trackingNumberProblem(courier, row.tracking.trim()) : '택배사를 선택해 주세요.';
}

/** 송장 입력: a courier and tracking number per selected order, checked here before anything is sent. */
export function DispatchDialog({ workspaceId, orders, onDone, onClose }: DispatchDialogProps) {
  const dispatch = useDispatchOrders(workspaceId);
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(
      orders.map((order) => [
        order.id,
        { courier: order.courier_code ?? defaultCourier, tracking: order.tracking_number ?? '' },
      ]),
    ),
  );
  const [checked, setChecked] = useState(false);
  const rowOf = (id: string): Row => rows[id] ?? { courier: defaultCourier, tracking: '' };
  const problems = Object.fromEntries(orders.map((order) => [order.id, problemOf(rowOf(order.id))]));
  const hasProblem = orders.some((order) => problems[order.id]);

  function update(id: string, change: Partial<Row>) {
    setRows((current) => ({ ...current, [id]: { ...rowOf(id), ...change } }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (hasProblem) return;
    const items = orders.map((order) => ({
      order_id: order.id,
      courier: rowOf(order.id).courier,
      tracking_number: rowOf(order.id).tracking.trim(),
    }));
    dispatch.mutate(items, { onSuccess: onDone });
  }

  return (
    <Modal title="송장 입력" description={`선택한 주문 ${orders.length}건`} size="4xl" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ul className="max-h-[60vh] space-y-3 overflow-y-auto">
          {orders.map((order) => {
            const row = rowOf(order.id);
            const problem = checked ? problems[order.id] : null;
            const errorId = `dispatch-error-${order.id}`;
            return (
              <li
                key={order.id}
                className="grid gap-2 rounded-lg bg-slate-50 p-3 md:grid-cols-[1fr_12rem_14rem]"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-mono font-medium text-slate-900">{order.order_number}</p>
                  <p className="truncate text-slate-600">{`${order.product_name} · ${order.buyer_name}`}</p>
                </div>
                <select
                  aria-label={`${order.order_number} 택배사`}
                  value={row.courier}
                  onChange={(event) => update(order.id, { courier: event.target.value })}
                  className={fieldClass}
                >
                  {couriers.map((courier) => (
                    <option key={courier.code} value={courier.code}>
                      {courier.name}
                    </option>
                  ))}
                </select>
                <div className="space-y-1">
                  <input
                    aria-label={`${order.order_number} 송장번호`}
                    inputMode="numeric"
                    placeholder="송장번호"
                    value={row.tracking}
                    onChange={(event) => update(order.id, { tracking: event.target.value })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                    className={`${fieldClass} w-full ${problem ? 'border-red-400' : ''}`}
                  />
                  {problem && (
                    <p id={errorId} className="text-xs font-medium text-red-600">
                      {problem}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {checked && hasProblem && (
          <p role="alert" className="text-sm font-medium text-red-600">
            송장번호를 확인해 주세요. 잘못된 송장번호가 있으면 보내지 않습니다.
          </p>
        )}
        {dispatch.isError && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {apiErrorText(dispatch.error, '송장번호를 보내지 못했습니다.')}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" disabled={dispatch.isPending}>
            {dispatch.isPending ? '보내는 중...' : '송장 보내기'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
