import { ChevronLeft, ChevronRight } from 'lucide-react';

/** Numbered page buttons shown at most (spec 1 §9). */
export const maxPageButtons = 5;

/** Up to five pages around the current one, shifted to stay inside `1..total`. */
export function pageButtons(current: number, total: number): number[] {
  const count = Math.min(maxPageButtons, total);
  const start = Math.min(Math.max(current - Math.floor(maxPageButtons / 2), 1), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

interface OrderPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

const pageButton =
  'min-w-8 rounded-lg px-2 py-1 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';

/** The range text, and when there is more than one page, previous, up to five numbered pages and next. */
export function OrderPagination({ page, pageSize, total, onChange }: OrderPaginationProps) {
  const totalPages = Math.max(Math.ceil(total / pageSize), 1);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">{`${first} ~ ${last} / 총 ${total}건`}</p>
      {totalPages > 1 && (
        <nav aria-label="주문 목록 페이지" className="flex flex-wrap items-center gap-1">
          <button
            type="button"
            className={`${pageButton} text-slate-700 hover:bg-slate-100`}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="sr-only">이전 페이지</span>
          </button>
          {pageButtons(page, totalPages).map((number) => (
            <button
              key={number}
              type="button"
              aria-current={number === page ? 'page' : undefined}
              aria-label={`${number}페이지`}
              className={`${pageButton} ${number === page ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              onClick={() => number !== page && onChange(number)}
            >
              {number}
            </button>
          ))}
          <button
            type="button"
            className={`${pageButton} text-slate-700 hover:bg-slate-100`}
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
            <span className="sr-only">다음 페이지</span>
          </button>
        </nav>
      )}
    </div>
  );
}
