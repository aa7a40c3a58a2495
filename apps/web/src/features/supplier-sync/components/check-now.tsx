import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { formatCount } from '../../../lib/format';
import { getSyncRun, startSyncCheck, syncQueryKeys } from '../api/sync-api';
import { syncErrorText } from '../lib/sync-errors';

/** "지금 확인": starts a check of every listing of the workspace and follows it until it ends. */
export function CheckNow({ workspaceId }: { workspaceId: string }) {
  const queryClient = useQueryClient();
  const start = useMutation({ mutationFn: () => startSyncCheck(workspaceId) });
  const runId = start.data;
  const run = useQuery({
    queryKey: [...syncQueryKeys.all, 'run', runId],
    queryFn: () => getSyncRun(runId ?? ''),
    enabled: runId !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? 1_000 : false),
  });
  const status = run.data?.status;
  useEffect(() => {
    if (status !== undefined && status !== 'running') {
      void queryClient.invalidateQueries({ queryKey: syncQueryKeys.all });
    }
  }, [status, queryClient]);

  const running = start.isPending || status === 'running' || (runId !== undefined && run.data === undefined);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={() => start.mutate()} disabled={running}>
        <RefreshCw aria-hidden className={`h-4 w-4 ${running ? 'animate-spin' : ''}`} />
        {running ? '확인 중...' : '지금 확인'}
      </Button>
      <p role="status" className="text-sm text-slate-600">
        {start.isError && <span className="text-red-700">{syncErrorText(start.error)}</span>}
        {run.data?.status === 'running' &&
          `공급처 페이지를 읽는 중입니다 (${formatCount(run.data.checked_count)}/${formatCount(run.data.product_count)}).`}
        {run.data?.status === 'done' &&
          `확인을 마쳤습니다: 상품 ${formatCount(run.data.checked_count)}개, 변경 ${formatCount(run.data.change_count)}건` +
            (run.data.held_count > 0 ? ` (승인 대기 ${formatCount(run.data.held_count)}건)` : '') +
            (run.data.failed_count > 0 ? `, 마켓 반영 실패 ${formatCount(run.data.failed_count)}건` : '') +
            '.'}
        {run.data?.status === 'failed' && '확인이 중간에 멈췄습니다. 잠시 후 다시 눌러 주세요.'}
      </p>
    </div>
  );
}
