import { maxPageButtons } from '@ollida/contracts/uploaded-products';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/**
 * Numbered pages shown: up to `maxButtons` (default 5) around the current page, kept inside `1..totalPages`. Pages 1–3
 * show 1..5 as the first design did; further on the window moves so the current page stays visible (its fixed 1..5
 * hid it).
 */
export function pageWindow(page: number, totalPages: number, maxButtons: number = maxPageButtons): number[] {
  const count = Math.min(maxButtons, totalPages);
  const half = Math.floor(maxButtons / 2);
  const first = Math.max(1, Math.min(page - half, totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

const buttonClass =
  'inline-flex min-w-9 items-center justify-center gap-1 rounded-lg border px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';
const idleClass = 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50';
const currentClass = 'border-indigo-600 bg-indigo-600 text-white';

interface PageButtonsProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** Numbered buttons at most (default 5; the admin lists show 7). */
  maxButtons?: number;
}

/** Previous, the numbered pages of `pageWindow`, next: the pager of every paged list. */
export function PageButtons({
  page,
  totalPages,
  onPage,
  previousLabel,
  nextLabel,
  maxButtons,
}: PageButtonsProps) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        className={`${buttonClass} ${idleClass}`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {previousLabel}
      </button>
      {pageWindow(page, totalPages, maxButtons).map((number) => (
        <button
          key={number}
          type="button"
          aria-label={`${number}페이지`}
          aria-current={number === page ? 'page' : undefined}
          className={`${buttonClass} ${number === page ? currentClass : idleClass}`}
          onClick={() => number !== page && onPage(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${buttonClass} ${idleClass}`}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {nextLabel}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
