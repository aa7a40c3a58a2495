import type { Workspace } from '@ollida/contracts/workspaces';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useBulkBatch } from '../hooks/use-bulk-batch';
import { urlParserText } from '../lib/messages';
import { countFilledLines, urlsFromLines } from '../lib/url-input';
import { BulkBatchView } from './bulk-batch-view';
import { BulkControls } from './bulk-controls';
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
      <BulkControls
        leading={
          <Button variant="secondary" onClick={register} disabled={isRunning}>
            목록 등록
          </Button>
        }
        stopOnFailure={stopOnFailure}
        onStopOnFailureChange={setStopOnFailure}
        startLabel="시작"
        onStart={start}
        busy={isRunning}
        canStop={Boolean(batch) && isRunning}
        onStop={() => void bulk.stop()}
        onReset={reset}
        running={isRunning}
        alert={alert}
      />
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
