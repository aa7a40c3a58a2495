import type { ChangePreviewResponse } from '@ollida/contracts/subscriptions';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import type { PreviewTarget } from '../../../lib/payment-query-keys';
import { changePreviewQueryOptions } from '../api/get-change-preview';

interface PreviewStateProps {
  target: PreviewTarget;
  children: (preview: ChangePreviewResponse) => ReactNode;
}

/** Reads the change preview of `target` and renders `children` with it; loading and error states in between. */
export function PreviewState({ target, children }: PreviewStateProps) {
  const preview = useQuery(changePreviewQueryOptions(target));
  if (preview.isPending) return <Spinner label="변경 내용을 확인하는 중..." className="py-6" />;
  if (preview.isError) {
    return (
      <ErrorBox
        title="변경 내용을 확인하지 못했습니다"
        action={
          <Button variant="secondary" size="sm" onClick={() => void preview.refetch()}>
            다시 시도
          </Button>
        }
      >
        {preview.error.message}
      </ErrorBox>
    );
  }
  return children(preview.data);
}
