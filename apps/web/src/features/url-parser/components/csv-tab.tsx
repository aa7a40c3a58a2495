import type { Workspace } from '@ollida/contracts/workspaces';
import { FileX, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCsvImport } from '../hooks/use-csv-import';
import { nonUrlColumnWarning } from '../lib/url-input';
import { progressPercent } from './bulk-progress';
import { ErrorList } from './error-list';
import { ParsedResults } from './parsed-results';

/** CSV mode: pick a .csv, choose its URL column, parse every URL, then upload the drafts. */
export function CsvTab({ workspace }: { workspace: Workspace | null }) {
  const fileId = useId();
  const columnId = useId();
  // A new key empties the file input after "파일 삭제" (its value cannot be set to a file).
  const [inputKey, setInputKey] = useState(0);
  const csv = useCsvImport(workspace?.workspace_id);
  const isBusy = csv.isReading || csv.isParsing;
  const { progress } = csv;
  const columnWarning = csv.table && csv.column !== '' ? nonUrlColumnWarning(csv.table, csv.column) : null;

  function removeFile() {
    csv.removeFile();
    setInputKey((key) => key + 1);
  }

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
          CSV 파일
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <input
            key={inputKey}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            disabled={isBusy}
            onChange={(event) => void csv.pickFile(event.target.files?.[0] ?? null)}
            className="text-sm"
          />
          {csv.file && (
            <Button variant="ghost" size="sm" onClick={removeFile} disabled={isBusy}>
              <FileX aria-hidden="true" className="size-4" />
              파일 삭제
            </Button>
          )}
        </div>
      </div>
      {csv.isReading && <Spinner label="CSV 파일을 읽는 중..." className="justify-start" />}
      {csv.table && (
        <div className="space-y-2">
          <label htmlFor={columnId} className="block text-sm font-medium text-slate-700">
            URL 컬럼
          </label>
          <select
            id={columnId}
            value={csv.column}
            onChange={(event) => csv.setColumn(event.target.value)}
            disabled={isBusy}
            className="min-w-64 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm"
          >
            <option value="">컬럼 선택</option>
            {csv.table.headers.map((header) => (
              <option key={header} value={header}>
                {header}
              </option>
            ))}
          </select>
          {columnWarning && <p className="text-sm text-amber-800">{columnWarning}</p>}
          {csv.preview.length > 0 && (
            <ul aria-label="URL 미리보기" className="space-y-0.5 text-xs text-slate-600">
              {csv.preview.map((entry) => (
                <li key={entry.row} className="break-all">
                  {entry.url}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Button onClick={() => void csv.parseAll()} disabled={isBusy}>
        <Play aria-hidden="true" className="size-4" />
        {progress && csv.isParsing
          ? `파싱 중 ${progressPercent({ total: progress.total, success: progress.done, fail: 0 })}%`
          : '일괄 파싱 시작'}
      </Button>
      {progress && !csv.isParsing && (
        <p className="text-sm text-slate-600">
          {progress.total}개 중 {csv.parsed.length}개 파싱 완료 (100%)
        </p>
      )}
      {csv.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {csv.message}
        </p>
      )}
      <ErrorList title="파싱 실패" errors={csv.failed} />
      <ParsedResults items={csv.parsed} workspace={workspace} disabled={isBusy} />
    </div>
  );
}
