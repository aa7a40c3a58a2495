import { PageButtons } from '../../../components/ui/page-buttons';

interface OrderPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** The range text, and when there is more than one page, previous, up to five numbered pages and next. */
export function OrderPagination({ page, pageSize, total, onChange }: OrderPaginationProps) {
  const totalPages = Math.max(Math.ceil(total / pageSize), 1);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">{`${first} ~ ${last} / 총 ${total}건`}</p>
      {totalPages > 1 && (
        <nav aria-label="주문 목록 페이지">
          <PageButtons
            page={page}
            totalPages={totalPages}
            onPage={onChange}
            previousLabel="이전 페이지"
            nextLabel="다음 페이지"
          />
        </nav>
      )}
    </div>
  );
}
