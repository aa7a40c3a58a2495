import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from '../lib/page-window';

interface PlacePaginationProps {
  current: number;
  total: number;
  onChange: (page: number) => void;
  disabled?: boolean;
  label: string;
}

const pageButton =
  'min-w-8 rounded-lg px-2 py-1 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';

/** Previous, the page window (first, two around the current, last, gaps) and next. */
export function PlacePagination({ current, total, onChange, disabled = false, label }: PlacePaginationProps) {
  if (total <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={`${pageButton} text-slate-700 hover:bg-slate-100`}
        disabled={disabled || current <= 1}
        onClick={() => onChange(current - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="sr-only">이전 페이지</span>
      </button>
      {pageWindow(current, total).map((slot) =>
        typeof slot === 'number' ? (
          <button
            key={slot}
            type="button"
            aria-current={slot === current ? 'page' : undefined}
            aria-label={`${slot}페이지`}
            className={`${pageButton} ${slot === current ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            disabled={disabled}
            onClick={() => slot !== current && onChange(slot)}
          >
            {slot}
          </button>
        ) : (
          <span key={slot} aria-hidden="true" className="px-1 text-slate-400">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={`${pageButton} text-slate-700 hover:bg-slate-100`}
        disabled={disabled || current >= total}
        onClick={() => onChange(current + 1)}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
        <span className="sr-only">다음 페이지</span>
      </button>
    </nav>
  );
}
