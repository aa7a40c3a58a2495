import type { Workspace } from '@ollida/contracts/workspaces';
import { Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useBulkUpload } from '../hooks/use-bulk-upload';
import type { ParsedItem } from '../hooks/use-csv-import';
import { ErrorList } from './error-list';
import { ProductCard } from './product-card';

/** Cards shown before the rest is summarised as "+N개 더" (spec 1 §9). */
export const shownResultCards = 10;

interface ParsedResultsProps {
  items: readonly ParsedItem[];
  workspace: Workspace | null;
  disabled?: boolean;
}

/** Parsed drafts of a bulk parse and the button that uploads them all. */
export function ParsedResults({ items, workspace, disabled = false }: ParsedResultsProps) {
  const bulk = useBulkUpload();
  if (items.length === 0) return null;
  const hidden = items.length - shownResultCards;

  return (
    <section aria-label="파싱 결과" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">파싱 결과 {items.length}개</h3>
        <Button onClick={() => void bulk.uploadAll(items, workspace)} disabled={disabled || bulk.isUploading}>
          <Upload aria-hidden="true" className="size-4" />
          {bulk.isUploading ? '업로드 중...' : '전체 업로드'}
        </Button>
      </div>
      {bulk.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {bulk.message}
        </p>
      )}
      {bulk.tally && (
        <p role="status" className="text-sm font-medium text-slate-800">
          성공 {bulk.tally.success} · 실패 {bulk.tally.fail}
        </p>
      )}
      <ErrorList title="업로드 실패" errors={bulk.failures} />
      <div className="grid gap-3 lg:grid-cols-2">
        {items.slice(0, shownResultCards).map((item) => (
          <ProductCard key={`${item.index}-${item.url}`} details={item.answer.data} />
        ))}
      </div>
      {hidden > 0 && <p className="text-center text-sm text-slate-600">+{hidden}개 더</p>}
    </section>
  );
}
