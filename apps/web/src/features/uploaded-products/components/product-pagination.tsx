import type { Pagination } from '@ollida/contracts/uploaded-products';
import { PageButtons } from '../../../components/ui/page-buttons';
import { rangeText, totalPagesOf } from '../lib/product-view';

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
      <PageButtons
        page={page}
        totalPages={totalPages}
        onPage={onPage}
        previousLabel="이전"
        nextLabel="다음"
      />
    </nav>
  );
}
