import { CircleCheck, TriangleAlert, X } from 'lucide-react';
import type { Flash } from '../hooks/use-flash';

/** The panel's one message: success (status, green) or error (alert, red), closable before it clears itself. */
export function FlashMessage({ flash, onClose }: { flash: Flash | null; onClose: () => void }) {
  if (!flash) return null;
  const isError = flash.kind === 'error';
  const Icon = isError ? TriangleAlert : CircleCheck;
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`flex items-center gap-3 rounded-xl border p-3 text-sm ${isError ? 'border-red-200 bg-red-50 text-red-800' : 'border-emerald-200 bg-emerald-50 text-emerald-800'}`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">{flash.text}</p>
      <button type="button" onClick={onClose} className="rounded p-1 hover:bg-black/5">
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">메시지 닫기</span>
      </button>
    </div>
  );
}
