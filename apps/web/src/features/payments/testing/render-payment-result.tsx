import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '../../../lib/paths';
import { BillingFailPage } from '../pages/billing-fail-page';
import { BillingSuccessPage } from '../pages/billing-success-page';
import { PaymentFailPage } from '../pages/payment-fail-page';
import { PaymentSuccessPage } from '../pages/payment-success-page';

/**
 * Renders a payment or card registration result page at `url` under StrictMode (as `main.tsx` does, effects run twice), with stand-ins for
 * the pages its buttons lead to.
 */
export function renderPaymentResult(url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: paths.paymentSuccess, element: <PaymentSuccessPage /> },
      { path: paths.paymentFail, element: <PaymentFailPage /> },
      { path: paths.billingSuccess, element: <BillingSuccessPage /> },
      { path: paths.billingFail, element: <BillingFailPage /> },
      { path: paths.myPagePayment, element: <h1>결제 관리 화면</h1> },
      { path: paths.myPageProfile, element: <h1>프로필 화면</h1> },
      { path: paths.myPage, element: <h1>마이페이지 화면</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, queryClient };
}
