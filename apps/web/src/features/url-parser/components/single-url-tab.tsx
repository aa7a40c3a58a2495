import { priceSummaryOf } from '@ollida/contracts/listing-review';
import { defaultPriceRule, overseasCostOf, priceDraft } from '@ollida/contracts/price-rule';
import type { Workspace } from '@ollida/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { PencilLine, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatWon } from '../../../lib/format';
import { uploadSettingsQueryOptions } from '../api/get-upload-settings';
import { useSingleUpload } from '../hooks/use-single-upload';
import { normalizeUrl, unsupportedSchemeText } from '../lib/url-input';
import { DraftEditorModal } from './draft-editor-modal';
import { DuplicateDialog } from './duplicate-dialog';
import { ProductCard } from './product-card';
import { UploadOutcome } from './upload-outcome';

/** Single-URL mode: parse one page, review or edit the draft, upload (automatically once when a store is chosen). */
export function SingleUrlTab({
  workspace,
  onOpenSettings,
}: {
  workspace: Workspace | null;
  /** Opens the workspace's upload settings (exchange rates, price rule). */
  onOpenSettings?: () => void;
}) {
  const inputId = useId();
  const [url, setUrl] = useState('');
  const [isEditing, setIsEditing] = useState(false);
  const single = useSingleUpload(workspace);
  const settings = useQuery({
    ...uploadSettingsQueryOptions(workspace?.workspace_id ?? ''),
    enabled: workspace !== null,
  });
  const rule = settings.data?.price_rule ?? defaultPriceRule;
  const ruleNote = settings.data
    ? '워크스페이스 가격 규칙'
    : `기본 가격 규칙 (마진 ${defaultPriceRule.margin_percent}%, 최소 ${formatWon(defaultPriceRule.min_margin_won)})`;
  const isUploading = single.upload.status === 'uploading';
  const isBusy = single.isParsing || isUploading;

  function submit(event: FormEvent) {
    event.preventDefault();
    const unsupported = unsupportedSchemeText(url);
    if (unsupported) single.clear(unsupported);
    else single.start(normalizeUrl(url));
  }

  const { parsed, upload } = single;
  // What the upload will carry: the seller's edit, else the parsed draft priced by the workspace's rule.
  const listing = parsed ? (single.edit?.details ?? priceDraft(parsed.data, rule)) : null;
  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          상품 URL
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              // Erasing the address (spaces count as erased) takes the old card away with it.
              if (event.target.value.trim() === '') single.clear();
            }}
            disabled={isBusy}
            placeholder="https://shop.example.com/product/123"
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500"
          />
          <Button type="submit" disabled={url.trim() === '' || isBusy}>
            파싱
          </Button>
        </div>
      </form>
      {single.isParsing && <Spinner label="상품 정보를 읽는 중..." className="justify-start" />}
      {single.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {single.message}
        </p>
      )}
      {parsed && (
        <ProductCard
          details={single.edit?.details ?? parsed.data}
          supplier={parsed.data}
          source={parsed.source}
          rule={single.edit ? undefined : rule}
          onOpenSettings={workspace ? onOpenSettings : undefined}
          listingPrice={listing ? priceSummaryOf(listing, overseasCostOf(listing, rule)) : undefined}
          reviewChecks={upload.status === 'review' ? upload.checks : undefined}
          onFixInDraft={() => setIsEditing(true)}
        >
          <p className="text-xs text-slate-500">
            {single.edit
              ? `편집한 초안으로 업로드합니다.${single.edit.category ? ` 카테고리 ${single.edit.category.name}` : ''}`
              : '업로드할 때 워크스페이스의 가격 규칙이 적용됩니다.'}
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)} disabled={isBusy}>
              <PencilLine aria-hidden="true" className="size-4" />
              초안 편집
            </Button>
            <Button size="sm" onClick={single.uploadNow} disabled={isBusy}>
              <Upload aria-hidden="true" className="size-4" />
              업로드
            </Button>
          </div>
        </ProductCard>
      )}
      <UploadOutcome upload={upload} />
      {upload.status === 'duplicate' && (
        <DuplicateDialog
          existing={upload.existing}
          isSending={isUploading}
          onConfirm={single.confirmDuplicate}
          onCancel={single.cancelDuplicate}
        />
      )}
      {isEditing && parsed && (
        <DraftEditorModal
          supplier={parsed.data}
          edit={single.edit}
          rule={rule}
          ruleNote={ruleNote}
          workspace={workspace}
          onSave={(edit) => {
            single.saveEdit(edit);
            setIsEditing(false);
          }}
          onClose={() => setIsEditing(false)}
        />
      )}
    </div>
  );
}
