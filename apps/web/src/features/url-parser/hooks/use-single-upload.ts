import type { ProductDetails, UrlParserResponse } from '@ollida/contracts/product-details';
import type { ReviewCheck } from '@ollida/contracts/review-check';
import type { ExistingListing, UploadResponse } from '@ollida/contracts/uploads';
import type { Workspace } from '@ollida/contracts/workspaces';
import { useRef, useState } from 'react';
import { useParseUrl } from '../api/parse-url';
import type { MarketplaceCategory } from '../api/search-categories';
import { duplicateOf, parseErrorText, reviewChecksOf, uploadErrorText, urlParserText } from '../lib/messages';
import { type DraftUpload, useUploadDraft } from './use-upload-draft';

/** What the seller changed in the draft editor; uploaded instead of the parsed draft. */
export interface DraftEdit {
  details: ProductDetails;
  category: MarketplaceCategory | null;
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading' }
  | { status: 'success'; response: UploadResponse }
  | { status: 'error'; text: string }
  /** The pre-upload review refused the draft (422 `listing_review_failed`): nothing was sent to the marketplace. */
  | { status: 'review'; text: string; checks: ReviewCheck[] }
  | { status: 'duplicate'; existing: ExistingListing; request: DraftUpload };

const idle: UploadState = { status: 'idle' };

/** Single-URL mode: parse, optional edit, then upload; the first upload runs by itself once per parse. */
export function useSingleUpload(workspace: Workspace | null) {
  const parse = useParseUrl();
  const uploadDraft = useUploadDraft();
  const [parsed, setParsed] = useState<UrlParserResponse | null>(null);
  const [edit, setEdit] = useState<DraftEdit | null>(null);
  const [upload, setUpload] = useState<UploadState>(idle);
  const [message, setMessage] = useState<string | null>(null);
  // The parse callback runs later; it must see the workspace chosen by then, not the one at click time.
  const workspaceRef = useRef(workspace);
  workspaceRef.current = workspace;
  // A new parse makes the answers of older uploads irrelevant.
  const generation = useRef(0);

  async function send(request: DraftUpload) {
    const own = generation.current;
    setUpload({ status: 'uploading' });
    try {
      const response = await uploadDraft(request);
      if (own === generation.current) setUpload({ status: 'success', response });
    } catch (error) {
      if (own !== generation.current) return;
      const existing = duplicateOf(error);
      const checks = reviewChecksOf(error);
      if (existing) setUpload({ status: 'duplicate', existing, request });
      else if (checks) setUpload({ status: 'review', text: uploadErrorText(error), checks });
      else setUpload({ status: 'error', text: uploadErrorText(error) });
    }
  }

  /** Forgets the last parse (card, edit, upload, message), e.g. when the address is erased. */
  function clear(text: string | null = null) {
    generation.current += 1;
    setMessage(text);
    setParsed(null);
    setEdit(null);
    setUpload(idle);
  }

  function start(url: string | null) {
    if (url === null) {
      setMessage(urlParserText.blankUrl);
      return;
    }
    generation.current += 1;
    setMessage(null);
    setParsed(null);
    setEdit(null);
    setUpload(idle);
    parse.mutate(
      { url, workspaceId: workspaceRef.current?.workspace_id },
      {
        onSuccess: (answer) => {
          setParsed(answer);
          const target = workspaceRef.current;
          if (target) void send({ workspace: target, details: answer.data, isPriced: false });
        },
        onError: (error) => setMessage(parseErrorText(error)),
      },
    );
  }

  function uploadNow() {
    if (!parsed || !workspace) {
      setUpload({ status: 'error', text: urlParserText.needDataAndWorkspace });
      return;
    }
    void send({
      workspace,
      details: edit?.details ?? parsed.data,
      isPriced: edit !== null,
      categoryId: edit?.category?.id,
    });
  }

  function confirmDuplicate() {
    if (upload.status === 'duplicate') void send({ ...upload.request, confirmDuplicate: true });
  }

  return {
    start,
    clear,
    isParsing: parse.isPending,
    message,
    parsed,
    edit,
    saveEdit: (next: DraftEdit) => {
      setEdit(next);
      // The review's refusal was about the draft before this edit.
      setUpload((current) => (current.status === 'review' ? idle : current));
    },
    upload,
    uploadNow,
    confirmDuplicate,
    cancelDuplicate: () => setUpload(idle),
  };
}
