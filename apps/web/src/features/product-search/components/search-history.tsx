import type { ProductSearchRecord } from '@ollida/contracts/product-search';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ProductImage } from '../../../components/ui/product-image';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, formatWon } from '../../../lib/format';
import { useDeleteSearchRecord } from '../api/delete-search-record';
import { searchHistoryQueryOptions } from '../api/get-search-history';
import { deleteErrorText, historyErrorText, productSearchText } from '../lib/messages';

function HistoryItem({
  record,
  onDelete,
  isDeleting,
}: {
  record: ProductSearchRecord;
  onDelete: (record: ProductSearchRecord) => void;
  isDeleting: boolean;
}) {
  return (
    <li aria-label={record.item_name} className="flex items-center gap-3 py-3">
      <ProductImage src={record.images[0]} className="size-14 rounded-lg" />
      <div className="min-w-0 flex-1 space-y-0.5 text-sm">
        <p className="truncate font-medium text-slate-900">{record.item_name}</p>
        <a
          href={record.url}
          target="_blank"
          rel="noopener noreferrer"
          className="block truncate text-xs text-indigo-700 hover:underline"
        >
          {record.url}
        </a>
        <p className="text-xs text-slate-500">
          {[
            formatDateTime(record.created_at),
            record.sale_price === null ? null : formatWon(record.sale_price),
            record.search_keyword ? `키워드: ${record.search_keyword}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => onDelete(record)} disabled={isDeleting}>
        <Trash2 aria-hidden="true" className="size-4" />
        삭제
      </Button>
    </li>
  );
}

/** The seller's search records, newest first, each deletable after a confirmation. */
export function SearchHistory() {
  const history = useQuery(searchHistoryQueryOptions());
  const remove = useDeleteSearchRecord();

  async function deleteRecord(record: ProductSearchRecord) {
    if (!window.confirm(productSearchText.deleteConfirm)) return;
    try {
      await remove.mutateAsync(record._id);
    } catch (error) {
      window.alert(deleteErrorText(error));
    }
  }

  if (history.isPending) return <Spinner label="검색 기록을 불러오는 중..." className="py-8" />;
  if (history.isError)
    return (
      <p role="alert" className="py-4 text-sm font-medium text-red-600">
        {historyErrorText(history.error)}
      </p>
    );
  if (history.data.results.length === 0)
    return <p className="py-8 text-center text-sm text-slate-500">{productSearchText.historyEmpty}</p>;
  return (
    <ul aria-label="검색 기록" className="divide-y divide-slate-100">
      {history.data.results.map((record) => (
        <HistoryItem
          key={record._id}
          record={record}
          onDelete={(chosen) => void deleteRecord(chosen)}
          isDeleting={remove.isPending}
        />
      ))}
    </ul>
  );
}
