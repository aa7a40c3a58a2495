import type { CurrentSubscription } from '@ollida/contracts/payments';
import { tierName } from '@ollida/contracts/plans';
import type { ChangePreviewResponse } from '@ollida/contracts/subscriptions';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Modal } from '../../../components/ui/modal';
import { formatDate, formatWon } from '../../../lib/format';
import { cancelSubscription } from '../api/subscription-actions';
import { useSubscriptionAction } from '../hooks/use-subscription-action';
import { OverLimitList } from './over-limit-list';
import { PreviewState } from './preview-state';

interface CancelDialogProps {
  subscription: CurrentSubscription;
  onClose: () => void;
}

function CancelSummary({ planName, preview }: { planName: string; preview: ChangePreviewResponse }) {
  if (preview.refundNow > 0) {
    return (
      <p className="text-sm font-medium text-slate-900">
        지금 해지하면 결제한 {formatWon(preview.refundNow)}이 환불되고 {planName} 플랜이 바로 끝납니다.
      </p>
    );
  }
  return (
    <p className="text-sm font-medium text-slate-900">
      {formatDate(preview.effectiveAt)}까지 {planName} 플랜을 그대로 이용할 수 있고, 그 뒤로는 결제되지
      않습니다.
    </p>
  );
}

/**
 * The cancellation: what ends when, a refund if there is one, what exceeds the free tier; one confirmation only (the
 * law forbids asking again and again).
 */
export function CancelDialog({ subscription, onClose }: CancelDialogProps) {
  const cancel = useSubscriptionAction(cancelSubscription, onClose);
  const planName = tierName(subscription.planType ?? 'free');
  return (
    <Modal title="구독 해지" onClose={onClose} size="md">
      <PreviewState target="free">
        {(preview) => (
          <>
            <CancelSummary planName={planName} preview={preview} />
            <p className="text-sm text-slate-700">해지 후에는 무료 체험 한도로 이용합니다.</p>
            <OverLimitList title="무료 체험 한도를 넘는 항목" overLimits={preview.overLimits} />
            {cancel.isError && <ErrorBox title="구독을 해지하지 못했습니다">{cancel.error.message}</ErrorBox>}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={onClose}>
                닫기
              </Button>
              <Button disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                {cancel.isPending ? '해지하는 중...' : '구독 해지'}
              </Button>
            </div>
          </>
        )}
      </PreviewState>
    </Modal>
  );
}
