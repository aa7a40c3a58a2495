import type { Plan } from '@ollida/contracts/plans';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatDate, formatWon } from '../../../lib/format';
import { monthAfter } from '../lib/subscription-state';

interface SubscribeDialogProps {
  plan: Plan;
  onClose: () => void;
  /** Opens the card registration that subscribes to the plan. */
  onConfirm: () => void;
}

/**
 * The consent before a subscription: price, cycle and the next charge date next to a checkbox the seller ticks
 * themselves (it is never ticked in advance), and only then the card window.
 */
export function SubscribeDialog({ plan, onClose, onConfirm }: SubscribeDialogProps) {
  const [hasConsented, setHasConsented] = useState(false);
  const consentId = useId();
  const price = formatWon(plan.priceWon);
  const nextChargeDate = formatDate(monthAfter(new Date()));

  return (
    <Modal title={`${plan.name} 플랜 구독`} onClose={onClose} size="md">
      <p className="text-sm text-slate-700">
        카드를 등록하면 첫 달 요금 <strong className="text-slate-900">{price}</strong>이 바로 결제되고{' '}
        {plan.name} 플랜이 시작됩니다.
      </p>
      <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-4">
        <input
          id={consentId}
          type="checkbox"
          checked={hasConsented}
          onChange={(event) => setHasConsented(event.target.checked)}
          className="mt-1 size-4 shrink-0"
        />
        <label htmlFor={consentId} className="text-sm text-slate-800">
          매월 {price}이 등록한 카드로 자동 결제되며, 다음 결제일은 {nextChargeDate}입니다. 언제든지 해지할 수
          있습니다.
        </label>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          취소
        </Button>
        <Button disabled={!hasConsented} onClick={onConfirm}>
          카드 등록하고 결제하기
        </Button>
      </div>
    </Modal>
  );
}
