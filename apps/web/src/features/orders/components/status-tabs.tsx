import { type MarketOrderTab, orderTabsOf } from '@ollida/contracts/orders';
import type { Platform } from '@ollida/contracts/workspaces';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { statusColours } from '../lib/status-colours';

interface StatusTabsProps {
  platform: Platform;
  active: MarketOrderTab;
  onChange: (status: MarketOrderTab) => void;
  /** The panel of the active tab (summary, table, pagination). */
  children: ReactNode;
}

/** The market's order status tabs (docs/product/products-and-orders.md#order-status-tabs), each in its own colour; arrow keys move between them. */
export function StatusTabs({ platform, active, onChange, children }: StatusTabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<MarketOrderTab, HTMLButtonElement>());
  const tabs = orderTabsOf(platform);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.code === active);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.code);
    tabRefs.current.get(next.code)?.focus();
  }

  return (
    <div className="space-y-4">
      <div
        role="tablist"
        aria-label="주문 상태"
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map(({ code, label }) => {
          const isActive = code === active;
          return (
            <button
              key={code}
              ref={(element) => {
                if (element) tabRefs.current.set(code, element);
                else tabRefs.current.delete(code);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${code}`}
              aria-selected={isActive}
              aria-controls={`${baseId}-panel`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => onChange(code)}
              className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold ${isActive ? statusColours[code].tab : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {label}
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
