import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import { renderApp } from '../../../../test/render-app';
import { marketOrderFixture, orderListFixture, orderWorkspaces } from '../testing/order-fixtures';

describe('/mypage/orders', () => {
  it('is reached from 주문 관리 in the side navigation, after 상품 관리, full width', async () => {
    mockApi({
      'GET /api/user/me': { body: testUser },
      'GET /api/workspaces': { body: { data: orderWorkspaces() } },
      'GET /api/orders': { body: orderListFixture([marketOrderFixture()]) },
    });
    const { app } = renderApp('/mypage/profile', { token: 'valid' });

    const nav = await screen.findByRole('navigation', { name: '마이페이지 메뉴' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '프로필',
      '워크스페이스',
      '상품 관리',
      '주문 관리',
      '결제 관리',
      'URL 파서',
      '상품 검색',
      '상품 조사기',
    ]);
    await userEvent.click(within(nav).getByRole('link', { name: '주문 관리' }));

    expect(await screen.findByRole('heading', { name: '주문 목록' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/mypage/orders');
    expect(await screen.findByRole('table', { name: '주문 목록' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '메뉴 숨기기' })).toBeInTheDocument();
  });
});
