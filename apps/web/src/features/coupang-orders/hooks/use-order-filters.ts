import { type OrderStatus, orderPageSizes } from '@ollida/contracts/coupang-orders';
import type { Workspace } from '@ollida/contracts/workspaces';
import { useState } from 'react';
import type { OrderListParams } from '../api/get-orders';
import { defaultOrderRange, type OrderRange, orderRangeError } from '../lib/order-range';

/** A workspace the orders can be read for: Coupang, with its Wing account. */
export type CoupangWorkspace = Workspace & { wing_account: string };

export function coupangWorkspacesOf(workspaces: readonly Workspace[]): CoupangWorkspace[] {
  return workspaces.filter(
    (workspace): workspace is CoupangWorkspace =>
      workspace.platform === 'coupang' && Boolean(workspace.wing_account),
  );
}

const [firstPageSize] = orderPageSizes;

/**
 * The order screen's choices: store (the current Coupang workspace, else the first, until the seller picks),
 * dates, status tab, page size and page. The page goes back to 1 whenever anything the query depends on changes.
 */
export function useOrderFilters(workspaces: readonly CoupangWorkspace[]) {
  // undefined = not chosen yet, so the preselection applies; null = the seller picked "no store".
  const [chosenId, setChosenId] = useState<string | null | undefined>(undefined);
  const [range, setRange] = useState<OrderRange>(() => defaultOrderRange());
  const [status, setStatus] = useState<OrderStatus>('ACCEPT');
  const [pageSize, setPageSize] = useState<number>(firstPageSize);

  const preselected = workspaces.find((item) => item.is_current) ?? workspaces[0];
  const selectedId = chosenId !== undefined ? chosenId : (preselected?.workspace_id ?? null);
  const workspace = workspaces.find((item) => item.workspace_id === selectedId) ?? null;
  const rangeError = orderRangeError(range);
  const params: OrderListParams | null =
    workspace && !rangeError
      ? {
          workspaceId: workspace.workspace_id,
          wingAccount: workspace.wing_account,
          from: range.from,
          to: range.to,
          status,
          pageSize,
        }
      : null;

  const filterKey = JSON.stringify([selectedId, range, status, pageSize]);
  const [pageState, setPageState] = useState({ key: filterKey, page: 1 });
  const page = pageState.key === filterKey ? pageState.page : 1;

  return {
    workspace,
    chooseWorkspace: (workspaceId: string | null) => setChosenId(workspaceId),
    range,
    setRange,
    rangeError,
    status,
    setStatus,
    pageSize,
    setPageSize,
    page,
    setPage: (next: number) => setPageState({ key: filterKey, page: next }),
    params,
  };
}

export type OrderFilters = ReturnType<typeof useOrderFilters>;
