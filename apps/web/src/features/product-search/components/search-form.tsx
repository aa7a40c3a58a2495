import { productSearchBodySchema, searchKeywordMaxLength } from '@ollida/contracts/product-search';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { SearchProductInput } from '../api/search-product';

interface SearchFormProps {
  onSearch: (input: SearchProductInput) => void;
  isSearching: boolean;
}

/** Product URL (required after trimming) and an optional keyword, checked with the server's own schema. */
export function SearchForm({ onSearch, isSearching }: SearchFormProps) {
  const [url, setUrl] = useState('');
  const [keyword, setKeyword] = useState('');
  const [errors, setErrors] = useState<{ url?: string; keyword?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = productSearchBodySchema.safeParse({ url, search_keyword: keyword });
    if (!parsed.success) {
      const messageOf = (field: string) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ url: messageOf('url'), keyword: messageOf('search_keyword') });
      return;
    }
    setErrors({});
    onSearch(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="상품 검색" className="space-y-4">
      <TextField
        label="상품 URL"
        type="url"
        inputMode="url"
        value={url}
        onValueChange={setUrl}
        error={errors.url}
        placeholder="https://"
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        label="검색 키워드 (선택)"
        value={keyword}
        onValueChange={setKeyword}
        error={errors.keyword}
        maxLength={searchKeywordMaxLength}
        hint="검색한 이유나 찾던 키워드를 함께 기록해 둘 수 있습니다."
      />
      <Button type="submit" disabled={isSearching}>
        <Search aria-hidden="true" className="size-4" />
        {isSearching ? '검색 중...' : '검색'}
      </Button>
    </form>
  );
}
