import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, type MockRoutes, mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import { freeSubscription, paymentRecordFixture, planSubscription } from '../../../../test/fixtures/payments';
import { renderApp } from '../../../../test/render-app';
import { clientKeyFixture } from '../testing/fake-toss';

function mockPaymentPage(routes: MockRoutes = {}) {
  return mockApi({
    'GET /api/user/me': { body: testUser },
    'GET /api/payments/client-key': { body: clientKeyFixture },
    'GET /api/subscriptions/current': { body: freeSubscription() },
    'GET /api/payments/history': { body: { data: [] } },
    ...routes,
  });
}

function planCard(name: string) {
  return screen.getByRole('article', { name });
}

function usageValue(label: string): string | null | undefined {
  const usage = screen.getByRole('region', { name: '사용량' });
  return within(usage).getByText(label).nextElementSibling?.textContent;
}

describe('/mypage/payment', () => {
  it('is reached from 결제 관리 in the side navigation, before URL 파서', async () => {
    mockPaymentPage();
    const { app } = renderApp('/mypage/profile', { token: 'valid' });

    const nav = await screen.findByRole('navigation', { name: '마이페이지 메뉴' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.indexOf('결제 관리')).toBe(labels.indexOf('URL 파서') - 1);
    await userEvent.click(within(nav).getByRole('link', { name: '결제 관리' }));

    expect(await screen.findByRole('heading', { level: 1, name: '결제 관리' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/mypage/payment');
  });

  it('shows the free banner and, on the free tier, offers every plan with its price and features', async () => {
    mockPaymentPage();
    renderApp('/mypage/payment', { token: 'valid' });

    expect(await screen.findByText(/상품 등록 10회를 무료로 이용할 수 있고/)).toBeInTheDocument();
    const pro = await screen.findByRole('article', { name: '프로' });
    expect(pro).toHaveTextContent('99,000원');
    expect(pro).toHaveTextContent('상품 조사기 월 100회');
    expect(planCard('스타터')).toHaveTextContent('19,900원');
    expect(planCard('비즈니스')).toHaveTextContent('199,000원');
    for (const name of ['스타터', '프로', '비즈니스']) {
      const button = within(planCard(name)).getByRole('button', { name: `${name} 플랜으로 변경` });
      expect(button).toBeEnabled();
      expect(button).toHaveTextContent(/^플랜 변경$/);
    }
    expect(screen.queryByRole('button', { name: /시작하기/ })).not.toBeInTheDocument();
    expect(within(planCard('스타터')).getByText('선택됨')).toBeInTheDocument();
    expect(within(pro).queryByText('선택됨')).not.toBeInTheDocument();
  });

  it('disables only the active current plan, selects it, and offers the others as a change', async () => {
    mockPaymentPage({ 'GET /api/subscriptions/current': { body: planSubscription('pro') } });
    renderApp('/mypage/payment', { token: 'valid' });

    const current = await within(await screen.findByRole('article', { name: '프로' })).findByRole('button', {
      name: '현재 플랜',
    });
    expect(current).toBeDisabled();
    expect(within(planCard('프로')).getByText('선택됨')).toBeInTheDocument();
    expect(within(planCard('스타터')).queryByText('선택됨')).not.toBeInTheDocument();
    expect(within(planCard('스타터')).getByRole('button', { name: '스타터 플랜으로 변경' })).toBeEnabled();
    expect(
      within(planCard('비즈니스')).getByRole('button', { name: '비즈니스 플랜으로 변경' }),
    ).toBeEnabled();
    expect(screen.getAllByRole('button', { name: '현재 플랜' })).toHaveLength(1);
    expect(
      screen.getAllByRole('button', { name: /플랜으로 변경$/ }).map((button) => button.textContent),
    ).toEqual(['플랜 변경', '플랜 변경']);
  });

  it('does not treat a plan as current when its subscription is not active', async () => {
    mockPaymentPage({
      'GET /api/subscriptions/current': { body: { ...planSubscription('pro'), status: 'expired' } },
    });
    renderApp('/mypage/payment', { token: 'valid' });

    const pro = await screen.findByRole('article', { name: '프로' });
    expect(await within(pro).findByRole('button', { name: '프로 플랜으로 변경' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '현재 플랜' })).not.toBeInTheDocument();
  });

  it('shows the real free-tier usage from the server', async () => {
    mockPaymentPage({ 'GET /api/subscriptions/current': { body: freeSubscription(7) } });
    renderApp('/mypage/payment', { token: 'valid' });

    const usage = await screen.findByRole('region', { name: '사용량' });
    expect(await within(usage).findByText('남은 횟수')).toBeInTheDocument();
    expect(usageValue('남은 횟수')).toBe('3회');
    expect(usageValue('사용 횟수')).toBe('7회');
    expect(usageValue('전체 횟수')).toBe('10회');
    expect(usage).toHaveTextContent('무료 체험');
    expect(usage).toHaveTextContent('연결한 스토어 0개 / 1개');
    expect(usage).toHaveTextContent('이번 달 이미지 12 / 100장');
  });

  it('shows 무제한 for the unlimited business plan and thousands separators for counts', async () => {
    mockPaymentPage({ 'GET /api/subscriptions/current': { body: planSubscription('business', 1_234) } });
    renderApp('/mypage/payment', { token: 'valid' });

    const usage = await screen.findByRole('region', { name: '사용량' });
    await within(usage).findByText('남은 횟수');
    expect(usageValue('남은 횟수')).toBe('무제한');
    expect(usageValue('사용 횟수')).toBe('1,234회');
    expect(usageValue('전체 횟수')).toBe('무제한');
    expect(usage).toHaveTextContent('이번 달 상품 등록');
    expect(usage).toHaveTextContent('연결한 스토어 1개 / 무제한');
    expect(usage).toHaveTextContent('이번 달 이미지 123장 / 무제한');
  });

  it('shows the history loading, then empty', async () => {
    const history = deferred<Response>();
    mockPaymentPage({ 'GET /api/payments/history': () => history.promise });
    renderApp('/mypage/payment', { token: 'valid' });

    expect(await screen.findByText('결제 내역을 불러오는 중...')).toBeInTheDocument();
    history.resolve(jsonResponse(200, { data: [] }));
    expect(await screen.findByText('결제 내역이 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '결제 내역' })).not.toBeInTheDocument();
  });

  it('lists payments with date, plan, how it was paid, amount, the status words, a failure message and receipts', async () => {
    mockPaymentPage({
      'GET /api/payments/history': {
        body: {
          data: [
            paymentRecordFixture({ kind: 'billing' }),
            paymentRecordFixture({
              order_id: 'order_0002',
              plan_type: 'starter',
              amount: 19_900,
              status: 'pending',
              receipt_url: null,
            }),
            paymentRecordFixture({
              order_id: 'order_0003',
              kind: 'billing',
              status: 'failed',
              failure_message: '카드 한도가 초과되었습니다.',
              receipt_url: null,
            }),
            paymentRecordFixture({ order_id: 'order_0004', plan_type: 'business', status: 'cancelled' }),
            paymentRecordFixture({ order_id: 'order_0005', status: 'expired', receipt_url: null }),
            paymentRecordFixture({ order_id: 'order_0006', kind: 'billing', status: 'refunded' }),
            // A status word this client does not know yet (docs/product/plans-and-payments.md#payment-history: shown raw).
            { ...paymentRecordFixture({ order_id: 'order_0007' }), status: 'disputed' },
          ],
        },
      },
    });
    renderApp('/mypage/payment', { token: 'valid' });

    const table = await screen.findByRole('table', { name: '결제 내역' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['날짜', '구독 플랜', '금액', '상태']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) => within(row).getAllByRole('cell'));
    expect(cells[0]?.[0]).toHaveTextContent('2026. 06. 20. 14:30');
    expect(cells[0]?.[1]).toHaveTextContent('프로자동 결제');
    expect(cells[0]?.[2]).toHaveTextContent('99,000원');
    expect(cells[0]?.[3]).toHaveTextContent('결제 완료');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: /영수증/ })).toHaveAttribute(
      'href',
      'https://sandbox.test/receipt/order_0001',
    );
    expect(cells[1]?.[1]).toHaveTextContent('스타터결제창');
    expect(cells[1]?.[2]).toHaveTextContent('19,900원');
    expect(cells[1]?.[3]).toHaveTextContent('처리중');
    expect(cells[2]?.[3]).toHaveTextContent('실패카드 한도가 초과되었습니다.');
    expect(cells[3]?.[1]).toHaveTextContent('비즈니스');
    expect(cells[3]?.[3]).toHaveTextContent('취소');
    expect(cells[4]?.[3]).toHaveTextContent('만료');
    expect(cells[5]?.[3]).toHaveTextContent('환불');
    expect(cells[6]?.[3]).toHaveTextContent('disputed');
    // Only completed payments offer a receipt, even when a cancelled or refunded one still carries its URL.
    expect(within(table).getAllByRole('link', { name: /영수증/ })).toHaveLength(1);
  });

  it('offers a retry when the history cannot be read', async () => {
    let calls = 0;
    mockPaymentPage({
      'GET /api/payments/history': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(403, { detail: '접근 권한이 없습니다.', code: 'forbidden' })
          : jsonResponse(200, { data: [paymentRecordFixture()] });
      },
    });
    renderApp('/mypage/payment', { token: 'valid' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('결제 내역을 불러오지 못했습니다');
    expect(alert).toHaveTextContent('접근 권한이 없습니다.');
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('table', { name: '결제 내역' })).toBeInTheDocument();
  });
});
