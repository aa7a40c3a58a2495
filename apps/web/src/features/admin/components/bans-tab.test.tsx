import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../../test/api-mock';
import { bannedFixture, bannedPage, statsFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

vi.mock('react-chartjs-2', () => import('../testing/chart-stub'));

const others = {
  'GET /api/admin/access-stats': { body: statsFixture() },
  'GET /api/admin/my-ip': { status: 500, body: {} },
  'GET /api/admin/security-system': { status: 500, body: {} },
};

async function openBans() {
  renderAdmin();
  await userEvent.click(await screen.findByRole('tab', { name: 'IP 차단 관리' }));
  return screen.getByRole('tabpanel', { name: 'IP 차단 관리' });
}

describe('IP ban management tab', () => {
  it('lists blocks with automatic ones highlighted and badged, and pages them', async () => {
    const manual = bannedFixture({
      _id: '7d1f0f0e-0000-4000-8000-000000000002',
      ip_address: '192.0.2.50',
      reason: '관리자에 의한 차단',
      banned_by: 'admin@ollida.kr',
      detected_path: null,
    });
    mockApi({ ...others, 'GET /api/admin/banned-ips': { body: bannedPage([bannedFixture(), manual], 25) } });
    const panel = await openBans();

    const table = await within(panel).findByRole('table', { name: '차단된 IP' });
    const [auto, byHand] = within(table).getAllByRole('row').slice(1);
    expect(auto).toHaveClass('bg-amber-50');
    expect(auto).toHaveTextContent('자동 보안 시스템');
    expect(auto).toHaveTextContent('/wp-admin/install.php');
    expect(auto).toHaveTextContent('2026. 11. 20. 14:10');
    expect(byHand).not.toHaveClass('bg-amber-50');
    expect(byHand).toHaveTextContent('admin@ollida.kr');
    expect(within(panel).getByText('총 25개')).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: /^\d+페이지$/ })).toHaveLength(3);
  });

  it('checks the address in the form first, and blocks with a blank reason left to the server', async () => {
    let posted: unknown;
    const fetchMock = mockApi({
      ...others,
      'GET /api/admin/banned-ips': { body: bannedPage([]) },
      'POST /api/admin/ban-ip': (request) => {
        posted = request.body;
        return jsonResponse(200, { message: 'IP 2001:db8::1를 차단했습니다.' });
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const panel = await openBans();
    const form = within(panel).getByRole('form', { name: 'IP 차단' });

    await userEvent.click(within(form).getByRole('button', { name: '차단' }));
    expect(within(form).getByText('차단할 IP 주소를 입력해 주세요.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('IP 주소'), '999.1.1.1');
    await userEvent.click(within(form).getByRole('button', { name: '차단' }));
    expect(
      within(form).getByText('올바른 IP 주소가 아닙니다: 999.1.1.1 (예: 203.0.113.7 또는 2001:db8::1)'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('IP 주소'));
    await userEvent.type(within(form).getByLabelText('IP 주소'), '2001:DB8::1');
    await userEvent.click(within(form).getByRole('button', { name: '차단' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'IP 2001:db8::1를 차단했습니다.',
    );
    expect(posted).toEqual({ ip_address: '2001:db8::1', reason: '' });
    expect(within(form).getByLabelText('IP 주소')).toHaveValue('');
  });

  it('checks one address and shows its status, reason and time', async () => {
    mockApi({
      ...others,
      'GET /api/admin/banned-ips': { body: bannedPage([]) },
      'GET /api/admin/check-ip/198.51.100.20': {
        body: {
          ip_address: '198.51.100.20',
          is_banned: true,
          ban_record: {
            reason: '자동 보안 시스템: 위험 경로 접근 감지',
            banned_at: '2026-11-20T05:10:00.000Z',
            banned_by: 'auto_security_system',
            detected_path: '/wp-admin/install.php',
          },
        },
      },
    });
    const panel = await openBans();
    const form = within(panel).getByRole('form', { name: 'IP 상태 확인' });
    await userEvent.click(within(form).getByRole('button', { name: '확인' }));
    expect(within(form).getByText('확인할 IP 주소를 입력해 주세요.')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('확인할 IP 주소'), '198.51.100.20');
    await userEvent.click(within(form).getByRole('button', { name: '확인' }));
    const list = await within(form).findByLabelText('확인 결과');
    expect(list).toHaveTextContent('차단됨');
    expect(list).toHaveTextContent('자동 보안 시스템: 위험 경로 접근 감지');
    expect(list).toHaveTextContent('2026. 11. 20. 14:10');
  });

  it('keeps unblock-all disabled on an empty list, and unblocks everything after a confirmation', async () => {
    let rows = [bannedFixture()];
    mockApi({
      ...others,
      'GET /api/admin/banned-ips': () => jsonResponse(200, bannedPage(rows)),
      'POST /api/admin/unban-all-ips': () => {
        rows = [];
        return jsonResponse(200, { message: '1개 IP의 차단을 모두 해제했습니다.', unbanned_count: 1 });
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const panel = await openBans();
    await within(panel).findByRole('table', { name: '차단된 IP' });

    await userEvent.click(within(panel).getByRole('button', { name: '모두 해제' }));
    expect(confirm).toHaveBeenCalledWith(
      '차단된 IP 1개를 모두 해제하시겠습니까? 이 작업은 되돌릴 수 없습니다.',
    );
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      '1개 IP의 차단을 모두 해제했습니다.',
    );
    expect(await within(panel).findByText('차단된 IP가 없습니다.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('button', { name: '모두 해제' })).toBeDisabled());
  });
});
