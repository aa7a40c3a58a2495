import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type MockRequest, mockApi } from '../../../../test/api-mock';
import { testAppInfo } from '../../../../test/fixtures/app';
import { coupangStoreFixture } from '../../../../test/fixtures/coupang-stores';
import { renderWithQuery } from '../../../../test/render';
import { WorkspacesPage } from '../../workspaces';
import { coupangStoreQueryKeys } from '../api/coupang-store-query-keys';

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

async function openConnect() {
  await userEvent.click(await screen.findByRole('button', { name: '쿠팡 스토어 연결' }));
  return screen.getByRole('dialog', { name: '쿠팡 스토어 연결' });
}

describe('connect store modal', () => {
  it('validates with the contract, fills sandbox keys, connects and reloads, and resets', async () => {
    let listCalls = 0;
    let sent: MockRequest | undefined;
    mockApi({
      'GET /api/app-info': { body: sandboxAppInfo },
      'GET /api/workspaces': () => {
        listCalls += 1;
        return jsonResponse(200, { data: [] });
      },
      'POST /api/coupang/connect': (request) => {
        sent = request;
        return jsonResponse(201, { data: coupangStoreFixture(), message: '스토어를 연결했습니다.' });
      },
    });
    const { queryClient } = renderWithQuery(<WorkspacesPage />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const dialog = await openConnect();
    expect(dialog).toHaveTextContent('키를 바꾸고');
    await userEvent.type(within(dialog).getByLabelText('업체코드'), '업체-1');
    await userEvent.click(within(dialog).getByRole('button', { name: '스토어 연결' }));
    expect(dialog).toHaveTextContent('Wing 아이디를 입력해 주세요.');
    expect(dialog).toHaveTextContent('업체코드는 영문과 숫자로만 이루어져야 합니다.');
    const secret = within(dialog).getByLabelText('시크릿 키');
    expect(secret).toHaveAttribute('type', 'password');
    await userEvent.click(within(dialog).getByRole('button', { name: '시크릿 키 보기' }));
    expect(secret).toHaveAttribute('type', 'text');

    await userEvent.click(await within(dialog).findByRole('button', { name: '샌드박스 데모 키 채우기' }));
    expect(within(dialog).getByLabelText('Wing 아이디')).toHaveValue('demo-wing');
    expect(dialog).not.toHaveTextContent('입력해 주세요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '스토어 연결' }));

    expect(await screen.findByText('스토어를 연결했습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent?.body).toEqual({
      wingAccount: 'demo-wing',
      vendorCode: 'A00099999',
      accessKey: 'demo-access',
      secretKey: 'demo-secret',
    });
    await waitFor(() => expect(listCalls).toBe(2));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: coupangStoreQueryKeys.list() });

    const reopened = await openConnect();
    expect(within(reopened).getByLabelText('Wing 아이디')).toHaveValue('');
  });

  it('shows the server detail in the modal when Wing refuses the keys', async () => {
    mockApi({
      'GET /api/workspaces': { body: { data: [] } },
      'POST /api/coupang/connect': () =>
        jsonResponse(400, { detail: '쿠팡 키가 올바르지 않습니다.', code: 'invalid_credentials' }),
    });
    renderWithQuery(<WorkspacesPage />);

    const dialog = await openConnect();
    await userEvent.type(within(dialog).getByLabelText('Wing 아이디'), 'wing-1');
    await userEvent.type(within(dialog).getByLabelText('업체코드'), 'A00012345');
    await userEvent.type(within(dialog).getByLabelText('액세스 키'), 'access');
    await userEvent.type(within(dialog).getByLabelText('시크릿 키'), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: '스토어 연결' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '스토어 연결 실패: 쿠팡 키가 올바르지 않습니다.',
    );
    expect(screen.getByRole('dialog', { name: '쿠팡 스토어 연결' })).toBeInTheDocument();
  });
});
