import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import { renderApp } from '../../../../test/render-app';
import {
  htmlFilesPage,
  sitesResponse,
  sourcesResponse,
  statsResponse,
} from '../testing/investigator-fixtures';

const investigatorRoutes = {
  'GET /api/user/me': { body: testUser },
  'GET /api/product-investigator/supported-sites': { body: sitesResponse },
  'GET /api/product-investigator/sources': { body: sourcesResponse },
  'GET /api/product-investigator/stats': { body: statsResponse },
  'GET /api/product-investigator/products/all': {
    body: { products: [], total: 0, total_pages: 0, page: 1, limit: 50 },
  },
  'GET /api/product-investigator/html-files': { body: htmlFilesPage([]) },
};

describe('/product-investigator', () => {
  it('is reached from 상품 조사기 in the side navigation and opens on the crawler tab, full width', async () => {
    mockApi(investigatorRoutes);
    const { app } = renderApp('/mypage/profile', { token: 'valid' });

    const nav = await screen.findByRole('navigation', { name: '마이페이지 메뉴' });
    await userEvent.click(within(nav).getByRole('link', { name: '상품 조사기' }));

    expect(await screen.findByRole('heading', { name: '상품 조사기', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: '크롤링 설정' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/product-investigator/crawler');
    expect(within(nav).getByRole('link', { name: '상품 조사기' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '메뉴 숨기기' })).toBeInTheDocument();
  });

  it.each(['/product-investigator', '/product-investigator/unknown'])(
    'redirects %s to the crawler tab',
    async (url) => {
      mockApi(investigatorRoutes);
      const { app } = renderApp(url, { token: 'valid' });

      expect(await screen.findByRole('form', { name: '크롤링 설정' })).toBeInTheDocument();
      await waitFor(() => expect(app.router.state.location.pathname).toBe('/product-investigator/crawler'));
    },
  );

  it('switches between the four tabs, each its own route', async () => {
    mockApi(investigatorRoutes);
    const { app } = renderApp('/product-investigator/crawler', { token: 'valid' });

    const tabs = await screen.findByRole('navigation', { name: '상품 조사기 메뉴' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['크롤러', '/product-investigator/crawler'],
      ['소스별 상품', '/product-investigator/products'],
      ['전체 상품', '/product-investigator/all'],
      ['HTML 파서', '/product-investigator/parser'],
    ]);
    expect(within(tabs).getByRole('link', { name: '크롤러' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(tabs).getByRole('link', { name: '소스별 상품' }));
    expect(await screen.findByText('상품을 볼 소스를 선택해 주세요.')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/product-investigator/products');

    await userEvent.click(within(tabs).getByRole('link', { name: '전체 상품' }));
    expect(await screen.findByRole('table', { name: '소스별 상품 수' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/product-investigator/all');

    await userEvent.click(within(tabs).getByRole('link', { name: 'HTML 파서' }));
    expect(await screen.findByText('HTML 파일을 선택해 주세요.')).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/product-investigator/parser'));
    expect(within(tabs).getByRole('link', { name: 'HTML 파서' })).toHaveAttribute('aria-current', 'page');
  });
});
