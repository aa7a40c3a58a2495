import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderApp } from '../../../../test/render-app';
import { adminUser, bannedPage, sellerUser, statsFixture } from '../testing/admin-fixtures';

vi.mock('react-chartjs-2', () => import('../testing/chart-stub'));

function adminCalls(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin).pathname)
    .filter((path) => path.startsWith('/api/admin/'));
}

describe('/admin', () => {
  it('shows a seller the access-denied screen, without the menu entry and without any admin call', async () => {
    const fetchMock = mockApi({ 'GET /api/user/me': { body: sellerUser } });
    renderApp('/admin', { token: 'valid' });

    expect(await screen.findByRole('heading', { name: '접근 권한이 없습니다' })).toBeInTheDocument();
    expect(screen.getByText('관리자 패널은 관리자 권한이 있는 계정만 볼 수 있습니다.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '마이페이지 메뉴' });
    expect(within(nav).queryByRole('link', { name: '관리자 패널' })).not.toBeInTheDocument();
    expect(adminCalls(fetchMock)).toEqual([]);
  });

  it('is reached by an administrator from the menu, full width, with its three tabs', async () => {
    mockApi({
      'GET /api/user/me': { body: adminUser },
      'GET /api/admin/access-stats': { body: statsFixture() },
      'GET /api/admin/banned-ips': { body: bannedPage([]) },
      'GET /api/admin/my-ip': { body: { ip_address: '127.0.0.1', is_banned: false, user: adminUser } },
      'GET /api/admin/security-system': {
        body: {
          active: true,
          patterns: ['wp-admin', 'phpmyadmin', 'config.php'],
          auto_blocked_total: 0,
          dropped_log_entries: 0,
        },
      },
    });
    const { app } = renderApp('/mypage/profile', { token: 'valid' });

    const nav = await screen.findByRole('navigation', { name: '마이페이지 메뉴' });
    await userEvent.click(within(nav).getByRole('link', { name: '관리자 패널' }));
    expect(await screen.findByRole('heading', { name: '관리자 패널', level: 1 })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/admin');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '트래픽 통계',
      'IP 차단 관리',
      '시스템 정보',
    ]);
    expect(screen.getByRole('button', { name: '메뉴 숨기기' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '시스템 정보' }));
    const system = screen.getByRole('tabpanel', { name: '시스템 정보' });
    expect(await within(system).findByText('127.0.0.1')).toBeInTheDocument();
    expect(within(system).getByText('관리자 (admin@ollida.kr)')).toBeInTheDocument();
    expect(within(system).getByText('0개')).toBeInTheDocument();
    expect(
      within(within(system).getByRole('list', { name: '위험 경로 패턴' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['wp-admin', 'phpmyadmin', 'config.php']);
  });
});
