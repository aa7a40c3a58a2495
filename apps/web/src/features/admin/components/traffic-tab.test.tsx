import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../../test/api-mock';
import { bannedPage, ipDetailsFixture, statsFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

vi.mock('react-chartjs-2', () => import('../testing/chart-stub'));

const others = {
  'GET /api/admin/banned-ips': { body: bannedPage([]) },
  'GET /api/admin/my-ip': { status: 500, body: {} },
  'GET /api/admin/security-system': { status: 500, body: {} },
};

function statsCalls(fetchMock: ReturnType<typeof mockApi>): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === '/api/admin/access-stats')
    .map((url) => Object.fromEntries(url.searchParams));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('traffic statistics tab', () => {
  it('shows the cards, the suspicious IPs with +N, both charts and the IP table of the last 24 hours', async () => {
    const fetchMock = mockApi({ ...others, 'GET /api/admin/access-stats': { body: statsFixture() } });
    renderAdmin();

    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('총 요청 수')).toBeInTheDocument();
    expect(statsCalls(fetchMock)[0]).toEqual({ hours: '24', ip_page: '1', ip_limit: '10' });

    const suspicious = screen.getByRole('region', { name: '의심스러운 IP' });
    expect(suspicious).toHaveTextContent('198.51.100.20');
    expect(suspicious).toHaveTextContent('위험 요청 4회');
    expect(suspicious).toHaveTextContent('/wp-admin/install.php, /phpmyadmin/+1');

    const hourly = screen.getByRole('img', { name: /시간대별 요청 수 차트: 24개 시간대, 총 30회/ });
    expect(hourly.dataset.labels?.split('|').at(-1)).toBe('14시');
    const doughnut = screen.getByRole('img', { name: /상위 경로 차트/ });
    expect(doughnut.dataset.labels).toBe('/api/health|/sandbox/shop/cafe24…');

    const table = screen.getByRole('table', { name: '요청이 많은 IP' });
    const banned = within(table).getByRole('row', { name: /2001:db8::7/ });
    expect(within(banned).getByText('차단됨')).toBeInTheDocument();
    expect(within(banned).getByRole('button', { name: '해제' })).toBeInTheDocument();
    // The first IP is chosen after the load: its paths show beside the table.
    expect(screen.getByRole('table', { name: '203.0.113.10의 경로' })).toBeInTheDocument();
    expect(screen.getByText('요청이 많은 6개 경로만 보여 줍니다 (전체 8개).')).toBeInTheDocument();
  });

  it('shows the green all-safe box when nothing suspicious is unblocked', async () => {
    mockApi({ ...others, 'GET /api/admin/access-stats': { body: statsFixture({ suspicious_ips: [] }) } });
    renderAdmin();
    expect(await screen.findByRole('region', { name: '의심스러운 IP' })).toHaveTextContent('안전합니다.');
  });

  it('toggles the path table by IP, expands five cut paths with the rest counted, and pages with up to 7 buttons', async () => {
    const fetchMock = mockApi({
      ...others,
      'GET /api/admin/access-stats': {
        body: statsFixture({
          ip_pagination: { current_page: 1, total_pages: 12, total_count: 120, limit: 10 },
        }),
      },
    });
    renderAdmin();
    const table = await screen.findByRole('table', { name: '요청이 많은 IP' });

    await userEvent.click(within(table).getByRole('button', { name: '203.0.113.10' }));
    expect(screen.getByRole('table', { name: '전체 경로' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: '203.0.113.10' }));
    expect(screen.getByRole('table', { name: '203.0.113.10의 경로' })).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: '경로 8개' }));
    const paths = within(screen.getByRole('list', { name: '203.0.113.10의 경로' })).getAllByRole('listitem');
    expect(paths.map((item) => item.textContent)).toEqual([
      '/api/health (600)',
      '/sandbox/shop/cafe24/product/d… (50)',
      '/api/user/me (20)',
      '/ (10)',
      '/login (10)',
      '+3개 더',
    ]);

    const pages = screen.getAllByRole('button', { name: /^\d+페이지$/ });
    expect(pages.map((page) => page.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    await userEvent.click(screen.getByRole('button', { name: '3페이지' }));
    await waitFor(() => expect(statsCalls(fetchMock).at(-1)).toMatchObject({ ip_page: '3' }));
  });

  it('starts again from page 1 when the period changes', async () => {
    const fetchMock = mockApi({ ...others, 'GET /api/admin/access-stats': { body: statsFixture() } });
    renderAdmin();
    await screen.findByRole('table', { name: '요청이 많은 IP' });
    await userEvent.click(screen.getByRole('button', { name: '2페이지' }));
    await waitFor(() => expect(statsCalls(fetchMock).at(-1)).toMatchObject({ ip_page: '2' }));

    await userEvent.selectOptions(screen.getByLabelText('기간'), '최근 1주일');
    await waitFor(() =>
      expect(statsCalls(fetchMock).at(-1)).toEqual({ hours: '168', ip_page: '1', ip_limit: '10' }),
    );
  });

  it('blocks from the table after a confirmation, shows the message for 3 seconds and reads the stats again', async () => {
    let posted: unknown;
    const fetchMock = mockApi({
      ...others,
      'GET /api/admin/access-stats': { body: statsFixture() },
      'POST /api/admin/ban-ip-from-stats': (request) => {
        posted = request.body;
        return jsonResponse(200, { message: 'IP 203.0.113.10를 차단했습니다.' });
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    renderAdmin();
    const table = await screen.findByRole('table', { name: '요청이 많은 IP' });
    const row = within(table).getByRole('row', { name: /203\.0\.113\.10/ });

    await userEvent.click(within(row).getByRole('button', { name: '차단' }));
    expect(posted).toBeUndefined();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await userEvent.click(within(row).getByRole('button', { name: '차단' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'IP 203.0.113.10를 차단하시겠습니까? 차단하면 이 주소의 모든 요청이 거부됩니다.',
    );
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'IP 203.0.113.10를 차단했습니다.',
    );
    expect(posted).toEqual({ ip_address: '203.0.113.10', reason: '' });
    await waitFor(() => expect(statsCalls(fetchMock).length).toBeGreaterThan(1));
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.queryByText('IP 203.0.113.10를 차단했습니다.')).not.toBeInTheDocument();
  });

  it("shows the server's reason for 5 seconds when a block fails", async () => {
    mockApi({
      ...others,
      'GET /api/admin/access-stats': { body: statsFixture() },
      'POST /api/admin/ban-ip-from-stats': {
        status: 400,
        body: { detail: '지금 접속 중인 내 IP(203.0.113.10)는 차단할 수 없습니다.', code: 'ip_self_block' },
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderAdmin();
    const table = await screen.findByRole('table', { name: '요청이 많은 IP' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await userEvent.click(
      within(within(table).getByRole('row', { name: /203\.0\.113\.10/ })).getByRole('button', {
        name: '차단',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('지금 접속 중인 내 IP(203.0.113.10)는 차단할 수 없습니다.');
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the detail of an IP with 400+ statuses in red and a block button', async () => {
    mockApi({
      ...others,
      'GET /api/admin/access-stats': { body: statsFixture() },
      'GET /api/admin/ip-details/203.0.113.10': { body: ipDetailsFixture() },
    });
    renderAdmin();
    const table = await screen.findByRole('table', { name: '요청이 많은 IP' });
    await userEvent.click(
      within(within(table).getByRole('row', { name: /203\.0\.113\.10/ })).getByRole('button', {
        name: '상세',
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'IP 상세 정보: 203.0.113.10' });
    const recent = await within(dialog).findByRole('table', { name: '최근 요청' });
    expect(within(recent).getByText('401')).toHaveClass('text-red-600');
    expect(within(recent).getByText('200')).not.toHaveClass('text-red-600');
    expect(within(dialog).getByText('2026. 11. 20. 14:29:59')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '이 IP 차단' })).toBeInTheDocument();
  });

  it('says why the stats could not be read', async () => {
    mockApi({ ...others, 'GET /api/admin/access-stats': { status: 502, body: {} } });
    renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent('통계를 가져오지 못했습니다.');
  });
});
