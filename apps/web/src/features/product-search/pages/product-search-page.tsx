import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { useSearchProduct } from '../api/search-product';
import { SearchForm } from '../components/search-form';
import { SearchHistory } from '../components/search-history';
import { SearchResultCard } from '../components/search-result-card';
import { searchErrorText } from '../lib/messages';

/** `/product-search`: read one product page, keep it as a search record, and look back at the history (docs/product/search-and-investigator.md#product-search). */
export function ProductSearchPage() {
  const search = useSearchProduct();
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const historyId = useId();
  const historyHeadingId = useId();

  return (
    <section aria-labelledby="product-search-heading" className="space-y-6">
      <PageTitle>상품 검색</PageTitle>
      <div className="space-y-1">
        <h1 id="product-search-heading" className="text-2xl font-bold text-slate-900">
          상품 검색
        </h1>
        <p className="text-sm text-slate-600">
          상품 페이지 주소를 넣으면 상품명, 가격, 판매처와 이미지를 읽어 검색 기록에 남깁니다.
        </p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <SearchForm onSearch={(input) => search.mutate(input)} isSearching={search.isPending} />
        {search.isError && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-600">
            {searchErrorText(search.error)}
          </p>
        )}
      </div>
      {search.data && !search.isError && <SearchResultCard record={search.data} />}
      <section
        aria-labelledby={historyHeadingId}
        className="rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <div className="flex items-center gap-3 px-4 py-3">
          <h2 id={historyHeadingId} className="text-sm font-semibold text-slate-900">
            검색 기록
          </h2>
          <Button
            variant="secondary"
            size="sm"
            className="ml-auto"
            aria-expanded={isHistoryOpen}
            aria-controls={historyId}
            onClick={() => setIsHistoryOpen((open) => !open)}
          >
            <History aria-hidden="true" className="size-4" />
            {isHistoryOpen ? '검색 기록 숨기기' : '검색 기록 보기'}
          </Button>
        </div>
        <div id={historyId} hidden={!isHistoryOpen} className="border-t border-slate-200 px-4">
          {isHistoryOpen && <SearchHistory />}
        </div>
      </section>
    </section>
  );
}
