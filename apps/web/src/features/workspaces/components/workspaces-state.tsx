import { FolderPlus, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { isApiError } from '../../../lib/api-client';
import { errorDetail, isNetworkError, serverUnreachableText } from '../../../lib/error-text';

/** The list failed: the server's detail (or that it cannot be reached) and a retry. */
export function WorkspacesError({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <ErrorBox
      title="워크스페이스 목록을 불러오지 못했습니다"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={isRetrying}>
          <RotateCw aria-hidden="true" className="size-4" />
          다시 시도
        </Button>
      }
    >
      <p>{isNetworkError(error) ? serverUnreachableText : `API 오류: ${errorDetail(error)}`}</p>
      {isApiError(error) && (
        <p className="mt-1 font-mono text-xs text-red-700">
          오류 코드: {error.code} (HTTP {error.status})
        </p>
      )}
    </ErrorBox>
  );
}

export function WorkspacesEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <FolderPlus aria-hidden="true" className="size-10 text-slate-400" />
      <div className="space-y-1">
        <p className="font-semibold text-slate-900">아직 워크스페이스가 없습니다.</p>
        <p className="text-sm text-slate-600">
          쿠팡 Wing이나 네이버 스마트스토어를 연결해 상품 등록을 시작해 보세요.
        </p>
      </div>
      <Button onClick={onCreate}>첫 워크스페이스 만들기</Button>
    </div>
  );
}
