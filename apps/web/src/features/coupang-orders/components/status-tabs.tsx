import { type OrderStatus, orderStatuses, orderStatusLabels } from '@ollida/contracts/coupang-orders';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { statusColours } from '../lib/order-view';

interface StatusTabsProps {
  active: OrderStatus;
  onChange: (status: OrderStatus) => void;
  /** The panel of the active tab (summary, table, pagination). */
  children: ReactNode;
}

/** The six order status tabs (spec 1 §4), each in its own colour; arrow keys move between them. */
export function StatusTabs({ active, onChange, children }: StatusTabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<OrderStatus, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = orderStatuses.indexOf(active);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = orderStatuses[(index + step + orderStatuses.length) % orderStatuses.length];
    if (!next) return;
    onChange(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <div className="space-y-4">
      <div
        role="tablist"
        aria-label="주문 상태"
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 border-b border-slate-200"
      >
        {orderStatuses.map((status) => {
          const isActive = status === active;
          return (
            <button
              key={status}
              ref={(element) => {
                if (element) tabRefs.current.set(status, element);
                else tabRefs.current.delete(status);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${status}`}
              aria-selected={isActive}
              aria-controls={`${baseId}-panel`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => onChange(status)}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${isActive ? statusColours[status].tab : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {orderStatusLabels[status]}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`}>
        {children}
      </div>
    </div>
  );
}
