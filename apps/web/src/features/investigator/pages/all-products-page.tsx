import { errorCodes } from '@ollida/contracts/errors';
import type { ListedProduct } from '@ollida/contracts/investigator';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { PageButtons } from '../../../components/ui/page-buttons';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { allProductsQueryOptions } from '../api/get-all-products';
import { sourcesQueryOptions } from '../api/get-sources';
import type { AllProductsParams } from '../api/investigator-query-keys';
import { AllProductsFilters } from '../components/all-products-filters';
import { HtmlFileBrowser } from '../components/html-file-browser';
import { LoadError } from '../components/load-error';
import { ProductGrid } from '../components/product-grid';
import { ProductInfoModal } from '../components/product-info-modal';
import { StatsOverview } from '../components/stats-overview';
import { investigatorText } from '../lib/messages';
import { pageRangeText } from '../lib/page-range';

const initialParams: AllProductsParams = { page: 1, parse: true, source: '', date: '', search: '' };

function ProductResults({ params, onPage }: { params: AllProductsParams; onPage: (page: number) => void }) {
  const products = useQuery(allProductsQueryOptions(params));
  const [opened, setOpened] = useState<ListedProduct | null>(null);

  // A page that no longer exists (fewer products since) steps back to one that does.
  const isPastEnd = isApiError(products.error) && products.error.code === errorCodes.pageOutOfRange;
  useEffect(() => {
    if (isPastEnd && params.page > 1) onPage(params.page - 1);
  }, [isPastEnd, params.page, onPage]);

  if (products.isPending) return <Spinner label="상품을 불러오는 중..." className="py-10" />;
  if (products.isError && !products.data)
    return <LoadError error={products.error} fallback={investigatorText.productsFailed} />;
  const { data } = products;
  if (!data) return null;
  if (data.products.length === 0)
    return <p className="py-10 text-center text-sm text-slate-500">조건에 맞는 상품이 없습니다.</p>;
  return (
    <div className="space-y-4" aria-busy={products.isPlaceholderData}>
      <p className="text-sm text-slate-600">{pageRangeText(data.page, data.total)}</p>
      <ProductGrid products={data.products} onOpen={setOpened} />
      {data.total_pages > 1 && (
        <nav aria-label="페이지 이동">
          <PageButtons
            page={params.page}
            totalPages={data.total_pages}
            onPage={onPage}
            previousLabel="이전"
            nextLabel="다음"
          />
        </nav>
      )}
      {opened && <ProductInfoModal product={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}

/** `/product-investigator/all`: stats, the stored files, and every product (50 a page) with filters. */
export function AllProductsPage() {
  const sources = useQuery(sourcesQueryOptions());
  const [params, setParams] = useState(initialParams);
  const goToPage = useCallback((page: number) => setParams((current) => ({ ...current, page })), []);

  return (
    <section aria-labelledby="all-products-heading" className="space-y-6">
      <h2 id="all-products-heading" className="sr-only">
        전체 상품
      </h2>
      <StatsOverview />
      <HtmlFileBrowser />
      {sources.isError && <LoadError error={sources.error} fallback={investigatorText.sourcesFailed} />}
      <AllProductsFilters
        sources={sources.data?.sources ?? {}}
        applied={params}
        onApply={(change) => setParams((current) => ({ ...current, ...change, page: 1 }))}
      />
      <ProductResults params={params} onPage={goToPage} />
    </section>
  );
}
