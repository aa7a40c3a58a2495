import { productPageSizes } from '@ollida/contracts/uploaded-products';
import { LayoutGrid, List } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { ProductList, ViewMode } from '../hooks/use-product-list';
import { productListText } from '../lib/messages';
import { platformNames } from '../lib/product-view';

const selectClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500';

const viewButtons = [
  { mode: 'grid', label: '그리드 보기', icon: LayoutGrid },
  { mode: 'list', label: '목록 보기', icon: List },
] as const satisfies readonly { mode: ViewMode; label: string; icon: typeof List }[];

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Workspace, uploader, view, page size and the total (docs/product/products-and-orders.md#uploaded-product-list). */
export function ProductListToolbar({ list, total }: { list: ProductList; total: number | null }) {
  const id = useId();
  const { selection, workspaces, uploaders } = list;
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Field id={`${id}-workspace`} label="워크스페이스">
        <select
          id={`${id}-workspace`}
          className={selectClass}
          value={selection.workspaceId ?? ''}
          onChange={(event) => list.chooseWorkspace(event.target.value || null)}
        >
          <option value="">전체 워크스페이스</option>
          {(workspaces.data ?? []).map((workspace) => (
            <option key={workspace.workspace_id} value={workspace.workspace_id}>
              [{platformNames[workspace.platform]}] {workspace.workspace_name}
            </option>
          ))}
        </select>
        {workspaces.isError && (
          <span className="text-xs text-red-600">{productListText.workspacesFailed}</span>
        )}
      </Field>
      <Field id={`${id}-uploader`} label="업로더">
        <select
          id={`${id}-uploader`}
          className={selectClass}
          value={selection.uploaderEmail ?? ''}
          onChange={(event) => list.chooseUploader(event.target.value || null)}
        >
          <option value="">전체 업로더</option>
          {(uploaders.data ?? []).map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-limit`} label="페이지당 개수">
        <select
          id={`${id}-limit`}
          className={selectClass}
          value={selection.limit}
          onChange={(event) => list.chooseLimit(Number(event.target.value))}
        >
          {productPageSizes.map((size) => (
            <option key={size} value={size}>
              {size}개씩
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="flex rounded-lg border border-slate-300 bg-white p-0.5">
        <legend className="sr-only">보기 방식</legend>
        {viewButtons.map(({ mode, label, icon: Icon }) => (
          <button
            key={mode}
            type="button"
            aria-pressed={list.view === mode}
            onClick={() => list.setView(mode)}
            className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium ${
              list.view === mode ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100'
            }`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
      </fieldset>
      {total !== null && (
        <p className="ml-auto text-sm font-semibold text-slate-800">총 {total.toLocaleString('ko-KR')}개</p>
      )}
    </div>
  );
}
