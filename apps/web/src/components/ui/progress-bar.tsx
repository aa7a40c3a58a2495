/** A thin bar filled to `percent` (0 to 100), named `label` for screen readers. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full bg-indigo-600 transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
}
