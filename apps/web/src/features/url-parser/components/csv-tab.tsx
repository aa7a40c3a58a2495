import type { Workspace } from '@ollida/contracts/workspaces';
import { FileX } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useBulkBatch } from '../hooks/use-bulk-batch';
import { useCsvImport } from '../hooks/use-csv-import';
import { urlParserText } from '../lib/messages';
import { nonUrlColumnWarning } from '../lib/url-input';
import { BulkBatchView } from './bulk-batch-view';
import { BulkControls } from './bulk-controls';

/**
 * CSV mode: pick a .csv and its URL column (previewed here), then the server registers every URL of the column as one
 * batch, with progress, stop, and the batch followed again after a reload.
 */
export function CsvTab({ workspace }: { workspace: Workspace | null }) {
  const fileId = useId();
  const columnId = useId();
  // A new key empties the file input after "파일 삭제" (its value cannot be set to a file).
  const [inputKey, setInputKey] = useState(0);
  const [stopOnFailure, setStopOnFailure] = useState(false);
  const csv = useCsvImport();
  const bulk = useBulkBatch('csv');
  const { batch, isRunning } = bulk;
  const isBusy = csv.isReading || isRunning;
  const columnWarning = csv.table && csv.column !== '' ? nonUrlColumnWarning(csv.table, csv.column) : null;

  function removeFile() {
    csv.removeFile();
    setInputKey((key) => key + 1);
  }

  function start() {
    const urls = csv.chosenUrls();
    if (urls === null) return;
    if (!workspace) {
      csv.setMessage(urlParserText.chooseWorkspaceFirst);
      return;
    }
    void bulk.start({ urls, workspaceId: workspace.workspace_id, stopOnFirstFailure: stopOnFailure });
  }

  function reset() {
    bulk.reset();
    removeFile();
  }

  const alert = csv.message ?? bulk.error;

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
      <BulkControls
        stopOnFailure={stopOnFailure}
        onStopOnFailureChange={setStopOnFailure}
        startLabel="일괄 등록 시작"
        onStart={start}
        busy={isBusy}
        canStop={Boolean(batch) && isRunning}
        onStop={() => void bulk.stop()}
        onReset={reset}
        running={isRunning}
        alert={alert}
      />
      {batch && <BulkBatchView batch={batch} onConfirmDuplicates={() => void bulk.confirmDuplicates()} />}
    </div>
  );
}
