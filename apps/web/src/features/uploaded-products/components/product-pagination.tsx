import type { Pagination } from '@ollida/contracts/uploaded-products';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow, rangeText, totalPagesOf } from '../lib/product-view';

const buttonClass =
  'inline-flex min-w-9 items-center justify-center gap-1 rounded-lg border px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';
const idleClass = 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50';
const currentClass = 'border-indigo-600 bg-indigo-600 text-white';

interface ProductPaginationProps {
  /** The pagination of the rows on screen (the range text describes them). */
  pagination: Pagination;
  /** The page asked for; ahead of `pagination.page` while it loads. */
  page: number;
  onPage: (page: number) => void;
}

/** Previous/next, up to 5 numbered pages around the current one, and `from ~ to / 총 N개` (only past one page). */
export function ProductPagination({ pagination, page, onPage }: ProductPaginationProps) {
  const totalPages = totalPagesOf(pagination);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="페이지 이동" className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-600">{rangeText(pagination)}</p>
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={`${buttonClass} ${idleClass}`}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          이전
        </button>
        {pageWindow(page, totalPages).map((number) => (
          <button
            key={number}
            type="button"
            aria-label={`${number}페이지`}
            aria-current={number === page ? 'page' : undefined}
            className={`${buttonClass} ${number === page ? currentClass : idleClass}`}
            onClick={() => onPage(number)}
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
          다음
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </nav>
  );
}
