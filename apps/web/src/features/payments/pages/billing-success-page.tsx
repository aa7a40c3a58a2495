import { planOf } from '@ollida/contracts/plans';
import type { BillingIssueResponse } from '@ollida/contracts/subscriptions';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { formatWon } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { ResultCard } from '../components/result-card';
import { useBillingIssue } from '../hooks/use-billing-issue';
import { billingText } from '../lib/payment-text';

/** As after a one-off payment (docs/product/plans-and-payments.md#limits): the success screen moves on to the payment page after 3 s. */
const successRedirectMs = 3000;

const backToPayment = (
  <Link to={paths.myPagePayment} className={buttonClassName('primary')}>
    결제 페이지로 돌아가기
  </Link>
);

function FailedResult({ message }: { message: string }) {
  return (
    <ResultCard tone="failure" title="카드 등록에 실패했습니다" actions={backToPayment}>
      <p role="alert">{message}</p>
    </ResultCard>
  );
}

function FirstCharge({ payment }: { payment: NonNullable<BillingIssueResponse['payment']> }) {
  const planName = planOf(payment.plan_type)?.name ?? payment.plan_type;
  if (payment.status !== 'completed') {
    return <p>{planName} 플랜 첫 달 요금 결제를 확인하고 있습니다. 결과는 결제 내역에 표시됩니다.</p>;
  }
  return (
    <p>
      {planName} 플랜 첫 달 요금 {formatWon(payment.amount)}이 결제되었습니다.
    </p>
  );
}

function SucceededResult({ result }: { result: BillingIssueResponse }) {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => {
      void navigate(paths.myPagePayment, { replace: true });
    }, successRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <ResultCard tone="success" title="카드가 등록되었습니다" actions={backToPayment}>
      {result.payment && <FirstCharge payment={result.payment} />}
      {result.bonusUses > 0 && (
        <p className="font-medium text-indigo-700">무료 등록 {result.bonusUses}회가 추가되었습니다.</p>
      )}
      <p role="status">3초 후 결제 페이지로 이동합니다.</p>
    </ResultCard>
  );
}

function Issue({ customerKey, authKey }: { customerKey: string; authKey: string }) {
  const state = useBillingIssue(customerKey, authKey);
  switch (state.status) {
    case 'processing':
      return (
        <ResultCard tone="processing" title="카드 등록 중">
          <p role="status">카드를 등록하고 있습니다. 잠시만 기다려 주세요.</p>
        </ResultCard>
      );
    case 'failed':
      return <FailedResult message={state.message} />;
    case 'succeeded':
      return <SucceededResult result={state.result} />;
    default: {
      const unexpected: never = state;
      return unexpected;
    }
  }
}

/** /billing/success: where the provider returns the seller with customerKey and authKey after a card registration. */
export function BillingSuccessPage() {
  const [params] = useSearchParams();
  const customerKey = params.get('customerKey');
  const authKey = params.get('authKey');

  if (!customerKey || !authKey) return <FailedResult message={billingText.invalidResult} />;
  return <Issue key={authKey} customerKey={customerKey} authKey={authKey} />;
}
