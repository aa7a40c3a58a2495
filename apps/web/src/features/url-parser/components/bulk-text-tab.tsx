import type { Workspace } from '@ollida/contracts/workspaces';
import { Play, RotateCcw, Square } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useBulkBatch } from '../hooks/use-bulk-batch';
import { urlParserText } from '../lib/messages';
import { countFilledLines, urlsFromLines } from '../lib/url-input';
import { BulkBatchView } from './bulk-batch-view';
import { BulkProgress, type ProgressRow } from './bulk-progress';

/** Bulk-text mode: one URL per line, registered as a list, then parsed and uploaded by the server as one batch. */
export function BulkTextTab({ workspace }: { workspace: Workspace | null }) {
  const textId = useId();
  const [text, setText] = useState('');
  const [list, setList] = useState<string[]>([]);
  const [stopOnFailure, setStopOnFailure] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const bulk = useBulkBatch('bulk-text');
  const { batch, isRunning } = bulk;

  function register() {
    const urls = urlsFromLines(text);
    setList(urls);
    bulk.reset();
    setMessage(urls.length === 0 ? urlParserText.noValidLines : null);
  }

  function start() {
    if (!workspace) {
      setMessage(urlParserText.chooseWorkspaceFirst);
      return;
    }
    if (list.length === 0) {
      setMessage(urlParserText.registerFirst);
      return;
    }
    setMessage(null);
    void bulk.start({ urls: list, workspaceId: workspace.workspace_id, stopOnFirstFailure: stopOnFailure });
  }

  function reset() {
    bulk.reset();
    setText('');
    setList([]);
    setMessage(null);
  }

  const listed: ProgressRow[] = list.map((url, index) => ({
    key: `${index}-${url}`,
    url,
    status: 'waiting',
    message: null,
  }));
  const alert = message ?? bulk.error;

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <label htmlFor={textId} className="block text-sm font-medium text-slate-700">
          상품 URL 목록 (한 줄에 하나)
        </label>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={isRunning}
          rows={8}
          placeholder={'https://shop.example.com/product/1\nhttps://shop.example.com/product/2'}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500"
        />
        <p className="text-xs text-slate-500">{countFilledLines(text)}줄 입력됨</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={register} disabled={isRunning}>
          목록 등록
        </Button>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={stopOnFailure}
            onChange={(event) => setStopOnFailure(event.target.checked)}
            disabled={isRunning}
          />
          실패 시 중단
        </label>
        <div className="ml-auto flex gap-2">
          <Button onClick={start} disabled={isRunning}>
            <Play aria-hidden="true" className="size-4" />
            시작
          </Button>
          <Button variant="secondary" onClick={() => void bulk.stop()} disabled={!batch || !isRunning}>
            <Square aria-hidden="true" className="size-4" />
            중지
          </Button>
          <Button variant="ghost" onClick={reset} disabled={isRunning}>
            <RotateCcw aria-hidden="true" className="size-4" />
            초기화
          </Button>
        </div>
      </div>
      {alert && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {alert}
        </p>
      )}
      {batch ? (
        <BulkBatchView batch={batch} onConfirmDuplicates={() => void bulk.confirmDuplicates()} />
      ) : (
        listed.length > 0 && (
          <BulkProgress rows={listed} summary={{ total: listed.length, success: 0, fail: 0 }} />
        )
      )}
    </div>
  );
}
