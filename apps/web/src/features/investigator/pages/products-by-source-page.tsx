import type { ListedProduct } from '@ollida/contracts/investigator';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/format';
import { datesQueryOptions } from '../api/get-dates';
import { productsOfDateQueryOptions } from '../api/get-products-of-date';
import { sourcesQueryOptions } from '../api/get-sources';
import { statsQueryOptions } from '../api/get-stats';
import { fieldClass } from '../components/field-styles';
import { LoadError } from '../components/load-error';
import { ProductGrid } from '../components/product-grid';
import { ProductInfoModal } from '../components/product-info-modal';
import { SourceSelect } from '../components/source-select';
import { investigatorText } from '../lib/messages';

function DateProducts({ source, date }: { source: string; date: string }) {
  const products = useQuery(productsOfDateQueryOptions(source, date));
  const [opened, setOpened] = useState<ListedProduct | null>(null);
  if (products.isPending) return <Spinner label="상품을 불러오는 중..." className="py-10" />;
  if (products.isError)
    return <LoadError error={products.error} fallback={investigatorText.productsFailed} />;
  if (products.data.length === 0)
    return <p className="py-10 text-center text-sm text-slate-500">이 날짜에 저장된 상품이 없습니다.</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{`상품 ${formatCount(products.data.length)}개`}</p>
      <ProductGrid products={products.data} onOpen={setOpened} />
      {opened && <ProductInfoModal product={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}

/**
 * `/product-investigator/products`: one source's products of one crawl day; the source with the most products and its
 * newest day are chosen first.
 */
export function ProductsBySourcePage() {
  const id = useId();
  const sources = useQuery(sourcesQueryOptions());
  const stats = useQuery(statsQueryOptions());
  const [chosenSource, setChosenSource] = useState<string | null>(null);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  // Until the seller picks one, the source with the most stored products is shown.
  const source = chosenSource ?? stats.data?.sources[0]?.source ?? '';
  const dates = useQuery(datesQueryOptions(source || null));

  // The chosen day while the source has it, else the newest day once the dates are in (docs/product/search-and-investigator.md#products-by-source-tab).
  const dateList = dates.data ?? [];
  const date = chosenDate && dateList.includes(chosenDate) ? chosenDate : (dateList[0] ?? null);

  function chooseSource(next: string) {
    setChosenSource(next);
    setChosenDate(null);
  }

  return (
    <section aria-labelledby="by-source-heading" className="space-y-6">
      <h2 id="by-source-heading" className="sr-only">
        소스별 상품
      </h2>
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        {sources.isError ? (
          <LoadError error={sources.error} fallback={investigatorText.sourcesFailed} />
        ) : (
          <SourceSelect
            sources={sources.data?.sources ?? {}}
            value={source}
            onChange={chooseSource}
            emptyLabel={sources.isPending ? '불러오는 중...' : '소스 선택'}
          />
        )}
        <div className="space-y-1">
          <label htmlFor={`${id}-date`} className="block text-sm font-medium text-slate-700">
            날짜
          </label>
          <select
            id={`${id}-date`}
            value={date ?? ''}
            onChange={(event) => setChosenDate(event.target.value || null)}
            disabled={dateList.length === 0}
            className={fieldClass}
          >
            {dateList.length === 0 && <option value="">날짜 선택</option>}
            {dateList.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!source ? (
        <p className="py-10 text-center text-sm text-slate-500">상품을 볼 소스를 선택해 주세요.</p>
      ) : dates.isPending ? (
        <Spinner label="날짜를 불러오는 중..." className="py-10" />
      ) : dates.isError ? (
        <LoadError error={dates.error} fallback={investigatorText.datesFailed} />
      ) : date === null ? (
        <p className="py-10 text-center text-sm text-slate-500">이 소스에 저장된 상품이 없습니다.</p>
      ) : (
        <DateProducts source={source} date={date} />
      )}
    </section>
  );
}
