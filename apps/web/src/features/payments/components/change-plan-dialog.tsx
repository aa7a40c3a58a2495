import type { Plan } from '@ollida/contracts/plans';
import type { ChangePreviewResponse } from '@ollida/contracts/subscriptions';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Modal } from '../../../components/ui/modal';
import { formatDate, formatWon } from '../../../lib/format';
import { changePlan } from '../api/subscription-actions';
import { useSubscriptionAction } from '../hooks/use-subscription-action';
import { OverLimitList } from './over-limit-list';
import { PreviewState } from './preview-state';

interface ChangePlanDialogProps {
  plan: Plan;
  onClose: () => void;
}

function ChangeSummary({ plan, preview }: { plan: Plan; preview: ChangePreviewResponse }) {
  if (preview.effective === 'now') {
    return (
      <div className="space-y-2 text-sm text-slate-700">
        <p className="font-medium text-slate-900">
          지금 {formatWon(preview.chargeNow)}이 결제되고 바로 적용됩니다 (남은 기간은 새 플랜 기간으로
          이어집니다).
        </p>
        <p>이후에는 매월 {formatWon(plan.priceWon)}이 등록한 카드로 결제됩니다.</p>
      </div>
    );
  }
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p className="font-medium text-slate-900">{formatDate(preview.effectiveAt)}부터 적용됩니다.</p>
      <p>
        그때까지 지금 플랜을 그대로 이용하고, 그날부터 매월 {formatWon(plan.priceWon)}이 결제됩니다. 지금은
        결제되지 않습니다.
      </p>
    </div>
  );
}

/** A change of a renewing subscription: what it costs and when it applies (from the server's preview), then the change. */
export function ChangePlanDialog({ plan, onClose }: ChangePlanDialogProps) {
  const change = useSubscriptionAction(() => changePlan(plan.type), onClose);
  return (
    <Modal title={`${plan.name} 플랜으로 변경`} onClose={onClose} size="md">
      <PreviewState target={plan.type}>
        {(preview) => (
          <>
            <ChangeSummary plan={plan} preview={preview} />
            <OverLimitList title="새 플랜의 한도를 넘는 항목" overLimits={preview.overLimits} />
            {change.isError && <ErrorBox title="플랜을 변경하지 못했습니다">{change.error.message}</ErrorBox>}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={onClose}>
                취소
              </Button>
              <Button disabled={change.isPending} onClick={() => change.mutate()}>
                {change.isPending ? '변경하는 중...' : `${plan.name} 플랜으로 변경`}
              </Button>
            </div>
          </>
        )}
      </PreviewState>
    </Modal>
  );
}
