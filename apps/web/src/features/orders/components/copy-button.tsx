import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

const feedbackMs = 1_500;

/** Copies `value` to the clipboard in one click; `복사됨` shows for a moment, or why it could not copy. */
export function CopyButton({ label, value }: { label: string; value: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), feedbackMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-1">
      <button
        type="button"
        aria-label={`${label} 복사`}
        disabled={value === ''}
        onClick={() => void copy()}
        className="rounded-md p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800 disabled:opacity-40"
      >
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-emerald-600" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
      </button>
      <span role="status" className="text-xs font-medium text-emerald-700">
        {state === 'copied' ? '복사됨' : ''}
        {state === 'failed' && <span className="text-red-600">복사하지 못했습니다</span>}
      </span>
    </span>
  );
}
