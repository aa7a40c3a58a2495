import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, type MockRequest, mockApi } from '../../../../test/api-mock';
import { testAppInfo } from '../../../../test/fixtures/app';
import { freeSubscription } from '../../../../test/fixtures/payments';
import { naverWorkspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { WorkspacesPage } from '../pages/workspaces-page';

const sandboxAppInfo = {
  ...testAppInfo,
  sandbox: true,
  sandbox_demo: {
    coupang: {
      wing_account: 'demo-wing',
      vendor_code: 'A00099999',
      access_key: 'demo-access',
      secret_key: 'demo-secret',
    },
    naver: { client_id: 'demo-client', client_secret: 'demo-client-secret' },
  },
};

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: '첫 워크스페이스 만들기' }));
  return screen.getByRole('dialog', { name: '새 워크스페이스' });
}

describe('create workspace modal', () => {
  it('goes platform first, validates with the contract, and goes back', async () => {
    mockApi({ 'GET /api/workspaces': { body: { data: [] } } });
    renderWithQuery(<WorkspacesPage />);

    const stepOne = await openCreate();
    expect(within(stepOne).getAllByText('지원')).toHaveLength(2);
    await userEvent.click(within(stepOne).getByRole('button', { name: /쿠팡 Wing/ }));

    const form = screen.getByRole('dialog', { name: '쿠팡 Wing 워크스페이스' });
    await userEvent.type(within(form).getByLabelText('업체코드'), '업체-1');
    await userEvent.click(within(form).getByRole('button', { name: '워크스페이스 만들기' }));
    expect(form).toHaveTextContent('워크스페이스 이름을 입력해 주세요.');
    expect(form).toHaveTextContent('Wing 아이디를 입력해 주세요.');
    expect(form).toHaveTextContent('업체코드는 영문과 숫자로만 이루어져야 합니다.');
    expect(within(form).getByLabelText('시크릿 키')).toHaveAttribute('type', 'password');
    expect(within(form).queryByRole('button', { name: '샌드박스 데모 키 채우기' })).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: '마켓 다시 선택' }));
    await userEvent.click(screen.getByRole('button', { name: /네이버 스마트스토어/ }));
    const naver = screen.getByRole('dialog', { name: '네이버 스마트스토어 워크스페이스' });
    expect(within(naver).getByLabelText('애플리케이션 ID')).toHaveValue('');
    const secret = within(naver).getByLabelText('애플리케이션 시크릿');
    expect(secret).toHaveAttribute('type', 'password');
    await userEvent.click(within(naver).getByRole('button', { name: '애플리케이션 시크릿 보기' }));
    expect(secret).toHaveAttribute('type', 'text');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fills the sandbox keys, creates a Naver workspace, reloads and shows the discovered store', async () => {
    let listCalls = 0;
    let sent: MockRequest | undefined;
    const fetchMock = mockApi({
      'GET /api/app-info': { body: sandboxAppInfo },
      'GET /api/workspaces': () => {
        listCalls += 1;
        return jsonResponse(200, { data: listCalls === 1 ? [] : [naverWorkspaceFixture()] });
      },
      'POST /api/workspaces': (request) => {
        sent = request;
        return jsonResponse(201, {
          data: {
            ...naverWorkspaceFixture(),
            auto_retrieved: { store_id: 'ST-1001', store_name: '올리다몰', channels: [] },
          },
        });
      },
    });
    renderWithQuery(<WorkspacesPage />);

    await userEvent.click(within(await openCreate()).getByRole('button', { name: /네이버 스마트스토어/ }));
    const form = screen.getByRole('dialog', { name: '네이버 스마트스토어 워크스페이스' });
    await userEvent.click(await within(form).findByRole('button', { name: '샌드박스 데모 키 채우기' }));
    expect(within(form).getByLabelText('애플리케이션 ID')).toHaveValue('demo-client');
    const name = within(form).getByLabelText('워크스페이스 이름');
    expect(name).toHaveValue('샌드박스 스마트스토어');
    await userEvent.clear(name);
    await userEvent.type(name, '  올리다 스마트스토어 ');
    await userEvent.click(within(form).getByRole('button', { name: '워크스페이스 만들기' }));

    expect(await screen.findByText(/스마트스토어 '올리다몰'\(스토어 ID ST-1001\)/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent?.body).toEqual({
      platform: 'naver',
      workspace_name: '올리다 스마트스토어',
      naver_client_id: 'demo-client',
      naver_client_secret: 'demo-client-secret',
    });
    expect(await screen.findByRole('article', { name: '올리다 스마트스토어' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/workspaces')).toHaveLength(2);
  });

  it('shows the server detail when creation fails and starts empty when reopened', async () => {
    mockApi({
      'GET /api/app-info': { body: sandboxAppInfo },
      'GET /api/workspaces': { body: { data: [] } },
      'POST /api/workspaces': {
        status: 400,
        body: { detail: '쿠팡 API 인증에 실패했습니다.', code: 'marketplace_credentials_invalid' },
      },
    });
    renderWithQuery(<WorkspacesPage />);

    await userEvent.click(within(await openCreate()).getByRole('button', { name: /쿠팡 Wing/ }));
    const form = screen.getByRole('dialog', { name: '쿠팡 Wing 워크스페이스' });
    await userEvent.click(await within(form).findByRole('button', { name: '샌드박스 데모 키 채우기' }));
    expect(within(form).getByLabelText('업체코드')).toHaveValue('A00099999');
    await userEvent.type(within(form).getByLabelText('워크스페이스 이름'), '쿠팡점');
    await userEvent.click(within(form).getByRole('button', { name: '워크스페이스 만들기' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '워크스페이스 생성 실패: 쿠팡 API 인증에 실패했습니다.',
    );
    await userEvent.click(within(form).getByRole('button', { name: '닫기' }));
    await userEvent.click(within(await openCreate()).getByRole('button', { name: /쿠팡 Wing/ }));
    await waitFor(() => expect(screen.getByLabelText('워크스페이스 이름')).toHaveValue(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('store allowance before the form', () => {
  it('says how many stores the plan allows, and offers the plans instead of the form when all are connected', async () => {
    const full = freeSubscription();
    mockApi({
      'GET /api/workspaces': { body: { data: [] } },
      'GET /api/subscriptions/current': {
        body: { ...full, usage: { ...full.usage, stores: { used: 1, total: 1, remaining: 0 } } },
      },
    });
    renderWithQuery(<WorkspacesPage />);

    const dialog = await openCreate();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '무료 체험으로 연결할 수 있는 스토어 1개를 모두 연결했습니다. 스토어를 더 연결하려면 요금제를 올려 주세요.',
    );
    expect(within(dialog).getByRole('link', { name: '요금제 보기' })).toHaveAttribute(
      'href',
      '/mypage/payment',
    );
    expect(within(dialog).queryByRole('button', { name: /쿠팡 Wing/ })).not.toBeInTheDocument();
  });

  it('shows the limit beside the marketplace choice while there is room', async () => {
    mockApi({
      'GET /api/workspaces': { body: { data: [] } },
      'GET /api/subscriptions/current': { body: freeSubscription() },
    });
    renderWithQuery(<WorkspacesPage />);

    const dialog = await openCreate();
    expect(
      await within(dialog).findByText(
        '무료 체험으로 스토어를 1개까지 연결할 수 있습니다. 지금 0개를 연결했습니다.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /쿠팡 Wing/ })).toBeEnabled();
  });
});
