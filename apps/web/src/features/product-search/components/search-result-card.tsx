import type { ProductSearchRecord } from '@ollida/contracts/product-search';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { ProductImage } from '../../../components/ui/product-image';
import { formatDateTime, formatWon } from '../../../lib/format';

/** The searched product: picture, name, link, company, prices, search time and keyword (docs/product/search-and-investigator.md#product-search). */
export function SearchResultCard({ record }: { record: ProductSearchRecord }) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row"
    >
      <ProductImage src={record.images[0]} className="size-40 rounded-lg" />
      <div className="min-w-0 flex-1 space-y-3">
        <h2 id={nameId} className="text-lg font-semibold text-slate-900">
          {record.item_name}
        </h2>
        <a
          href={record.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex max-w-full items-center gap-1 text-sm text-indigo-700 hover:underline"
        >
          <span className="truncate">{record.url}</span>
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">(새 탭에서 열림)</span>
        </a>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">판매처</dt>
          <dd className="text-slate-900">{record.company_name ?? '-'}</dd>
          <dt className="text-slate-500">정가</dt>
          <dd className="text-slate-500">
            {record.original_price === null ? '-' : <s>{formatWon(record.original_price)}</s>}
          </dd>
          <dt className="text-slate-500">판매가</dt>
          <dd className="font-bold text-slate-900">
            {record.sale_price === null ? '-' : formatWon(record.sale_price)}
          </dd>
          <dt className="text-slate-500">검색 시각</dt>
          <dd className="text-slate-900">{formatDateTime(record.created_at)}</dd>
          <dt className="text-slate-500">검색 키워드</dt>
          <dd className="text-slate-900">{record.search_keyword ?? '-'}</dd>
        </dl>
      </div>
    </article>
  );
}
