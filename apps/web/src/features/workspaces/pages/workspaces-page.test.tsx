import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, deferred, jsonResponse, mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import { coupangStoreFixture } from '../../../../test/fixtures/coupang-stores';
import { naverWorkspaceFixture, workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { renderApp } from '../../../../test/render-app';
import { WorkspacesPage } from './workspaces-page';

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('WorkspacesPage list states', () => {
  it('shows a spinner while loading', async () => {
    const answer = deferred<Response>();
    mockApi({ 'GET /api/workspaces': () => answer.promise });

    renderWithQuery(<WorkspacesPage />);

    expect(screen.getByRole('heading', { level: 1, name: '내 워크스페이스' })).toBeInTheDocument();
    expect(screen.getByText('워크스페이스를 불러오는 중...')).toBeInTheDocument();
    answer.resolve(jsonResponse(200, { data: [] }));
    expect(await screen.findByText('아직 워크스페이스가 없습니다.')).toBeInTheDocument();
  });

  it('offers the first workspace when there is none', async () => {
    mockApi({ 'GET /api/workspaces': { body: { data: [] } } });

    renderWithQuery(<WorkspacesPage />);

    await userEvent.click(await screen.findByRole('button', { name: '첫 워크스페이스 만들기' }));
    expect(screen.getByRole('dialog', { name: '새 워크스페이스' })).toBeInTheDocument();
  });

  it('shows the API detail and retries', async () => {
    let calls = 0;
    const fetchMock = mockApi({
      'GET /api/workspaces': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { detail: '잠시 후 다시 시도해 주세요.', code: 'internal_error' })
          : jsonResponse(200, { data: [workspaceFixture()] });
      },
    });

    renderWithQuery(<WorkspacesPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('API 오류: 잠시 후 다시 시도해 주세요.');
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('article', { name: '올리다 쿠팡점' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/workspaces')).toHaveLength(2);
  });

  it('says the server cannot be reached when the request fails', async () => {
    mockApi({ 'GET /api/workspaces': () => Promise.reject(new TypeError('Failed to fetch')) });

    renderWithQuery(<WorkspacesPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '서버에 연결할 수 없습니다. 서버가 실행 중인지 확인해 주세요.',
    );
  });

  it('lists cards with store identity, key state and the selected workspace statistics', async () => {
    mockApi({
      [`GET /api/workspaces/${workspaceFixture().workspace_id}/stats`]: {
        body: { data: { products_this_month: 12, products_total: 1_340, members: 4 } },
      },
      'GET /api/workspaces': {
        body: {
          data: [
            workspaceFixture(),
            naverWorkspaceFixture({
              user_role: 'member',
              is_owner: false,
              key_status: { status: 'expired', message: null },
              last_test: null,
            }),
          ],
        },
      },
    });

    renderWithQuery(<WorkspacesPage />);

    const coupang = await screen.findByRole('article', { name: '올리다 쿠팡점' });
    expect(within(coupang).getByRole('img', { name: '쿠팡 Wing 로고' })).toBeInTheDocument();
    expect(coupang).toHaveTextContent('wing-seller');
    expect(coupang).toHaveTextContent('A00012345');
    expect(coupang).toHaveTextContent('AKCP1234');
    expect(coupang).toHaveTextContent('현재');
    expect(coupang).toHaveTextContent('메인');
    expect(coupang).toHaveTextContent('소유자');
    expect(coupang).toHaveTextContent('2024. 06. 20.');
    expect(coupang).toHaveTextContent('2024. 06. 21. 10:00');
    expect(within(coupang).getByRole('button', { name: '선택됨' })).toBeDisabled();

    const naver = card('올리다 스마트스토어');
    expect(naver).toHaveTextContent('ST-1001');
    expect(naver).toHaveTextContent('올리다몰');
    expect(naver).toHaveTextContent('멤버');
    expect(naver).toHaveTextContent('테스트 기록 없음');
    expect(naver).toHaveTextContent('API 키가 만료되었습니다.');

    const stats = screen.getByRole('region', { name: '올리다 쿠팡점 통계' });
    await waitFor(() => expect(stats).toHaveTextContent('이번 달 등록 상품12개'));
    expect(stats).toHaveTextContent('전체 등록 상품1,340개');
    expect(stats).toHaveTextContent('4명');
    expect(stats).toHaveTextContent('소유자');
    expect(stats).not.toHaveTextContent('0원');
  });
});

describe('WorkspacesPage store disconnect', () => {
  it('closes the store settings and says the store was disconnected once the store is gone', async () => {
    let connected = true;
    mockApi({
      // The workspace list answers after the store list (as over a network): the settings see the store gone first.
      'GET /api/workspaces': async () => {
        if (!connected) await new Promise((resolve) => setTimeout(resolve, 50));
        return jsonResponse(200, {
          data: [connected ? workspaceFixture() : workspaceFixture({ wing_account: null })],
        });
      },
      'GET /api/coupang/stores': () => jsonResponse(200, { data: connected ? [coupangStoreFixture()] : [] }),
      'DELETE /api/coupang/stores/wing-seller': () => {
        connected = false;
        return jsonResponse(200, { message: '쿠팡 스토어 연결을 해제했습니다.' });
      },
    });
    renderWithQuery(<WorkspacesPage />);

    await userEvent.click(
      within(await screen.findByRole('article', { name: '올리다 쿠팡점' })).getByRole('button', {
        name: '설정',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /스토어 설정/ });
    const form = (await within(dialog).findByRole('heading', { name: '스토어 연결 해제' })).closest('form');
    if (!form) throw new Error('disconnect form missing');
    await userEvent.type(within(form).getByRole('textbox'), 'wing-seller');
    await userEvent.click(within(form).getByRole('button', { name: '연결 해제' }));

    expect(await screen.findByText('쿠팡 스토어 연결을 해제했습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/스토어를 찾을 수 없습니다/)).not.toBeInTheDocument();
  });
});

describe('WorkspacesPage Wing ID correction', () => {
  it('saves the corrected Wing ID and addresses the store by it afterwards, without disconnecting', async () => {
    let wingAccount = 'wing-typo';
    const bodies: unknown[] = [];
    const fetchMock = mockApi({
      'GET /api/workspaces': () =>
        jsonResponse(200, { data: [workspaceFixture({ wing_account: wingAccount })] }),
      'GET /api/coupang/stores': () => jsonResponse(200, { data: [coupangStoreFixture({ wingAccount })] }),
      'PUT /api/coupang/stores/wing-typo/wing-account': (request) => {
        bodies.push(request.body);
        wingAccount = 'wing-seller';
        return jsonResponse(200, { data: coupangStoreFixture({ wingAccount }) });
      },
      'GET /api/coupang/return-centers/wing-seller': {
        body: {
          data: {
            content: [],
            pagination: { currentPage: 1, totalPages: 1, totalElements: 0, countPerPage: 50 },
          },
        },
      },
    });
    renderWithQuery(<WorkspacesPage />);

    await userEvent.click(
      within(await screen.findByRole('article', { name: '올리다 쿠팡점' })).getByRole('button', {
        name: '설정',
      }),
    );
    const form = (await screen.findByRole('heading', { name: 'Wing 아이디 고치기' })).closest('form');
    if (!form) throw new Error('Wing ID form missing');
    const field = within(form).getByLabelText('Wing 아이디');
    expect(field).toHaveValue('wing-typo');
    await userEvent.clear(field);
    await userEvent.type(field, 'wing-seller');
    await userEvent.click(within(form).getByRole('button', { name: 'Wing 아이디 저장' }));

    expect(await screen.findByText('Wing 아이디를 고쳤습니다: wing-seller')).toBeInTheDocument();
    expect(bodies).toEqual([{ wingAccount: 'wing-seller' }]);
    const settings = screen.getByRole('dialog', { name: /스토어 설정/ });
    await userEvent.click(within(settings).getByRole('button', { name: /^반품지 (변경|연결)$/ }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/coupang/return-centers/wing-seller')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'DELETE /api/coupang/stores/wing-typo')).toHaveLength(0);
  });
});

describe('WorkspacesPage card buttons by role', () => {
  const buttonNames = (name: string) =>
    within(card(name))
      .getAllByRole('button')
      .map((button) => button.textContent);

  it('gives the owner every action', async () => {
    mockApi({ 'GET /api/workspaces': { body: { data: [workspaceFixture({ is_main: false })] } } });
    renderWithQuery(<WorkspacesPage />);
    await screen.findByRole('article', { name: '올리다 쿠팡점' });

    expect(buttonNames('올리다 쿠팡점')).toEqual([
      '선택됨',
      '메인으로 설정',
      '키 테스트',
      '키 변경',
      '설정',
      '외부 API 키',
      '멤버 관리',
      '초대',
    ]);
  });

  it('lets a member only select and test', async () => {
    const member = workspaceFixture({ user_role: 'member', is_owner: false, is_current: false });
    mockApi({ 'GET /api/workspaces': { body: { data: [member] } } });
    renderWithQuery(<WorkspacesPage />);
    await screen.findByRole('article', { name: '올리다 쿠팡점' });

    expect(buttonNames('올리다 쿠팡점')).toEqual(['선택', '키 테스트']);
  });

  it('lets an admin change keys only when they are broken', async () => {
    const admin = { user_role: 'admin' as const, is_owner: false };
    mockApi({
      'GET /api/workspaces': {
        body: {
          data: [
            workspaceFixture(admin),
            naverWorkspaceFixture({ ...admin, key_status: { status: 'invalid', message: '키가 틀립니다.' } }),
          ],
        },
      },
    });
    renderWithQuery(<WorkspacesPage />);
    await screen.findByRole('article', { name: '올리다 쿠팡점' });

    expect(buttonNames('올리다 쿠팡점')).not.toContain('키 변경');
    expect(buttonNames('올리다 쿠팡점')).toContain('초대');
    expect(buttonNames('올리다 쿠팡점')).not.toContain('멤버 관리');
    expect(buttonNames('올리다 쿠팡점')).not.toContain('설정');
    expect(buttonNames('올리다 쿠팡점')).toContain('외부 API 키');
    // Naver stores have API keys too (the browser extension uploads there).
    expect(buttonNames('올리다 스마트스토어')).toContain('외부 API 키');
    expect(buttonNames('올리다 스마트스토어')).toContain('키 변경');
    expect(card('올리다 스마트스토어')).toHaveTextContent('키가 틀립니다.');
  });

  it('selects a workspace and sets the main one, then reloads', async () => {
    const fetchMock = mockApi({
      'GET /api/workspaces': { body: { data: [workspaceFixture(), naverWorkspaceFixture()] } },
      'POST /api/workspaces/22222222-2222-4222-8222-222222222222/current': {
        body: { data: naverWorkspaceFixture({ is_current: true }) },
      },
      'POST /api/workspaces/22222222-2222-4222-8222-222222222222/main': {
        body: { data: naverWorkspaceFixture({ is_main: true }) },
      },
    });
    renderWithQuery(<WorkspacesPage />);
    await screen.findByRole('article', { name: '올리다 스마트스토어' });

    await userEvent.click(within(card('올리다 스마트스토어')).getByRole('button', { name: '선택' }));
    await userEvent.click(within(card('올리다 스마트스토어')).getByRole('button', { name: '메인으로 설정' }));

    expect(
      callsTo(fetchMock, 'POST /api/workspaces/22222222-2222-4222-8222-222222222222/current'),
    ).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/workspaces/22222222-2222-4222-8222-222222222222/main')).toHaveLength(
      1,
    );
    expect(callsTo(fetchMock, 'GET /api/workspaces').length).toBeGreaterThanOrEqual(2);
  });

  it('tests one workspace from its card', async () => {
    const fetchMock = mockApi({
      'GET /api/workspaces': { body: { data: [workspaceFixture()] } },
      'POST /api/workspaces/11111111-1111-4111-8111-111111111111/test-credentials': {
        body: {
          data: {
            is_valid: false,
            error_type: 'api_error',
            message: '키가 만료되었습니다.',
            timestamp: '2024-06-22T00:00:00Z',
          },
        },
      },
    });
    renderWithQuery(<WorkspacesPage />);
    await screen.findByRole('article', { name: '올리다 쿠팡점' });

    await userEvent.click(screen.getByRole('button', { name: '키 테스트' }));

    expect(await screen.findByText('올리다 쿠팡점 키 테스트 실패: 키가 만료되었습니다.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/workspaces').length).toBeGreaterThanOrEqual(2);
  });
});

describe('workspace route', () => {
  it('is in the my-page navigation', async () => {
    mockApi({
      'GET /api/user/me': { body: testUser },
      'GET /api/workspaces': { body: { data: [] } },
    });

    renderApp('/mypage/coupang_profile', { token: 'valid' });

    expect(await screen.findByRole('heading', { name: '내 워크스페이스' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '마이페이지 메뉴' });
    expect(within(nav).getByRole('link', { name: '워크스페이스' })).toHaveAttribute(
      'href',
      '/mypage/coupang_profile',
    );
  });
});
