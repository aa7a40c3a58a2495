import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type MockRequest, mockApi } from '../../../../test/api-mock';
import { naverWorkspaceFixture, workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { WorkspacesPage } from '../pages/workspaces-page';

const naverKeysPath = '/api/workspaces/22222222-2222-4222-8222-222222222222/credentials';

async function openKeys(name: string) {
  const card = await screen.findByRole('article', { name });
  await userEvent.click(within(card).getByRole('button', { name: '키 변경' }));
  return screen.getByRole('dialog', { name: `키 변경 — ${name}` });
}

describe('key update modal', () => {
  it('says keys are validated and stored encrypted, and requires both', async () => {
    mockApi({ 'GET /api/workspaces': { body: { data: [workspaceFixture()] } } });
    renderWithQuery(<WorkspacesPage />);

    const dialog = await openKeys('올리다 쿠팡점');
    expect(dialog).toHaveTextContent('저장하기 전에 마켓에서 유효한지 확인하고, 암호화해 보관합니다.');
    expect(within(dialog).getByLabelText('액세스 키')).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('액세스 키'), 'new-access');
    await userEvent.type(within(dialog).getByLabelText('시크릿 키'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: '키 변경' }));

    expect(dialog).toHaveTextContent('시크릿 키를 입력해 주세요.');
  });

  it('sends Naver client id and secret and reports success', async () => {
    let sent: MockRequest | undefined;
    mockApi({
      'GET /api/workspaces': { body: { data: [naverWorkspaceFixture()] } },
      [`PUT ${naverKeysPath}`]: (request) => {
        sent = request;
        return jsonResponse(200, { data: naverWorkspaceFixture() });
      },
    });
    renderWithQuery(<WorkspacesPage />);

    const dialog = await openKeys('올리다 스마트스토어');
    await userEvent.type(within(dialog).getByLabelText('애플리케이션 ID'), 'client-2');
    await userEvent.type(within(dialog).getByLabelText('애플리케이션 시크릿'), 'secret-2');
    await userEvent.click(within(dialog).getByRole('button', { name: '키 변경' }));

    expect(await screen.findByText('올리다 스마트스토어의 API 키를 변경했습니다.')).toBeInTheDocument();
    expect(sent?.body).toEqual({ client_id: 'client-2', client_secret: 'secret-2' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server detail on failure', async () => {
    mockApi({
      'GET /api/workspaces': { body: { data: [naverWorkspaceFixture()] } },
      [`PUT ${naverKeysPath}`]: {
        status: 400,
        body: { detail: '네이버 키를 확인할 수 없습니다.', code: 'marketplace_credentials_invalid' },
      },
    });
    renderWithQuery(<WorkspacesPage />);

    const dialog = await openKeys('올리다 스마트스토어');
    await userEvent.type(within(dialog).getByLabelText('애플리케이션 ID'), 'client-2');
    await userEvent.type(within(dialog).getByLabelText('애플리케이션 시크릿'), 'secret-2');
    await userEvent.click(within(dialog).getByRole('button', { name: '키 변경' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '키 변경 실패: 네이버 키를 확인할 수 없습니다.',
    );
  });
});
