import type { Workspace } from '@ollida/contracts/workspaces';
import { Store } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { marketName } from '../lib/order-workspaces';

/** `현재 보고 있는 스토어: {store}`, with its market and the main-profile badge on the main workspace. */
export function StoreBanner({ workspace }: { workspace: Workspace }) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
      <Store aria-hidden="true" className="size-4 shrink-0" />
      <p>
        현재 보고 있는 스토어: <strong>{workspace.workspace_name}</strong>{' '}
        <span className="text-indigo-700">{`(${marketName(workspace.platform)})`}</span>
      </p>
      {workspace.is_main && <Badge tone="brand">메인 프로필</Badge>}
    </div>
  );
}
