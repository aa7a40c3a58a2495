import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import { renderApp } from '../../../../test/render-app';

describe('/product-search', () => {
  it('is reached from 상품 검색 in the side navigation, inside the account shell', async () => {
    mockApi({ 'GET /api/user/me': { body: testUser } });
    const { app } = renderApp('/mypage/profile', { token: 'valid' });

    const nav = await screen.findByRole('navigation', { name: '마이페이지 메뉴' });
    const link = within(nav).getByRole('link', { name: '상품 검색' });
    expect(link).toHaveAttribute('href', '/product-search');
    await userEvent.click(link);

    expect(await screen.findByRole('heading', { name: '상품 검색', level: 1 })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/product-search');
    expect(within(nav).getByRole('link', { name: '상품 검색' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('banner')).toHaveTextContent(testUser.email);
  });

  it('sends a signed-out visitor to the login page', async () => {
    mockApi();
    const { app } = renderApp('/product-search');
    await screen.findByRole('heading', { name: '올리다에 오신 것을 환영합니다' });
    expect(app.router.state.location.pathname).toBe('/login');
  });
});
