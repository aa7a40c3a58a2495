import { ExternalLink } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import type { UploadState } from '../hooks/use-single-upload';

interface ListingLinksProps {
  storeUrl: string | null;
  adminUrl: string | null;
}

/** Links to the listing in the store and in the marketplace's seller console, when the marketplace gave them. */
export function ListingLinks({ storeUrl, adminUrl }: ListingLinksProps) {
  if (!storeUrl && !adminUrl) return null;
  return (
    <span className="flex flex-wrap gap-3">
      {storeUrl && (
        <a
          href={storeUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 underline"
        >
          스토어에서 보기
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      )}
      {adminUrl && (
        <a
          href={adminUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 underline"
        >
          관리자에서 수정
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      )}
    </span>
  );
}

/** The single upload's state: in progress, the server's success message with links, or why it failed. */
export function UploadOutcome({ upload }: { upload: UploadState }) {
  switch (upload.status) {
    case 'idle':
    case 'duplicate':
    // The product card lists the review's checks with the way to fix them.
    case 'review':
      return null;
    case 'uploading':
      return <Spinner label="업로드 중..." className="justify-start" />;
    case 'success': {
      const { data } = upload.response;
      return (
        <div role="status" className="space-y-1 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
          <p className="font-medium">{upload.response.message}</p>
          <ListingLinks storeUrl={data.store_url} adminUrl={data.admin_url} />
        </div>
      );
    }
    case 'error':
      return (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {upload.text}
        </p>
      );
    default: {
      const unknown: never = upload;
      return unknown;
    }
  }
}
