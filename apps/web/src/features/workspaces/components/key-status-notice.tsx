import type { Workspace } from '@ollida/contracts/workspaces';
import { Info, TriangleAlert } from 'lucide-react';
import { keyNoticeText, keyNoticeTone } from '../lib/workspace-labels';

/** Red warning for broken keys, amber notice for missing or untested ones, nothing for valid keys. */
export function KeyStatusNotice({ workspace }: { workspace: Workspace }) {
  const { status, message } = workspace.key_status;
  const tone = keyNoticeTone(status);
  if (tone === 'none') return null;
  const text = keyNoticeText(status, message);
  if (tone === 'danger') {
    return (
      <p className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-2.5 text-xs text-red-800">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <span className="sr-only">경고: </span>
          {text}
        </span>
      </p>
    );
  }
  return (
    <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-2.5 text-xs text-amber-900">
      <Info aria-hidden="true" className="size-4 shrink-0" />
      <span>
        <span className="sr-only">안내: </span>
        {text}
      </span>
    </p>
  );
}
