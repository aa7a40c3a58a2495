import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  /** Visible text next to the spinner; also what screen readers announce. */
  label?: string;
  className?: string;
}

export function Spinner({ label = '불러오는 중...', className = '' }: SpinnerProps) {
  return (
    <p role="status" className={`flex items-center justify-center gap-2 text-sm text-slate-600 ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      <span>{label}</span>
    </p>
  );
}
