import type { Workspace } from '@ollida/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { categoriesQueryOptions, type MarketplaceCategory } from '../api/search-categories';
import { callErrorText } from '../lib/messages';

interface CategoryPickerProps {
  workspace: Workspace | null;
  value: MarketplaceCategory | null;
  onChange: (category: MarketplaceCategory | null) => void;
}

/** Search the workspace's marketplace categories and pick one; without a pick the server predicts it. */
export function CategoryPicker({ workspace, value, onChange }: CategoryPickerProps) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const categories = useQuery({
    ...categoriesQueryOptions(workspace?.workspace_id ?? '', query),
    enabled: workspace !== null && query !== '',
  });

  function search() {
    setQuery(text.trim().slice(0, 100));
  }

  // Enter searches instead of saving the whole editor form.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">카테고리</legend>
      {value ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          선택한 카테고리: {value.name} (ID {value.id})
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            선택 해제
          </Button>
        </p>
      ) : (
        <p className="text-xs text-slate-500">선택하지 않으면 상품명으로 카테고리를 자동 추천합니다.</p>
      )}
      {workspace ? (
        <div className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            카테고리 검색어
          </label>
          <input
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="예: 텀블러 또는 카테고리 ID"
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <Button variant="secondary" onClick={search} disabled={text.trim() === ''}>
            검색
          </Button>
        </div>
      ) : (
        <p className="text-xs text-slate-500">카테고리를 검색하려면 워크스페이스를 선택해 주세요.</p>
      )}
      {categories.isFetching && <Spinner label="카테고리를 찾는 중..." className="justify-start" />}
      {categories.isError && <p className="text-sm text-red-700">{callErrorText(categories.error)}</p>}
      {categories.data && categories.data.length === 0 && (
        <p className="text-sm text-slate-500">검색 결과가 없습니다.</p>
      )}
      {categories.data && categories.data.length > 0 && (
        <ul aria-label="카테고리 검색 결과" className="max-h-40 space-y-1 overflow-y-auto">
          {categories.data.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                onClick={() => onChange(category)}
                aria-pressed={value?.id === category.id}
                className="w-full rounded-lg px-2 py-1 text-left text-sm hover:bg-slate-100"
              >
                {category.name} <span className="text-xs text-slate-500">({category.id})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
