import type { ExistingListing } from '@ollida/contracts/uploads';
import { Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { parseUrl } from '../api/parse-url';
import type { DraftUpload } from '../hooks/use-upload-draft';
import { useUploadDraft } from '../hooks/use-upload-draft';
import { useWorkspaceChoice } from '../hooks/use-workspace-choice';
import {
  bulkParseErrorText,
  duplicateOf,
  reviewChecksOf,
  uploadErrorText,
  urlParserText,
} from '../lib/messages';
import { normalizeUrl } from '../lib/url-input';
import { BulkProgress, type ProgressRow } from './bulk-progress';
import { DuplicateDialog } from './duplicate-dialog';
import { WorkspacePicker } from './workspace-picker';

/**
 * The shorter tool (docs/product/listing.md#quick-upload-panel): one source URL at a time, parsed and uploaded to the chosen workspace.
 * `onUploaded` runs after each upload attempt, so a list of uploads can reload.
 */
export function QuickUploadPanel({ onUploaded }: { onUploaded?: () => void }) {
  const inputId = useId();
  const choice = useWorkspaceChoice();
  const uploadDraft = useUploadDraft();
  const [url, setUrl] = useState('');
  const [rows, setRows] = useState<ProgressRow[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const nextKey = useRef(0);
  /** An upload refused as a duplicate, waiting for the seller's 그래도 등록 (or 취소). */
  const [duplicate, setDuplicate] = useState<{
    key: string;
    name: string;
    draft: DraftUpload;
    existing: ExistingListing;
  } | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const isBusy = rows.some((row) => row.status === 'parsing' || row.status === 'uploading');

  function update(key: string, change: Partial<ProgressRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }

  async function upload(key: string, name: string, draft: DraftUpload) {
    const response = await uploadDraft(draft);
    update(key, {
      status: 'success',
      message: `${name} — ${response.message}`,
      storeUrl: response.data.store_url,
    });
    onUploaded?.();
  }

  /** 그래도 등록: the same draft again, past the duplicate check (the single-URL flow's choice). */
  async function confirmDuplicate() {
    if (!duplicate) return;
    const { key, name, draft } = duplicate;
    setIsConfirming(true);
    update(key, { status: 'uploading', message: name });
    try {
      await upload(key, name, { ...draft, confirmDuplicate: true });
    } catch (error) {
      update(key, { status: 'failure', message: uploadErrorText(error) });
      onUploaded?.();
    } finally {
      setIsConfirming(false);
      setDuplicate(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const source = normalizeUrl(url);
    // docs/product/listing.md#quick-upload-panel: an empty input does nothing in the shorter tool.
    if (source === null) return;
    const { workspace } = choice;
    if (!workspace) {
      setMessage(urlParserText.chooseWorkspaceFirst);
      return;
    }
    setMessage(null);
    nextKey.current += 1;
    const key = String(nextKey.current);
    setRows((current) => [{ key, url: source, status: 'parsing', message: null }, ...current]);
    let pending: { name: string; draft: DraftUpload } | null = null;
    try {
      const answer = await parseUrl(source, undefined, workspace.workspace_id);
      pending = {
        name: answer.data.displayProductName,
        draft: { workspace, details: answer.data, isPriced: false },
      };
      update(key, { status: 'uploading', message: pending.name });
      setUrl('');
      await upload(key, pending.name, pending.draft);
    } catch (error) {
      const failed = pending ? uploadErrorText(error) : bulkParseErrorText(error, source);
      const checks = reviewChecksOf(error)?.filter((check) => check.severity === 'error');
      update(key, { status: 'failure', message: failed, ...(checks ? { checks } : {}) });
      const existing = duplicateOf(error);
      if (pending && existing) setDuplicate({ key, ...pending, existing });
      // A refused upload is saved as a failed attempt too.
      if (pending) onUploaded?.();
    }
  }

  const summary = {
    total: rows.length,
    success: rows.filter((row) => row.status === 'success').length,
    fail: rows.filter((row) => row.status === 'failure').length,
  };

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={`${inputId}-heading`} className="text-lg font-bold text-slate-900">
        빠른 상품 등록
      </h2>
      <WorkspacePicker choice={choice} disabled={isBusy} />
      <form onSubmit={(event) => void submit(event)} className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          원본 상품 URL
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            disabled={isBusy}
            placeholder="https://shop.example.com/product/123"
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500"
          />
          <Button type="submit" disabled={isBusy}>
            <Upload aria-hidden="true" className="size-4" />
            등록
          </Button>
        </div>
      </form>
      {message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      )}
      {rows.length > 0 && <BulkProgress rows={rows} summary={summary} />}
      {duplicate && (
        <DuplicateDialog
          existing={duplicate.existing}
          isSending={isConfirming}
          onConfirm={() => void confirmDuplicate()}
          onCancel={() => setDuplicate(null)}
        />
      )}
    </section>
  );
}
