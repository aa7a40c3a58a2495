import { orderPageSizes } from '@ollida/contracts/coupang-orders';
import type { MarketOrderTab } from '@ollida/contracts/orders';
import type { Platform, Workspace } from '@ollida/contracts/workspaces';
import { useState } from 'react';
import type { OrderListParams } from '../api/get-orders';
import { defaultOrderRange, type OrderRange, orderRangeError } from '../lib/order-range';

const [firstPageSize] = orderPageSizes;

/** The tab each market opens on: orders waiting for 발주 확인. */
export const defaultTabs: Record<Platform, MarketOrderTab> = { coupang: 'ACCEPT', naver: 'PAYED' };

/**
 * The order screen's choices: store (the current workspace, else the first, until the seller picks), dates, status
 * tab (remembered per market), search, page size and page. The page goes back to 1 whenever the query changes.
 */
export function useOrderFilters(workspaces: readonly Workspace[]) {
  // undefined = not chosen yet, so the preselection applies; null = the seller picked "no store".
  const [chosenId, setChosenId] = useState<string | null | undefined>(undefined);
  const [range, setRange] = useState<OrderRange>(() => defaultOrderRange());
  const [tabs, setTabs] = useState<Record<Platform, MarketOrderTab>>(defaultTabs);
  const [q, setQ] = useState('');
  const [pageSize, setPageSize] = useState<number>(firstPageSize);

  const preselected = workspaces.find((item) => item.is_current) ?? workspaces[0];
  const selectedId = chosenId !== undefined ? chosenId : (preselected?.workspace_id ?? null);
  const workspace = workspaces.find((item) => item.workspace_id === selectedId) ?? null;
  const status = tabs[workspace?.platform ?? 'coupang'];
  const rangeError = orderRangeError(range);

  const filterKey = JSON.stringify([selectedId, range, status, q, pageSize]);
  const [pageState, setPageState] = useState({ key: filterKey, page: 1 });
  const page = pageState.key === filterKey ? pageState.page : 1;

  const params: OrderListParams | null =
    workspace && !rangeError
      ? { workspaceId: workspace.workspace_id, status, from: range.from, to: range.to, q, page, pageSize }
      : null;

  return {
    workspace,
    chooseWorkspace: (workspaceId: string | null) => setChosenId(workspaceId),
    range,
    setRange,
    rangeError,
    status,
    setStatus: (next: MarketOrderTab) => {
      if (workspace) setTabs((current) => ({ ...current, [workspace.platform]: next }));
    },
    q,
    setQ,
    pageSize,
    setPageSize,
    page,
    setPage: (next: number) => setPageState({ key: filterKey, page: next }),
    params,
  };
}

export type OrderFilters = ReturnType<typeof useOrderFilters>;
