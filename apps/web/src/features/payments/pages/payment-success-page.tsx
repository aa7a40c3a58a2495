import { planOf } from '@ollida/contracts/plans';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { ResultCard } from '../components/result-card';
import { usePaymentConfirmation } from '../hooks/use-payment-confirmation';
import { paymentText } from '../lib/payment-text';

/** docs/product/plans-and-payments.md#limits: the success screen moves on to the payment page after 3 s. */
const successRedirectMs = 3000;

const backToPayment = (
  <Link to={paths.myPagePayment} className={buttonClassName('primary')}>
    결제 페이지로 돌아가기
  </Link>
);

function FailedResult({ message }: { message: string }) {
  return (
    <ResultCard tone="failure" title="결제에 실패했습니다" actions={backToPayment}>
      <p role="alert">{message}</p>
    </ResultCard>
  );
}

/** The outcome is open: the buyer must not pay again, and learns where the result will show. */
function CheckingResult({ isWatching }: { isWatching: boolean }) {
  return (
    <ResultCard
      tone="checking"
      title="결제를 확인하고 있습니다"
      actions={
        <Link to={paths.myPagePayment} className={buttonClassName('primary')}>
          결제 내역 보기
        </Link>
      }
    >
      <p>{paymentText.checkingCharged}</p>
      <p className="font-semibold text-slate-900">{paymentText.checkingDoNotPayAgain}</p>
      <p role="status">{isWatching ? paymentText.checkingWatching : paymentText.checkingGaveUp}</p>
    </ResultCard>
  );
}

function SucceededResult({ planName }: { planName: string }) {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => {
      void navigate(paths.myPagePayment, { replace: true });
    }, successRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <ResultCard
      tone="success"
      title="결제가 완료되었습니다"
      actions={
        <Link to={paths.myPageProfile} className={buttonClassName('primary')}>
          내 계정으로
        </Link>
      }
    >
      <p>{planName} 플랜 구독이 활성화되었습니다.</p>
      <p role="status">3초 후 결제 페이지로 이동합니다.</p>
    </ResultCard>
  );
}

function Confirmation({
  paymentKey,
  orderId,
  amount,
}: {
  paymentKey: string;
  orderId: string;
  amount: number;
}) {
  const state = usePaymentConfirmation(paymentKey, orderId, amount);
  switch (state.status) {
    case 'processing':
      return (
        <ResultCard tone="processing" title="결제 처리 중">
          <p role="status">결제를 승인하고 있습니다. 잠시만 기다려 주세요.</p>
        </ResultCard>
      );
    case 'checking':
      return <CheckingResult isWatching={state.isWatching} />;
    case 'failed':
      return <FailedResult message={state.message} />;
    case 'succeeded':
      return <SucceededResult planName={planOf(state.planType)?.name ?? state.planType} />;
    default: {
      const unexpected: never = state;
      return unexpected;
    }
  }
}

/** The amount of the redirect as a positive whole number of won, or null. */
function amountOf(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const amount = Number(value);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/** /payment/success: where the provider returns the buyer with paymentKey, orderId and amount (docs/product/plans-and-payments.md#payment-success-screen). */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const paymentKey = params.get('paymentKey');
  const orderId = params.get('orderId');
  const amount = amountOf(params.get('amount'));

  if (!paymentKey || !orderId || amount === null) return <FailedResult message={paymentText.invalidResult} />;
  return <Confirmation key={orderId} paymentKey={paymentKey} orderId={orderId} amount={amount} />;
}
