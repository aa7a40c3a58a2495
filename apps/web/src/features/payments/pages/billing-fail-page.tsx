import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { ResultCard } from '../components/result-card';
import { billingCancelCode, billingText } from '../lib/payment-text';

/** /billing/fail: the provider's message of a card registration that did not finish; nothing was charged. */
export function BillingFailPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const isCancel = code === billingCancelCode;
  const message = isCancel ? billingText.cancelled : params.get('message') || billingText.issueFailed;

  return (
    <ResultCard
      tone="failure"
      title="카드 등록이 완료되지 않았습니다"
      actions={
        <Link to={paths.myPagePayment} className={buttonClassName('primary')}>
          결제 페이지로 돌아가기
        </Link>
      }
    >
      <p role="alert">{message}</p>
      {code && !isCancel && <p className="text-xs text-slate-500">오류 코드: {code}</p>}
    </ResultCard>
  );
}
