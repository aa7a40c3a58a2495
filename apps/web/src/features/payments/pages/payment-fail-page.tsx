import { orderIdPattern } from '@ollida/contracts/payments';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { abandonPayment } from '../api/abandon-payment';
import { ResultCard } from '../components/result-card';
import { paymentText } from '../lib/payment-text';

// One report per order and page load (StrictMode runs effects twice in development).
const reportedOrders = new Set<string>();

/** Tells the server the buyer left the window of `orderId`, so its order stops waiting; best effort. */
function reportAbandoned(orderId: string, code: string | null): void {
  if (!orderIdPattern.test(orderId) || reportedOrders.has(orderId)) return;
  reportedOrders.add(orderId);
  abandonPayment({ order_id: orderId, code: code?.slice(0, 64) || undefined }).catch(() => undefined);
}

/** /payment/fail: the provider's message and code (docs/product/plans-and-payments.md#payment-fail-screen); nothing was charged. */
export function PaymentFailPage() {
  const [params] = useSearchParams();
  const message = params.get('message') || paymentText.cancelled;
  const code = params.get('code');
  const orderId = params.get('orderId');

  useEffect(() => {
    if (orderId) reportAbandoned(orderId, code);
  }, [orderId, code]);

  return (
    <ResultCard
      tone="failure"
      title="결제가 완료되지 않았습니다"
      actions={
        <>
          <Link to={paths.myPagePayment} className={buttonClassName('primary')}>
            다시 시도
          </Link>
          <Link to={paths.myPage} className={buttonClassName('secondary')}>
            마이페이지로
          </Link>
        </>
      }
    >
      <p role="alert">{message}</p>
      {code && <p className="text-xs text-slate-500">오류 코드: {code}</p>}
    </ResultCard>
  );
}
