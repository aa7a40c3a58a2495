import { orderPageSizes } from '@ollida/contracts/coupang-orders';
import { useId } from 'react';
import type { CoupangWorkspace, OrderFilters as Filters } from '../hooks/use-order-filters';

const fieldClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500';

interface OrderFiltersProps {
  workspaces: readonly CoupangWorkspace[];
  filters: Filters;
}

/** Store, date range and page size; the dates are checked here so a refused range is never sent. */
export function OrderFilters({ workspaces, filters }: OrderFiltersProps) {
  const id = useId();
  const { workspace, range, rangeError } = filters;

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end gap-4">
        <div className="space-y-1">
          <label htmlFor={`${id}-store`} className="block text-sm font-medium text-slate-700">
            워크스페이스
          </label>
          <select
            id={`${id}-store`}
            value={workspace?.workspace_id ?? ''}
            onChange={(event) => filters.chooseWorkspace(event.target.value || null)}
            className={`${fieldClass} min-w-64`}
          >
            <option value="">스토어 선택</option>
            {workspaces.map((item) => (
              <option key={item.workspace_id} value={item.workspace_id}>
                {`${item.workspace_name} (${item.wing_account})`}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-700">
            시작일
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={range.from}
            onChange={(event) => filters.setRange({ ...range, from: event.target.value })}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range-error` : undefined}
            className={fieldClass}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-700">
            종료일
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={range.to}
            onChange={(event) => filters.setRange({ ...range, to: event.target.value })}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range-error` : undefined}
            className={fieldClass}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-size`} className="block text-sm font-medium text-slate-700">
            페이지당 주문 수
          </label>
          <select
            id={`${id}-size`}
            value={filters.pageSize}
            onChange={(event) => filters.setPageSize(Number(event.target.value))}
            className={fieldClass}
          >
            {orderPageSizes.map((size) => (
              <option key={size} value={size}>
                {`${size}개씩 보기`}
              </option>
            ))}
          </select>
        </div>
      </div>
      {rangeError && (
        <p id={`${id}-range-error`} role="alert" className="text-sm font-medium text-red-600">
          {rangeError}
        </p>
      )}
    </div>
  );
}
