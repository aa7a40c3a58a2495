import { orderPageSizes } from '@ollida/contracts/coupang-orders';
import { orderLimits } from '@ollida/contracts/orders';
import type { Workspace } from '@ollida/contracts/workspaces';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { OrderFilters as Filters } from '../hooks/use-order-filters';
import { workspaceLabel } from '../lib/order-workspaces';

export const fieldClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500';

interface OrderFiltersProps {
  workspaces: readonly Workspace[];
  filters: Filters;
}

/** Store, date range, page size and search; the dates are checked here so a refused range is never sent. */
export function OrderFilters({ workspaces, filters }: OrderFiltersProps) {
  const id = useId();
  const { workspace, range, rangeError } = filters;
  const [search, setSearch] = useState(filters.q);
  const dateProps = {
    type: 'date',
    'aria-invalid': rangeError ? true : undefined,
    'aria-describedby': rangeError ? `${id}-range-error` : undefined,
    className: `${fieldClass} w-full sm:w-auto`,
  } as const;

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    filters.setQ(search.trim());
  }

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-4 sm:flex sm:flex-wrap sm:items-end">
        <div className="space-y-1">
          <label htmlFor={`${id}-store`} className="block text-sm font-medium text-slate-700">
            워크스페이스
          </label>
          <select
            id={`${id}-store`}
            value={workspace?.workspace_id ?? ''}
            onChange={(event) => filters.chooseWorkspace(event.target.value || null)}
            className={`${fieldClass} w-full sm:min-w-64`}
          >
            <option value="">스토어 선택</option>
            {workspaces.map((item) => (
              <option key={item.workspace_id} value={item.workspace_id}>
                {workspaceLabel(item)}
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
            value={range.from}
            onChange={(event) => filters.setRange({ ...range, from: event.target.value })}
            {...dateProps}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-700">
            종료일
          </label>
          <input
            id={`${id}-to`}
            value={range.to}
            onChange={(event) => filters.setRange({ ...range, to: event.target.value })}
            {...dateProps}
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
            className={`${fieldClass} w-full sm:w-auto`}
          >
            {orderPageSizes.map((size) => (
              <option key={size} value={size}>
                {`${size}개씩 보기`}
              </option>
            ))}
          </select>
        </div>
        <form onSubmit={onSearch} className="space-y-1 sm:min-w-72 sm:flex-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-700">
            주문 검색
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-q`}
              type="search"
              value={search}
              maxLength={orderLimits.queryLength}
              placeholder="구매자, 상품명, 주문번호"
              onChange={(event) => setSearch(event.target.value)}
              className={`${fieldClass} min-w-0 flex-1`}
            />
            <Button type="submit" variant="secondary">
              <Search aria-hidden="true" className="size-4" />
              검색
            </Button>
          </div>
        </form>
      </div>
      {rangeError && (
        <p id={`${id}-range-error`} role="alert" className="text-sm font-medium text-red-600">
          {rangeError}
        </p>
      )}
    </div>
  );
}
