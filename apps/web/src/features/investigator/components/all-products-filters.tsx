import { allProductsQuerySchema } from '@ollida/contracts/investigator';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { AllProductsParams } from '../api/investigator-query-keys';
import { dateFilterError } from '../lib/date-filter';
import { SourceSelect } from './source-select';

type FilterChange = Partial<Omit<AllProductsParams, 'page'>>;

interface AllProductsFiltersProps {
  sources: Record<string, string>;
  applied: AllProductsParams;
  onApply: (change: FilterChange) => void;
}

const parseModes = [
  { parse: true, label: '파싱된 상품' },
  { parse: false, label: 'HTML 파일' },
] as const;

/**
 * Source and the parse toggle apply at once; the date (typed `YYYYMMDD`) and the search words apply on 검색, after
 * the same check the server makes.
 */
export function AllProductsFilters({ sources, applied, onApply }: AllProductsFiltersProps) {
  const [date, setDate] = useState(applied.date);
  const [search, setSearch] = useState(applied.search);
  const [errors, setErrors] = useState<{ date?: string; search?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const dateError = dateFilterError(date);
    const words = allProductsQuerySchema.shape.search.safeParse(search);
    if (dateError || !words.success) {
      setErrors({ date: dateError, search: words.error?.issues[0]?.message });
      return;
    }
    setErrors({});
    onApply({ date: date.trim(), search: words.data ?? '' });
  }

  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end gap-4">
        <div className="min-w-48">
          <SourceSelect
            sources={sources}
            value={applied.source}
            onChange={(source) => onApply({ source })}
            emptyLabel="전체 소스"
          />
        </div>
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-slate-700">보기</legend>
          <div className="inline-flex rounded-lg border border-slate-300 p-0.5">
            {parseModes.map((mode) => (
              <button
                key={mode.label}
                type="button"
                aria-pressed={applied.parse === mode.parse}
                onClick={() => onApply({ parse: mode.parse })}
                className={`rounded-md px-3 py-1.5 text-sm font-medium ${applied.parse === mode.parse ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {mode.label}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-label="상품 검색 조건"
        className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-start"
      >
        <TextField
          label="날짜 (YYYYMMDD)"
          inputMode="numeric"
          maxLength={8}
          placeholder="예: 20261120"
          value={date}
          onValueChange={setDate}
          error={errors.date}
        />
        <TextField
          label="검색어"
          type="search"
          placeholder="상품명, URL, 파일명"
          value={search}
          onValueChange={setSearch}
          error={errors.search}
        />
        <Button type="submit" className="sm:mt-6">
          <Search aria-hidden="true" className="size-4" />
          검색
        </Button>
      </form>
    </div>
  );
}
